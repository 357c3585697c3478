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
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %6 = arith.muli %1, %arg6 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %10 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %11 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %12 = arith.muli %10, %11 : tensor<64x1xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %14 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %15 = tt.broadcast %14 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %16 = arith.addi %13, %15 : tensor<64x64xi32, #blocked>
    %17 = tt.splat %6 : i32 -> tensor<64x64xi32, #blocked>
    %18 = arith.addi %17, %16 : tensor<64x64xi32, #blocked>
    %19 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %20 = tt.addptr %19, %18 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %21 = tt.load %20 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %22 = ttg.local_alloc %21 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %23 = ttg.local_load %22 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %24 = ttg.local_alloc %21 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %25 = ttg.local_load %24 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %26 = arith.mulf %arg4, %cst_0 : f32
    %27 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %28 = tt.splat %26 : f32 -> tensor<64x32xf32, #mma>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %30 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %31 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %32 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %33 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %34 = arith.muli %32, %33 : tensor<1x32xi32, #blocked1>
    %35 = tt.broadcast %34 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %36 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %37 = tt.broadcast %36 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %38 = arith.addi %35, %37 : tensor<64x32xi32, #blocked1>
    %39 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %40 = tt.splat %31 : i1 -> tensor<64x32xi1, #blocked1>
    %41 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %42 = tt.addptr %41, %38 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %43 = ttg.async_copy_global_to_local %42, %39 mask %40 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %44 = ttg.async_commit_group tokens %43
    %45 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %46 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %47 = arith.muli %45, %46 : tensor<32x1xi32, #linear1>
    %48 = tt.broadcast %47 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %49 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %50 = tt.broadcast %49 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %51 = arith.addi %48, %50 : tensor<32x64xi32, #linear1>
    %52 = ttg.memdesc_index %30[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %53 = tt.splat %31 : i1 -> tensor<32x64xi1, #linear1>
    %54 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %55 = tt.addptr %54, %51 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %56 = ttg.async_copy_global_to_local %55, %52 mask %53 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
    %57 = ttg.async_commit_group tokens %56
    %58 = arith.subi %arg5, %c32_i32 : i32
    %59:8 = scf.for %arg10 = %c0_i32 to %58 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %44, %arg16 = %57, %arg17 = %39, %arg18 = %52) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %107 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %108 = arith.addi %arg14, %c1_i32 : i32
      %109 = arith.cmpi slt, %108, %c2_i32 : i32
      %110 = arith.select %109, %108, %c0_i32 : i32
      %111 = arith.addi %arg10, %c32_i32 : i32
      %112 = arith.addi %arg10, %c32_i32 : i32
      %113 = arith.muli %111, %arg7 : i32
      %114 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %115 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %116 = arith.muli %114, %115 : tensor<1x32xi32, #blocked1>
      %117 = tt.broadcast %116 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %118 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %119 = tt.broadcast %118 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %120 = arith.addi %117, %119 : tensor<64x32xi32, #blocked1>
      %121 = tt.splat %113 : i32 -> tensor<64x32xi32, #blocked1>
      %122 = arith.addi %121, %120 : tensor<64x32xi32, #blocked1>
      %123 = ttg.memdesc_index %29[%110] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %124 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %125 = tt.addptr %124, %122 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %126 = ttg.async_copy_global_to_local %125, %123 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %127 = ttg.async_commit_group tokens %126
      %128 = ttg.local_load %arg17 token %107 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %129 = tt.dot %25, %128, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %130 = arith.mulf %129, %28 : tensor<64x32xf32, #mma>
      %131 = "tt.reduce"(%130) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %166 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %166 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %132 = arith.maxnumf %arg11, %131 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %133 = tt.expand_dims %132 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %134 = tt.broadcast %133 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %135 = arith.subf %130, %134 : tensor<64x32xf32, #mma>
      %136 = math.exp2 %135 : tensor<64x32xf32, #mma>
      %137 = arith.subf %arg11, %132 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %138 = math.exp2 %137 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %139 = arith.mulf %arg12, %138 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %140 = "tt.reduce"(%136) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %166 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %166 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %141 = arith.addf %139, %140 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %142 = arith.muli %112, %arg8 : i32
      %143 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %144 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
      %145 = arith.muli %143, %144 : tensor<32x1xi32, #linear1>
      %146 = tt.broadcast %145 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %147 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
      %148 = tt.broadcast %147 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %149 = arith.addi %146, %148 : tensor<32x64xi32, #linear1>
      %150 = tt.splat %142 : i32 -> tensor<32x64xi32, #linear1>
      %151 = arith.addi %150, %149 : tensor<32x64xi32, #linear1>
      %152 = ttg.memdesc_index %30[%110] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %153 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %154 = tt.addptr %153, %151 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %155 = ttg.async_copy_global_to_local %154, %152 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
      %156 = ttg.async_commit_group tokens %155
      %157 = ttg.local_load %arg18 token %107 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %158 = arith.truncf %136 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %159 = tt.expand_dims %138 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %160 = ttg.convert_layout %159 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %161 = tt.broadcast %160 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %162 = arith.mulf %arg13, %161 : tensor<64x64xf32, #mma1>
      %163 = ttg.local_alloc %158 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %164 = ttg.local_load %163 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %165 = tt.dot %164, %157, %162 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %132, %141, %165, %110, %127, %156, %123, %152 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %60 = arith.addi %arg5, %c31_i32 : i32
    %61 = arith.divsi %60, %c32_i32 : i32
    %62 = arith.cmpi sge, %61, %c1_i32 : i32
    %63 = ttg.async_wait %59#4, %59#5 {num = 0 : i32}
    %64 = ttg.local_load %59#6 token %63 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %65 = scf.if %62 -> (tensor<64x32xf32, #mma>) {
      %107 = tt.dot %23, %64, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %107 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %66 = arith.mulf %65, %28 : tensor<64x32xf32, #mma>
    %67 = "tt.reduce"(%66) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %107 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %107 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = arith.maxnumf %59#0, %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %69 = tt.expand_dims %68 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %70 = tt.broadcast %69 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %71 = arith.subf %66, %70 : tensor<64x32xf32, #mma>
    %72 = math.exp2 %71 : tensor<64x32xf32, #mma>
    %73 = arith.subf %59#0, %68 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = math.exp2 %73 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %75 = arith.mulf %59#1, %74 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %76 = "tt.reduce"(%72) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %107 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %107 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %77 = arith.addf %75, %76 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %78 = ttg.local_load %59#7 token %63 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %79 = arith.truncf %72 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %80 = tt.expand_dims %74 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %81 = ttg.convert_layout %80 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %82 = tt.broadcast %81 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %83 = arith.mulf %59#2, %82 : tensor<64x64xf32, #mma1>
    %84 = ttg.local_alloc %79 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %85 = ttg.local_load %84 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %86 = scf.if %62 -> (tensor<64x64xf32, #mma1>) {
      %107 = tt.dot %85, %78, %83 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %107 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %83 : tensor<64x64xf32, #mma1>
    }
    %87 = arith.select %62, %77, %59#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %88 = arith.select %62, %86, %59#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %30 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %29 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %89 = tt.expand_dims %87 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %90 = ttg.convert_layout %89 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %91 = tt.broadcast %90 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %92 = arith.divf %88, %91 : tensor<64x64xf32, #mma1>
    %93 = arith.muli %1, %arg9 : i32
    %94 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %95 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %96 = arith.muli %94, %95 : tensor<64x1xi32, #linear>
    %97 = tt.broadcast %96 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %98 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %99 = tt.broadcast %98 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %100 = arith.addi %97, %99 : tensor<64x64xi32, #linear>
    %101 = tt.splat %93 : i32 -> tensor<64x64xi32, #linear>
    %102 = arith.addi %101, %100 : tensor<64x64xi32, #linear>
    %103 = arith.truncf %92 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %104 = ttg.convert_layout %103 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    %105 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %106 = tt.addptr %105, %102 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    tt.store %106, %104 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
