#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c128_i32 = arith.constant 128 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %22 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %23 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %24 = tt.broadcast %22 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %25 = tt.addptr %23, %24 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %26 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %27 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %28 = arith.muli %26, %27 : tensor<64x1xi32, #blocked>
    %29 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %30 = tt.addptr %29, %28 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %31 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %32 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %33 = tt.broadcast %30 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %34 = tt.broadcast %31 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %35 = tt.broadcast %32 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %36 = tt.addptr %33, %34 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %37 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %38 = arith.cmpi slt, %16, %37 : tensor<64x1xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %40 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %41 = arith.cmpi slt, %31, %40 : tensor<1x64xi32, #blocked>
    %42 = tt.broadcast %41 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %43 = arith.muli %arg7, %c64_i32 : i32
    %44 = tt.splat %43 : i32 -> tensor<64x64xi32, #blocked>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %46 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %47 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %48 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %49 = arith.cmpi slt, %22, %48 : tensor<1x64xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %51 = arith.andi %39, %50 : tensor<64x64xi1, #blocked>
    %52 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %53 = tt.splat %47 : i1 -> tensor<64x64xi1, #blocked>
    %54 = arith.andi %53, %51 : tensor<64x64xi1, #blocked>
    %55 = ttg.async_copy_global_to_local %25, %52 mask %54 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %56 = ttg.async_commit_group tokens %55
    %57 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %58 = arith.cmpi slt, %26, %57 : tensor<64x1xi32, #blocked>
    %59 = tt.broadcast %58 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %60 = arith.andi %59, %42 : tensor<64x64xi1, #blocked>
    %61 = ttg.memdesc_index %46[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %62 = arith.andi %53, %60 : tensor<64x64xi1, #blocked>
    %63 = ttg.convert_layout %36 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked2>
    %64 = ttg.convert_layout %62 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked2>
    %65 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked2>
    %66 = ttg.async_copy_global_to_local %63, %61 mask %64 other %65 : tensor<64x64x!tt.ptr<i8>, #blocked2> -> <64x64xi8, #shared1, #smem, mutable>
    %67 = ttg.async_commit_group tokens %66
    %68 = arith.cmpi sgt, %arg5, %c64_i32 : i32
    %69 = tt.addptr %25, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %70 = tt.addptr %36, %44 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %71 = arith.subi %arg5, %c64_i32 : i32
    %72 = tt.splat %71 : i32 -> tensor<1x64xi32, #blocked>
    %73 = arith.cmpi slt, %22, %72 : tensor<1x64xi32, #blocked>
    %74 = tt.broadcast %73 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %75 = arith.andi %39, %74 : tensor<64x64xi1, #blocked>
    %76 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %77 = tt.splat %68 : i1 -> tensor<64x64xi1, #blocked>
    %78 = arith.andi %77, %75 : tensor<64x64xi1, #blocked>
    %79 = ttg.async_copy_global_to_local %69, %76 mask %78 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %80 = ttg.async_commit_group tokens %79
    %81 = tt.splat %71 : i32 -> tensor<64x1xi32, #blocked>
    %82 = arith.cmpi slt, %26, %81 : tensor<64x1xi32, #blocked>
    %83 = tt.broadcast %82 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %84 = arith.andi %83, %42 : tensor<64x64xi1, #blocked>
    %85 = ttg.memdesc_index %46[%c1_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %86 = arith.andi %77, %84 : tensor<64x64xi1, #blocked>
    %87 = ttg.convert_layout %70 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked2>
    %88 = ttg.convert_layout %86 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked2>
    %89 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked2>
    %90 = ttg.async_copy_global_to_local %87, %85 mask %88 other %89 : tensor<64x64x!tt.ptr<i8>, #blocked2> -> <64x64xi8, #shared1, #smem, mutable>
    %91 = ttg.async_commit_group tokens %90
    %92 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %93 = ttg.async_wait %56, %67 {num = 2 : i32}
    %94 = ttg.memdesc_subslice %92[0, 0] : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64>
    %95 = ttg.local_load %94 token %93 : !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %96 = ttg.memdesc_index %46[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %97 = ttg.memdesc_subslice %96[0, 0] : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64>
    %98 = ttg.local_load %97 token %93 : !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %99:15 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %69, %arg12 = %70, %arg13 = %c1_i32, %arg14 = %c-1_i32, %arg15 = %56, %arg16 = %80, %arg17 = %67, %arg18 = %91, %arg19 = %92, %arg20 = %96, %arg21 = %93, %arg22 = %93, %arg23 = %95, %arg24 = %98) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>)  : i32 {
      %115 = arith.subi %arg5, %c128_i32 : i32
      %116 = arith.cmpi slt, %arg9, %115 : i32
      %117 = arith.addi %arg14, %c1_i32 : i32
      %118 = arith.cmpi sge, %117, %c2_i32 : i32
      %119 = arith.select %118, %c0_i32, %117 : i32
      %120 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %121 = ttg.memdesc_subslice %arg19[0, 32] : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64>
      %122 = ttg.local_load %121 token %arg21 : !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %123 = ttg.memdesc_subslice %arg20[32, 0] : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64>
      %124 = ttg.local_load %123 token %arg22 : !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %125 = tt.dot %arg23, %arg24, %arg10, inputPrecision = tf32 : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
      %126 = tt.addptr %arg11, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %127 = tt.addptr %arg12, %44 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %128 = arith.addi %arg13, %c1_i32 : i32
      %129 = arith.cmpi sge, %128, %c2_i32 : i32
      %130 = arith.select %129, %c0_i32, %128 : i32
      %131 = arith.addi %arg9, %c128_i32 : i32
      %132 = arith.subi %arg5, %131 : i32
      %133 = tt.splat %132 : i32 -> tensor<1x64xi32, #blocked>
      %134 = arith.cmpi slt, %22, %133 : tensor<1x64xi32, #blocked>
      %135 = tt.broadcast %134 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %136 = arith.andi %39, %135 : tensor<64x64xi1, #blocked>
      %137 = ttg.memdesc_index %45[%130] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %138 = tt.splat %116 : i1 -> tensor<64x64xi1, #blocked>
      %139 = arith.andi %138, %136 : tensor<64x64xi1, #blocked>
      %140 = ttg.async_copy_global_to_local %126, %137 mask %139 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
      %141 = ttg.async_commit_group tokens %140
      %142 = tt.splat %132 : i32 -> tensor<64x1xi32, #blocked>
      %143 = arith.cmpi slt, %26, %142 : tensor<64x1xi32, #blocked>
      %144 = tt.broadcast %143 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %145 = arith.andi %144, %42 : tensor<64x64xi1, #blocked>
      %146 = ttg.memdesc_index %46[%130] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %147 = arith.andi %138, %145 : tensor<64x64xi1, #blocked>
      %148 = ttg.convert_layout %127 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked2>
      %149 = ttg.convert_layout %147 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked2>
      %150 = ttg.convert_layout %cst_0 : tensor<64x64xi8, #blocked> -> tensor<64x64xi8, #blocked2>
      %151 = ttg.async_copy_global_to_local %148, %146 mask %149 other %150 : tensor<64x64x!tt.ptr<i8>, #blocked2> -> <64x64xi8, #shared1, #smem, mutable>
      %152 = ttg.async_commit_group tokens %151
      %153 = arith.addi %119, %c1_i32 : i32
      %154 = arith.cmpi sge, %153, %c2_i32 : i32
      %155 = arith.select %154, %c0_i32, %153 : i32
      %156 = ttg.memdesc_index %45[%155] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %157 = arith.addi %119, %c1_i32 : i32
      %158 = arith.cmpi sge, %157, %c2_i32 : i32
      %159 = arith.select %158, %c0_i32, %157 : i32
      %160 = ttg.memdesc_index %46[%159] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %161 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %162 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %163 = ttg.memdesc_subslice %156[0, 0] : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64>
      %164 = ttg.local_load %163 token %161 : !ttg.memdesc<64x32xi8, #shared, #smem, mutable, 64x64> -> tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %165 = ttg.memdesc_subslice %160[0, 0] : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64>
      %166 = ttg.local_load %165 token %162 : !ttg.memdesc<32x64xi8, #shared1, #smem, mutable, 64x64> -> tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %167 = tt.dot %122, %124, %125, inputPrecision = tf32 : tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
      scf.yield %167, %126, %127, %130, %119, %arg16, %141, %arg18, %152, %156, %160, %161, %162, %164, %166 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, tensor<32x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    }
    %100 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %46 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %45 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %101 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %102 = arith.cmpi slt, %17, %101 : tensor<64x1xi32, #blocked1>
    %103 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %104 = arith.cmpi slt, %32, %103 : tensor<1x64xi32, #blocked1>
    %105 = tt.broadcast %102 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %106 = tt.broadcast %104 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %107 = arith.andi %105, %106 : tensor<64x64xi1, #blocked1>
    %108 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %109 = arith.muli %17, %108 : tensor<64x1xi32, #blocked1>
    %110 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked1>
    %111 = tt.addptr %110, %109 : tensor<64x1x!tt.ptr<i32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %112 = tt.broadcast %111 : tensor<64x1x!tt.ptr<i32>, #blocked1> -> tensor<64x64x!tt.ptr<i32>, #blocked1>
    %113 = tt.addptr %112, %35 : tensor<64x64x!tt.ptr<i32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %114 = ttg.convert_layout %99#0 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked1>
    tt.store %113, %114, %107 : tensor<64x64x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
