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
    %16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %17 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %18 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %19 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %20 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %21 = tt.expand_dims %18 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %22 = tt.broadcast %15 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %23 = tt.broadcast %20 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %24 = tt.broadcast %21 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %25 = tt.addptr %22, %24 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %26 = tt.load %25 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %27 = ttg.local_alloc %26 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %28 = ttg.local_load %27 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %29 = ttg.local_alloc %26 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %30 = ttg.local_load %29 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %31 = arith.mulf %arg4, %cst_0 : f32
    %32 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %33 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
    %34 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %35 = tt.expand_dims %34 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %37 = tt.splat %31 : f32 -> tensor<64x32xf32, #mma>
    %38 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %39 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #linear1>
    %40 = tt.broadcast %19 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %41 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %42 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %43 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %44 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %45 = arith.muli %44, %32 : tensor<1x32xi32, #blocked1>
    %46 = tt.addptr %33, %45 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %47 = tt.broadcast %46 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %48 = tt.addptr %47, %36 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %49 = ttg.memdesc_index %41[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %50 = tt.splat %43 : i1 -> tensor<64x32xi1, #blocked1>
    %51 = ttg.async_copy_global_to_local %48, %49 mask %50 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %52 = ttg.async_commit_group tokens %51
    %53 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %54 = arith.muli %53, %38 : tensor<32x1xi32, #linear1>
    %55 = tt.addptr %39, %54 : tensor<32x1x!tt.ptr<f16>, #linear1>, tensor<32x1xi32, #linear1>
    %56 = tt.broadcast %55 : tensor<32x1x!tt.ptr<f16>, #linear1> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %57 = tt.addptr %56, %40 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %58 = ttg.memdesc_index %42[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %59 = tt.splat %43 : i1 -> tensor<32x64xi1, #linear1>
    %60 = ttg.async_copy_global_to_local %57, %58 mask %59 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
    %61 = ttg.async_commit_group tokens %60
    %62 = arith.subi %arg5, %c32_i32 : i32
    %63:8 = scf.for %arg10 = %c0_i32 to %62 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %52, %arg16 = %61, %arg17 = %49, %arg18 = %58) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %105 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %106 = arith.addi %arg14, %c1_i32 : i32
      %107 = arith.cmpi slt, %106, %c2_i32 : i32
      %108 = arith.select %107, %106, %c0_i32 : i32
      %109 = arith.addi %arg10, %c32_i32 : i32
      %110 = tt.splat %109 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %111 = arith.addi %arg10, %c32_i32 : i32
      %112 = tt.splat %111 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
      %113 = arith.addi %110, %8 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %114 = arith.addi %112, %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
      %115 = tt.expand_dims %113 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %116 = arith.muli %115, %32 : tensor<1x32xi32, #blocked1>
      %117 = tt.addptr %33, %116 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %118 = tt.broadcast %117 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %119 = tt.addptr %118, %36 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %120 = ttg.memdesc_index %41[%108] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %121 = ttg.async_copy_global_to_local %119, %120 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %122 = ttg.async_commit_group tokens %121
      %123 = ttg.local_load %arg17 token %105 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %124 = tt.dot %30, %123, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %125 = arith.mulf %124, %37 : tensor<64x32xf32, #mma>
      %126 = "tt.reduce"(%125) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %154 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %154 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %127 = arith.maxnumf %arg11, %126 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %128 = tt.expand_dims %127 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %129 = tt.broadcast %128 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %130 = arith.subf %125, %129 : tensor<64x32xf32, #mma>
      %131 = math.exp2 %130 : tensor<64x32xf32, #mma>
      %132 = arith.subf %arg11, %127 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %133 = math.exp2 %132 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %134 = arith.mulf %arg12, %133 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %135 = "tt.reduce"(%131) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %154 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %154 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %136 = arith.addf %134, %135 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %137 = tt.expand_dims %114 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %138 = arith.muli %137, %38 : tensor<32x1xi32, #linear1>
      %139 = tt.addptr %39, %138 : tensor<32x1x!tt.ptr<f16>, #linear1>, tensor<32x1xi32, #linear1>
      %140 = tt.broadcast %139 : tensor<32x1x!tt.ptr<f16>, #linear1> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %141 = tt.addptr %140, %40 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %142 = ttg.memdesc_index %42[%108] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %143 = ttg.async_copy_global_to_local %141, %142 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
      %144 = ttg.async_commit_group tokens %143
      %145 = ttg.local_load %arg18 token %105 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %146 = arith.truncf %131 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %147 = tt.expand_dims %133 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %148 = ttg.convert_layout %147 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %149 = tt.broadcast %148 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %150 = arith.mulf %arg13, %149 : tensor<64x64xf32, #mma1>
      %151 = ttg.local_alloc %146 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %152 = ttg.local_load %151 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %153 = tt.dot %152, %145, %150 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %127, %136, %153, %108, %122, %144, %120, %142 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %64 = arith.addi %arg5, %c31_i32 : i32
    %65 = arith.divsi %64, %c32_i32 : i32
    %66 = arith.cmpi sge, %65, %c1_i32 : i32
    %67 = ttg.async_wait %63#4, %63#5 {num = 0 : i32}
    %68 = ttg.local_load %63#6 token %67 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %69 = scf.if %66 -> (tensor<64x32xf32, #mma>) {
      %105 = tt.dot %28, %68, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %105 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %70 = arith.mulf %69, %37 : tensor<64x32xf32, #mma>
    %71 = "tt.reduce"(%70) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %105 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %105 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %72 = arith.maxnumf %63#0, %71 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %73 = tt.expand_dims %72 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %74 = tt.broadcast %73 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %75 = arith.subf %70, %74 : tensor<64x32xf32, #mma>
    %76 = math.exp2 %75 : tensor<64x32xf32, #mma>
    %77 = arith.subf %63#0, %72 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %78 = math.exp2 %77 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %79 = arith.mulf %63#1, %78 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %80 = "tt.reduce"(%76) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %105 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %105 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %81 = arith.addf %79, %80 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %82 = ttg.local_load %63#7 token %67 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %83 = arith.truncf %76 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %84 = tt.expand_dims %78 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %85 = ttg.convert_layout %84 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %86 = tt.broadcast %85 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %87 = arith.mulf %63#2, %86 : tensor<64x64xf32, #mma1>
    %88 = ttg.local_alloc %83 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %89 = ttg.local_load %88 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %90 = scf.if %66 -> (tensor<64x64xf32, #mma1>) {
      %105 = tt.dot %89, %82, %87 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %105 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %87 : tensor<64x64xf32, #mma1>
    }
    %91 = arith.select %66, %81, %63#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %92 = arith.select %66, %90, %63#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %42 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %41 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %93 = tt.expand_dims %91 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %94 = ttg.convert_layout %93 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %95 = tt.broadcast %94 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %96 = arith.divf %92, %95 : tensor<64x64xf32, #mma1>
    %97 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %98 = arith.muli %10, %97 : tensor<64x1xi32, #linear>
    %99 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #linear>
    %100 = tt.addptr %99, %98 : tensor<64x1x!tt.ptr<f16>, #linear>, tensor<64x1xi32, #linear>
    %101 = tt.broadcast %100 : tensor<64x1x!tt.ptr<f16>, #linear> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %102 = tt.addptr %101, %23 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    %103 = arith.truncf %96 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %104 = ttg.convert_layout %103 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    tt.store %102, %104 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
