#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
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
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_2 = arith.constant dense<0> : tensor<64x1xi64, #linear2>
    %cst_3 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
    %cst_4 = arith.constant dense<0> : tensor<1x32xi64, #linear1>
    %cst_5 = arith.constant dense<0> : tensor<32x1xi64, #linear>
    %cst_6 = arith.constant dense<0> : tensor<1x64xi64, #linear>
    %cst_7 = arith.constant dense<0> : tensor<1x64xi64, #linear2>
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
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %12 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %20 = arith.cmpi sge, %15, %cst_3 : tensor<64x1xi64, #linear1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #linear1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #linear1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #linear1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #linear>
    %32 = arith.cmpi sge, %30, %cst_6 : tensor<1x64xi64, #linear>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #linear>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #linear>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #linear> -> tensor<32x64xi1, #linear>
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
    %52 = arith.cmpi sge, %40, %cst_4 : tensor<1x32xi64, #linear1>
    %53 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #linear1>
    %54 = arith.andi %52, %53 : tensor<1x32xi1, #linear1>
    %55 = tt.broadcast %54 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %56 = arith.andi %24, %55 : tensor<64x32xi1, #linear1>
    %57 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %58 = tt.splat %39 : i1 -> tensor<64x32xi1, #linear1>
    %59 = arith.andi %58, %56 : tensor<64x32xi1, #linear1>
    %60 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %61 = tt.addptr %60, %51 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
    %62 = ttg.async_copy_global_to_local %61, %57 mask %59 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %63 = ttg.async_commit_group tokens %62
    %64 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi64, #linear>
    %65 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi64, #linear>
    %66 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear>
    %67 = arith.muli %65, %66 : tensor<32x1xi64, #linear>
    %68 = tt.broadcast %67 : tensor<32x1xi64, #linear> -> tensor<32x64xi64, #linear>
    %69 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %70 = tt.broadcast %69 : tensor<1x64xi64, #linear> -> tensor<32x64xi64, #linear>
    %71 = arith.addi %68, %70 : tensor<32x64xi64, #linear>
    %72 = tt.splat %27 : i64 -> tensor<32x64xi64, #linear>
    %73 = arith.addi %72, %71 : tensor<32x64xi64, #linear>
    %74 = arith.trunci %73 : tensor<32x64xi64, #linear> to tensor<32x64xi32, #linear>
    %75 = arith.cmpi sge, %64, %cst_5 : tensor<32x1xi64, #linear>
    %76 = arith.cmpi slt, %64, %31 : tensor<32x1xi64, #linear>
    %77 = arith.andi %75, %76 : tensor<32x1xi1, #linear>
    %78 = tt.broadcast %77 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
    %79 = arith.andi %78, %36 : tensor<32x64xi1, #linear>
    %80 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %81 = tt.splat %39 : i1 -> tensor<32x64xi1, #linear>
    %82 = arith.andi %81, %79 : tensor<32x64xi1, #linear>
    %83 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %84 = tt.addptr %83, %74 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
    %85 = ttg.async_copy_global_to_local %84, %80 mask %82 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %86 = ttg.async_commit_group tokens %85
    %87 = arith.subi %6, %c1_i32 : i32
    %88:6 = scf.for %arg6 = %c0_i32 to %87 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %63, %arg10 = %86, %arg11 = %57, %arg12 = %80) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %136 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %137 = arith.addi %arg8, %c1_i32 : i32
      %138 = arith.cmpi slt, %137, %c2_i32 : i32
      %139 = arith.select %138, %137, %c0_i32 : i32
      %140 = arith.addi %arg6, %c1_i32 : i32
      %141 = arith.muli %140, %c32_i32 : i32
      %142 = arith.extsi %141 : i32 to i64
      %143 = tt.splat %142 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %144 = tt.splat %142 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>>
      %145 = arith.addi %143, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %146 = arith.addi %144, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>>
      %147 = tt.expand_dims %145 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %148 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
      %149 = arith.muli %8, %2 : i64
      %150 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
      %151 = arith.muli %148, %150 : tensor<64x1xi64, #linear1>
      %152 = tt.broadcast %151 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %153 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %154 = tt.broadcast %153 : tensor<1x32xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %155 = arith.addi %149, %142 : i64
      %156 = arith.addi %152, %154 : tensor<64x32xi64, #linear1>
      %157 = tt.splat %155 : i64 -> tensor<64x32xi64, #linear1>
      %158 = arith.addi %157, %156 : tensor<64x32xi64, #linear1>
      %159 = arith.trunci %158 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
      %160 = arith.cmpi sge, %147, %cst_4 : tensor<1x32xi64, #linear1>
      %161 = arith.cmpi slt, %147, %25 : tensor<1x32xi64, #linear1>
      %162 = arith.andi %160, %161 : tensor<1x32xi1, #linear1>
      %163 = tt.broadcast %162 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
      %164 = arith.andi %24, %163 : tensor<64x32xi1, #linear1>
      %165 = ttg.memdesc_index %37[%139] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %166 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
      %167 = tt.addptr %166, %159 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
      %168 = ttg.async_copy_global_to_local %167, %165 mask %164 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %169 = ttg.async_commit_group tokens %168
      %170 = ttg.local_load %arg11 token %136 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %171 = tt.expand_dims %146 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi64, #linear>
      %172 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi64, #linear>
      %173 = arith.muli %142, %4 : i64
      %174 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear>
      %175 = arith.muli %172, %174 : tensor<32x1xi64, #linear>
      %176 = tt.broadcast %175 : tensor<32x1xi64, #linear> -> tensor<32x64xi64, #linear>
      %177 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
      %178 = tt.broadcast %177 : tensor<1x64xi64, #linear> -> tensor<32x64xi64, #linear>
      %179 = arith.addi %173, %27 : i64
      %180 = arith.addi %176, %178 : tensor<32x64xi64, #linear>
      %181 = tt.splat %179 : i64 -> tensor<32x64xi64, #linear>
      %182 = arith.addi %181, %180 : tensor<32x64xi64, #linear>
      %183 = arith.trunci %182 : tensor<32x64xi64, #linear> to tensor<32x64xi32, #linear>
      %184 = arith.cmpi sge, %171, %cst_5 : tensor<32x1xi64, #linear>
      %185 = arith.cmpi slt, %171, %31 : tensor<32x1xi64, #linear>
      %186 = arith.andi %184, %185 : tensor<32x1xi1, #linear>
      %187 = tt.broadcast %186 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
      %188 = arith.andi %187, %36 : tensor<32x64xi1, #linear>
      %189 = ttg.memdesc_index %38[%139] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %190 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %191 = tt.addptr %190, %183 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
      %192 = ttg.async_copy_global_to_local %191, %189 mask %188 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %193 = ttg.async_commit_group tokens %192
      %194 = ttg.local_load %arg12 token %136 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %195 = tt.dot %170, %194, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %195, %139, %169, %193, %165, %189 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %89 = arith.cmpi sge, %6, %c1_i32 : i32
    %90 = ttg.async_wait %88#2, %88#3 {num = 0 : i32}
    %91 = ttg.local_load %88#4 token %90 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %92 = ttg.local_load %88#5 token %90 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %93 = scf.if %89 -> (tensor<64x64xf32, #mma>) {
      %136 = tt.dot %91, %92, %88#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %136 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %88#0 : tensor<64x64xf32, #mma>
    }
    %94 = arith.select %89, %93, %88#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %95 = arith.muli %0, %c64_i32 : i32
    %96 = arith.muli %1, %c64_i32 : i32
    %97 = arith.truncf %94 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %98 = arith.extsi %95 : i32 to i64
    %99 = arith.extsi %96 : i32 to i64
    %100 = tt.splat %98 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
    %101 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %102 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %103 = arith.extsi %101 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
    %104 = arith.extsi %102 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %105 = arith.addi %100, %103 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
    %106 = tt.expand_dims %105 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi64, #linear2>
    %107 = tt.splat %99 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %108 = arith.addi %107, %104 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %109 = tt.expand_dims %108 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %110 = tt.expand_dims %103 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi64, #linear2>
    %111 = arith.muli %98, %4 : i64
    %112 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear2>
    %113 = arith.muli %110, %112 : tensor<64x1xi64, #linear2>
    %114 = tt.broadcast %113 : tensor<64x1xi64, #linear2> -> tensor<64x64xi64, #linear2>
    %115 = tt.expand_dims %104 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %116 = tt.broadcast %115 : tensor<1x64xi64, #linear2> -> tensor<64x64xi64, #linear2>
    %117 = arith.addi %111, %99 : i64
    %118 = arith.addi %114, %116 : tensor<64x64xi64, #linear2>
    %119 = tt.splat %117 : i64 -> tensor<64x64xi64, #linear2>
    %120 = arith.addi %119, %118 : tensor<64x64xi64, #linear2>
    %121 = arith.trunci %120 : tensor<64x64xi64, #linear2> to tensor<64x64xi32, #linear2>
    %122 = arith.cmpi sge, %106, %cst_2 : tensor<64x1xi64, #linear2>
    %123 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear2>
    %124 = arith.cmpi slt, %106, %123 : tensor<64x1xi64, #linear2>
    %125 = arith.andi %122, %124 : tensor<64x1xi1, #linear2>
    %126 = tt.broadcast %125 : tensor<64x1xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %127 = arith.cmpi sge, %109, %cst_7 : tensor<1x64xi64, #linear2>
    %128 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear2>
    %129 = arith.cmpi slt, %109, %128 : tensor<1x64xi64, #linear2>
    %130 = arith.andi %127, %129 : tensor<1x64xi1, #linear2>
    %131 = tt.broadcast %130 : tensor<1x64xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %132 = arith.andi %126, %131 : tensor<64x64xi1, #linear2>
    %133 = ttg.convert_layout %97 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    %134 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %135 = tt.addptr %134, %121 : tensor<64x64x!tt.ptr<f16>, #linear2>, tensor<64x64xi32, #linear2>
    tt.store %135, %133, %132 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
