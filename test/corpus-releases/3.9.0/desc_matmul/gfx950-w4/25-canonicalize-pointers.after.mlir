#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear3 = #ttg.linear<{register = [], lane = [[0], [0], [4], [8], [16], [32]], warp = [[1], [2]], block = []}>
#linear4 = #ttg.linear<{register = [], lane = [[0], [0], [0], [2], [4], [8]], warp = [[1], [16]], block = []}>
#linear5 = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16], [0]], warp = [[0], [32]], block = []}>
#linear6 = #ttg.linear<{register = [[1], [2], [4], [16]], lane = [[0], [0], [0], [0], [0], [8]], warp = [[32], [0]], block = []}>
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
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_4 = arith.constant dense<0> : tensor<64x1xi64, #linear2>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
    %cst_6 = arith.constant dense<0> : tensor<32x1xi64, #linear>
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
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #linear3>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear3>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.extsi %10 : tensor<64xi32, #linear3> to tensor<64xi64, #linear3>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #linear3>
    %15 = tt.reshape %14 : tensor<64xi64, #linear3> -> tensor<64x1xi64, #linear1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #linear4>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #linear4> to tensor<32xi64, #linear4>
    %20 = arith.cmpi sge, %15, %cst_5 : tensor<64x1xi64, #linear1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #linear1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #linear1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %30 = tt.reshape %29 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #linear>
    %32 = arith.cmpi sge, %30, %cst_0 : tensor<1x64xi64, #blocked>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #blocked>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #blocked>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #linear>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %6, %c0_i32 : i32
    %40 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %41 = tt.reshape %12 : tensor<64xi64, #linear3> -> tensor<64x1xi64, #linear1>
    %cst_8 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
    %42 = arith.muli %8, %2 : i64
    %43 = tt.splat %8 : i64 -> tensor<64x1xi64, #linear1>
    %44 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
    %45 = arith.muli %41, %cst_8 : tensor<64x1xi64, #linear1>
    %46 = arith.muli %43, %cst_8 : tensor<64x1xi64, #linear1>
    %47 = arith.muli %41, %44 : tensor<64x1xi64, #linear1>
    %48 = arith.addi %45, %46 : tensor<64x1xi64, #linear1>
    %49 = arith.addi %48, %47 : tensor<64x1xi64, #linear1>
    %50 = tt.broadcast %49 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %51 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %52 = tt.broadcast %51 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #linear1>
    %53 = arith.addi %50, %52 : tensor<64x32xi64, #linear1>
    %54 = tt.splat %42 : i64 -> tensor<64x32xi64, #linear1>
    %55 = arith.addi %54, %53 : tensor<64x32xi64, #linear1>
    %56 = arith.trunci %55 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
    %57 = arith.cmpi sge, %40, %cst_1 : tensor<1x32xi64, #blocked1>
    %58 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %59 = arith.andi %57, %58 : tensor<1x32xi1, #blocked1>
    %60 = tt.broadcast %59 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
    %61 = arith.andi %24, %60 : tensor<64x32xi1, #linear1>
    %62 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %63 = tt.splat %39 : i1 -> tensor<64x32xi1, #linear1>
    %64 = arith.andi %63, %61 : tensor<64x32xi1, #linear1>
    %65 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %66 = tt.addptr %65, %56 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
    %67 = ttg.async_copy_global_to_local %66, %62 mask %64 other %cst_3 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %68 = ttg.async_commit_group tokens %67
    %69 = tt.reshape %19 : tensor<32xi64, #linear4> -> tensor<32x1xi64, #linear>
    %c0_i64 = arith.constant 0 : i64
    %70 = tt.reshape %19 : tensor<32xi64, #linear4> -> tensor<32x1xi64, #linear>
    %cst_9 = arith.constant dense<0> : tensor<32x1xi64, #linear>
    %71 = arith.muli %c0_i64, %4 : i64
    %72 = tt.splat %c0_i64 : i64 -> tensor<32x1xi64, #linear>
    %73 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear>
    %74 = arith.muli %70, %cst_9 : tensor<32x1xi64, #linear>
    %75 = arith.muli %72, %cst_9 : tensor<32x1xi64, #linear>
    %76 = arith.muli %70, %73 : tensor<32x1xi64, #linear>
    %77 = arith.addi %74, %75 : tensor<32x1xi64, #linear>
    %78 = arith.addi %77, %76 : tensor<32x1xi64, #linear>
    %79 = tt.broadcast %78 : tensor<32x1xi64, #linear> -> tensor<32x64xi64, #linear>
    %80 = tt.reshape %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %81 = tt.broadcast %80 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #linear>
    %82 = arith.addi %71, %27 : i64
    %83 = arith.addi %79, %81 : tensor<32x64xi64, #linear>
    %84 = tt.splat %82 : i64 -> tensor<32x64xi64, #linear>
    %85 = arith.addi %84, %83 : tensor<32x64xi64, #linear>
    %86 = arith.trunci %85 : tensor<32x64xi64, #linear> to tensor<32x64xi32, #linear>
    %87 = arith.cmpi sge, %69, %cst_6 : tensor<32x1xi64, #linear>
    %88 = arith.cmpi slt, %69, %31 : tensor<32x1xi64, #linear>
    %89 = arith.andi %87, %88 : tensor<32x1xi1, #linear>
    %90 = tt.broadcast %89 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
    %91 = arith.andi %90, %36 : tensor<32x64xi1, #linear>
    %92 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %93 = tt.splat %39 : i1 -> tensor<32x64xi1, #linear>
    %94 = arith.andi %93, %91 : tensor<32x64xi1, #linear>
    %95 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %96 = tt.addptr %95, %86 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
    %97 = ttg.async_copy_global_to_local %96, %92 mask %94 other %cst_2 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %98 = ttg.async_commit_group tokens %97
    %99 = arith.subi %6, %c1_i32 : i32
    %100:6 = scf.for %arg6 = %c0_i32 to %99 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %68, %arg10 = %98, %arg11 = %62, %arg12 = %92) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %153 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %154 = arith.addi %arg8, %c1_i32 : i32
      %155 = arith.cmpi slt, %154, %c2_i32 : i32
      %156 = arith.select %155, %154, %c0_i32 : i32
      %157 = arith.addi %arg6, %c1_i32 : i32
      %158 = arith.muli %157, %c32_i32 : i32
      %159 = arith.extsi %158 : i32 to i64
      %160 = tt.splat %159 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %161 = tt.splat %159 : i64 -> tensor<32xi64, #linear4>
      %162 = arith.addi %160, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %163 = arith.addi %161, %19 : tensor<32xi64, #linear4>
      %164 = tt.reshape %162 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %165 = tt.reshape %12 : tensor<64xi64, #linear3> -> tensor<64x1xi64, #linear1>
      %cst_11 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
      %166 = arith.muli %8, %2 : i64
      %167 = tt.splat %8 : i64 -> tensor<64x1xi64, #linear1>
      %168 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
      %169 = arith.muli %165, %cst_11 : tensor<64x1xi64, #linear1>
      %170 = arith.muli %167, %cst_11 : tensor<64x1xi64, #linear1>
      %171 = arith.muli %165, %168 : tensor<64x1xi64, #linear1>
      %172 = arith.addi %169, %170 : tensor<64x1xi64, #linear1>
      %173 = arith.addi %172, %171 : tensor<64x1xi64, #linear1>
      %174 = tt.broadcast %173 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %175 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %176 = tt.broadcast %175 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #linear1>
      %177 = arith.addi %166, %159 : i64
      %178 = arith.addi %174, %176 : tensor<64x32xi64, #linear1>
      %179 = tt.splat %177 : i64 -> tensor<64x32xi64, #linear1>
      %180 = arith.addi %179, %178 : tensor<64x32xi64, #linear1>
      %181 = arith.trunci %180 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
      %182 = arith.cmpi sge, %164, %cst_1 : tensor<1x32xi64, #blocked1>
      %183 = arith.cmpi slt, %164, %25 : tensor<1x32xi64, #blocked1>
      %184 = arith.andi %182, %183 : tensor<1x32xi1, #blocked1>
      %185 = tt.broadcast %184 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
      %186 = arith.andi %24, %185 : tensor<64x32xi1, #linear1>
      %187 = ttg.memdesc_index %37[%156] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %188 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
      %189 = tt.addptr %188, %181 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
      %190 = ttg.async_copy_global_to_local %189, %187 mask %186 other %cst_3 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %191 = ttg.async_commit_group tokens %190
      %192 = ttg.local_load %arg11 token %153 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %193 = tt.reshape %163 : tensor<32xi64, #linear4> -> tensor<32x1xi64, #linear>
      %194 = tt.reshape %19 : tensor<32xi64, #linear4> -> tensor<32x1xi64, #linear>
      %cst_12 = arith.constant dense<0> : tensor<32x1xi64, #linear>
      %195 = arith.muli %159, %4 : i64
      %196 = tt.splat %159 : i64 -> tensor<32x1xi64, #linear>
      %197 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear>
      %198 = arith.muli %194, %cst_12 : tensor<32x1xi64, #linear>
      %199 = arith.muli %196, %cst_12 : tensor<32x1xi64, #linear>
      %200 = arith.muli %194, %197 : tensor<32x1xi64, #linear>
      %201 = arith.addi %198, %199 : tensor<32x1xi64, #linear>
      %202 = arith.addi %201, %200 : tensor<32x1xi64, #linear>
      %203 = tt.broadcast %202 : tensor<32x1xi64, #linear> -> tensor<32x64xi64, #linear>
      %204 = tt.reshape %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %205 = tt.broadcast %204 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #linear>
      %206 = arith.addi %195, %27 : i64
      %207 = arith.addi %203, %205 : tensor<32x64xi64, #linear>
      %208 = tt.splat %206 : i64 -> tensor<32x64xi64, #linear>
      %209 = arith.addi %208, %207 : tensor<32x64xi64, #linear>
      %210 = arith.trunci %209 : tensor<32x64xi64, #linear> to tensor<32x64xi32, #linear>
      %211 = arith.cmpi sge, %193, %cst_6 : tensor<32x1xi64, #linear>
      %212 = arith.cmpi slt, %193, %31 : tensor<32x1xi64, #linear>
      %213 = arith.andi %211, %212 : tensor<32x1xi1, #linear>
      %214 = tt.broadcast %213 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
      %215 = arith.andi %214, %36 : tensor<32x64xi1, #linear>
      %216 = ttg.memdesc_index %38[%156] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %217 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %218 = tt.addptr %217, %210 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
      %219 = ttg.async_copy_global_to_local %218, %216 mask %215 other %cst_2 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %220 = ttg.async_commit_group tokens %219
      %221 = ttg.local_load %arg12 token %153 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %222 = tt.dot %192, %221, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %222, %156, %191, %220, %187, %216 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %101 = arith.cmpi sge, %6, %c1_i32 : i32
    %102 = ttg.async_wait %100#2, %100#3 {num = 0 : i32}
    %103 = ttg.local_load %100#4 token %102 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %104 = ttg.local_load %100#5 token %102 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %105 = scf.if %101 -> (tensor<64x64xf32, #mma>) {
      %153 = tt.dot %103, %104, %100#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %153 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %100#0 : tensor<64x64xf32, #mma>
    }
    %106 = arith.select %101, %105, %100#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %107 = arith.muli %0, %c64_i32 : i32
    %108 = arith.muli %1, %c64_i32 : i32
    %109 = arith.truncf %106 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %110 = arith.extsi %107 : i32 to i64
    %111 = arith.extsi %108 : i32 to i64
    %112 = tt.splat %110 : i64 -> tensor<64xi64, #linear5>
    %113 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear5>
    %114 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear6>
    %115 = arith.extsi %113 : tensor<64xi32, #linear5> to tensor<64xi64, #linear5>
    %116 = arith.extsi %114 : tensor<64xi32, #linear6> to tensor<64xi64, #linear6>
    %117 = arith.addi %112, %115 : tensor<64xi64, #linear5>
    %118 = tt.reshape %117 : tensor<64xi64, #linear5> -> tensor<64x1xi64, #linear2>
    %119 = tt.splat %111 : i64 -> tensor<64xi64, #linear6>
    %120 = arith.addi %119, %116 : tensor<64xi64, #linear6>
    %121 = tt.reshape %120 : tensor<64xi64, #linear6> -> tensor<1x64xi64, #linear2>
    %122 = tt.reshape %115 : tensor<64xi64, #linear5> -> tensor<64x1xi64, #linear2>
    %cst_10 = arith.constant dense<0> : tensor<64x1xi64, #linear2>
    %123 = arith.muli %110, %4 : i64
    %124 = tt.splat %110 : i64 -> tensor<64x1xi64, #linear2>
    %125 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear2>
    %126 = arith.muli %122, %cst_10 : tensor<64x1xi64, #linear2>
    %127 = arith.muli %124, %cst_10 : tensor<64x1xi64, #linear2>
    %128 = arith.muli %122, %125 : tensor<64x1xi64, #linear2>
    %129 = arith.addi %126, %127 : tensor<64x1xi64, #linear2>
    %130 = arith.addi %129, %128 : tensor<64x1xi64, #linear2>
    %131 = tt.broadcast %130 : tensor<64x1xi64, #linear2> -> tensor<64x64xi64, #linear2>
    %132 = tt.reshape %116 : tensor<64xi64, #linear6> -> tensor<1x64xi64, #linear2>
    %133 = tt.broadcast %132 : tensor<1x64xi64, #linear2> -> tensor<64x64xi64, #linear2>
    %134 = arith.addi %123, %111 : i64
    %135 = arith.addi %131, %133 : tensor<64x64xi64, #linear2>
    %136 = tt.splat %134 : i64 -> tensor<64x64xi64, #linear2>
    %137 = arith.addi %136, %135 : tensor<64x64xi64, #linear2>
    %138 = arith.trunci %137 : tensor<64x64xi64, #linear2> to tensor<64x64xi32, #linear2>
    %139 = arith.cmpi sge, %118, %cst_4 : tensor<64x1xi64, #linear2>
    %140 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear2>
    %141 = arith.cmpi slt, %118, %140 : tensor<64x1xi64, #linear2>
    %142 = arith.andi %139, %141 : tensor<64x1xi1, #linear2>
    %143 = tt.broadcast %142 : tensor<64x1xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %144 = arith.cmpi sge, %121, %cst_7 : tensor<1x64xi64, #linear2>
    %145 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear2>
    %146 = arith.cmpi slt, %121, %145 : tensor<1x64xi64, #linear2>
    %147 = arith.andi %144, %146 : tensor<1x64xi1, #linear2>
    %148 = tt.broadcast %147 : tensor<1x64xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %149 = arith.andi %143, %148 : tensor<64x64xi1, #linear2>
    %150 = ttg.convert_layout %109 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    %151 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %152 = tt.addptr %151, %138 : tensor<64x64x!tt.ptr<f16>, #linear2>, tensor<64x64xi32, #linear2>
    tt.store %152, %150, %149 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
