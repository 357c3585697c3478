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
    %25 = ttg.local_alloc %24 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %26 = ttg.local_load %25 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %27 = ttg.local_alloc %24 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %28 = ttg.local_load %27 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
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
      %100 = arith.addi %arg10, %c32_i32 : i32
      %101 = tt.splat %100 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %102 = arith.addi %arg10, %c32_i32 : i32
      %103 = tt.splat %102 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %104 = arith.addi %101, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %105 = arith.addi %103, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %106 = tt.expand_dims %104 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %107 = arith.muli %106, %30 : tensor<1x32xi32, #blocked1>
      %108 = tt.addptr %31, %107 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %109 = tt.broadcast %108 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %110 = tt.addptr %109, %34 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %111 = tt.load %110 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %112 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %113 = tt.dot %28, %112, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %114 = arith.mulf %113, %35 : tensor<64x32xf32, #mma>
      %115 = "tt.reduce"(%114) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %146 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %146 : f32
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
      ^bb0(%arg17: f32, %arg18: f32):
        %146 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %146 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %125 = arith.addf %123, %124 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %126 = tt.expand_dims %105 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %127 = arith.muli %126, %36 : tensor<32x1xi32, #blocked>
      %128 = tt.addptr %37, %127 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %129 = tt.broadcast %128 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %130 = tt.addptr %129, %38 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %131 = tt.load %130 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %132 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %133 = arith.truncf %120 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %134 = tt.expand_dims %122 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %135 = ttg.convert_layout %134 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %136 = tt.broadcast %135 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %137 = arith.mulf %arg13, %136 : tensor<64x64xf32, #mma1>
      %138 = ttg.local_alloc %133 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %139 = ttg.local_load %138 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %140 = tt.dot %139, %132, %137 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %141 = arith.addi %arg14, %c1_i32 : i32
      %142 = arith.cmpi slt, %141, %c1_i32 : i32
      %143 = arith.select %142, %141, %c0_i32 : i32
      %144 = ttg.memdesc_index %39[%143] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %111, %144 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %145 = ttg.memdesc_index %40[%143] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %131, %145 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %116, %125, %140, %143, %144, %145 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %60 = arith.addi %arg5, %c31_i32 : i32
    %61 = arith.divsi %60, %c32_i32 : i32
    %62 = arith.cmpi sge, %61, %c1_i32 : i32
    %63 = ttg.local_load %59#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %64 = scf.if %62 -> (tensor<64x32xf32, #mma>) {
      %100 = tt.dot %26, %63, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %100 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %65 = arith.mulf %64, %35 : tensor<64x32xf32, #mma>
    %66 = "tt.reduce"(%65) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %100 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %100 : f32
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
      %100 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %100 : f32
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
      %100 = tt.dot %84, %77, %82 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %100 : tensor<64x64xf32, #mma1>
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
