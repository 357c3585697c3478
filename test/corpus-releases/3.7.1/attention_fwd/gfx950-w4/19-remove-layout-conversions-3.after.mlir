#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
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
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
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
    %34 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %35 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %36 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %40 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %41 = arith.muli %40, %28 : tensor<1x32xi32, #blocked1>
    %42 = tt.addptr %29, %41 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %43 = tt.broadcast %42 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %44 = tt.addptr %43, %32 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %45 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %46 = tt.load %44, %45 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %47 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %48 = arith.muli %47, %34 : tensor<32x1xi32, #blocked>
    %49 = tt.addptr %35, %48 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %51 = tt.addptr %50, %36 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %52 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %53 = tt.load %51, %52 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %54 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %46, %54 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %55 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %53, %55 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %56 = arith.subi %arg5, %c32_i32 : i32
    %57:6 = scf.for %arg10 = %c0_i32 to %56 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %54, %arg16 = %55) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %97 = arith.addi %arg10, %c32_i32 : i32
      %98 = tt.splat %97 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %99 = arith.addi %arg10, %c32_i32 : i32
      %100 = tt.splat %99 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %101 = arith.addi %98, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %102 = arith.addi %100, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %103 = tt.expand_dims %101 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %104 = arith.muli %103, %28 : tensor<1x32xi32, #blocked1>
      %105 = tt.addptr %29, %104 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %106 = tt.broadcast %105 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %107 = tt.addptr %106, %32 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %108 = tt.load %107 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %109 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %110 = tt.dot %26, %109, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %111 = arith.mulf %110, %33 : tensor<64x32xf32, #mma>
      %112 = "tt.reduce"(%111) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %142 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %142 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %113 = arith.maxnumf %arg11, %112 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %114 = tt.expand_dims %113 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %115 = tt.broadcast %114 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %116 = arith.subf %111, %115 : tensor<64x32xf32, #mma>
      %117 = math.exp2 %116 : tensor<64x32xf32, #mma>
      %118 = arith.subf %arg11, %113 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %119 = math.exp2 %118 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %120 = arith.mulf %arg12, %119 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = "tt.reduce"(%117) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %142 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %142 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = arith.addf %120, %121 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %123 = tt.expand_dims %102 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %124 = arith.muli %123, %34 : tensor<32x1xi32, #blocked>
      %125 = tt.addptr %35, %124 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %126 = tt.broadcast %125 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %127 = tt.addptr %126, %36 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %128 = tt.load %127 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %129 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %130 = arith.truncf %117 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %131 = tt.expand_dims %119 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %132 = ttg.convert_layout %131 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %133 = tt.broadcast %132 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %134 = arith.mulf %arg13, %133 : tensor<64x64xf32, #mma1>
      %135 = ttg.convert_layout %130 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %136 = tt.dot %135, %129, %134 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %137 = arith.addi %arg14, %c1_i32 : i32
      %138 = arith.cmpi slt, %137, %c1_i32 : i32
      %139 = arith.select %138, %137, %c0_i32 : i32
      %140 = ttg.memdesc_index %37[%139] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %108, %140 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %141 = ttg.memdesc_index %38[%139] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %128, %141 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %113, %122, %136, %139, %140, %141 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %58 = arith.addi %arg5, %c31_i32 : i32
    %59 = arith.divsi %58, %c32_i32 : i32
    %60 = arith.cmpi sge, %59, %c1_i32 : i32
    %61 = ttg.local_load %57#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %62 = scf.if %60 -> (tensor<64x32xf32, #mma>) {
      %97 = tt.dot %25, %61, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %97 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %63 = arith.mulf %62, %33 : tensor<64x32xf32, #mma>
    %64 = "tt.reduce"(%63) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %97 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %97 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = arith.maxnumf %57#0, %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %66 = tt.expand_dims %65 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %67 = tt.broadcast %66 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %68 = arith.subf %63, %67 : tensor<64x32xf32, #mma>
    %69 = math.exp2 %68 : tensor<64x32xf32, #mma>
    %70 = arith.subf %57#0, %65 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = math.exp2 %70 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %72 = arith.mulf %57#1, %71 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %73 = "tt.reduce"(%69) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %97 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %97 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = arith.addf %72, %73 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %75 = ttg.local_load %57#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %76 = arith.truncf %69 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %77 = tt.expand_dims %71 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %78 = ttg.convert_layout %77 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %79 = tt.broadcast %78 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %80 = arith.mulf %57#2, %79 : tensor<64x64xf32, #mma1>
    %81 = ttg.convert_layout %76 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %82 = scf.if %60 -> (tensor<64x64xf32, #mma1>) {
      %97 = tt.dot %81, %75, %80 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %97 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %80 : tensor<64x64xf32, #mma1>
    }
    %83 = arith.select %60, %74, %57#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %84 = arith.select %60, %82, %57#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %85 = tt.expand_dims %83 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %86 = ttg.convert_layout %85 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %87 = tt.broadcast %86 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %88 = arith.divf %84, %87 : tensor<64x64xf32, #mma1>
    %89 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %90 = arith.muli %10, %89 : tensor<64x1xi32, #linear>
    %91 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #linear>
    %92 = tt.addptr %91, %90 : tensor<64x1x!tt.ptr<f16>, #linear>, tensor<64x1xi32, #linear>
    %93 = tt.broadcast %92 : tensor<64x1x!tt.ptr<f16>, #linear> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %94 = tt.addptr %93, %21 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    %95 = arith.truncf %88 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %96 = ttg.convert_layout %95 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    tt.store %94, %96 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
