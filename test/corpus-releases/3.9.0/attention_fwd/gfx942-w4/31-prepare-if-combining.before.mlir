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
    %21 = ttg.local_alloc %18 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %22 = ttg.local_load %21 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %23 = arith.mulf %arg4, %cst_0 : f32
    %24 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.splat %23 : f32 -> tensor<64x32xf32, #mma>
    %26 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %27 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    %28 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %29 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %30 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %31 = arith.muli %29, %30 : tensor<1x32xi32, #blocked1>
    %32 = tt.broadcast %31 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %33 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %35 = arith.addi %32, %34 : tensor<64x32xi32, #blocked1>
    %36 = tt.splat %28 : i1 -> tensor<64x32xi1, #blocked1>
    %37 = amdg.buffer_load %arg1[%35], %36 stride = %arg7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
    %38 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %39 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %40 = arith.muli %38, %39 : tensor<32x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %42 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %44 = arith.addi %41, %43 : tensor<32x64xi32, #blocked>
    %45 = tt.splat %28 : i1 -> tensor<32x64xi1, #blocked>
    %46 = amdg.buffer_load %arg2[%44], %45 stride = %arg8 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
    %47 = ttg.memdesc_index %26[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %37, %47 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %48 = ttg.memdesc_index %27[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %46, %48 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %49 = arith.subi %arg5, %c32_i32 : i32
    %50:6 = scf.for %arg10 = %c0_i32 to %49 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %47, %arg16 = %48) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %94 = arith.addi %arg10, %c32_i32 : i32
      %95 = arith.addi %arg10, %c32_i32 : i32
      %96 = arith.muli %94, %arg7 : i32
      %97 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %98 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %99 = arith.muli %97, %98 : tensor<1x32xi32, #blocked1>
      %100 = tt.broadcast %99 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %101 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %102 = tt.broadcast %101 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %103 = arith.addi %100, %102 : tensor<64x32xi32, #blocked1>
      %104 = tt.splat %96 : i32 -> tensor<64x32xi32, #blocked1>
      %105 = arith.addi %104, %103 : tensor<64x32xi32, #blocked1>
      %106 = amdg.buffer_load %arg1[%105] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
      %107 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %108 = tt.dot %22, %107, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %109 = arith.mulf %108, %25 : tensor<64x32xf32, #mma>
      %110 = "tt.reduce"(%109) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %146 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %146 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %111 = arith.maxnumf %arg11, %110 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %112 = tt.expand_dims %111 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %113 = tt.broadcast %112 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %114 = arith.subf %109, %113 : tensor<64x32xf32, #mma>
      %115 = math.exp2 %114 : tensor<64x32xf32, #mma>
      %116 = arith.subf %arg11, %111 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %117 = math.exp2 %116 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %118 = arith.mulf %arg12, %117 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %119 = "tt.reduce"(%115) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %146 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %146 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %120 = arith.addf %118, %119 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = arith.muli %95, %arg8 : i32
      %122 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %123 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %124 = arith.muli %122, %123 : tensor<32x1xi32, #blocked>
      %125 = tt.broadcast %124 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %126 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %127 = tt.broadcast %126 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %128 = arith.addi %125, %127 : tensor<32x64xi32, #blocked>
      %129 = tt.splat %121 : i32 -> tensor<32x64xi32, #blocked>
      %130 = arith.addi %129, %128 : tensor<32x64xi32, #blocked>
      %131 = amdg.buffer_load %arg2[%130] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
      %132 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %133 = arith.truncf %115 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %134 = tt.expand_dims %117 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %135 = ttg.convert_layout %134 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %136 = tt.broadcast %135 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %137 = arith.mulf %arg13, %136 : tensor<64x64xf32, #mma1>
      %138 = ttg.local_alloc %133 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %139 = ttg.local_load %138 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %140 = tt.dot %139, %132, %137, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %141 = arith.addi %arg14, %c1_i32 : i32
      %142 = arith.cmpi slt, %141, %c1_i32 : i32
      %143 = arith.select %142, %141, %c0_i32 : i32
      %144 = ttg.memdesc_index %26[%143] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %106, %144 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %145 = ttg.memdesc_index %27[%143] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %131, %145 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %111, %120, %140, %143, %144, %145 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %51 = arith.addi %arg5, %c31_i32 : i32
    %52 = arith.divsi %51, %c32_i32 : i32
    %53 = arith.cmpi sge, %52, %c1_i32 : i32
    %54 = ttg.local_load %50#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %55 = scf.if %53 -> (tensor<64x32xf32, #mma>) {
      %94 = tt.dot %20, %54, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %94 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %56 = arith.mulf %55, %25 : tensor<64x32xf32, #mma>
    %57 = "tt.reduce"(%56) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %94 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %94 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %58 = arith.maxnumf %50#0, %57 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %59 = tt.expand_dims %58 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %60 = tt.broadcast %59 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %61 = arith.subf %56, %60 : tensor<64x32xf32, #mma>
    %62 = math.exp2 %61 : tensor<64x32xf32, #mma>
    %63 = arith.subf %50#0, %58 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %64 = math.exp2 %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = arith.mulf %50#1, %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %66 = "tt.reduce"(%62) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %94 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %94 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = arith.addf %65, %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = ttg.local_load %50#5 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %69 = arith.truncf %62 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %70 = tt.expand_dims %64 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %71 = ttg.convert_layout %70 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %72 = tt.broadcast %71 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %73 = arith.mulf %50#2, %72 : tensor<64x64xf32, #mma1>
    %74 = ttg.local_alloc %69 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %75 = ttg.local_load %74 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %76 = scf.if %53 -> (tensor<64x64xf32, #mma1>) {
      %94 = tt.dot %75, %68, %73, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %94 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %73 : tensor<64x64xf32, #mma1>
    }
    %77 = arith.select %53, %67, %50#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %78 = arith.select %53, %76, %50#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %27 : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %26 : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %79 = tt.expand_dims %77 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %80 = ttg.convert_layout %79 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %81 = tt.broadcast %80 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %82 = arith.divf %78, %81 : tensor<64x64xf32, #mma1>
    %83 = arith.muli %1, %arg9 : i32
    %84 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>> -> tensor<64x1xi32, #mma1>
    %85 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #mma1>
    %86 = arith.muli %84, %85 : tensor<64x1xi32, #mma1>
    %87 = tt.broadcast %86 : tensor<64x1xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %88 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>> -> tensor<1x64xi32, #mma1>
    %89 = tt.broadcast %88 : tensor<1x64xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %90 = arith.addi %87, %89 : tensor<64x64xi32, #mma1>
    %91 = tt.splat %83 : i32 -> tensor<64x64xi32, #mma1>
    %92 = arith.addi %91, %90 : tensor<64x64xi32, #mma1>
    %93 = arith.truncf %82 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    amdg.buffer_store %93, %arg3[%92] {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #mma1>
    tt.return
  }
}
