#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #blocked1>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %16 = arith.muli %13, %15 : tensor<64x1xi32, #blocked1>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %21 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %22 = tt.broadcast %20 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %24 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %26 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked>
    %27 = arith.muli %25, %26 : tensor<32x1xi32, #blocked>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %32 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %33 = tt.addptr %31, %32 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %34 = arith.addi %arg5, %c31_i32 : i32
    %35 = arith.divsi %34, %c32_i32 : i32
    %36 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %37 = arith.cmpi slt, %13, %36 : tensor<64x1xi32, #blocked1>
    %38 = tt.broadcast %37 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %39 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %40 = arith.cmpi slt, %30, %39 : tensor<1x64xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %42 = arith.muli %arg7, %c32_i32 : i32
    %43 = tt.splat %42 : i32 -> tensor<32x64xi32, #blocked>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %35, %c0_i32 : i32
    %47 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked1>
    %48 = arith.cmpi slt, %20, %47 : tensor<1x32xi32, #blocked1>
    %49 = tt.broadcast %48 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %50 = arith.andi %38, %49 : tensor<64x32xi1, #blocked1>
    %51 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %52 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked1>
    %53 = arith.andi %52, %50 : tensor<64x32xi1, #blocked1>
    %54 = ttg.async_copy_global_to_local %23, %51 mask %53 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %55 = ttg.async_commit_group tokens %54
    %56 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %57 = arith.cmpi slt, %25, %56 : tensor<32x1xi32, #blocked>
    %58 = tt.broadcast %57 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %59 = arith.andi %58, %41 : tensor<32x64xi1, #blocked>
    %60 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %61 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked>
    %62 = arith.andi %61, %59 : tensor<32x64xi1, #blocked>
    %63 = ttg.async_copy_global_to_local %33, %60 mask %62 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %64 = ttg.async_commit_group tokens %63
    %65 = arith.cmpi sgt, %35, %c1_i32 : i32
    %66 = tt.addptr %23, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %67 = tt.addptr %33, %43 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %68 = arith.subi %arg5, %c32_i32 : i32
    %69 = tt.splat %68 : i32 -> tensor<1x32xi32, #blocked1>
    %70 = arith.cmpi slt, %20, %69 : tensor<1x32xi32, #blocked1>
    %71 = tt.broadcast %70 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %72 = arith.andi %38, %71 : tensor<64x32xi1, #blocked1>
    %73 = ttg.memdesc_index %44[%c1_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %74 = tt.splat %65 : i1 -> tensor<64x32xi1, #blocked1>
    %75 = arith.andi %74, %72 : tensor<64x32xi1, #blocked1>
    %76 = ttg.async_copy_global_to_local %66, %73 mask %75 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %77 = ttg.async_commit_group tokens %76
    %78 = tt.splat %68 : i32 -> tensor<32x1xi32, #blocked>
    %79 = arith.cmpi slt, %25, %78 : tensor<32x1xi32, #blocked>
    %80 = tt.broadcast %79 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %81 = arith.andi %80, %41 : tensor<32x64xi1, #blocked>
    %82 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %83 = tt.splat %65 : i1 -> tensor<32x64xi1, #blocked>
    %84 = arith.andi %83, %81 : tensor<32x64xi1, #blocked>
    %85 = ttg.async_copy_global_to_local %67, %82 mask %84 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %86 = ttg.async_commit_group tokens %85
    %87 = ttg.async_wait %55, %64 {num = 2 : i32}
    %88 = ttg.memdesc_subslice %51[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
    %89 = ttg.local_load %88 token %87 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %90 = ttg.memdesc_subslice %60[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
    %91 = ttg.local_load %90 token %87 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %92:15 = scf.for %arg9 = %c0_i32 to %35 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %66, %arg12 = %67, %arg13 = %c1_i32, %arg14 = %c-1_i32, %arg15 = %55, %arg16 = %77, %arg17 = %64, %arg18 = %86, %arg19 = %51, %arg20 = %60, %arg21 = %87, %arg22 = %87, %arg23 = %89, %arg24 = %91) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>)  : i32 {
      %108 = arith.subi %35, %c2_i32 : i32
      %109 = arith.cmpi slt, %arg9, %108 : i32
      %110 = arith.addi %arg14, %c1_i32 : i32
      %111 = arith.cmpi sge, %110, %c2_i32 : i32
      %112 = arith.select %111, %c0_i32, %110 : i32
      %113 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %114 = ttg.memdesc_subslice %arg19[0, 16] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %115 = ttg.local_load %114 token %arg21 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %116 = ttg.memdesc_subslice %arg20[16, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %117 = ttg.local_load %116 token %arg22 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %118 = tt.dot %arg23, %arg24, %arg10, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %119 = tt.addptr %arg11, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %120 = tt.addptr %arg12, %43 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %121 = arith.addi %arg13, %c1_i32 : i32
      %122 = arith.cmpi sge, %121, %c2_i32 : i32
      %123 = arith.select %122, %c0_i32, %121 : i32
      %124 = arith.addi %arg9, %c2_i32 : i32
      %125 = arith.muli %124, %c32_i32 : i32
      %126 = arith.subi %arg5, %125 : i32
      %127 = tt.splat %126 : i32 -> tensor<1x32xi32, #blocked1>
      %128 = arith.cmpi slt, %20, %127 : tensor<1x32xi32, #blocked1>
      %129 = tt.broadcast %128 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %130 = arith.andi %38, %129 : tensor<64x32xi1, #blocked1>
      %131 = ttg.memdesc_index %44[%123] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %132 = tt.splat %109 : i1 -> tensor<64x32xi1, #blocked1>
      %133 = arith.andi %132, %130 : tensor<64x32xi1, #blocked1>
      %134 = ttg.async_copy_global_to_local %119, %131 mask %133 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %135 = ttg.async_commit_group tokens %134
      %136 = tt.splat %126 : i32 -> tensor<32x1xi32, #blocked>
      %137 = arith.cmpi slt, %25, %136 : tensor<32x1xi32, #blocked>
      %138 = tt.broadcast %137 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %139 = arith.andi %138, %41 : tensor<32x64xi1, #blocked>
      %140 = ttg.memdesc_index %45[%123] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %141 = tt.splat %109 : i1 -> tensor<32x64xi1, #blocked>
      %142 = arith.andi %141, %139 : tensor<32x64xi1, #blocked>
      %143 = ttg.async_copy_global_to_local %120, %140 mask %142 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
      %144 = ttg.async_commit_group tokens %143
      %145 = arith.addi %112, %c1_i32 : i32
      %146 = arith.cmpi sge, %145, %c2_i32 : i32
      %147 = arith.select %146, %c0_i32, %145 : i32
      %148 = ttg.memdesc_index %44[%147] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %149 = ttg.memdesc_index %45[%147] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %150 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %151 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %152 = ttg.memdesc_subslice %148[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %153 = ttg.local_load %152 token %150 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %154 = ttg.memdesc_subslice %149[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %155 = ttg.local_load %154 token %151 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %156 = tt.dot %115, %117, %118, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %156, %119, %120, %123, %112, %arg16, %135, %arg18, %144, %148, %149, %150, %151, %153, %155 : tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    }
    %93 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %94 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %95 = arith.cmpi slt, %14, %94 : tensor<64x1xi32, #blocked>
    %96 = tt.broadcast %95 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %97 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %98 = arith.andi %96, %97 : tensor<64x64xi1, #blocked>
    %99 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked>
    %100 = arith.muli %14, %99 : tensor<64x1xi32, #blocked>
    %101 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %102 = tt.addptr %101, %100 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %103 = tt.broadcast %102 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %104 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %105 = tt.addptr %103, %104 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %106 = arith.truncf %92#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %107 = ttg.convert_layout %106 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %105, %107, %98 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
