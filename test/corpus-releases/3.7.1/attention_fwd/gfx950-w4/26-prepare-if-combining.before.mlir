#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>
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
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
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
    %18 = amdg.buffer_load %arg0[%17] {contiguity = 8 : i32} : tensor<64x64xf16, #blocked>
    %19 = ttg.local_alloc %18 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %20 = ttg.local_load %19 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %21 = ttg.local_alloc %18 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %22 = ttg.local_load %21 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
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
    %37 = amdg.buffer_load %arg1[%35], %36 stride = %arg7 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
    %38 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %39 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %40 = arith.muli %38, %39 : tensor<32x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %42 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %44 = arith.addi %41, %43 : tensor<32x64xi32, #blocked>
    %45 = tt.splat %28 : i1 -> tensor<32x64xi1, #blocked>
    %46 = amdg.buffer_load %arg2[%44], %45 stride = %arg8 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
    %47 = ttg.memdesc_index %26[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %37, %47 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %48 = ttg.memdesc_index %27[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %46, %48 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %49 = arith.subi %arg5, %c32_i32 : i32
    %50:6 = scf.for %arg10 = %c0_i32 to %49 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %47, %arg16 = %48) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %95 = arith.addi %arg10, %c32_i32 : i32
      %96 = arith.addi %arg10, %c32_i32 : i32
      %97 = arith.muli %95, %arg7 : i32
      %98 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %99 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %100 = arith.muli %98, %99 : tensor<1x32xi32, #blocked1>
      %101 = tt.broadcast %100 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %102 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %103 = tt.broadcast %102 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %104 = arith.addi %101, %103 : tensor<64x32xi32, #blocked1>
      %105 = tt.splat %97 : i32 -> tensor<64x32xi32, #blocked1>
      %106 = arith.addi %105, %104 : tensor<64x32xi32, #blocked1>
      %107 = amdg.buffer_load %arg1[%106] {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
      %108 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %109 = tt.dot %22, %108, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %110 = arith.mulf %109, %25 : tensor<64x32xf32, #mma>
      %111 = "tt.reduce"(%110) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %147 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %147 : f32
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
        %147 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %147 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = arith.addf %119, %120 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = arith.muli %96, %arg8 : i32
      %123 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %124 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %125 = arith.muli %123, %124 : tensor<32x1xi32, #blocked>
      %126 = tt.broadcast %125 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %127 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %128 = tt.broadcast %127 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %129 = arith.addi %126, %128 : tensor<32x64xi32, #blocked>
      %130 = tt.splat %122 : i32 -> tensor<32x64xi32, #blocked>
      %131 = arith.addi %130, %129 : tensor<32x64xi32, #blocked>
      %132 = amdg.buffer_load %arg2[%131] {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
      %133 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %134 = arith.truncf %116 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %135 = tt.expand_dims %118 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %136 = ttg.convert_layout %135 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %137 = tt.broadcast %136 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %138 = arith.mulf %arg13, %137 : tensor<64x64xf32, #mma1>
      %139 = ttg.local_alloc %134 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %140 = ttg.local_load %139 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %141 = tt.dot %140, %133, %138 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %142 = arith.addi %arg14, %c1_i32 : i32
      %143 = arith.cmpi slt, %142, %c1_i32 : i32
      %144 = arith.select %143, %142, %c0_i32 : i32
      %145 = ttg.memdesc_index %26[%144] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %107, %145 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %146 = ttg.memdesc_index %27[%144] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %132, %146 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %112, %121, %141, %144, %145, %146 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %51 = arith.addi %arg5, %c31_i32 : i32
    %52 = arith.divsi %51, %c32_i32 : i32
    %53 = arith.cmpi sge, %52, %c1_i32 : i32
    %54 = ttg.local_load %50#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %55 = scf.if %53 -> (tensor<64x32xf32, #mma>) {
      %95 = tt.dot %20, %54, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %95 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %56 = arith.mulf %55, %25 : tensor<64x32xf32, #mma>
    %57 = "tt.reduce"(%56) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %95 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %95 : f32
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
      %95 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %95 : f32
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
      %95 = tt.dot %75, %68, %73 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %95 : tensor<64x64xf32, #mma1>
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
    %84 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %85 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %86 = arith.muli %84, %85 : tensor<64x1xi32, #linear>
    %87 = tt.broadcast %86 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %88 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %89 = tt.broadcast %88 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %90 = arith.addi %87, %89 : tensor<64x64xi32, #linear>
    %91 = tt.splat %83 : i32 -> tensor<64x64xi32, #linear>
    %92 = arith.addi %91, %90 : tensor<64x64xi32, #linear>
    %93 = arith.truncf %82 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %94 = ttg.convert_layout %93 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %94, %arg3[%92] {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
