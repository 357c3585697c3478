#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.padded_shared<[512:+8] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x1xi64, #linear>
    %cst_1 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
    %cst_2 = arith.constant dense<0> : tensor<1x32xi64, #linear1>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #linear2>
    %cst_4 = arith.constant dense<0> : tensor<1x64xi64, #linear2>
    %cst_5 = arith.constant dense<0> : tensor<1x64xi64, #linear>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %12 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
    %20 = arith.cmpi sge, %15, %cst_1 : tensor<64x1xi64, #linear1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #linear1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #linear1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #linear1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #linear2>
    %32 = arith.cmpi sge, %30, %cst_4 : tensor<1x64xi64, #linear2>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear2>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #linear2>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #linear2>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %6, %c0_i32 : i32
    %40 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
    %41 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
    %42 = arith.muli %8, %2 : i64
    %43 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
    %44 = arith.muli %41, %43 : tensor<64x1xi64, #linear1>
    %45 = tt.broadcast %44 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %46 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
    %47 = tt.broadcast %46 : tensor<1x32xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %48 = arith.addi %45, %47 : tensor<64x32xi64, #linear1>
    %49 = tt.splat %42 : i64 -> tensor<64x32xi64, #linear1>
    %50 = arith.addi %49, %48 : tensor<64x32xi64, #linear1>
    %51 = arith.trunci %50 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
    %52 = arith.cmpi sge, %40, %cst_2 : tensor<1x32xi64, #linear1>
    %53 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #linear1>
    %54 = arith.andi %52, %53 : tensor<1x32xi1, #linear1>
    %55 = tt.broadcast %54 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %56 = arith.andi %24, %55 : tensor<64x32xi1, #linear1>
    %57 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %58 = tt.splat %39 : i1 -> tensor<64x32xi1, #linear1>
    %59 = arith.andi %58, %56 : tensor<64x32xi1, #linear1>
    %60 = amdg.buffer_load_to_local %arg0[%51] mask = %59 into %57 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear1>]  -> <64x32xf16, #shared, #smem, mutable>
    %61 = ttg.async_commit_group tokens %60
    %62 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
    %63 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
    %64 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear2>
    %65 = arith.muli %63, %64 : tensor<32x1xi64, #linear2>
    %66 = tt.broadcast %65 : tensor<32x1xi64, #linear2> -> tensor<32x64xi64, #linear2>
    %67 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %68 = tt.broadcast %67 : tensor<1x64xi64, #linear2> -> tensor<32x64xi64, #linear2>
    %69 = arith.addi %66, %68 : tensor<32x64xi64, #linear2>
    %70 = tt.splat %27 : i64 -> tensor<32x64xi64, #linear2>
    %71 = arith.addi %70, %69 : tensor<32x64xi64, #linear2>
    %72 = arith.trunci %71 : tensor<32x64xi64, #linear2> to tensor<32x64xi32, #linear2>
    %73 = arith.cmpi sge, %62, %cst_3 : tensor<32x1xi64, #linear2>
    %74 = arith.cmpi slt, %62, %31 : tensor<32x1xi64, #linear2>
    %75 = arith.andi %73, %74 : tensor<32x1xi1, #linear2>
    %76 = tt.broadcast %75 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %77 = arith.andi %76, %36 : tensor<32x64xi1, #linear2>
    %78 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %79 = tt.splat %39 : i1 -> tensor<32x64xi1, #linear2>
    %80 = arith.andi %79, %77 : tensor<32x64xi1, #linear2>
    %81 = amdg.buffer_load_to_local %arg1[%72] mask = %80 into %78 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
    %82 = ttg.async_commit_group tokens %81
    %83 = arith.subi %6, %c1_i32 : i32
    %84:6 = scf.for %arg6 = %c0_i32 to %83 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %61, %arg10 = %82, %arg11 = %57, %arg12 = %78) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %130 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %131 = arith.addi %arg8, %c1_i32 : i32
      %132 = arith.cmpi slt, %131, %c2_i32 : i32
      %133 = arith.select %132, %131, %c0_i32 : i32
      %134 = arith.addi %arg6, %c1_i32 : i32
      %135 = arith.muli %134, %c32_i32 : i32
      %136 = arith.extsi %135 : i32 to i64
      %137 = tt.splat %136 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %138 = tt.splat %136 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
      %139 = arith.addi %137, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %140 = arith.addi %138, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
      %141 = tt.expand_dims %139 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %142 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
      %143 = arith.muli %8, %2 : i64
      %144 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
      %145 = arith.muli %142, %144 : tensor<64x1xi64, #linear1>
      %146 = tt.broadcast %145 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %147 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %148 = tt.broadcast %147 : tensor<1x32xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %149 = arith.addi %143, %136 : i64
      %150 = arith.addi %146, %148 : tensor<64x32xi64, #linear1>
      %151 = tt.splat %149 : i64 -> tensor<64x32xi64, #linear1>
      %152 = arith.addi %151, %150 : tensor<64x32xi64, #linear1>
      %153 = arith.trunci %152 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
      %154 = arith.cmpi sge, %141, %cst_2 : tensor<1x32xi64, #linear1>
      %155 = arith.cmpi slt, %141, %25 : tensor<1x32xi64, #linear1>
      %156 = arith.andi %154, %155 : tensor<1x32xi1, #linear1>
      %157 = tt.broadcast %156 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
      %158 = arith.andi %24, %157 : tensor<64x32xi1, #linear1>
      %159 = ttg.memdesc_index %37[%133] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %160 = amdg.buffer_load_to_local %arg0[%153] mask = %158 into %159 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear1>]  -> <64x32xf16, #shared, #smem, mutable>
      %161 = ttg.async_commit_group tokens %160
      %162 = ttg.local_load %arg11 token %130 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %163 = tt.expand_dims %140 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
      %164 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
      %165 = arith.muli %136, %4 : i64
      %166 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear2>
      %167 = arith.muli %164, %166 : tensor<32x1xi64, #linear2>
      %168 = tt.broadcast %167 : tensor<32x1xi64, #linear2> -> tensor<32x64xi64, #linear2>
      %169 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
      %170 = tt.broadcast %169 : tensor<1x64xi64, #linear2> -> tensor<32x64xi64, #linear2>
      %171 = arith.addi %165, %27 : i64
      %172 = arith.addi %168, %170 : tensor<32x64xi64, #linear2>
      %173 = tt.splat %171 : i64 -> tensor<32x64xi64, #linear2>
      %174 = arith.addi %173, %172 : tensor<32x64xi64, #linear2>
      %175 = arith.trunci %174 : tensor<32x64xi64, #linear2> to tensor<32x64xi32, #linear2>
      %176 = arith.cmpi sge, %163, %cst_3 : tensor<32x1xi64, #linear2>
      %177 = arith.cmpi slt, %163, %31 : tensor<32x1xi64, #linear2>
      %178 = arith.andi %176, %177 : tensor<32x1xi1, #linear2>
      %179 = tt.broadcast %178 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
      %180 = arith.andi %179, %36 : tensor<32x64xi1, #linear2>
      %181 = ttg.memdesc_index %38[%133] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %182 = amdg.buffer_load_to_local %arg1[%175] mask = %180 into %181 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
      %183 = ttg.async_commit_group tokens %182
      %184 = ttg.local_load %arg12 token %130 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %185 = tt.dot %162, %184, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %185, %133, %161, %183, %159, %181 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %85 = arith.cmpi sge, %6, %c1_i32 : i32
    %86 = ttg.async_wait %84#2, %84#3 {num = 0 : i32}
    %87 = ttg.local_load %84#4 token %86 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %88 = ttg.local_load %84#5 token %86 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %89 = scf.if %85 -> (tensor<64x64xf32, #mma>) {
      %130 = tt.dot %87, %88, %84#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %130 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %84#0 : tensor<64x64xf32, #mma>
    }
    %90 = arith.select %85, %89, %84#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %91 = arith.muli %0, %c64_i32 : i32
    %92 = arith.muli %1, %c64_i32 : i32
    %93 = arith.truncf %90 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %94 = arith.extsi %91 : i32 to i64
    %95 = arith.extsi %92 : i32 to i64
    %96 = tt.splat %94 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %97 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %98 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %99 = arith.extsi %97 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %100 = arith.extsi %98 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %101 = arith.addi %96, %99 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %102 = tt.expand_dims %101 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %103 = tt.splat %95 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %104 = arith.addi %103, %100 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %105 = tt.expand_dims %104 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %106 = tt.expand_dims %99 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %107 = arith.muli %94, %4 : i64
    %108 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear>
    %109 = arith.muli %106, %108 : tensor<64x1xi64, #linear>
    %110 = tt.broadcast %109 : tensor<64x1xi64, #linear> -> tensor<64x64xi64, #linear>
    %111 = tt.expand_dims %100 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %112 = tt.broadcast %111 : tensor<1x64xi64, #linear> -> tensor<64x64xi64, #linear>
    %113 = arith.addi %107, %95 : i64
    %114 = arith.addi %110, %112 : tensor<64x64xi64, #linear>
    %115 = tt.splat %113 : i64 -> tensor<64x64xi64, #linear>
    %116 = arith.addi %115, %114 : tensor<64x64xi64, #linear>
    %117 = arith.trunci %116 : tensor<64x64xi64, #linear> to tensor<64x64xi32, #linear>
    %118 = arith.cmpi sge, %102, %cst_0 : tensor<64x1xi64, #linear>
    %119 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear>
    %120 = arith.cmpi slt, %102, %119 : tensor<64x1xi64, #linear>
    %121 = arith.andi %118, %120 : tensor<64x1xi1, #linear>
    %122 = tt.broadcast %121 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %123 = arith.cmpi sge, %105, %cst_5 : tensor<1x64xi64, #linear>
    %124 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear>
    %125 = arith.cmpi slt, %105, %124 : tensor<1x64xi64, #linear>
    %126 = arith.andi %123, %125 : tensor<1x64xi1, #linear>
    %127 = tt.broadcast %126 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %128 = arith.andi %122, %127 : tensor<64x64xi1, #linear>
    %129 = ttg.convert_layout %93 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %129, %arg2[%117], %128 {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
