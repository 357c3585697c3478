#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
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
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>>
    %5 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.addi %4, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>>
    %7 = arith.addi %5, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>> -> tensor<64x1xi32, #mma1>
    %11 = tt.expand_dims %7 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %12 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %13 = arith.muli %11, %12 : tensor<64x1xi32, #blocked>
    %14 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %15 = tt.addptr %14, %13 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>>
    %17 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %18 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>> -> tensor<1x64xi32, #mma1>
    %19 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %20 = tt.broadcast %15 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %21 = tt.broadcast %18 : tensor<1x64xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %22 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %23 = tt.addptr %20, %22 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %24 = tt.load %23 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %25 = ttg.convert_layout %24 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %26 = ttg.convert_layout %24 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
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
      %96 = arith.addi %arg10, %c32_i32 : i32
      %97 = tt.splat %96 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %98 = arith.addi %arg10, %c32_i32 : i32
      %99 = tt.splat %98 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %100 = arith.addi %97, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %101 = arith.addi %99, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %102 = tt.expand_dims %100 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %103 = arith.muli %102, %28 : tensor<1x32xi32, #blocked1>
      %104 = tt.addptr %29, %103 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %105 = tt.broadcast %104 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %106 = tt.addptr %105, %32 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %107 = tt.load %106 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %108 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %109 = tt.dot %26, %108, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %110 = arith.mulf %109, %33 : tensor<64x32xf32, #mma>
      %111 = "tt.reduce"(%110) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %141 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %141 : f32
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
      ^bb0(%arg17: f32, %arg18: f32):
        %141 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %141 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = arith.addf %119, %120 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = tt.expand_dims %101 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %123 = arith.muli %122, %34 : tensor<32x1xi32, #blocked>
      %124 = tt.addptr %35, %123 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %125 = tt.broadcast %124 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %126 = tt.addptr %125, %36 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %127 = tt.load %126 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %128 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %129 = arith.truncf %116 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %130 = tt.expand_dims %118 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %131 = ttg.convert_layout %130 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %132 = tt.broadcast %131 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %133 = arith.mulf %arg13, %132 : tensor<64x64xf32, #mma1>
      %134 = ttg.convert_layout %129 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %135 = tt.dot %134, %128, %133, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %136 = arith.addi %arg14, %c1_i32 : i32
      %137 = arith.cmpi slt, %136, %c1_i32 : i32
      %138 = arith.select %137, %136, %c0_i32 : i32
      %139 = ttg.memdesc_index %37[%138] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %107, %139 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %140 = ttg.memdesc_index %38[%138] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %127, %140 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %112, %121, %135, %138, %139, %140 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %58 = arith.addi %arg5, %c31_i32 : i32
    %59 = arith.divsi %58, %c32_i32 : i32
    %60 = arith.cmpi sge, %59, %c1_i32 : i32
    %61 = ttg.local_load %57#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %62 = scf.if %60 -> (tensor<64x32xf32, #mma>) {
      %96 = tt.dot %25, %61, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %96 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %63 = arith.mulf %62, %33 : tensor<64x32xf32, #mma>
    %64 = "tt.reduce"(%63) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %96 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %96 : f32
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
      %96 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %96 : f32
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
      %96 = tt.dot %81, %75, %80, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %96 : tensor<64x64xf32, #mma1>
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
    %89 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #mma1>
    %90 = arith.muli %10, %89 : tensor<64x1xi32, #mma1>
    %91 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #mma1>
    %92 = tt.addptr %91, %90 : tensor<64x1x!tt.ptr<f16>, #mma1>, tensor<64x1xi32, #mma1>
    %93 = tt.broadcast %92 : tensor<64x1x!tt.ptr<f16>, #mma1> -> tensor<64x64x!tt.ptr<f16>, #mma1>
    %94 = tt.addptr %93, %21 : tensor<64x64x!tt.ptr<f16>, #mma1>, tensor<64x64xi32, #mma1>
    %95 = arith.truncf %88 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    tt.store %94, %95 : tensor<64x64x!tt.ptr<f16>, #mma1>
    tt.return
  }
}
