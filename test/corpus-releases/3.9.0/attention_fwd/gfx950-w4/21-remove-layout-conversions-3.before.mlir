#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#shared1 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
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
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %18 = ttg.convert_layout %17 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %19 = arith.mulf %arg4, %cst_0 : f32
    %20 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %21 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %23 = tt.expand_dims %22 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %25 = tt.splat %19 : f32 -> tensor<64x32xf32, #mma>
    %26 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %27 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %28 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %30 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %31 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %32 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %33 = arith.muli %32, %20 : tensor<1x32xi32, #blocked1>
    %34 = tt.addptr %21, %33 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %35 = tt.broadcast %34 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %36 = tt.addptr %35, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %37 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %38 = tt.splat %31 : i1 -> tensor<64x32xi1, #blocked1>
    %39 = ttg.async_copy_global_to_local %36, %37 mask %38 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %40 = ttg.async_commit_group tokens %39
    %41 = tt.expand_dims %6 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %42 = arith.muli %41, %26 : tensor<32x1xi32, #blocked>
    %43 = tt.addptr %27, %42 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %45 = tt.addptr %44, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %46 = ttg.memdesc_index %30[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %47 = ttg.convert_layout %45 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %48 = tt.splat %31 : i1 -> tensor<32x64xi1, #linear>
    %49 = ttg.async_copy_global_to_local %47, %46 mask %48 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %50 = ttg.async_commit_group tokens %49
    %51 = arith.subi %arg5, %c32_i32 : i32
    %52:8 = scf.for %arg10 = %c0_i32 to %51 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %40, %arg16 = %50, %arg17 = %37, %arg18 = %46) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %94 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %95 = arith.addi %arg14, %c1_i32 : i32
      %96 = arith.cmpi slt, %95, %c2_i32 : i32
      %97 = arith.select %96, %95, %c0_i32 : i32
      %98 = arith.addi %arg10, %c32_i32 : i32
      %99 = tt.splat %98 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %100 = arith.addi %arg10, %c32_i32 : i32
      %101 = tt.splat %100 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %102 = arith.addi %99, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %103 = arith.addi %101, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %104 = tt.expand_dims %102 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %105 = arith.muli %104, %20 : tensor<1x32xi32, #blocked1>
      %106 = tt.addptr %21, %105 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %107 = tt.broadcast %106 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %108 = tt.addptr %107, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %109 = ttg.memdesc_index %29[%97] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %110 = ttg.async_copy_global_to_local %108, %109 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %111 = ttg.async_commit_group tokens %110
      %112 = ttg.local_load %arg17 token %94 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %113 = tt.dot %18, %112, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %114 = arith.mulf %113, %25 : tensor<64x32xf32, #mma>
      %115 = "tt.reduce"(%114) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %143 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %143 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %116 = arith.maxnumf %arg11, %115 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %117 = tt.expand_dims %116 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %118 = tt.broadcast %117 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %119 = arith.subf %114, %118 : tensor<64x32xf32, #mma>
      %120 = math.exp2 %119 : tensor<64x32xf32, #mma>
      %121 = arith.subf %arg11, %116 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = math.exp2 %121 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %123 = arith.mulf %arg12, %122 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %124 = "tt.reduce"(%120) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %143 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %143 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %125 = arith.addf %123, %124 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %126 = tt.expand_dims %103 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %127 = arith.muli %126, %26 : tensor<32x1xi32, #blocked>
      %128 = tt.addptr %27, %127 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %129 = tt.broadcast %128 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %130 = tt.addptr %129, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %131 = ttg.memdesc_index %30[%97] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %132 = ttg.convert_layout %130 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %133 = ttg.async_copy_global_to_local %132, %131 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %134 = ttg.async_commit_group tokens %133
      %135 = ttg.local_load %arg18 token %94 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %136 = arith.truncf %120 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %137 = tt.expand_dims %122 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %138 = ttg.convert_layout %137 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %139 = tt.broadcast %138 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %140 = arith.mulf %arg13, %139 : tensor<64x64xf32, #mma1>
      %141 = ttg.convert_layout %136 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %142 = tt.dot %141, %135, %140 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %116, %125, %142, %97, %111, %134, %109, %131 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %53 = arith.addi %arg5, %c31_i32 : i32
    %54 = arith.divsi %53, %c32_i32 : i32
    %55 = arith.cmpi sge, %54, %c1_i32 : i32
    %56 = ttg.async_wait %52#4, %52#5 {num = 0 : i32}
    %57 = ttg.local_load %52#6 token %56 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %58 = scf.if %55 -> (tensor<64x32xf32, #mma>) {
      %94 = tt.dot %18, %57, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %94 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %59 = arith.mulf %58, %25 : tensor<64x32xf32, #mma>
    %60 = "tt.reduce"(%59) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %94 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %94 : f32
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
      %94 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %94 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = arith.addf %68, %69 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = ttg.local_load %52#7 token %56 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %72 = arith.truncf %65 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %73 = tt.expand_dims %67 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %74 = ttg.convert_layout %73 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %75 = tt.broadcast %74 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %76 = arith.mulf %52#2, %75 : tensor<64x64xf32, #mma1>
    %77 = ttg.convert_layout %72 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %78 = scf.if %55 -> (tensor<64x64xf32, #mma1>) {
      %94 = tt.dot %77, %71, %76 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %94 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %76 : tensor<64x64xf32, #mma1>
    }
    %79 = arith.select %55, %70, %52#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %80 = arith.select %55, %78, %52#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %30 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %29 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %81 = tt.expand_dims %79 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %82 = ttg.convert_layout %81 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %83 = tt.broadcast %82 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %84 = arith.divf %80, %83 : tensor<64x64xf32, #mma1>
    %85 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked>
    %86 = arith.muli %7, %85 : tensor<64x1xi32, #blocked>
    %87 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %88 = tt.addptr %87, %86 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %89 = tt.broadcast %88 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %90 = tt.addptr %89, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %91 = arith.truncf %84 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %92 = ttg.convert_layout %90 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #linear1>
    %93 = ttg.convert_layout %91 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear1>
    tt.store %92, %93 : tensor<64x64x!tt.ptr<f16>, #linear1>
    tt.return
  }
}
