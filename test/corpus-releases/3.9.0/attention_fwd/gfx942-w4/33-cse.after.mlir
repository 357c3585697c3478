#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
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
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.muli %1, %arg6 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>>
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
    %20 = ttg.local_load %19 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %21 = arith.mulf %arg4, %cst_0 : f32
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %23 = tt.splat %21 : f32 -> tensor<64x32xf32, #mma>
    %24 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %25 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    %26 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %27 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %28 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %29 = arith.muli %27, %28 : tensor<1x32xi32, #blocked1>
    %30 = tt.broadcast %29 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %31 = tt.expand_dims %22 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %32 = tt.broadcast %31 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %33 = arith.addi %30, %32 : tensor<64x32xi32, #blocked1>
    %34 = tt.splat %26 : i1 -> tensor<64x32xi1, #blocked1>
    %35 = amdg.buffer_load %arg1[%33], %34 stride = %arg7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
    %36 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %37 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %38 = arith.muli %36, %37 : tensor<32x1xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %40 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %41 = arith.addi %39, %40 : tensor<32x64xi32, #blocked>
    %42 = tt.splat %26 : i1 -> tensor<32x64xi1, #blocked>
    %43 = amdg.buffer_load %arg2[%41], %42 stride = %arg8 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
    %44 = ttg.memdesc_index %24[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %35, %44 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %45 = ttg.memdesc_index %25[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %43, %45 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %46 = arith.subi %arg5, %c32_i32 : i32
    %47:6 = scf.for %arg10 = %c0_i32 to %46 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %44, %arg16 = %45) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %91 = arith.addi %arg10, %c32_i32 : i32
      %92 = arith.muli %91, %arg7 : i32
      %93 = tt.splat %92 : i32 -> tensor<64x32xi32, #blocked1>
      %94 = arith.addi %93, %33 : tensor<64x32xi32, #blocked1>
      %95 = amdg.buffer_load %arg1[%94] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
      %96 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %97 = tt.dot %20, %96, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %98 = arith.mulf %97, %23 : tensor<64x32xf32, #mma>
      %99 = "tt.reduce"(%98) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %128 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %128 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %100 = arith.maxnumf %arg11, %99 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %101 = tt.expand_dims %100 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %102 = tt.broadcast %101 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %103 = arith.subf %98, %102 : tensor<64x32xf32, #mma>
      %104 = math.exp2 %103 : tensor<64x32xf32, #mma>
      %105 = arith.subf %arg11, %100 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %106 = math.exp2 %105 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %107 = arith.mulf %arg12, %106 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %108 = "tt.reduce"(%104) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %128 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %128 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %109 = arith.addf %107, %108 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %110 = arith.muli %91, %arg8 : i32
      %111 = tt.splat %110 : i32 -> tensor<32x64xi32, #blocked>
      %112 = arith.addi %111, %41 : tensor<32x64xi32, #blocked>
      %113 = amdg.buffer_load %arg2[%112] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
      %114 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %115 = arith.truncf %104 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %116 = tt.expand_dims %106 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %117 = ttg.convert_layout %116 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %118 = tt.broadcast %117 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %119 = arith.mulf %arg13, %118 : tensor<64x64xf32, #mma1>
      %120 = ttg.local_alloc %115 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %121 = ttg.local_load %120 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %122 = tt.dot %121, %114, %119, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %123 = arith.addi %arg14, %c1_i32 : i32
      %124 = arith.cmpi slt, %123, %c1_i32 : i32
      %125 = arith.select %124, %123, %c0_i32 : i32
      %126 = ttg.memdesc_index %24[%125] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %95, %126 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %127 = ttg.memdesc_index %25[%125] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %113, %127 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %100, %109, %122, %125, %126, %127 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %48 = arith.addi %arg5, %c31_i32 : i32
    %49 = arith.divsi %48, %c32_i32 : i32
    %50 = arith.cmpi sge, %49, %c1_i32 : i32
    %51 = ttg.local_load %47#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %52 = scf.if %50 -> (tensor<64x32xf32, #mma>) {
      %91 = tt.dot %20, %51, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %91 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %53 = arith.mulf %52, %23 : tensor<64x32xf32, #mma>
    %54 = "tt.reduce"(%53) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %91 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %91 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %55 = arith.maxnumf %47#0, %54 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %56 = tt.expand_dims %55 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %57 = tt.broadcast %56 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %58 = arith.subf %53, %57 : tensor<64x32xf32, #mma>
    %59 = math.exp2 %58 : tensor<64x32xf32, #mma>
    %60 = arith.subf %47#0, %55 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %61 = math.exp2 %60 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %62 = arith.mulf %47#1, %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %63 = "tt.reduce"(%59) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %91 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %91 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %64 = arith.addf %62, %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = ttg.local_load %47#5 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %66 = arith.truncf %59 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %67 = tt.expand_dims %61 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %68 = ttg.convert_layout %67 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %69 = tt.broadcast %68 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %70 = arith.mulf %47#2, %69 : tensor<64x64xf32, #mma1>
    %71 = ttg.local_alloc %66 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %72 = ttg.local_load %71 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %73 = scf.if %50 -> (tensor<64x64xf32, #mma1>) {
      %91 = tt.dot %72, %65, %70, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %91 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %70 : tensor<64x64xf32, #mma1>
    }
    %74 = arith.select %50, %64, %47#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %75 = arith.select %50, %73, %47#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %25 : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %24 : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %76 = tt.expand_dims %74 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %77 = ttg.convert_layout %76 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %78 = tt.broadcast %77 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %79 = arith.divf %75, %78 : tensor<64x64xf32, #mma1>
    %80 = arith.muli %1, %arg9 : i32
    %81 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>> -> tensor<64x1xi32, #mma1>
    %82 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #mma1>
    %83 = arith.muli %81, %82 : tensor<64x1xi32, #mma1>
    %84 = tt.broadcast %83 : tensor<64x1xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %85 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>> -> tensor<1x64xi32, #mma1>
    %86 = tt.broadcast %85 : tensor<1x64xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %87 = arith.addi %84, %86 : tensor<64x64xi32, #mma1>
    %88 = tt.splat %80 : i32 -> tensor<64x64xi32, #mma1>
    %89 = arith.addi %88, %87 : tensor<64x64xi32, #mma1>
    %90 = arith.truncf %79 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    amdg.buffer_store %90, %arg3[%89] {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #mma1>
    tt.return
  }
}
