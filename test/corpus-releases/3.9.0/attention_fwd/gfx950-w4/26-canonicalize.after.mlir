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
    %28 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %30 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %31 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %32 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %33 = arith.muli %31, %32 : tensor<1x32xi32, #blocked1>
    %34 = tt.broadcast %33 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %35 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %37 = arith.addi %34, %36 : tensor<64x32xi32, #blocked1>
    %38 = ttg.memdesc_index %28[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %39 = tt.splat %30 : i1 -> tensor<64x32xi1, #blocked1>
    %40 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %41 = tt.addptr %40, %37 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %42 = ttg.async_copy_global_to_local %41, %38 mask %39 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %43 = ttg.async_commit_group tokens %42
    %44 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %45 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %46 = arith.muli %44, %45 : tensor<32x1xi32, #linear1>
    %47 = tt.broadcast %46 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %48 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
    %50 = arith.addi %47, %49 : tensor<32x64xi32, #linear1>
    %51 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %52 = tt.splat %30 : i1 -> tensor<32x64xi1, #linear1>
    %53 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %54 = tt.addptr %53, %50 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %55 = ttg.async_copy_global_to_local %54, %51 mask %52 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
    %56 = ttg.async_commit_group tokens %55
    %57 = arith.subi %arg5, %c32_i32 : i32
    %58:8 = scf.for %arg10 = %c0_i32 to %57 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %43, %arg16 = %56, %arg17 = %38, %arg18 = %51) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %106 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %107 = arith.addi %arg14, %c1_i32 : i32
      %108 = arith.cmpi slt, %107, %c2_i32 : i32
      %109 = arith.select %108, %107, %c0_i32 : i32
      %110 = arith.addi %arg10, %c32_i32 : i32
      %111 = arith.addi %arg10, %c32_i32 : i32
      %112 = arith.muli %110, %arg7 : i32
      %113 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %114 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %115 = arith.muli %113, %114 : tensor<1x32xi32, #blocked1>
      %116 = tt.broadcast %115 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %117 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %118 = tt.broadcast %117 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %119 = arith.addi %116, %118 : tensor<64x32xi32, #blocked1>
      %120 = tt.splat %112 : i32 -> tensor<64x32xi32, #blocked1>
      %121 = arith.addi %120, %119 : tensor<64x32xi32, #blocked1>
      %122 = ttg.memdesc_index %28[%109] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %123 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %124 = tt.addptr %123, %121 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %125 = ttg.async_copy_global_to_local %124, %122 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %126 = ttg.async_commit_group tokens %125
      %127 = ttg.local_load %arg17 token %106 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %128 = tt.dot %24, %127, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %129 = arith.mulf %128, %27 : tensor<64x32xf32, #mma>
      %130 = "tt.reduce"(%129) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %165 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %165 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %131 = arith.maxnumf %arg11, %130 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %132 = tt.expand_dims %131 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %133 = tt.broadcast %132 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %134 = arith.subf %129, %133 : tensor<64x32xf32, #mma>
      %135 = math.exp2 %134 : tensor<64x32xf32, #mma>
      %136 = arith.subf %arg11, %131 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %137 = math.exp2 %136 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %138 = arith.mulf %arg12, %137 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %139 = "tt.reduce"(%135) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %165 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %165 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %140 = arith.addf %138, %139 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %141 = arith.muli %111, %arg8 : i32
      %142 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %143 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
      %144 = arith.muli %142, %143 : tensor<32x1xi32, #linear1>
      %145 = tt.broadcast %144 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %146 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %147 = tt.broadcast %146 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
      %148 = arith.addi %145, %147 : tensor<32x64xi32, #linear1>
      %149 = tt.splat %141 : i32 -> tensor<32x64xi32, #linear1>
      %150 = arith.addi %149, %148 : tensor<32x64xi32, #linear1>
      %151 = ttg.memdesc_index %29[%109] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %152 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %153 = tt.addptr %152, %150 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %154 = ttg.async_copy_global_to_local %153, %151 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
      %155 = ttg.async_commit_group tokens %154
      %156 = ttg.local_load %arg18 token %106 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %157 = arith.truncf %135 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %158 = tt.expand_dims %137 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %159 = ttg.convert_layout %158 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %160 = tt.broadcast %159 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %161 = arith.mulf %arg13, %160 : tensor<64x64xf32, #mma1>
      %162 = ttg.local_alloc %157 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %163 = ttg.local_load %162 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %164 = tt.dot %163, %156, %161 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %131, %140, %164, %109, %126, %155, %122, %151 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %59 = arith.addi %arg5, %c31_i32 : i32
    %60 = arith.divsi %59, %c32_i32 : i32
    %61 = arith.cmpi sge, %60, %c1_i32 : i32
    %62 = ttg.async_wait %58#4, %58#5 {num = 0 : i32}
    %63 = ttg.local_load %58#6 token %62 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %64 = scf.if %61 -> (tensor<64x32xf32, #mma>) {
      %106 = tt.dot %22, %63, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %106 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %65 = arith.mulf %64, %27 : tensor<64x32xf32, #mma>
    %66 = "tt.reduce"(%65) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %106 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %106 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %67 = arith.maxnumf %58#0, %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %68 = tt.expand_dims %67 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %69 = tt.broadcast %68 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %70 = arith.subf %65, %69 : tensor<64x32xf32, #mma>
    %71 = math.exp2 %70 : tensor<64x32xf32, #mma>
    %72 = arith.subf %58#0, %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %73 = math.exp2 %72 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %74 = arith.mulf %58#1, %73 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %75 = "tt.reduce"(%71) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %106 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %106 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %76 = arith.addf %74, %75 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %77 = ttg.local_load %58#7 token %62 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %78 = arith.truncf %71 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %79 = tt.expand_dims %73 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %80 = ttg.convert_layout %79 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %81 = tt.broadcast %80 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %82 = arith.mulf %58#2, %81 : tensor<64x64xf32, #mma1>
    %83 = ttg.local_alloc %78 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %84 = ttg.local_load %83 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %85 = scf.if %61 -> (tensor<64x64xf32, #mma1>) {
      %106 = tt.dot %84, %77, %82 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %106 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %82 : tensor<64x64xf32, #mma1>
    }
    %86 = arith.select %61, %76, %58#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %87 = arith.select %61, %85, %58#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %29 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %28 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %88 = tt.expand_dims %86 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %89 = ttg.convert_layout %88 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %90 = tt.broadcast %89 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %91 = arith.divf %87, %90 : tensor<64x64xf32, #mma1>
    %92 = arith.muli %1, %arg9 : i32
    %93 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %94 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %95 = arith.muli %93, %94 : tensor<64x1xi32, #linear>
    %96 = tt.broadcast %95 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %97 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %98 = tt.broadcast %97 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %99 = arith.addi %96, %98 : tensor<64x64xi32, #linear>
    %100 = tt.splat %92 : i32 -> tensor<64x64xi32, #linear>
    %101 = arith.addi %100, %99 : tensor<64x64xi32, #linear>
    %102 = arith.truncf %91 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %103 = ttg.convert_layout %102 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    %104 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %105 = tt.addptr %104, %101 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    tt.store %105, %103 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
