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
    %18 = ttg.convert_layout %17 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
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
    %29 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %30 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %31 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %32 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %33 = arith.muli %32, %20 : tensor<1x32xi32, #blocked1>
    %34 = tt.addptr %21, %33 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %35 = tt.broadcast %34 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %36 = tt.addptr %35, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %37 = tt.splat %31 : i1 -> tensor<64x32xi1, #blocked1>
    %38 = tt.load %36, %37 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %39 = tt.expand_dims %6 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %40 = arith.muli %39, %26 : tensor<32x1xi32, #blocked>
    %41 = tt.addptr %27, %40 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %42 = tt.broadcast %41 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %43 = tt.addptr %42, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %44 = tt.splat %31 : i1 -> tensor<32x64xi1, #blocked>
    %45 = tt.load %43, %44 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %46 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %38, %46 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %47 = ttg.memdesc_index %30[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %45, %47 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %48 = arith.subi %arg5, %c32_i32 : i32
    %49:6 = scf.for %arg10 = %c0_i32 to %48 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %46, %arg16 = %47) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %89 = arith.addi %arg10, %c32_i32 : i32
      %90 = tt.splat %89 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %91 = arith.addi %arg10, %c32_i32 : i32
      %92 = tt.splat %91 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %93 = arith.addi %90, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %94 = arith.addi %92, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %95 = tt.expand_dims %93 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %96 = arith.muli %95, %20 : tensor<1x32xi32, #blocked1>
      %97 = tt.addptr %21, %96 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %98 = tt.broadcast %97 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %99 = tt.addptr %98, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %100 = tt.load %99 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %101 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %102 = tt.dot %18, %101, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %103 = arith.mulf %102, %25 : tensor<64x32xf32, #mma>
      %104 = "tt.reduce"(%103) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %134 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %134 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %105 = arith.maxnumf %arg11, %104 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %106 = tt.expand_dims %105 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %107 = tt.broadcast %106 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %108 = arith.subf %103, %107 : tensor<64x32xf32, #mma>
      %109 = math.exp2 %108 : tensor<64x32xf32, #mma>
      %110 = arith.subf %arg11, %105 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %111 = math.exp2 %110 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %112 = arith.mulf %arg12, %111 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %113 = "tt.reduce"(%109) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %134 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %134 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %114 = arith.addf %112, %113 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %115 = tt.expand_dims %94 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %116 = arith.muli %115, %26 : tensor<32x1xi32, #blocked>
      %117 = tt.addptr %27, %116 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %118 = tt.broadcast %117 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %119 = tt.addptr %118, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %120 = tt.load %119 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %121 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %122 = arith.truncf %109 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %123 = tt.expand_dims %111 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %124 = ttg.convert_layout %123 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %125 = tt.broadcast %124 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %126 = arith.mulf %arg13, %125 : tensor<64x64xf32, #mma1>
      %127 = ttg.convert_layout %122 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %128 = tt.dot %127, %121, %126, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %129 = arith.addi %arg14, %c1_i32 : i32
      %130 = arith.cmpi slt, %129, %c1_i32 : i32
      %131 = arith.select %130, %129, %c0_i32 : i32
      %132 = ttg.memdesc_index %29[%131] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %100, %132 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %133 = ttg.memdesc_index %30[%131] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %120, %133 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %105, %114, %128, %131, %132, %133 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %50 = arith.addi %arg5, %c31_i32 : i32
    %51 = arith.divsi %50, %c32_i32 : i32
    %52 = arith.cmpi sge, %51, %c1_i32 : i32
    %53 = ttg.local_load %49#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %54 = scf.if %52 -> (tensor<64x32xf32, #mma>) {
      %89 = tt.dot %18, %53, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %89 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %55 = arith.mulf %54, %25 : tensor<64x32xf32, #mma>
    %56 = "tt.reduce"(%55) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %89 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %89 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %57 = arith.maxnumf %49#0, %56 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %58 = tt.expand_dims %57 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %59 = tt.broadcast %58 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %60 = arith.subf %55, %59 : tensor<64x32xf32, #mma>
    %61 = math.exp2 %60 : tensor<64x32xf32, #mma>
    %62 = arith.subf %49#0, %57 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %63 = math.exp2 %62 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %64 = arith.mulf %49#1, %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = "tt.reduce"(%61) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %89 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %89 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %66 = arith.addf %64, %65 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = ttg.local_load %49#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %68 = arith.truncf %61 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %69 = tt.expand_dims %63 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %70 = ttg.convert_layout %69 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %71 = tt.broadcast %70 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %72 = arith.mulf %49#2, %71 : tensor<64x64xf32, #mma1>
    %73 = ttg.convert_layout %68 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %74 = scf.if %52 -> (tensor<64x64xf32, #mma1>) {
      %89 = tt.dot %73, %67, %72, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %89 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %72 : tensor<64x64xf32, #mma1>
    }
    %75 = arith.select %52, %66, %49#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %76 = arith.select %52, %74, %49#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %30 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %29 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %77 = tt.expand_dims %75 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %78 = ttg.convert_layout %77 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %79 = tt.broadcast %78 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %80 = arith.divf %76, %79 : tensor<64x64xf32, #mma1>
    %81 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked>
    %82 = arith.muli %7, %81 : tensor<64x1xi32, #blocked>
    %83 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %84 = tt.addptr %83, %82 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %85 = tt.broadcast %84 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %86 = tt.addptr %85, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %87 = arith.truncf %80 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %88 = ttg.convert_layout %86 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #mma1>
    tt.store %88, %87 : tensor<64x64x!tt.ptr<f16>, #mma1>
    tt.return
  }
}
