#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.padded_shared<[512:+8] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #linear1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi32, #linear2>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi32, #linear1>
    %c0_i32_3 = arith.constant 0 : i32
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %c0_i32_4 = arith.constant 0 : i32
    %cst_5 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %22 = arith.muli %c0_i32_3, %c0_i32_4 : i32
    %23 = tt.splat %c0_i32_3 : i32 -> tensor<64x1xi32, #linear1>
    %24 = tt.splat %c0_i32_4 : i32 -> tensor<64x1xi32, #linear1>
    %25 = arith.muli %21, %cst_5 : tensor<64x1xi32, #linear1>
    %26 = arith.muli %23, %cst_5 : tensor<64x1xi32, #linear1>
    %27 = arith.muli %21, %24 : tensor<64x1xi32, #linear1>
    %28 = arith.addi %25, %26 : tensor<64x1xi32, #linear1>
    %29 = arith.addi %28, %27 : tensor<64x1xi32, #linear1>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %c0_i32_7 = arith.constant 0 : i32
    %cst_8 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %30 = arith.muli %2, %c0_i32_7 : i32
    %31 = tt.splat %2 : i32 -> tensor<64x1xi32, #linear1>
    %32 = tt.splat %c0_i32_7 : i32 -> tensor<64x1xi32, #linear1>
    %33 = arith.muli %cst_6, %cst_8 : tensor<64x1xi32, #linear1>
    %34 = arith.muli %31, %cst_8 : tensor<64x1xi32, #linear1>
    %35 = arith.muli %cst_6, %32 : tensor<64x1xi32, #linear1>
    %36 = arith.addi %33, %34 : tensor<64x1xi32, #linear1>
    %37 = arith.addi %36, %35 : tensor<64x1xi32, #linear1>
    %38 = arith.addi %22, %30 : i32
    %39 = arith.addi %29, %37 : tensor<64x1xi32, #linear1>
    %c0_i32_9 = arith.constant 0 : i32
    %40 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %cst_10 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %41 = arith.muli %c0_i32_9, %arg6 : i32
    %42 = tt.splat %c0_i32_9 : i32 -> tensor<64x1xi32, #linear1>
    %43 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear1>
    %44 = arith.muli %40, %cst_10 : tensor<64x1xi32, #linear1>
    %45 = arith.muli %42, %cst_10 : tensor<64x1xi32, #linear1>
    %46 = arith.muli %40, %43 : tensor<64x1xi32, #linear1>
    %47 = arith.addi %44, %45 : tensor<64x1xi32, #linear1>
    %48 = arith.addi %47, %46 : tensor<64x1xi32, #linear1>
    %49 = arith.addi %38, %41 : i32
    %50 = arith.addi %39, %48 : tensor<64x1xi32, #linear1>
    %51 = arith.addi %18, %49 : i32
    %52 = tt.broadcast %50 : tensor<64x1xi32, #linear1> -> tensor<64x32xi32, #linear1>
    %53 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi32, #linear1>
    %54 = tt.broadcast %53 : tensor<1x32xi32, #linear1> -> tensor<64x32xi32, #linear1>
    %55 = arith.addi %52, %54 : tensor<64x32xi32, #linear1>
    %56 = tt.splat %51 : i32 -> tensor<64x32xi32, #linear1>
    %57 = arith.addi %56, %55 : tensor<64x32xi32, #linear1>
    %58 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %59 = tt.expand_dims %58 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi32, #linear>
    %c0_i32_11 = arith.constant 0 : i32
    %60 = arith.muli %c0_i32_11, %arg7 : i32
    %61 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %62 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %c0_i32_12 = arith.constant 0 : i32
    %63 = tt.expand_dims %58 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi32, #linear>
    %c0_i32_13 = arith.constant 0 : i32
    %cst_14 = arith.constant dense<0> : tensor<32x1xi32, #linear>
    %64 = arith.muli %c0_i32_12, %c0_i32_13 : i32
    %65 = tt.splat %c0_i32_12 : i32 -> tensor<32x1xi32, #linear>
    %66 = tt.splat %c0_i32_13 : i32 -> tensor<32x1xi32, #linear>
    %67 = arith.muli %63, %cst_14 : tensor<32x1xi32, #linear>
    %68 = arith.muli %65, %cst_14 : tensor<32x1xi32, #linear>
    %69 = arith.muli %63, %66 : tensor<32x1xi32, #linear>
    %70 = arith.addi %67, %68 : tensor<32x1xi32, #linear>
    %71 = arith.addi %70, %69 : tensor<32x1xi32, #linear>
    %cst_15 = arith.constant dense<0> : tensor<32x1xi32, #linear>
    %c0_i32_16 = arith.constant 0 : i32
    %cst_17 = arith.constant dense<0> : tensor<32x1xi32, #linear>
    %72 = arith.muli %c0_i32_11, %c0_i32_16 : i32
    %73 = tt.splat %c0_i32_11 : i32 -> tensor<32x1xi32, #linear>
    %74 = tt.splat %c0_i32_16 : i32 -> tensor<32x1xi32, #linear>
    %75 = arith.muli %cst_15, %cst_17 : tensor<32x1xi32, #linear>
    %76 = arith.muli %73, %cst_17 : tensor<32x1xi32, #linear>
    %77 = arith.muli %cst_15, %74 : tensor<32x1xi32, #linear>
    %78 = arith.addi %75, %76 : tensor<32x1xi32, #linear>
    %79 = arith.addi %78, %77 : tensor<32x1xi32, #linear>
    %80 = arith.addi %64, %72 : i32
    %81 = arith.addi %71, %79 : tensor<32x1xi32, #linear>
    %c0_i32_18 = arith.constant 0 : i32
    %82 = tt.expand_dims %58 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi32, #linear>
    %cst_19 = arith.constant dense<0> : tensor<32x1xi32, #linear>
    %83 = arith.muli %c0_i32_18, %arg7 : i32
    %84 = tt.splat %c0_i32_18 : i32 -> tensor<32x1xi32, #linear>
    %85 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #linear>
    %86 = arith.muli %82, %cst_19 : tensor<32x1xi32, #linear>
    %87 = arith.muli %84, %cst_19 : tensor<32x1xi32, #linear>
    %88 = arith.muli %82, %85 : tensor<32x1xi32, #linear>
    %89 = arith.addi %86, %87 : tensor<32x1xi32, #linear>
    %90 = arith.addi %89, %88 : tensor<32x1xi32, #linear>
    %91 = arith.addi %80, %83 : i32
    %92 = arith.addi %81, %90 : tensor<32x1xi32, #linear>
    %93 = arith.addi %60, %91 : i32
    %94 = tt.broadcast %92 : tensor<32x1xi32, #linear> -> tensor<32x64xi32, #linear>
    %95 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %96 = tt.broadcast %95 : tensor<1x64xi32, #linear> -> tensor<32x64xi32, #linear>
    %97 = arith.addi %93, %11 : i32
    %98 = arith.addi %94, %96 : tensor<32x64xi32, #linear>
    %99 = tt.splat %97 : i32 -> tensor<32x64xi32, #linear>
    %100 = arith.addi %99, %98 : tensor<32x64xi32, #linear>
    %101 = arith.addi %arg5, %c31_i32 : i32
    %102 = arith.divsi %101, %c32_i32 : i32
    %103 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %104 = arith.cmpi slt, %16, %103 : tensor<64x1xi32, #linear1>
    %105 = tt.broadcast %104 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %106 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear>
    %107 = arith.cmpi slt, %61, %106 : tensor<1x64xi32, #linear>
    %108 = tt.broadcast %107 : tensor<1x64xi1, #linear> -> tensor<32x64xi1, #linear>
    %109 = arith.muli %arg7, %c32_i32 : i32
    %110 = tt.splat %109 : i32 -> tensor<32x64xi32, #linear>
    %111 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %112 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %113 = arith.cmpi sgt, %102, %c0_i32 : i32
    %114 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #linear1>
    %115 = arith.cmpi slt, %20, %114 : tensor<1x32xi32, #linear1>
    %116 = tt.broadcast %115 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %117 = arith.andi %105, %116 : tensor<64x32xi1, #linear1>
    %118 = ttg.memdesc_index %111[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %119 = tt.splat %113 : i1 -> tensor<64x32xi1, #linear1>
    %120 = arith.andi %119, %117 : tensor<64x32xi1, #linear1>
    %121 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %122 = tt.addptr %121, %57 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
    %123 = ttg.async_copy_global_to_local %122, %118 mask %120 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %124 = ttg.async_commit_group tokens %123
    %125 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #linear>
    %126 = arith.cmpi slt, %59, %125 : tensor<32x1xi32, #linear>
    %127 = tt.broadcast %126 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
    %128 = arith.andi %127, %108 : tensor<32x64xi1, #linear>
    %129 = ttg.memdesc_index %112[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %130 = tt.splat %113 : i1 -> tensor<32x64xi1, #linear>
    %131 = arith.andi %130, %128 : tensor<32x64xi1, #linear>
    %132 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %133 = tt.addptr %132, %100 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
    %134 = ttg.async_copy_global_to_local %133, %129 mask %131 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %135 = ttg.async_commit_group tokens %134
    %136 = arith.subi %102, %c1_i32 : i32
    %137:10 = scf.for %arg9 = %c0_i32 to %136 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %124, %arg13 = %135, %arg14 = %118, %arg15 = %129, %arg16 = %arg0, %arg17 = %57, %arg18 = %arg1, %arg19 = %100) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !tt.ptr<f16>, tensor<64x32xi32, #linear1>, !tt.ptr<f16>, tensor<32x64xi32, #linear>)  : i32 {
      %194 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %195 = arith.addi %arg17, %cst_2 : tensor<64x32xi32, #linear1>
      %196 = arith.addi %arg19, %110 : tensor<32x64xi32, #linear>
      %197 = arith.addi %arg11, %c1_i32 : i32
      %198 = arith.cmpi slt, %197, %c2_i32 : i32
      %199 = arith.select %198, %197, %c0_i32 : i32
      %200 = arith.addi %arg9, %c1_i32 : i32
      %201 = arith.muli %200, %c32_i32 : i32
      %202 = arith.subi %arg5, %201 : i32
      %203 = tt.splat %202 : i32 -> tensor<1x32xi32, #linear1>
      %204 = arith.cmpi slt, %20, %203 : tensor<1x32xi32, #linear1>
      %205 = tt.broadcast %204 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
      %206 = arith.andi %105, %205 : tensor<64x32xi1, #linear1>
      %207 = ttg.memdesc_index %111[%199] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %208 = tt.splat %arg16 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
      %209 = tt.addptr %208, %195 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
      %210 = ttg.async_copy_global_to_local %209, %207 mask %206 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %211 = ttg.async_commit_group tokens %210
      %212 = ttg.local_load %arg14 token %194 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %213 = tt.splat %202 : i32 -> tensor<32x1xi32, #linear>
      %214 = arith.cmpi slt, %59, %213 : tensor<32x1xi32, #linear>
      %215 = tt.broadcast %214 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
      %216 = arith.andi %215, %108 : tensor<32x64xi1, #linear>
      %217 = ttg.memdesc_index %112[%199] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %218 = tt.splat %arg18 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %219 = tt.addptr %218, %196 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
      %220 = ttg.async_copy_global_to_local %219, %217 mask %216 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %221 = ttg.async_commit_group tokens %220
      %222 = ttg.local_load %arg15 token %194 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %223 = tt.dot %212, %222, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %223, %199, %211, %221, %207, %217, %arg16, %195, %arg18, %196 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !tt.ptr<f16>, tensor<64x32xi32, #linear1>, !tt.ptr<f16>, tensor<32x64xi32, #linear>
    }
    %138 = arith.cmpi sge, %102, %c1_i32 : i32
    %139 = ttg.async_wait %137#2, %137#3 {num = 0 : i32}
    %140 = ttg.local_load %137#4 token %139 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %141 = ttg.local_load %137#5 token %139 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %142 = scf.if %138 -> (tensor<64x64xf32, #mma>) {
      %194 = tt.dot %140, %141, %137#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %194 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %137#0 : tensor<64x64xf32, #mma>
    }
    %143 = arith.select %138, %142, %137#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %112 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %111 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %144 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear2>
    %145 = arith.cmpi slt, %17, %144 : tensor<64x1xi32, #linear2>
    %146 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear2>
    %147 = arith.cmpi slt, %62, %146 : tensor<1x64xi32, #linear2>
    %148 = tt.broadcast %145 : tensor<64x1xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %149 = tt.broadcast %147 : tensor<1x64xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %150 = arith.andi %148, %149 : tensor<64x64xi1, #linear2>
    %151 = arith.muli %2, %arg8 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %152 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi32, #linear2>
    %c0_i32_21 = arith.constant 0 : i32
    %cst_22 = arith.constant dense<0> : tensor<64x1xi32, #linear2>
    %153 = arith.muli %c0_i32_20, %c0_i32_21 : i32
    %154 = tt.splat %c0_i32_20 : i32 -> tensor<64x1xi32, #linear2>
    %155 = tt.splat %c0_i32_21 : i32 -> tensor<64x1xi32, #linear2>
    %156 = arith.muli %152, %cst_22 : tensor<64x1xi32, #linear2>
    %157 = arith.muli %154, %cst_22 : tensor<64x1xi32, #linear2>
    %158 = arith.muli %152, %155 : tensor<64x1xi32, #linear2>
    %159 = arith.addi %156, %157 : tensor<64x1xi32, #linear2>
    %160 = arith.addi %159, %158 : tensor<64x1xi32, #linear2>
    %cst_23 = arith.constant dense<0> : tensor<64x1xi32, #linear2>
    %c0_i32_24 = arith.constant 0 : i32
    %cst_25 = arith.constant dense<0> : tensor<64x1xi32, #linear2>
    %161 = arith.muli %2, %c0_i32_24 : i32
    %162 = tt.splat %2 : i32 -> tensor<64x1xi32, #linear2>
    %163 = tt.splat %c0_i32_24 : i32 -> tensor<64x1xi32, #linear2>
    %164 = arith.muli %cst_23, %cst_25 : tensor<64x1xi32, #linear2>
    %165 = arith.muli %162, %cst_25 : tensor<64x1xi32, #linear2>
    %166 = arith.muli %cst_23, %163 : tensor<64x1xi32, #linear2>
    %167 = arith.addi %164, %165 : tensor<64x1xi32, #linear2>
    %168 = arith.addi %167, %166 : tensor<64x1xi32, #linear2>
    %169 = arith.addi %153, %161 : i32
    %170 = arith.addi %160, %168 : tensor<64x1xi32, #linear2>
    %c0_i32_26 = arith.constant 0 : i32
    %171 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi32, #linear2>
    %cst_27 = arith.constant dense<0> : tensor<64x1xi32, #linear2>
    %172 = arith.muli %c0_i32_26, %arg8 : i32
    %173 = tt.splat %c0_i32_26 : i32 -> tensor<64x1xi32, #linear2>
    %174 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #linear2>
    %175 = arith.muli %171, %cst_27 : tensor<64x1xi32, #linear2>
    %176 = arith.muli %173, %cst_27 : tensor<64x1xi32, #linear2>
    %177 = arith.muli %171, %174 : tensor<64x1xi32, #linear2>
    %178 = arith.addi %175, %176 : tensor<64x1xi32, #linear2>
    %179 = arith.addi %178, %177 : tensor<64x1xi32, #linear2>
    %180 = arith.addi %169, %172 : i32
    %181 = arith.addi %170, %179 : tensor<64x1xi32, #linear2>
    %182 = arith.addi %151, %180 : i32
    %183 = tt.broadcast %181 : tensor<64x1xi32, #linear2> -> tensor<64x64xi32, #linear2>
    %184 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %185 = tt.broadcast %184 : tensor<1x64xi32, #linear2> -> tensor<64x64xi32, #linear2>
    %186 = arith.addi %182, %11 : i32
    %187 = arith.addi %183, %185 : tensor<64x64xi32, #linear2>
    %188 = tt.splat %186 : i32 -> tensor<64x64xi32, #linear2>
    %189 = arith.addi %188, %187 : tensor<64x64xi32, #linear2>
    %190 = arith.truncf %143 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %191 = ttg.convert_layout %190 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    %192 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %193 = tt.addptr %192, %189 : tensor<64x64x!tt.ptr<f16>, #linear2>, tensor<64x64xi32, #linear2>
    tt.store %193, %191, %150 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
