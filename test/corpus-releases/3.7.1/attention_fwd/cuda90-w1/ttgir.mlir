#blocked = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant 1.44269502 : f32
    %c64_i32 = arith.constant 64 : i32
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c-1_i32 = arith.constant -1 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_4 = arith.constant dense<32> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %cst_5 = arith.constant dense<32> : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked1>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %18 = ttg.local_alloc %17 : (tensor<64x64xf16, #blocked1>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %19 = arith.mulf %arg4, %cst_2 : f32
    %20 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked>
    %21 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %23 = tt.expand_dims %22 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %25 = tt.splat %19 : f32 -> tensor<64x32xf32, #mma>
    %26 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked1>
    %27 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %28 = tt.broadcast %13 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %30 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    %31 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %32 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %33 = arith.muli %32, %20 : tensor<1x32xi32, #blocked>
    %34 = tt.addptr %21, %33 : tensor<1x32x!tt.ptr<f16>, #blocked>, tensor<1x32xi32, #blocked>
    %35 = tt.broadcast %34 : tensor<1x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %36 = tt.addptr %35, %24 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %37 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %38 = tt.splat %31 : i1 -> tensor<64x32xi1, #blocked>
    %39 = ttg.async_copy_global_to_local %36, %37 mask %38 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared1, #smem, mutable>
    %40 = ttg.async_commit_group tokens %39
    %41 = tt.expand_dims %6 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %42 = arith.muli %41, %26 : tensor<32x1xi32, #blocked1>
    %43 = tt.addptr %27, %42 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %44 = tt.broadcast %43 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %45 = tt.addptr %44, %28 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %46 = ttg.memdesc_index %30[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %47 = tt.splat %31 : i1 -> tensor<32x64xi1, #blocked1>
    %48 = ttg.async_copy_global_to_local %45, %46 mask %47 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked1> -> <32x64xf16, #shared, #smem, mutable>
    %49 = ttg.async_commit_group tokens %48
    %50 = arith.cmpi sgt, %arg5, %c32_i32 : i32
    %51 = arith.addi %5, %cst_4 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %52 = arith.addi %6, %cst_5 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %53 = tt.expand_dims %51 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %54 = arith.muli %53, %20 : tensor<1x32xi32, #blocked>
    %55 = tt.addptr %21, %54 : tensor<1x32x!tt.ptr<f16>, #blocked>, tensor<1x32xi32, #blocked>
    %56 = tt.broadcast %55 : tensor<1x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %57 = tt.addptr %56, %24 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %58 = ttg.memdesc_index %29[%c1_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %59 = tt.splat %50 : i1 -> tensor<64x32xi1, #blocked>
    %60 = ttg.async_copy_global_to_local %57, %58 mask %59 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared1, #smem, mutable>
    %61 = ttg.async_commit_group tokens %60
    %62 = tt.expand_dims %52 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %63 = arith.muli %62, %26 : tensor<32x1xi32, #blocked1>
    %64 = tt.addptr %27, %63 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %65 = tt.broadcast %64 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %66 = tt.addptr %65, %28 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %67 = ttg.memdesc_index %30[%c1_i32] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %68 = tt.splat %50 : i1 -> tensor<32x64xi1, #blocked1>
    %69 = ttg.async_copy_global_to_local %66, %67 mask %68 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked1> -> <32x64xf16, #shared, #smem, mutable>
    %70 = ttg.async_commit_group tokens %69
    %71:9 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst, %arg12 = %cst_0, %arg13 = %cst_1, %arg14 = %c1_i32, %arg15 = %c-1_i32, %arg16 = %40, %arg17 = %61, %arg18 = %49, %arg19 = %70) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %84 = arith.subi %arg5, %c64_i32 : i32
      %85 = arith.cmpi slt, %arg10, %84 : i32
      %86 = arith.addi %arg15, %c1_i32 : i32
      %87 = arith.cmpi sge, %86, %c2_i32 : i32
      %88 = arith.select %87, %c0_i32, %86 : i32
      %89 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %90 = ttg.memdesc_index %29[%88] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %91 = ttg.local_load %18 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %92 = ttg.local_load %90 token %89 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %93 = tt.dot %91, %92, %cst_3, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x32xf32, #mma>
      %94 = arith.mulf %93, %25 : tensor<64x32xf32, #mma>
      %95 = "tt.reduce"(%94) <{axis = 1 : i32}> ({
      ^bb0(%arg20: f32, %arg21: f32):
        %140 = arith.maxnumf %arg20, %arg21 : f32
        tt.reduce.return %140 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %96 = arith.maxnumf %arg11, %95 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %97 = tt.expand_dims %96 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %98 = tt.broadcast %97 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %99 = arith.subf %94, %98 : tensor<64x32xf32, #mma>
      %100 = math.exp2 %99 : tensor<64x32xf32, #mma>
      %101 = arith.subf %arg11, %96 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %102 = math.exp2 %101 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %103 = arith.mulf %arg12, %102 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %104 = "tt.reduce"(%100) <{axis = 1 : i32}> ({
      ^bb0(%arg20: f32, %arg21: f32):
        %140 = arith.addf %arg20, %arg21 : f32
        tt.reduce.return %140 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %105 = arith.addf %103, %104 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %106 = ttg.memdesc_index %30[%88] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
      %107 = ttg.local_load %106 token %89 : !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %108 = arith.truncf %100 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %109 = tt.expand_dims %102 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %110 = tt.broadcast %109 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
      %111 = arith.mulf %arg13, %110 : tensor<64x64xf32, #mma>
      %112 = ttg.convert_layout %108 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %113 = tt.dot %112, %107, %111, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %114 = arith.addi %arg14, %c1_i32 : i32
      %115 = arith.cmpi sge, %114, %c2_i32 : i32
      %116 = arith.select %115, %c0_i32, %114 : i32
      %117 = arith.addi %arg10, %c64_i32 : i32
      %118 = tt.splat %117 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %119 = tt.splat %117 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %120 = arith.addi %118, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %121 = arith.addi %119, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %122 = tt.expand_dims %120 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
      %123 = arith.muli %122, %20 : tensor<1x32xi32, #blocked>
      %124 = tt.addptr %21, %123 : tensor<1x32x!tt.ptr<f16>, #blocked>, tensor<1x32xi32, #blocked>
      %125 = tt.broadcast %124 : tensor<1x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
      %126 = tt.addptr %125, %24 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %127 = ttg.memdesc_index %29[%116] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %128 = tt.splat %85 : i1 -> tensor<64x32xi1, #blocked>
      %129 = ttg.async_copy_global_to_local %126, %127 mask %128 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked> -> <64x32xf16, #shared1, #smem, mutable>
      %130 = ttg.async_commit_group tokens %129
      %131 = tt.expand_dims %121 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
      %132 = arith.muli %131, %26 : tensor<32x1xi32, #blocked1>
      %133 = tt.addptr %27, %132 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
      %134 = tt.broadcast %133 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
      %135 = tt.addptr %134, %28 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %136 = ttg.memdesc_index %30[%116] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
      %137 = tt.splat %85 : i1 -> tensor<32x64xi1, #blocked1>
      %138 = ttg.async_copy_global_to_local %135, %136 mask %137 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked1> -> <32x64xf16, #shared, #smem, mutable>
      %139 = ttg.async_commit_group tokens %138
      scf.yield %96, %105, %113, %116, %88, %arg17, %130, %arg19, %139 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %72 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %30 : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %29 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %73 = tt.expand_dims %71#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %74 = tt.broadcast %73 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
    %75 = arith.divf %71#2, %74 : tensor<64x64xf32, #mma>
    %76 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked1>
    %77 = arith.muli %7, %76 : tensor<64x1xi32, #blocked1>
    %78 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %79 = tt.addptr %78, %77 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %80 = tt.broadcast %79 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %81 = tt.addptr %80, %15 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %82 = arith.truncf %75 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %83 = ttg.convert_layout %82 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked1>
    tt.store %81, %83 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
