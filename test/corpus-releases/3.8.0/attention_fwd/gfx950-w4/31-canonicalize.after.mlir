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
    %22 = ttg.local_alloc %19 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %23 = ttg.local_load %22 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %24 = arith.mulf %arg4, %cst_0 : f32
    %25 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %26 = tt.splat %24 : f32 -> tensor<64x32xf32, #mma>
    %27 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %28 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %29 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %30 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %31 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %32 = arith.muli %30, %31 : tensor<1x32xi32, #blocked1>
    %33 = tt.broadcast %32 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %34 = tt.expand_dims %25 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %35 = tt.broadcast %34 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %36 = arith.addi %33, %35 : tensor<64x32xi32, #blocked1>
    %37 = ttg.memdesc_index %27[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %38 = tt.splat %29 : i1 -> tensor<64x32xi1, #blocked1>
    %39 = amdg.buffer_load_to_local %arg1[%36] mask = %38 stride = %arg7 into %37 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
    %40 = ttg.async_commit_group tokens %39
    %41 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %42 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %43 = arith.muli %41, %42 : tensor<32x1xi32, #linear1>
    %44 = tt.broadcast %43 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %45 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %46 = tt.broadcast %45 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %47 = arith.addi %44, %46 : tensor<32x64xi32, #linear1>
    %48 = ttg.memdesc_index %28[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %49 = tt.splat %29 : i1 -> tensor<32x64xi1, #linear1>
    %50 = amdg.buffer_load_to_local %arg2[%47] mask = %49 stride = %arg8 into %48 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
    %51 = ttg.async_commit_group tokens %50
    %52 = arith.subi %arg5, %c32_i32 : i32
    %53:8 = scf.for %arg10 = %c0_i32 to %52 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %40, %arg16 = %51, %arg17 = %37, %arg18 = %48) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %99 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %100 = arith.addi %arg14, %c1_i32 : i32
      %101 = arith.cmpi slt, %100, %c2_i32 : i32
      %102 = arith.select %101, %100, %c0_i32 : i32
      %103 = arith.addi %arg10, %c32_i32 : i32
      %104 = arith.addi %arg10, %c32_i32 : i32
      %105 = arith.muli %103, %arg7 : i32
      %106 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %107 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %108 = arith.muli %106, %107 : tensor<1x32xi32, #blocked1>
      %109 = tt.broadcast %108 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %110 = tt.expand_dims %25 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %111 = tt.broadcast %110 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %112 = arith.addi %109, %111 : tensor<64x32xi32, #blocked1>
      %113 = tt.splat %105 : i32 -> tensor<64x32xi32, #blocked1>
      %114 = arith.addi %113, %112 : tensor<64x32xi32, #blocked1>
      %115 = ttg.memdesc_index %27[%102] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %116 = amdg.buffer_load_to_local %arg1[%114] into %115 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
      %117 = ttg.async_commit_group tokens %116
      %118 = ttg.local_load %arg17 token %99 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %119 = tt.dot %23, %118, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %120 = arith.mulf %119, %26 : tensor<64x32xf32, #mma>
      %121 = "tt.reduce"(%120) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %154 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %154 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = arith.maxnumf %arg11, %121 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %123 = tt.expand_dims %122 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %124 = tt.broadcast %123 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %125 = arith.subf %120, %124 : tensor<64x32xf32, #mma>
      %126 = math.exp2 %125 : tensor<64x32xf32, #mma>
      %127 = arith.subf %arg11, %122 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %128 = math.exp2 %127 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %129 = arith.mulf %arg12, %128 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %130 = "tt.reduce"(%126) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %154 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %154 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = arith.addf %129, %130 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %132 = arith.muli %104, %arg8 : i32
      %133 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %134 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
      %135 = arith.muli %133, %134 : tensor<32x1xi32, #linear1>
      %136 = tt.broadcast %135 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %137 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
      %138 = tt.broadcast %137 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %139 = arith.addi %136, %138 : tensor<32x64xi32, #linear1>
      %140 = tt.splat %132 : i32 -> tensor<32x64xi32, #linear1>
      %141 = arith.addi %140, %139 : tensor<32x64xi32, #linear1>
      %142 = ttg.memdesc_index %28[%102] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %143 = amdg.buffer_load_to_local %arg2[%141] into %142 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
      %144 = ttg.async_commit_group tokens %143
      %145 = ttg.local_load %arg18 token %99 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %146 = arith.truncf %126 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %147 = tt.expand_dims %128 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %148 = ttg.convert_layout %147 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %149 = tt.broadcast %148 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %150 = arith.mulf %arg13, %149 : tensor<64x64xf32, #mma1>
      %151 = ttg.local_alloc %146 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %152 = ttg.local_load %151 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %153 = tt.dot %152, %145, %150 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %122, %131, %153, %102, %117, %144, %115, %142 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %54 = arith.addi %arg5, %c31_i32 : i32
    %55 = arith.divsi %54, %c32_i32 : i32
    %56 = arith.cmpi sge, %55, %c1_i32 : i32
    %57 = ttg.async_wait %53#4, %53#5 {num = 0 : i32}
    %58 = ttg.local_load %53#6 token %57 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %59 = scf.if %56 -> (tensor<64x32xf32, #mma>) {
      %99 = tt.dot %21, %58, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %99 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %60 = arith.mulf %59, %26 : tensor<64x32xf32, #mma>
    %61 = "tt.reduce"(%60) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %99 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %99 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %62 = arith.maxnumf %53#0, %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %63 = tt.expand_dims %62 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %64 = tt.broadcast %63 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %65 = arith.subf %60, %64 : tensor<64x32xf32, #mma>
    %66 = math.exp2 %65 : tensor<64x32xf32, #mma>
    %67 = arith.subf %53#0, %62 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = math.exp2 %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %69 = arith.mulf %53#1, %68 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = "tt.reduce"(%66) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %99 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %99 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = arith.addf %69, %70 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %72 = ttg.local_load %53#7 token %57 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %73 = arith.truncf %66 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %74 = tt.expand_dims %68 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %75 = ttg.convert_layout %74 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %76 = tt.broadcast %75 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %77 = arith.mulf %53#2, %76 : tensor<64x64xf32, #mma1>
    %78 = ttg.local_alloc %73 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %79 = ttg.local_load %78 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %80 = scf.if %56 -> (tensor<64x64xf32, #mma1>) {
      %99 = tt.dot %79, %72, %77 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %99 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %77 : tensor<64x64xf32, #mma1>
    }
    %81 = arith.select %56, %71, %53#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %82 = arith.select %56, %80, %53#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %28 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %27 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %83 = tt.expand_dims %81 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %84 = ttg.convert_layout %83 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %85 = tt.broadcast %84 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %86 = arith.divf %82, %85 : tensor<64x64xf32, #mma1>
    %87 = arith.muli %1, %arg9 : i32
    %88 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %89 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %90 = arith.muli %88, %89 : tensor<64x1xi32, #linear>
    %91 = tt.broadcast %90 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %92 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %93 = tt.broadcast %92 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %94 = arith.addi %91, %93 : tensor<64x64xi32, #linear>
    %95 = tt.splat %87 : i32 -> tensor<64x64xi32, #linear>
    %96 = arith.addi %95, %94 : tensor<64x64xi32, #linear>
    %97 = arith.truncf %86 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %98 = ttg.convert_layout %97 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %98, %arg3[%96] {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
