#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c128_i32 = arith.constant 128 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst_0 = arith.constant dense<64> : tensor<64x64xi32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi8, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %9 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = arith.addi %9, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = arith.addi %10, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = arith.muli %1, %c64_i32 : i32
    %14 = tt.splat %13 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = tt.splat %13 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %16 = arith.addi %14, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %17 = arith.addi %15, %8 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %18 = tt.expand_dims %11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %19 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %20 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %21 = arith.muli %18, %20 : tensor<64x1xi32, #blocked1>
    %22 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
    %23 = tt.addptr %22, %21 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
    %24 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %25 = tt.broadcast %23 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x64x!tt.ptr<i8>, #blocked1>
    %26 = tt.broadcast %24 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %27 = tt.addptr %25, %26 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
    %28 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %29 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #blocked>
    %31 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %33 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %34 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %40 = arith.cmpi slt, %18, %39 : tensor<64x1xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #blocked>
    %47 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %49 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %50 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked1>
    %51 = arith.cmpi slt, %24, %50 : tensor<1x64xi32, #blocked1>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %53 = arith.andi %41, %52 : tensor<64x64xi1, #blocked1>
    %54 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %55 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked>
    %56 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked1>
    %57 = arith.andi %56, %53 : tensor<64x64xi1, #blocked1>
    %58 = ttg.async_copy_global_to_local %27, %54 mask %57 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared, #smem, mutable>
    %59 = ttg.async_commit_group tokens %58
    %60 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %61 = arith.cmpi slt, %28, %60 : tensor<64x1xi32, #blocked>
    %62 = tt.broadcast %61 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %63 = arith.andi %62, %44 : tensor<64x64xi1, #blocked>
    %64 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %65 = arith.andi %55, %63 : tensor<64x64xi1, #blocked>
    %66 = ttg.async_copy_global_to_local %38, %64 mask %65 other %cst : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared1, #smem, mutable>
    %67 = ttg.async_commit_group tokens %66
    %68 = arith.cmpi sgt, %arg5, %c64_i32 : i32
    %69 = tt.addptr %27, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
    %70 = tt.addptr %38, %46 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %71 = arith.subi %arg5, %c64_i32 : i32
    %72 = tt.splat %71 : i32 -> tensor<1x64xi32, #blocked1>
    %73 = arith.cmpi slt, %24, %72 : tensor<1x64xi32, #blocked1>
    %74 = tt.broadcast %73 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %75 = arith.andi %41, %74 : tensor<64x64xi1, #blocked1>
    %76 = ttg.memdesc_index %47[%c1_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %77 = tt.splat %68 : i1 -> tensor<64x64xi1, #blocked>
    %78 = tt.splat %68 : i1 -> tensor<64x64xi1, #blocked1>
    %79 = arith.andi %78, %75 : tensor<64x64xi1, #blocked1>
    %80 = ttg.async_copy_global_to_local %69, %76 mask %79 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared, #smem, mutable>
    %81 = ttg.async_commit_group tokens %80
    %82 = tt.splat %71 : i32 -> tensor<64x1xi32, #blocked>
    %83 = arith.cmpi slt, %28, %82 : tensor<64x1xi32, #blocked>
    %84 = tt.broadcast %83 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %85 = arith.andi %84, %44 : tensor<64x64xi1, #blocked>
    %86 = ttg.memdesc_index %48[%c1_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %87 = arith.andi %77, %85 : tensor<64x64xi1, #blocked>
    %88 = ttg.async_copy_global_to_local %70, %86 mask %87 other %cst : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared1, #smem, mutable>
    %89 = ttg.async_commit_group tokens %88
    %90 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %91 = ttg.async_wait %59, %67 {num = 2 : i32}
    %92 = ttg.memdesc_subslice %90[0, 0] : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64>
    %93 = ttg.local_load %92 token %91 : !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %94 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %95 = ttg.memdesc_subslice %94[0, 0] : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64>
    %96 = ttg.local_load %95 token %91 : !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %97:15 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst_2, %arg11 = %69, %arg12 = %c1_i32, %arg13 = %c-1_i32, %arg14 = %59, %arg15 = %81, %arg16 = %67, %arg17 = %89, %arg18 = %90, %arg19 = %94, %arg20 = %91, %arg21 = %91, %arg22 = %93, %arg23 = %96, %arg24 = %70) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, tensor<64x64x!tt.ptr<i8>, #blocked>)  : i32 {
      %113 = arith.subi %arg5, %c128_i32 : i32
      %114 = arith.cmpi slt, %arg9, %113 : i32
      %115 = arith.addi %arg13, %c1_i32 : i32
      %116 = arith.cmpi sge, %115, %c2_i32 : i32
      %117 = arith.select %116, %c0_i32, %115 : i32
      %118 = ttg.async_wait %arg14, %arg16 {num = 2 : i32}
      %119 = ttg.memdesc_subslice %arg18[0, 32] : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64>
      %120 = ttg.local_load %119 token %arg20 : !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %121 = ttg.memdesc_subslice %arg19[32, 0] : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64>
      %122 = ttg.local_load %121 token %arg21 : !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %123 = tt.dot %arg22, %arg23, %arg10, inputPrecision = tf32 : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
      %124 = tt.addptr %arg11, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
      %125 = tt.addptr %arg24, %46 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %126 = arith.addi %arg12, %c1_i32 : i32
      %127 = arith.cmpi sge, %126, %c2_i32 : i32
      %128 = arith.select %127, %c0_i32, %126 : i32
      %129 = arith.addi %arg9, %c128_i32 : i32
      %130 = arith.subi %arg5, %129 : i32
      %131 = tt.splat %130 : i32 -> tensor<1x64xi32, #blocked1>
      %132 = arith.cmpi slt, %24, %131 : tensor<1x64xi32, #blocked1>
      %133 = tt.broadcast %132 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %134 = arith.andi %41, %133 : tensor<64x64xi1, #blocked1>
      %135 = ttg.memdesc_index %47[%128] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %136 = tt.splat %114 : i1 -> tensor<64x64xi1, #blocked>
      %137 = tt.splat %114 : i1 -> tensor<64x64xi1, #blocked1>
      %138 = arith.andi %137, %134 : tensor<64x64xi1, #blocked1>
      %139 = ttg.async_copy_global_to_local %124, %135 mask %138 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared, #smem, mutable>
      %140 = ttg.async_commit_group tokens %139
      %141 = tt.splat %130 : i32 -> tensor<64x1xi32, #blocked>
      %142 = arith.cmpi slt, %28, %141 : tensor<64x1xi32, #blocked>
      %143 = tt.broadcast %142 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %144 = arith.andi %143, %44 : tensor<64x64xi1, #blocked>
      %145 = ttg.memdesc_index %48[%128] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %146 = arith.andi %136, %144 : tensor<64x64xi1, #blocked>
      %147 = ttg.async_copy_global_to_local %125, %145 mask %146 other %cst : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared1, #smem, mutable>
      %148 = ttg.async_commit_group tokens %147
      %149 = arith.addi %117, %c1_i32 : i32
      %150 = arith.cmpi sge, %149, %c2_i32 : i32
      %151 = arith.select %150, %c0_i32, %149 : i32
      %152 = ttg.memdesc_index %47[%151] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %153 = arith.addi %117, %c1_i32 : i32
      %154 = arith.cmpi sge, %153, %c2_i32 : i32
      %155 = arith.select %154, %c0_i32, %153 : i32
      %156 = ttg.memdesc_index %48[%155] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %157 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %158 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %159 = ttg.memdesc_subslice %152[0, 0] : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64>
      %160 = ttg.local_load %159 token %157 : !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %161 = ttg.memdesc_subslice %156[0, 0] : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64>
      %162 = ttg.local_load %161 token %158 : !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %163 = tt.dot %120, %122, %123, inputPrecision = tf32 : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
      scf.yield %163, %124, %128, %117, %arg15, %140, %arg17, %148, %152, %156, %157, %158, %160, %162, %125 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, tensor<64x64x!tt.ptr<i8>, #blocked>
    }
    %98 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %48 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %47 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %99 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked2>
    %100 = arith.cmpi slt, %19, %99 : tensor<64x1xi32, #blocked2>
    %101 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked2>
    %102 = arith.cmpi slt, %34, %101 : tensor<1x64xi32, #blocked2>
    %103 = tt.broadcast %100 : tensor<64x1xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %104 = tt.broadcast %102 : tensor<1x64xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %105 = arith.andi %103, %104 : tensor<64x64xi1, #blocked2>
    %106 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked2>
    %107 = arith.muli %19, %106 : tensor<64x1xi32, #blocked2>
    %108 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked2>
    %109 = tt.addptr %108, %107 : tensor<64x1x!tt.ptr<i32>, #blocked2>, tensor<64x1xi32, #blocked2>
    %110 = tt.broadcast %109 : tensor<64x1x!tt.ptr<i32>, #blocked2> -> tensor<64x64x!tt.ptr<i32>, #blocked2>
    %111 = tt.addptr %110, %37 : tensor<64x64x!tt.ptr<i32>, #blocked2>, tensor<64x64xi32, #blocked2>
    %112 = ttg.convert_layout %97#0 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked2>
    tt.store %111, %112, %105 : tensor<64x64x!tt.ptr<i32>, #blocked2>
    tt.return
  }
}
