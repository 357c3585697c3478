#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#shared2 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#shared3 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %6 = arith.muli %1, %arg6 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %10 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %11 = arith.muli %9, %10 : tensor<64x1xi32, #blocked>
    %12 = tt.broadcast %11 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %13 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %15 = arith.addi %12, %14 : tensor<64x64xi32, #blocked>
    %16 = tt.splat %6 : i32 -> tensor<64x64xi32, #blocked>
    %17 = arith.addi %16, %15 : tensor<64x64xi32, #blocked>
    %18 = amdg.buffer_load %arg0[%17] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #blocked>
    %19 = ttg.local_alloc %18 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %20 = ttg.local_load %19 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %21 = arith.mulf %arg4, %cst_0 : f32
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %23 = tt.splat %21 : f32 -> tensor<64x32xf32, #mma>
    %24 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %25 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %26 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %27 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %28 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %29 = arith.muli %27, %28 : tensor<1x32xi32, #blocked1>
    %30 = tt.broadcast %29 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %31 = tt.expand_dims %22 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %32 = tt.broadcast %31 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %33 = arith.addi %30, %32 : tensor<64x32xi32, #blocked1>
    %34 = ttg.memdesc_index %24[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %35 = tt.splat %26 : i1 -> tensor<64x32xi1, #blocked1>
    %36 = amdg.buffer_load_to_local %arg1[%33] mask = %35 stride = %arg7 into %34 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
    %37 = ttg.async_commit_group tokens %36
    %38 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %39 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %40 = arith.muli %38, %39 : tensor<32x1xi32, #linear1>
    %41 = tt.broadcast %40 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %42 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
    %43 = arith.addi %41, %42 : tensor<32x64xi32, #linear1>
    %44 = ttg.memdesc_index %25[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %45 = tt.splat %26 : i1 -> tensor<32x64xi1, #linear1>
    %46 = amdg.buffer_load_to_local %arg2[%43] mask = %45 stride = %arg8 into %44 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
    %47 = ttg.async_commit_group tokens %46
    %48 = arith.subi %arg5, %c32_i32 : i32
    %49:8 = scf.for %arg10 = %c0_i32 to %48 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %37, %arg16 = %47, %arg17 = %34, %arg18 = %44) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %95 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %96 = arith.addi %arg14, %c1_i32 : i32
      %97 = arith.cmpi slt, %96, %c2_i32 : i32
      %98 = arith.select %97, %96, %c0_i32 : i32
      %99 = arith.addi %arg10, %c32_i32 : i32
      %100 = arith.muli %99, %arg7 : i32
      %101 = tt.splat %100 : i32 -> tensor<64x32xi32, #blocked1>
      %102 = arith.addi %101, %33 : tensor<64x32xi32, #blocked1>
      %103 = ttg.memdesc_index %24[%98] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %104 = amdg.buffer_load_to_local %arg1[%102] into %103 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
      %105 = ttg.async_commit_group tokens %104
      %106 = ttg.local_load %arg17 token %95 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %107 = tt.dot %20, %106, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %108 = arith.mulf %107, %23 : tensor<64x32xf32, #mma>
      %109 = "tt.reduce"(%108) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %135 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %135 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %110 = arith.maxnumf %arg11, %109 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %111 = tt.expand_dims %110 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %112 = tt.broadcast %111 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %113 = arith.subf %108, %112 : tensor<64x32xf32, #mma>
      %114 = math.exp2 %113 : tensor<64x32xf32, #mma>
      %115 = arith.subf %arg11, %110 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %116 = math.exp2 %115 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %117 = arith.mulf %arg12, %116 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %118 = "tt.reduce"(%114) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %135 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %135 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %119 = arith.addf %117, %118 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %120 = arith.muli %99, %arg8 : i32
      %121 = tt.splat %120 : i32 -> tensor<32x64xi32, #linear1>
      %122 = arith.addi %121, %43 : tensor<32x64xi32, #linear1>
      %123 = ttg.memdesc_index %25[%98] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %124 = amdg.buffer_load_to_local %arg2[%122] into %123 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
      %125 = ttg.async_commit_group tokens %124
      %126 = ttg.local_load %arg18 token %95 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %127 = arith.truncf %114 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %128 = tt.expand_dims %116 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %129 = ttg.convert_layout %128 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %130 = tt.broadcast %129 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %131 = arith.mulf %arg13, %130 : tensor<64x64xf32, #mma1>
      %132 = ttg.local_alloc %127 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %133 = ttg.local_load %132 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %134 = tt.dot %133, %126, %131 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %110, %119, %134, %98, %105, %125, %103, %123 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %50 = arith.addi %arg5, %c31_i32 : i32
    %51 = arith.divsi %50, %c32_i32 : i32
    %52 = arith.cmpi sge, %51, %c1_i32 : i32
    %53 = ttg.async_wait %49#4, %49#5 {num = 0 : i32}
    %54 = ttg.local_load %49#6 token %53 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %55 = scf.if %52 -> (tensor<64x32xf32, #mma>) {
      %95 = tt.dot %20, %54, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %95 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %56 = arith.mulf %55, %23 : tensor<64x32xf32, #mma>
    %57 = "tt.reduce"(%56) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %95 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %95 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %58 = arith.maxnumf %49#0, %57 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %59 = tt.expand_dims %58 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %60 = tt.broadcast %59 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %61 = arith.subf %56, %60 : tensor<64x32xf32, #mma>
    %62 = math.exp2 %61 : tensor<64x32xf32, #mma>
    %63 = arith.subf %49#0, %58 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %64 = math.exp2 %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = arith.mulf %49#1, %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %66 = "tt.reduce"(%62) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %95 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %95 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = arith.addf %65, %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = ttg.local_load %49#7 token %53 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %69 = arith.truncf %62 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %70 = tt.expand_dims %64 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %71 = ttg.convert_layout %70 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %72 = tt.broadcast %71 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %73 = arith.mulf %49#2, %72 : tensor<64x64xf32, #mma1>
    %74 = ttg.local_alloc %69 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %75 = ttg.local_load %74 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %76 = scf.if %52 -> (tensor<64x64xf32, #mma1>) {
      %95 = tt.dot %75, %68, %73 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %95 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %73 : tensor<64x64xf32, #mma1>
    }
    %77 = arith.select %52, %67, %49#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %78 = arith.select %52, %76, %49#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %25 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %24 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %79 = tt.expand_dims %77 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %80 = ttg.convert_layout %79 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %81 = tt.broadcast %80 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %82 = arith.divf %78, %81 : tensor<64x64xf32, #mma1>
    %83 = arith.muli %1, %arg9 : i32
    %84 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %85 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %86 = arith.muli %84, %85 : tensor<64x1xi32, #linear>
    %87 = tt.broadcast %86 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %88 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %89 = tt.broadcast %88 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %90 = arith.addi %87, %89 : tensor<64x64xi32, #linear>
    %91 = tt.splat %83 : i32 -> tensor<64x64xi32, #linear>
    %92 = arith.addi %91, %90 : tensor<64x64xi32, #linear>
    %93 = arith.truncf %82 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %94 = ttg.convert_layout %93 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %94, %arg3[%92] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #linear>
    tt.return
  }
}
