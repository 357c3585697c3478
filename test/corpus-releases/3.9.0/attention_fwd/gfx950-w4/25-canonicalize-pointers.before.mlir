#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#shared2 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#shared3 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>
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
    %36 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %37 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #linear1>
    %38 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
    %39 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %40 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %41 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %42 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %43 = arith.muli %42, %30 : tensor<1x32xi32, #blocked1>
    %44 = tt.addptr %31, %43 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %45 = tt.broadcast %44 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %46 = tt.addptr %45, %34 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %47 = ttg.memdesc_index %39[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %48 = tt.splat %41 : i1 -> tensor<64x32xi1, #blocked1>
    %49 = ttg.async_copy_global_to_local %46, %47 mask %48 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %50 = ttg.async_commit_group tokens %49
    %51 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %52 = arith.muli %51, %36 : tensor<32x1xi32, #linear1>
    %53 = tt.addptr %37, %52 : tensor<32x1x!tt.ptr<f16>, #linear1>, tensor<32x1xi32, #linear1>
    %54 = tt.broadcast %53 : tensor<32x1x!tt.ptr<f16>, #linear1> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %55 = tt.addptr %54, %38 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %56 = ttg.memdesc_index %40[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %57 = tt.splat %41 : i1 -> tensor<32x64xi1, #linear1>
    %58 = ttg.async_copy_global_to_local %55, %56 mask %57 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
    %59 = ttg.async_commit_group tokens %58
    %60 = arith.subi %arg5, %c32_i32 : i32
    %61:8 = scf.for %arg10 = %c0_i32 to %60 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %50, %arg16 = %59, %arg17 = %47, %arg18 = %56) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %103 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %104 = arith.addi %arg14, %c1_i32 : i32
      %105 = arith.cmpi slt, %104, %c2_i32 : i32
      %106 = arith.select %105, %104, %c0_i32 : i32
      %107 = arith.addi %arg10, %c32_i32 : i32
      %108 = tt.splat %107 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %109 = arith.addi %arg10, %c32_i32 : i32
      %110 = tt.splat %109 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
      %111 = arith.addi %108, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %112 = arith.addi %110, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
      %113 = tt.expand_dims %111 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %114 = arith.muli %113, %30 : tensor<1x32xi32, #blocked1>
      %115 = tt.addptr %31, %114 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %116 = tt.broadcast %115 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %117 = tt.addptr %116, %34 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %118 = ttg.memdesc_index %39[%106] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %119 = ttg.async_copy_global_to_local %117, %118 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %120 = ttg.async_commit_group tokens %119
      %121 = ttg.local_load %arg17 token %103 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %122 = tt.dot %28, %121, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %123 = arith.mulf %122, %35 : tensor<64x32xf32, #mma>
      %124 = "tt.reduce"(%123) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %152 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %152 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %125 = arith.maxnumf %arg11, %124 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %126 = tt.expand_dims %125 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %127 = tt.broadcast %126 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %128 = arith.subf %123, %127 : tensor<64x32xf32, #mma>
      %129 = math.exp2 %128 : tensor<64x32xf32, #mma>
      %130 = arith.subf %arg11, %125 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = math.exp2 %130 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %132 = arith.mulf %arg12, %131 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %133 = "tt.reduce"(%129) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %152 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %152 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %134 = arith.addf %132, %133 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %135 = tt.expand_dims %112 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %136 = arith.muli %135, %36 : tensor<32x1xi32, #linear1>
      %137 = tt.addptr %37, %136 : tensor<32x1x!tt.ptr<f16>, #linear1>, tensor<32x1xi32, #linear1>
      %138 = tt.broadcast %137 : tensor<32x1x!tt.ptr<f16>, #linear1> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %139 = tt.addptr %138, %38 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %140 = ttg.memdesc_index %40[%106] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %141 = ttg.async_copy_global_to_local %139, %140 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
      %142 = ttg.async_commit_group tokens %141
      %143 = ttg.local_load %arg18 token %103 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %144 = arith.truncf %129 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %145 = tt.expand_dims %131 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %146 = ttg.convert_layout %145 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %147 = tt.broadcast %146 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %148 = arith.mulf %arg13, %147 : tensor<64x64xf32, #mma1>
      %149 = ttg.local_alloc %144 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %150 = ttg.local_load %149 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %151 = tt.dot %150, %143, %148 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %125, %134, %151, %106, %120, %142, %118, %140 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %62 = arith.addi %arg5, %c31_i32 : i32
    %63 = arith.divsi %62, %c32_i32 : i32
    %64 = arith.cmpi sge, %63, %c1_i32 : i32
    %65 = ttg.async_wait %61#4, %61#5 {num = 0 : i32}
    %66 = ttg.local_load %61#6 token %65 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %67 = scf.if %64 -> (tensor<64x32xf32, #mma>) {
      %103 = tt.dot %26, %66, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %103 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %68 = arith.mulf %67, %35 : tensor<64x32xf32, #mma>
    %69 = "tt.reduce"(%68) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %103 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %103 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %70 = arith.maxnumf %61#0, %69 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %71 = tt.expand_dims %70 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %72 = tt.broadcast %71 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %73 = arith.subf %68, %72 : tensor<64x32xf32, #mma>
    %74 = math.exp2 %73 : tensor<64x32xf32, #mma>
    %75 = arith.subf %61#0, %70 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %76 = math.exp2 %75 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %77 = arith.mulf %61#1, %76 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %78 = "tt.reduce"(%74) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %103 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %103 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %79 = arith.addf %77, %78 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %80 = ttg.local_load %61#7 token %65 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %81 = arith.truncf %74 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %82 = tt.expand_dims %76 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %83 = ttg.convert_layout %82 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %84 = tt.broadcast %83 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %85 = arith.mulf %61#2, %84 : tensor<64x64xf32, #mma1>
    %86 = ttg.local_alloc %81 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %87 = ttg.local_load %86 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %88 = scf.if %64 -> (tensor<64x64xf32, #mma1>) {
      %103 = tt.dot %87, %80, %85 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %103 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %85 : tensor<64x64xf32, #mma1>
    }
    %89 = arith.select %64, %79, %61#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %90 = arith.select %64, %88, %61#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %40 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %39 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %91 = tt.expand_dims %89 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %92 = ttg.convert_layout %91 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %93 = tt.broadcast %92 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %94 = arith.divf %90, %93 : tensor<64x64xf32, #mma1>
    %95 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %96 = arith.muli %10, %95 : tensor<64x1xi32, #linear>
    %97 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #linear>
    %98 = tt.addptr %97, %96 : tensor<64x1x!tt.ptr<f16>, #linear>, tensor<64x1xi32, #linear>
    %99 = tt.broadcast %98 : tensor<64x1x!tt.ptr<f16>, #linear> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %100 = tt.addptr %99, %21 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    %101 = arith.truncf %94 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %102 = ttg.convert_layout %101 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    tt.store %100, %102 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
