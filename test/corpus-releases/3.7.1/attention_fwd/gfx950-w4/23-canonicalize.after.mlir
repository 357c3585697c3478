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
    %18 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %19 = tt.addptr %18, %17 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %20 = tt.load %19 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %21 = ttg.local_alloc %20 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %22 = ttg.local_load %21 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %23 = ttg.local_alloc %20 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %24 = ttg.local_load %23 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %25 = arith.mulf %arg4, %cst_0 : f32
    %26 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %27 = tt.splat %25 : f32 -> tensor<64x32xf32, #mma>
    %28 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    %30 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %31 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %32 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %33 = arith.muli %31, %32 : tensor<1x32xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %35 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %37 = arith.addi %34, %36 : tensor<64x32xi32, #blocked1>
    %38 = tt.splat %30 : i1 -> tensor<64x32xi1, #blocked1>
    %39 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %40 = tt.addptr %39, %37 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %41 = tt.load %40, %38 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %42 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %43 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %44 = arith.muli %42, %43 : tensor<32x1xi32, #blocked>
    %45 = tt.broadcast %44 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %46 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %47 = tt.broadcast %46 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %48 = arith.addi %45, %47 : tensor<32x64xi32, #blocked>
    %49 = tt.splat %30 : i1 -> tensor<32x64xi1, #blocked>
    %50 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %51 = tt.addptr %50, %48 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %52 = tt.load %51, %49 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %53 = ttg.memdesc_index %28[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %41, %53 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %54 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %52, %54 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %55 = arith.subi %arg5, %c32_i32 : i32
    %56:6 = scf.for %arg10 = %c0_i32 to %55 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %53, %arg16 = %54) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %103 = arith.addi %arg10, %c32_i32 : i32
      %104 = arith.addi %arg10, %c32_i32 : i32
      %105 = arith.muli %103, %arg7 : i32
      %106 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %107 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %108 = arith.muli %106, %107 : tensor<1x32xi32, #blocked1>
      %109 = tt.broadcast %108 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %110 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %111 = tt.broadcast %110 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %112 = arith.addi %109, %111 : tensor<64x32xi32, #blocked1>
      %113 = tt.splat %105 : i32 -> tensor<64x32xi32, #blocked1>
      %114 = arith.addi %113, %112 : tensor<64x32xi32, #blocked1>
      %115 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %116 = tt.addptr %115, %114 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %117 = tt.load %116 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %118 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %119 = tt.dot %24, %118, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %120 = arith.mulf %119, %27 : tensor<64x32xf32, #mma>
      %121 = "tt.reduce"(%120) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %159 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %159 : f32
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
      ^bb0(%arg17: f32, %arg18: f32):
        %159 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %159 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = arith.addf %129, %130 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %132 = arith.muli %104, %arg8 : i32
      %133 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %134 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %135 = arith.muli %133, %134 : tensor<32x1xi32, #blocked>
      %136 = tt.broadcast %135 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %137 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %138 = tt.broadcast %137 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %139 = arith.addi %136, %138 : tensor<32x64xi32, #blocked>
      %140 = tt.splat %132 : i32 -> tensor<32x64xi32, #blocked>
      %141 = arith.addi %140, %139 : tensor<32x64xi32, #blocked>
      %142 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %143 = tt.addptr %142, %141 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %144 = tt.load %143 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %145 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %146 = arith.truncf %126 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %147 = tt.expand_dims %128 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %148 = ttg.convert_layout %147 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %149 = tt.broadcast %148 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %150 = arith.mulf %arg13, %149 : tensor<64x64xf32, #mma1>
      %151 = ttg.local_alloc %146 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %152 = ttg.local_load %151 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %153 = tt.dot %152, %145, %150 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %154 = arith.addi %arg14, %c1_i32 : i32
      %155 = arith.cmpi slt, %154, %c1_i32 : i32
      %156 = arith.select %155, %154, %c0_i32 : i32
      %157 = ttg.memdesc_index %28[%156] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %117, %157 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %158 = ttg.memdesc_index %29[%156] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %144, %158 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %122, %131, %153, %156, %157, %158 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %57 = arith.addi %arg5, %c31_i32 : i32
    %58 = arith.divsi %57, %c32_i32 : i32
    %59 = arith.cmpi sge, %58, %c1_i32 : i32
    %60 = ttg.local_load %56#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %61 = scf.if %59 -> (tensor<64x32xf32, #mma>) {
      %103 = tt.dot %22, %60, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %103 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %62 = arith.mulf %61, %27 : tensor<64x32xf32, #mma>
    %63 = "tt.reduce"(%62) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %103 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %103 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %64 = arith.maxnumf %56#0, %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %65 = tt.expand_dims %64 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %66 = tt.broadcast %65 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %67 = arith.subf %62, %66 : tensor<64x32xf32, #mma>
    %68 = math.exp2 %67 : tensor<64x32xf32, #mma>
    %69 = arith.subf %56#0, %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = math.exp2 %69 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = arith.mulf %56#1, %70 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %72 = "tt.reduce"(%68) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %103 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %103 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %73 = arith.addf %71, %72 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = ttg.local_load %56#5 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %75 = arith.truncf %68 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %76 = tt.expand_dims %70 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %77 = ttg.convert_layout %76 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %78 = tt.broadcast %77 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %79 = arith.mulf %56#2, %78 : tensor<64x64xf32, #mma1>
    %80 = ttg.local_alloc %75 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %81 = ttg.local_load %80 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %82 = scf.if %59 -> (tensor<64x64xf32, #mma1>) {
      %103 = tt.dot %81, %74, %79 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %103 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %79 : tensor<64x64xf32, #mma1>
    }
    %83 = arith.select %59, %73, %56#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %84 = arith.select %59, %82, %56#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %29 : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %28 : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %85 = tt.expand_dims %83 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %86 = ttg.convert_layout %85 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %87 = tt.broadcast %86 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %88 = arith.divf %84, %87 : tensor<64x64xf32, #mma1>
    %89 = arith.muli %1, %arg9 : i32
    %90 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %91 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %92 = arith.muli %90, %91 : tensor<64x1xi32, #linear>
    %93 = tt.broadcast %92 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %94 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %95 = tt.broadcast %94 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %96 = arith.addi %93, %95 : tensor<64x64xi32, #linear>
    %97 = tt.splat %89 : i32 -> tensor<64x64xi32, #linear>
    %98 = arith.addi %97, %96 : tensor<64x64xi32, #linear>
    %99 = arith.truncf %88 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %100 = ttg.convert_layout %99 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    %101 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %102 = tt.addptr %101, %98 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    tt.store %102, %100 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
