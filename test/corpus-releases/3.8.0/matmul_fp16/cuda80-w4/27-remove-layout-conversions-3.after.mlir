#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant dense<32> : tensor<64x32xi32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %16 = arith.muli %13, %15 : tensor<64x1xi32, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %21 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %22 = tt.broadcast %20 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %24 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %26 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %27 = arith.muli %25, %26 : tensor<32x1xi32, #blocked1>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %31 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %32 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %33 = tt.addptr %31, %32 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %34 = arith.addi %arg5, %c31_i32 : i32
    %35 = arith.divsi %34, %c32_i32 : i32
    %36 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %37 = arith.cmpi slt, %13, %36 : tensor<64x1xi32, #blocked>
    %38 = tt.broadcast %37 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %39 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %40 = arith.cmpi slt, %30, %39 : tensor<1x64xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %42 = arith.muli %arg7, %c32_i32 : i32
    %43 = tt.splat %42 : i32 -> tensor<32x64xi32, #blocked1>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %35, %c0_i32 : i32
    %47 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %48 = arith.cmpi slt, %20, %47 : tensor<1x32xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %50 = arith.andi %38, %49 : tensor<64x32xi1, #blocked>
    %51 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %52 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked>
    %53 = arith.andi %52, %50 : tensor<64x32xi1, #blocked>
    %54 = ttg.async_copy_global_to_local %23, %51 mask %53 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared, #smem, mutable>
    %55 = ttg.async_commit_group tokens %54
    %56 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %57 = arith.cmpi slt, %25, %56 : tensor<32x1xi32, #blocked1>
    %58 = tt.broadcast %57 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %59 = arith.andi %58, %41 : tensor<32x64xi1, #blocked1>
    %60 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %61 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked1>
    %62 = arith.andi %61, %59 : tensor<32x64xi1, #blocked1>
    %63 = ttg.async_copy_global_to_local %33, %60 mask %62 other %cst_1 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked1> -> <32x64xf16, #shared1, #smem, mutable>
    %64 = ttg.async_commit_group tokens %63
    %65 = arith.cmpi sgt, %35, %c1_i32 : i32
    %66 = tt.addptr %23, %cst : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %67 = tt.addptr %33, %43 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %68 = arith.subi %arg5, %c32_i32 : i32
    %69 = tt.splat %68 : i32 -> tensor<1x32xi32, #blocked>
    %70 = arith.cmpi slt, %20, %69 : tensor<1x32xi32, #blocked>
    %71 = tt.broadcast %70 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %72 = arith.andi %38, %71 : tensor<64x32xi1, #blocked>
    %73 = ttg.memdesc_index %44[%c1_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %74 = tt.splat %65 : i1 -> tensor<64x32xi1, #blocked>
    %75 = arith.andi %74, %72 : tensor<64x32xi1, #blocked>
    %76 = ttg.async_copy_global_to_local %66, %73 mask %75 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared, #smem, mutable>
    %77 = ttg.async_commit_group tokens %76
    %78 = tt.splat %68 : i32 -> tensor<32x1xi32, #blocked1>
    %79 = arith.cmpi slt, %25, %78 : tensor<32x1xi32, #blocked1>
    %80 = tt.broadcast %79 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %81 = arith.andi %80, %41 : tensor<32x64xi1, #blocked1>
    %82 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %83 = tt.splat %65 : i1 -> tensor<32x64xi1, #blocked1>
    %84 = arith.andi %83, %81 : tensor<32x64xi1, #blocked1>
    %85 = ttg.async_copy_global_to_local %67, %82 mask %84 other %cst_1 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked1> -> <32x64xf16, #shared1, #smem, mutable>
    %86 = ttg.async_commit_group tokens %85
    %87 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %88 = ttg.async_wait %55, %64 {num = 2 : i32}
    %89 = ttg.memdesc_subslice %87[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
    %90 = ttg.local_load %89 token %88 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %91 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %92 = ttg.memdesc_subslice %91[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
    %93 = ttg.local_load %92 token %88 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %94:15 = scf.for %arg9 = %c0_i32 to %35 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %66, %arg12 = %67, %arg13 = %c1_i32, %arg14 = %c-1_i32, %arg15 = %55, %arg16 = %77, %arg17 = %64, %arg18 = %86, %arg19 = %87, %arg20 = %91, %arg21 = %88, %arg22 = %88, %arg23 = %90, %arg24 = %93) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>)  : i32 {
      %110 = arith.subi %35, %c2_i32 : i32
      %111 = arith.cmpi slt, %arg9, %110 : i32
      %112 = arith.addi %arg14, %c1_i32 : i32
      %113 = arith.cmpi sge, %112, %c2_i32 : i32
      %114 = arith.select %113, %c0_i32, %112 : i32
      %115 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %116 = ttg.memdesc_subslice %arg19[0, 16] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %117 = ttg.local_load %116 token %arg21 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %118 = ttg.memdesc_subslice %arg20[16, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %119 = ttg.local_load %118 token %arg22 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %120 = tt.dot %arg23, %arg24, %arg10, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %121 = tt.addptr %arg11, %cst : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %122 = tt.addptr %arg12, %43 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %123 = arith.addi %arg13, %c1_i32 : i32
      %124 = arith.cmpi sge, %123, %c2_i32 : i32
      %125 = arith.select %124, %c0_i32, %123 : i32
      %126 = arith.addi %arg9, %c2_i32 : i32
      %127 = arith.muli %126, %c32_i32 : i32
      %128 = arith.subi %arg5, %127 : i32
      %129 = tt.splat %128 : i32 -> tensor<1x32xi32, #blocked>
      %130 = arith.cmpi slt, %20, %129 : tensor<1x32xi32, #blocked>
      %131 = tt.broadcast %130 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %132 = arith.andi %38, %131 : tensor<64x32xi1, #blocked>
      %133 = ttg.memdesc_index %44[%125] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %134 = tt.splat %111 : i1 -> tensor<64x32xi1, #blocked>
      %135 = arith.andi %134, %132 : tensor<64x32xi1, #blocked>
      %136 = ttg.async_copy_global_to_local %121, %133 mask %135 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared, #smem, mutable>
      %137 = ttg.async_commit_group tokens %136
      %138 = tt.splat %128 : i32 -> tensor<32x1xi32, #blocked1>
      %139 = arith.cmpi slt, %25, %138 : tensor<32x1xi32, #blocked1>
      %140 = tt.broadcast %139 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %141 = arith.andi %140, %41 : tensor<32x64xi1, #blocked1>
      %142 = ttg.memdesc_index %45[%125] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %143 = tt.splat %111 : i1 -> tensor<32x64xi1, #blocked1>
      %144 = arith.andi %143, %141 : tensor<32x64xi1, #blocked1>
      %145 = ttg.async_copy_global_to_local %122, %142 mask %144 other %cst_1 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked1> -> <32x64xf16, #shared1, #smem, mutable>
      %146 = ttg.async_commit_group tokens %145
      %147 = arith.addi %114, %c1_i32 : i32
      %148 = arith.cmpi sge, %147, %c2_i32 : i32
      %149 = arith.select %148, %c0_i32, %147 : i32
      %150 = ttg.memdesc_index %44[%149] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %151 = arith.addi %114, %c1_i32 : i32
      %152 = arith.cmpi sge, %151, %c2_i32 : i32
      %153 = arith.select %152, %c0_i32, %151 : i32
      %154 = ttg.memdesc_index %45[%153] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %155 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %156 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %157 = ttg.memdesc_subslice %150[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %158 = ttg.local_load %157 token %155 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %159 = ttg.memdesc_subslice %154[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %160 = ttg.local_load %159 token %156 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %161 = tt.dot %117, %119, %120, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %161, %121, %122, %125, %114, %arg16, %137, %arg18, %146, %150, %154, %155, %156, %158, %160 : tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    }
    %95 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %96 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %97 = arith.cmpi slt, %14, %96 : tensor<64x1xi32, #blocked1>
    %98 = tt.broadcast %97 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %99 = tt.broadcast %40 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %100 = arith.andi %98, %99 : tensor<64x64xi1, #blocked1>
    %101 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %102 = arith.muli %14, %101 : tensor<64x1xi32, #blocked1>
    %103 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %104 = tt.addptr %103, %102 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %105 = tt.broadcast %104 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %106 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %107 = tt.addptr %105, %106 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %108 = arith.truncf %94#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %109 = ttg.convert_layout %108 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked1>
    tt.store %107, %109, %100 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
