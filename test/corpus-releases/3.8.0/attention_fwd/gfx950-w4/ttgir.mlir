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
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %10 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %11 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %12 = arith.muli %10, %11 : tensor<64x1xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %14 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %15 = tt.broadcast %14 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %16 = arith.addi %13, %15 : tensor<64x64xi32, #blocked>
    %17 = tt.splat %6 : i32 -> tensor<64x64xi32, #blocked>
    %18 = arith.addi %17, %16 : tensor<64x64xi32, #blocked>
    %19 = amdg.buffer_load %arg0[%18] {contiguity = 8 : i32} : tensor<64x64xf16, #blocked>
    %20 = ttg.local_alloc %19 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %21 = ttg.local_load %20 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %22 = arith.mulf %arg4, %cst_0 : f32
    %23 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %24 = tt.splat %22 : f32 -> tensor<64x32xf32, #mma>
    %25 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %26 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %27 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %28 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %29 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %30 = arith.muli %28, %29 : tensor<1x32xi32, #blocked1>
    %31 = tt.broadcast %30 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %32 = tt.expand_dims %23 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %33 = tt.broadcast %32 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %34 = arith.addi %31, %33 : tensor<64x32xi32, #blocked1>
    %35 = ttg.memdesc_index %25[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %36 = tt.splat %27 : i1 -> tensor<64x32xi1, #blocked1>
    %37 = amdg.buffer_load_to_local %arg1[%34] mask = %36 stride = %arg7 into %35 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
    %38 = ttg.async_commit_group tokens %37
    %39 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %40 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %41 = arith.muli %39, %40 : tensor<32x1xi32, #linear1>
    %42 = tt.broadcast %41 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %43 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %44 = tt.broadcast %43 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %45 = arith.addi %42, %44 : tensor<32x64xi32, #linear1>
    %46 = ttg.memdesc_index %26[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %47 = tt.splat %27 : i1 -> tensor<32x64xi1, #linear1>
    %48 = amdg.buffer_load_to_local %arg2[%45] mask = %47 stride = %arg8 into %46 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
    %49 = ttg.async_commit_group tokens %48
    %50 = arith.subi %arg5, %c32_i32 : i32
    %51:8 = scf.for %arg10 = %c0_i32 to %50 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %38, %arg16 = %49, %arg17 = %35, %arg18 = %46) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %97 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %98 = arith.addi %arg14, %c1_i32 : i32
      %99 = arith.cmpi slt, %98, %c2_i32 : i32
      %100 = arith.select %99, %98, %c0_i32 : i32
      %101 = arith.addi %arg10, %c32_i32 : i32
      %102 = arith.muli %101, %arg7 : i32
      %103 = tt.splat %102 : i32 -> tensor<64x32xi32, #blocked1>
      %104 = arith.addi %103, %34 : tensor<64x32xi32, #blocked1>
      %105 = ttg.memdesc_index %25[%100] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %106 = amdg.buffer_load_to_local %arg1[%104] into %105 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
      %107 = ttg.async_commit_group tokens %106
      %108 = ttg.local_load %arg17 token %97 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %109 = tt.dot %21, %108, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %110 = arith.mulf %109, %24 : tensor<64x32xf32, #mma>
      %111 = "tt.reduce"(%110) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %137 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %137 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %112 = arith.maxnumf %arg11, %111 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %113 = tt.expand_dims %112 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %114 = tt.broadcast %113 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %115 = arith.subf %110, %114 : tensor<64x32xf32, #mma>
      %116 = math.exp2 %115 : tensor<64x32xf32, #mma>
      %117 = arith.subf %arg11, %112 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %118 = math.exp2 %117 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %119 = arith.mulf %arg12, %118 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %120 = "tt.reduce"(%116) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %137 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %137 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = arith.addf %119, %120 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = arith.muli %101, %arg8 : i32
      %123 = tt.splat %122 : i32 -> tensor<32x64xi32, #linear1>
      %124 = arith.addi %123, %45 : tensor<32x64xi32, #linear1>
      %125 = ttg.memdesc_index %26[%100] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %126 = amdg.buffer_load_to_local %arg2[%124] into %125 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
      %127 = ttg.async_commit_group tokens %126
      %128 = ttg.local_load %arg18 token %97 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %129 = arith.truncf %116 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %130 = tt.expand_dims %118 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %131 = ttg.convert_layout %130 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %132 = tt.broadcast %131 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %133 = arith.mulf %arg13, %132 : tensor<64x64xf32, #mma1>
      %134 = ttg.local_alloc %129 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %135 = ttg.local_load %134 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %136 = tt.dot %135, %128, %133 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %112, %121, %136, %100, %107, %127, %105, %125 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %52 = arith.addi %arg5, %c31_i32 : i32
    %53 = arith.divsi %52, %c32_i32 : i32
    %54 = arith.cmpi sge, %53, %c1_i32 : i32
    %55 = ttg.async_wait %51#4, %51#5 {num = 0 : i32}
    %56 = ttg.local_load %51#6 token %55 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %57 = scf.if %54 -> (tensor<64x32xf32, #mma>) {
      %97 = tt.dot %21, %56, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %97 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %58 = arith.mulf %57, %24 : tensor<64x32xf32, #mma>
    %59 = "tt.reduce"(%58) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %97 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %97 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %60 = arith.maxnumf %51#0, %59 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %61 = tt.expand_dims %60 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %62 = tt.broadcast %61 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %63 = arith.subf %58, %62 : tensor<64x32xf32, #mma>
    %64 = math.exp2 %63 : tensor<64x32xf32, #mma>
    %65 = arith.subf %51#0, %60 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %66 = math.exp2 %65 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = arith.mulf %51#1, %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = "tt.reduce"(%64) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %97 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %97 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %69 = arith.addf %67, %68 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = ttg.local_load %51#7 token %55 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %71 = arith.truncf %64 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %72 = tt.expand_dims %66 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %73 = ttg.convert_layout %72 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %74 = tt.broadcast %73 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %75 = arith.mulf %51#2, %74 : tensor<64x64xf32, #mma1>
    %76 = ttg.local_alloc %71 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %77 = ttg.local_load %76 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %78 = scf.if %54 -> (tensor<64x64xf32, #mma1>) {
      %97 = tt.dot %77, %70, %75 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %97 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %75 : tensor<64x64xf32, #mma1>
    }
    %79 = arith.select %54, %69, %51#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %80 = arith.select %54, %78, %51#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %26 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %25 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %81 = tt.expand_dims %79 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %82 = ttg.convert_layout %81 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %83 = tt.broadcast %82 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %84 = arith.divf %80, %83 : tensor<64x64xf32, #mma1>
    %85 = arith.muli %1, %arg9 : i32
    %86 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %87 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %88 = arith.muli %86, %87 : tensor<64x1xi32, #linear>
    %89 = tt.broadcast %88 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %90 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %91 = tt.broadcast %90 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %92 = arith.addi %89, %91 : tensor<64x64xi32, #linear>
    %93 = tt.splat %85 : i32 -> tensor<64x64xi32, #linear>
    %94 = arith.addi %93, %92 : tensor<64x64xi32, #linear>
    %95 = arith.truncf %84 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %96 = ttg.convert_layout %95 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %96, %arg3[%94] {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
