#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
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
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %5 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.addi %4, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %7 = arith.addi %5, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %11 = tt.expand_dims %7 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %12 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %13 = arith.muli %11, %12 : tensor<64x1xi32, #blocked>
    %14 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %15 = tt.addptr %14, %13 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %17 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %18 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %19 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %20 = tt.broadcast %15 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %21 = tt.broadcast %18 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %22 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %23 = tt.addptr %20, %22 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %24 = tt.load %23 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %25 = ttg.convert_layout %24 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %26 = ttg.convert_layout %24 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %27 = arith.mulf %arg4, %cst_0 : f32
    %28 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %29 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
    %30 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %31 = tt.expand_dims %30 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %32 = tt.broadcast %31 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %33 = tt.splat %27 : f32 -> tensor<64x32xf32, #mma>
    %34 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %35 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #linear1>
    %36 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %40 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %41 = arith.muli %40, %28 : tensor<1x32xi32, #blocked1>
    %42 = tt.addptr %29, %41 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %43 = tt.broadcast %42 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %44 = tt.addptr %43, %32 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %45 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %46 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %47 = ttg.async_copy_global_to_local %44, %45 mask %46 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %48 = ttg.async_commit_group tokens %47
    %49 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %50 = arith.muli %49, %34 : tensor<32x1xi32, #linear1>
    %51 = tt.addptr %35, %50 : tensor<32x1x!tt.ptr<f16>, #linear1>, tensor<32x1xi32, #linear1>
    %52 = tt.broadcast %51 : tensor<32x1x!tt.ptr<f16>, #linear1> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %53 = tt.addptr %52, %36 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %54 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %55 = tt.splat %39 : i1 -> tensor<32x64xi1, #linear1>
    %56 = ttg.async_copy_global_to_local %53, %54 mask %55 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared1, #smem, mutable>
    %57 = ttg.async_commit_group tokens %56
    %58 = arith.subi %arg5, %c32_i32 : i32
    %59:8 = scf.for %arg10 = %c0_i32 to %58 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %48, %arg16 = %57, %arg17 = %45, %arg18 = %54) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %100 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %101 = arith.addi %arg14, %c1_i32 : i32
      %102 = arith.cmpi slt, %101, %c2_i32 : i32
      %103 = arith.select %102, %101, %c0_i32 : i32
      %104 = arith.addi %arg10, %c32_i32 : i32
      %105 = tt.splat %104 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %106 = arith.addi %arg10, %c32_i32 : i32
      %107 = tt.splat %106 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
      %108 = arith.addi %105, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %109 = arith.addi %107, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
      %110 = tt.expand_dims %108 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %111 = arith.muli %110, %28 : tensor<1x32xi32, #blocked1>
      %112 = tt.addptr %29, %111 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %113 = tt.broadcast %112 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %114 = tt.addptr %113, %32 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %115 = ttg.memdesc_index %37[%103] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %116 = ttg.async_copy_global_to_local %114, %115 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %117 = ttg.async_commit_group tokens %116
      %118 = ttg.local_load %arg17 token %100 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %119 = tt.dot %26, %118, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %120 = arith.mulf %119, %33 : tensor<64x32xf32, #mma>
      %121 = "tt.reduce"(%120) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %148 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %148 : f32
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
        %148 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %148 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = arith.addf %129, %130 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %132 = tt.expand_dims %109 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %133 = arith.muli %132, %34 : tensor<32x1xi32, #linear1>
      %134 = tt.addptr %35, %133 : tensor<32x1x!tt.ptr<f16>, #linear1>, tensor<32x1xi32, #linear1>
      %135 = tt.broadcast %134 : tensor<32x1x!tt.ptr<f16>, #linear1> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %136 = tt.addptr %135, %36 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %137 = ttg.memdesc_index %38[%103] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %138 = ttg.async_copy_global_to_local %136, %137 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared1, #smem, mutable>
      %139 = ttg.async_commit_group tokens %138
      %140 = ttg.local_load %arg18 token %100 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %141 = arith.truncf %126 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %142 = tt.expand_dims %128 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %143 = ttg.convert_layout %142 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %144 = tt.broadcast %143 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %145 = arith.mulf %arg13, %144 : tensor<64x64xf32, #mma1>
      %146 = ttg.convert_layout %141 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %147 = tt.dot %146, %140, %145 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %122, %131, %147, %103, %117, %139, %115, %137 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %60 = arith.addi %arg5, %c31_i32 : i32
    %61 = arith.divsi %60, %c32_i32 : i32
    %62 = arith.cmpi sge, %61, %c1_i32 : i32
    %63 = ttg.async_wait %59#4, %59#5 {num = 0 : i32}
    %64 = ttg.local_load %59#6 token %63 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %65 = scf.if %62 -> (tensor<64x32xf32, #mma>) {
      %100 = tt.dot %25, %64, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %100 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %66 = arith.mulf %65, %33 : tensor<64x32xf32, #mma>
    %67 = "tt.reduce"(%66) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %100 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %100 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = arith.maxnumf %59#0, %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %69 = tt.expand_dims %68 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %70 = tt.broadcast %69 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %71 = arith.subf %66, %70 : tensor<64x32xf32, #mma>
    %72 = math.exp2 %71 : tensor<64x32xf32, #mma>
    %73 = arith.subf %59#0, %68 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = math.exp2 %73 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %75 = arith.mulf %59#1, %74 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %76 = "tt.reduce"(%72) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %100 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %100 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %77 = arith.addf %75, %76 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %78 = ttg.local_load %59#7 token %63 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %79 = arith.truncf %72 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %80 = tt.expand_dims %74 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %81 = ttg.convert_layout %80 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %82 = tt.broadcast %81 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %83 = arith.mulf %59#2, %82 : tensor<64x64xf32, #mma1>
    %84 = ttg.convert_layout %79 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %85 = scf.if %62 -> (tensor<64x64xf32, #mma1>) {
      %100 = tt.dot %84, %78, %83 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %100 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %83 : tensor<64x64xf32, #mma1>
    }
    %86 = arith.select %62, %77, %59#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %87 = arith.select %62, %85, %59#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %38 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %88 = tt.expand_dims %86 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %89 = ttg.convert_layout %88 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %90 = tt.broadcast %89 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %91 = arith.divf %87, %90 : tensor<64x64xf32, #mma1>
    %92 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %93 = arith.muli %10, %92 : tensor<64x1xi32, #linear>
    %94 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #linear>
    %95 = tt.addptr %94, %93 : tensor<64x1x!tt.ptr<f16>, #linear>, tensor<64x1xi32, #linear>
    %96 = tt.broadcast %95 : tensor<64x1x!tt.ptr<f16>, #linear> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %97 = tt.addptr %96, %21 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    %98 = arith.truncf %91 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %99 = ttg.convert_layout %98 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    tt.store %97, %99 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
