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
    %25 = ttg.local_alloc %24 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %26 = ttg.local_load %25 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %27 = ttg.local_alloc %24 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %28 = ttg.local_load %27 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %29 = arith.mulf %arg4, %cst_0 : f32
    %30 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %31 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
    %32 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %33 = tt.expand_dims %32 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %35 = tt.splat %29 : f32 -> tensor<64x32xf32, #mma>
    %36 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %37 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %38 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %39 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %40 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    %41 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %42 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %43 = arith.muli %42, %30 : tensor<1x32xi32, #blocked1>
    %44 = tt.addptr %31, %43 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %45 = tt.broadcast %44 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %46 = tt.addptr %45, %34 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %47 = tt.splat %41 : i1 -> tensor<64x32xi1, #blocked1>
    %48 = tt.load %46, %47 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %49 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %50 = arith.muli %49, %36 : tensor<32x1xi32, #blocked>
    %51 = tt.addptr %37, %50 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %53 = tt.addptr %52, %38 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %54 = tt.splat %41 : i1 -> tensor<32x64xi1, #blocked>
    %55 = tt.load %53, %54 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %56 = ttg.memdesc_index %39[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %48, %56 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %57 = ttg.memdesc_index %40[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %55, %57 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %58 = arith.subi %arg5, %c32_i32 : i32
    %59:6 = scf.for %arg10 = %c0_i32 to %58 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %56, %arg16 = %57) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %99 = arith.addi %arg10, %c32_i32 : i32
      %100 = tt.splat %99 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %101 = arith.addi %arg10, %c32_i32 : i32
      %102 = tt.splat %101 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %103 = arith.addi %100, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %104 = arith.addi %102, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %105 = tt.expand_dims %103 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %106 = arith.muli %105, %30 : tensor<1x32xi32, #blocked1>
      %107 = tt.addptr %31, %106 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %108 = tt.broadcast %107 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %109 = tt.addptr %108, %34 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %110 = tt.load %109 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %111 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %112 = tt.dot %28, %111, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %113 = arith.mulf %112, %35 : tensor<64x32xf32, #mma>
      %114 = "tt.reduce"(%113) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %145 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %145 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %115 = arith.maxnumf %arg11, %114 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %116 = tt.expand_dims %115 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %117 = tt.broadcast %116 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %118 = arith.subf %113, %117 : tensor<64x32xf32, #mma>
      %119 = math.exp2 %118 : tensor<64x32xf32, #mma>
      %120 = arith.subf %arg11, %115 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %121 = math.exp2 %120 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %122 = arith.mulf %arg12, %121 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %123 = "tt.reduce"(%119) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %145 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %145 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %124 = arith.addf %122, %123 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %125 = tt.expand_dims %104 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %126 = arith.muli %125, %36 : tensor<32x1xi32, #blocked>
      %127 = tt.addptr %37, %126 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %128 = tt.broadcast %127 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %129 = tt.addptr %128, %38 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %130 = tt.load %129 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %131 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %132 = arith.truncf %119 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %133 = tt.expand_dims %121 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %134 = ttg.convert_layout %133 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %135 = tt.broadcast %134 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %136 = arith.mulf %arg13, %135 : tensor<64x64xf32, #mma1>
      %137 = ttg.local_alloc %132 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %138 = ttg.local_load %137 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %139 = tt.dot %138, %131, %136, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %140 = arith.addi %arg14, %c1_i32 : i32
      %141 = arith.cmpi slt, %140, %c1_i32 : i32
      %142 = arith.select %141, %140, %c0_i32 : i32
      %143 = ttg.memdesc_index %39[%142] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %110, %143 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %144 = ttg.memdesc_index %40[%142] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %130, %144 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %115, %124, %139, %142, %143, %144 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %60 = arith.addi %arg5, %c31_i32 : i32
    %61 = arith.divsi %60, %c32_i32 : i32
    %62 = arith.cmpi sge, %61, %c1_i32 : i32
    %63 = ttg.local_load %59#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %64 = scf.if %62 -> (tensor<64x32xf32, #mma>) {
      %99 = tt.dot %26, %63, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %99 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %65 = arith.mulf %64, %35 : tensor<64x32xf32, #mma>
    %66 = "tt.reduce"(%65) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %99 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %99 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = arith.maxnumf %59#0, %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = tt.expand_dims %67 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %69 = tt.broadcast %68 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %70 = arith.subf %65, %69 : tensor<64x32xf32, #mma>
    %71 = math.exp2 %70 : tensor<64x32xf32, #mma>
    %72 = arith.subf %59#0, %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %73 = math.exp2 %72 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = arith.mulf %59#1, %73 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %75 = "tt.reduce"(%71) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %99 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %99 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %76 = arith.addf %74, %75 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %77 = ttg.local_load %59#5 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %78 = arith.truncf %71 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %79 = tt.expand_dims %73 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %80 = ttg.convert_layout %79 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %81 = tt.broadcast %80 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %82 = arith.mulf %59#2, %81 : tensor<64x64xf32, #mma1>
    %83 = ttg.local_alloc %78 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %84 = ttg.local_load %83 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %85 = scf.if %62 -> (tensor<64x64xf32, #mma1>) {
      %99 = tt.dot %84, %77, %82, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %99 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %82 : tensor<64x64xf32, #mma1>
    }
    %86 = arith.select %62, %76, %59#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %87 = arith.select %62, %85, %59#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %40 : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %39 : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %88 = tt.expand_dims %86 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %89 = ttg.convert_layout %88 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %90 = tt.broadcast %89 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %91 = arith.divf %87, %90 : tensor<64x64xf32, #mma1>
    %92 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #mma1>
    %93 = arith.muli %10, %92 : tensor<64x1xi32, #mma1>
    %94 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #mma1>
    %95 = tt.addptr %94, %93 : tensor<64x1x!tt.ptr<f16>, #mma1>, tensor<64x1xi32, #mma1>
    %96 = tt.broadcast %95 : tensor<64x1x!tt.ptr<f16>, #mma1> -> tensor<64x64x!tt.ptr<f16>, #mma1>
    %97 = tt.addptr %96, %21 : tensor<64x64x!tt.ptr<f16>, #mma1>, tensor<64x64xi32, #mma1>
    %98 = arith.truncf %91 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    tt.store %97, %98 : tensor<64x64x!tt.ptr<f16>, #mma1>
    tt.return
  }
}
