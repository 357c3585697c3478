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
    %21 = ttg.local_alloc %18 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %22 = ttg.local_load %21 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %23 = arith.mulf %arg4, %cst_0 : f32
    %24 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.splat %23 : f32 -> tensor<64x32xf32, #mma>
    %26 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %27 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %28 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %29 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %30 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %31 = arith.muli %29, %30 : tensor<1x32xi32, #blocked1>
    %32 = tt.broadcast %31 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %33 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %35 = arith.addi %32, %34 : tensor<64x32xi32, #blocked1>
    %36 = ttg.memdesc_index %26[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %37 = tt.splat %28 : i1 -> tensor<64x32xi1, #blocked1>
    %38 = amdg.buffer_load_to_local %arg1[%35] mask = %37 stride = %arg7 into %36 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
    %39 = ttg.async_commit_group tokens %38
    %40 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %41 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %42 = arith.muli %40, %41 : tensor<32x1xi32, #linear1>
    %43 = tt.broadcast %42 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %44 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %45 = tt.broadcast %44 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
    %46 = arith.addi %43, %45 : tensor<32x64xi32, #linear1>
    %47 = ttg.memdesc_index %27[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %48 = tt.splat %28 : i1 -> tensor<32x64xi1, #linear1>
    %49 = amdg.buffer_load_to_local %arg2[%46] mask = %48 stride = %arg8 into %47 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
    %50 = ttg.async_commit_group tokens %49
    %51 = arith.subi %arg5, %c32_i32 : i32
    %52:8 = scf.for %arg10 = %c0_i32 to %51 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %39, %arg16 = %50, %arg17 = %36, %arg18 = %47) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %98 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %99 = arith.addi %arg14, %c1_i32 : i32
      %100 = arith.cmpi slt, %99, %c2_i32 : i32
      %101 = arith.select %100, %99, %c0_i32 : i32
      %102 = arith.addi %arg10, %c32_i32 : i32
      %103 = arith.addi %arg10, %c32_i32 : i32
      %104 = arith.muli %102, %arg7 : i32
      %105 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %106 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %107 = arith.muli %105, %106 : tensor<1x32xi32, #blocked1>
      %108 = tt.broadcast %107 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %109 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %110 = tt.broadcast %109 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %111 = arith.addi %108, %110 : tensor<64x32xi32, #blocked1>
      %112 = tt.splat %104 : i32 -> tensor<64x32xi32, #blocked1>
      %113 = arith.addi %112, %111 : tensor<64x32xi32, #blocked1>
      %114 = ttg.memdesc_index %26[%101] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %115 = amdg.buffer_load_to_local %arg1[%113] into %114 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<64x32xi32, #blocked1>]  -> <64x32xf16, #shared1, #smem, mutable>
      %116 = ttg.async_commit_group tokens %115
      %117 = ttg.local_load %arg17 token %98 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %118 = tt.dot %22, %117, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %119 = arith.mulf %118, %25 : tensor<64x32xf32, #mma>
      %120 = "tt.reduce"(%119) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %153 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %153 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = arith.maxnumf %arg11, %120 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = tt.expand_dims %121 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %123 = tt.broadcast %122 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %124 = arith.subf %119, %123 : tensor<64x32xf32, #mma>
      %125 = math.exp2 %124 : tensor<64x32xf32, #mma>
      %126 = arith.subf %arg11, %121 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %127 = math.exp2 %126 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %128 = arith.mulf %arg12, %127 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %129 = "tt.reduce"(%125) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %153 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %153 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %130 = arith.addf %128, %129 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = arith.muli %103, %arg8 : i32
      %132 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %133 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
      %134 = arith.muli %132, %133 : tensor<32x1xi32, #linear1>
      %135 = tt.broadcast %134 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %136 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %137 = tt.broadcast %136 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
      %138 = arith.addi %135, %137 : tensor<32x64xi32, #linear1>
      %139 = tt.splat %131 : i32 -> tensor<32x64xi32, #linear1>
      %140 = arith.addi %139, %138 : tensor<32x64xi32, #linear1>
      %141 = ttg.memdesc_index %27[%101] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %142 = amdg.buffer_load_to_local %arg2[%140] into %141 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #linear1>]  -> <32x64xf16, #shared2, #smem, mutable>
      %143 = ttg.async_commit_group tokens %142
      %144 = ttg.local_load %arg18 token %98 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %145 = arith.truncf %125 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %146 = tt.expand_dims %127 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %147 = ttg.convert_layout %146 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %148 = tt.broadcast %147 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %149 = arith.mulf %arg13, %148 : tensor<64x64xf32, #mma1>
      %150 = ttg.local_alloc %145 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %151 = ttg.local_load %150 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %152 = tt.dot %151, %144, %149 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %121, %130, %152, %101, %116, %143, %114, %141 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %53 = arith.addi %arg5, %c31_i32 : i32
    %54 = arith.divsi %53, %c32_i32 : i32
    %55 = arith.cmpi sge, %54, %c1_i32 : i32
    %56 = ttg.async_wait %52#4, %52#5 {num = 0 : i32}
    %57 = ttg.local_load %52#6 token %56 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %58 = scf.if %55 -> (tensor<64x32xf32, #mma>) {
      %98 = tt.dot %20, %57, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %98 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %59 = arith.mulf %58, %25 : tensor<64x32xf32, #mma>
    %60 = "tt.reduce"(%59) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %98 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %98 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %61 = arith.maxnumf %52#0, %60 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %62 = tt.expand_dims %61 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %63 = tt.broadcast %62 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %64 = arith.subf %59, %63 : tensor<64x32xf32, #mma>
    %65 = math.exp2 %64 : tensor<64x32xf32, #mma>
    %66 = arith.subf %52#0, %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = math.exp2 %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = arith.mulf %52#1, %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %69 = "tt.reduce"(%65) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %98 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %98 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = arith.addf %68, %69 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = ttg.local_load %52#7 token %56 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %72 = arith.truncf %65 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %73 = tt.expand_dims %67 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %74 = ttg.convert_layout %73 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %75 = tt.broadcast %74 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %76 = arith.mulf %52#2, %75 : tensor<64x64xf32, #mma1>
    %77 = ttg.local_alloc %72 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %78 = ttg.local_load %77 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %79 = scf.if %55 -> (tensor<64x64xf32, #mma1>) {
      %98 = tt.dot %78, %71, %76 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %98 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %76 : tensor<64x64xf32, #mma1>
    }
    %80 = arith.select %55, %70, %52#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %81 = arith.select %55, %79, %52#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %27 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %26 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %82 = tt.expand_dims %80 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %83 = ttg.convert_layout %82 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %84 = tt.broadcast %83 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %85 = arith.divf %81, %84 : tensor<64x64xf32, #mma1>
    %86 = arith.muli %1, %arg9 : i32
    %87 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %88 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %89 = arith.muli %87, %88 : tensor<64x1xi32, #linear>
    %90 = tt.broadcast %89 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %91 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %92 = tt.broadcast %91 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %93 = arith.addi %90, %92 : tensor<64x64xi32, #linear>
    %94 = tt.splat %86 : i32 -> tensor<64x64xi32, #linear>
    %95 = arith.addi %94, %93 : tensor<64x64xi32, #linear>
    %96 = arith.truncf %85 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %97 = ttg.convert_layout %96 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %97, %arg3[%95] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #linear>
    tt.return
  }
}
