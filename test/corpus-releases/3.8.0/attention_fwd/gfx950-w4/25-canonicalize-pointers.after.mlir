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
    %c0_i32_4 = arith.constant 0 : i32
    %10 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_5 = arith.constant 0 : i32
    %cst_6 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %11 = arith.muli %c0_i32_4, %c0_i32_5 : i32
    %12 = tt.splat %c0_i32_4 : i32 -> tensor<64x1xi32, #blocked>
    %13 = tt.splat %c0_i32_5 : i32 -> tensor<64x1xi32, #blocked>
    %14 = arith.muli %10, %cst_6 : tensor<64x1xi32, #blocked>
    %15 = arith.muli %12, %cst_6 : tensor<64x1xi32, #blocked>
    %16 = arith.muli %10, %13 : tensor<64x1xi32, #blocked>
    %17 = arith.addi %14, %15 : tensor<64x1xi32, #blocked>
    %18 = arith.addi %17, %16 : tensor<64x1xi32, #blocked>
    %cst_7 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %c0_i32_8 = arith.constant 0 : i32
    %cst_9 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %19 = arith.muli %1, %c0_i32_8 : i32
    %20 = tt.splat %1 : i32 -> tensor<64x1xi32, #blocked>
    %21 = tt.splat %c0_i32_8 : i32 -> tensor<64x1xi32, #blocked>
    %22 = arith.muli %cst_7, %cst_9 : tensor<64x1xi32, #blocked>
    %23 = arith.muli %20, %cst_9 : tensor<64x1xi32, #blocked>
    %24 = arith.muli %cst_7, %21 : tensor<64x1xi32, #blocked>
    %25 = arith.addi %22, %23 : tensor<64x1xi32, #blocked>
    %26 = arith.addi %25, %24 : tensor<64x1xi32, #blocked>
    %27 = arith.addi %11, %19 : i32
    %28 = arith.addi %18, %26 : tensor<64x1xi32, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %29 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cst_11 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %30 = arith.muli %c0_i32_10, %arg6 : i32
    %31 = tt.splat %c0_i32_10 : i32 -> tensor<64x1xi32, #blocked>
    %32 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %33 = arith.muli %29, %cst_11 : tensor<64x1xi32, #blocked>
    %34 = arith.muli %31, %cst_11 : tensor<64x1xi32, #blocked>
    %35 = arith.muli %29, %32 : tensor<64x1xi32, #blocked>
    %36 = arith.addi %33, %34 : tensor<64x1xi32, #blocked>
    %37 = arith.addi %36, %35 : tensor<64x1xi32, #blocked>
    %38 = arith.addi %27, %30 : i32
    %39 = arith.addi %28, %37 : tensor<64x1xi32, #blocked>
    %40 = arith.addi %6, %38 : i32
    %41 = tt.broadcast %39 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %42 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %44 = arith.addi %41, %43 : tensor<64x64xi32, #blocked>
    %45 = tt.splat %40 : i32 -> tensor<64x64xi32, #blocked>
    %46 = arith.addi %45, %44 : tensor<64x64xi32, #blocked>
    %47 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %48 = tt.addptr %47, %46 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %49 = tt.load %48 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %50 = ttg.local_alloc %49 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %51 = ttg.local_load %50 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %52 = ttg.local_alloc %49 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %53 = ttg.local_load %52 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %54 = arith.mulf %arg4, %cst_0 : f32
    %55 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %56 = tt.splat %54 : f32 -> tensor<64x32xf32, #mma>
    %57 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %58 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %59 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %60 = arith.muli %c0_i32_12, %arg7 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %61 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %c0_i32_14 = arith.constant 0 : i32
    %cst_15 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %62 = arith.muli %c0_i32_13, %c0_i32_14 : i32
    %63 = tt.splat %c0_i32_13 : i32 -> tensor<1x32xi32, #blocked1>
    %64 = tt.splat %c0_i32_14 : i32 -> tensor<1x32xi32, #blocked1>
    %65 = arith.muli %61, %cst_15 : tensor<1x32xi32, #blocked1>
    %66 = arith.muli %63, %cst_15 : tensor<1x32xi32, #blocked1>
    %67 = arith.muli %61, %64 : tensor<1x32xi32, #blocked1>
    %68 = arith.addi %65, %66 : tensor<1x32xi32, #blocked1>
    %69 = arith.addi %68, %67 : tensor<1x32xi32, #blocked1>
    %cst_16 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %c0_i32_17 = arith.constant 0 : i32
    %cst_18 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %70 = arith.muli %c0_i32_12, %c0_i32_17 : i32
    %71 = tt.splat %c0_i32_12 : i32 -> tensor<1x32xi32, #blocked1>
    %72 = tt.splat %c0_i32_17 : i32 -> tensor<1x32xi32, #blocked1>
    %73 = arith.muli %cst_16, %cst_18 : tensor<1x32xi32, #blocked1>
    %74 = arith.muli %71, %cst_18 : tensor<1x32xi32, #blocked1>
    %75 = arith.muli %cst_16, %72 : tensor<1x32xi32, #blocked1>
    %76 = arith.addi %73, %74 : tensor<1x32xi32, #blocked1>
    %77 = arith.addi %76, %75 : tensor<1x32xi32, #blocked1>
    %78 = arith.addi %62, %70 : i32
    %79 = arith.addi %69, %77 : tensor<1x32xi32, #blocked1>
    %c0_i32_19 = arith.constant 0 : i32
    %80 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %cst_20 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %81 = arith.muli %c0_i32_19, %arg7 : i32
    %82 = tt.splat %c0_i32_19 : i32 -> tensor<1x32xi32, #blocked1>
    %83 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %84 = arith.muli %80, %cst_20 : tensor<1x32xi32, #blocked1>
    %85 = arith.muli %82, %cst_20 : tensor<1x32xi32, #blocked1>
    %86 = arith.muli %80, %83 : tensor<1x32xi32, #blocked1>
    %87 = arith.addi %84, %85 : tensor<1x32xi32, #blocked1>
    %88 = arith.addi %87, %86 : tensor<1x32xi32, #blocked1>
    %89 = arith.addi %78, %81 : i32
    %90 = arith.addi %79, %88 : tensor<1x32xi32, #blocked1>
    %91 = arith.addi %60, %89 : i32
    %92 = tt.broadcast %90 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %93 = tt.expand_dims %55 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %94 = tt.broadcast %93 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %95 = arith.addi %92, %94 : tensor<64x32xi32, #blocked1>
    %96 = tt.splat %91 : i32 -> tensor<64x32xi32, #blocked1>
    %97 = arith.addi %96, %95 : tensor<64x32xi32, #blocked1>
    %98 = ttg.memdesc_index %57[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %99 = tt.splat %59 : i1 -> tensor<64x32xi1, #blocked1>
    %100 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %101 = tt.addptr %100, %97 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %102 = ttg.async_copy_global_to_local %101, %98 mask %99 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %103 = ttg.async_commit_group tokens %102
    %c0_i32_21 = arith.constant 0 : i32
    %104 = arith.muli %c0_i32_21, %arg8 : i32
    %c0_i32_22 = arith.constant 0 : i32
    %105 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %c0_i32_23 = arith.constant 0 : i32
    %cst_24 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %106 = arith.muli %c0_i32_22, %c0_i32_23 : i32
    %107 = tt.splat %c0_i32_22 : i32 -> tensor<32x1xi32, #linear1>
    %108 = tt.splat %c0_i32_23 : i32 -> tensor<32x1xi32, #linear1>
    %109 = arith.muli %105, %cst_24 : tensor<32x1xi32, #linear1>
    %110 = arith.muli %107, %cst_24 : tensor<32x1xi32, #linear1>
    %111 = arith.muli %105, %108 : tensor<32x1xi32, #linear1>
    %112 = arith.addi %109, %110 : tensor<32x1xi32, #linear1>
    %113 = arith.addi %112, %111 : tensor<32x1xi32, #linear1>
    %cst_25 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %c0_i32_26 = arith.constant 0 : i32
    %cst_27 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %114 = arith.muli %c0_i32_21, %c0_i32_26 : i32
    %115 = tt.splat %c0_i32_21 : i32 -> tensor<32x1xi32, #linear1>
    %116 = tt.splat %c0_i32_26 : i32 -> tensor<32x1xi32, #linear1>
    %117 = arith.muli %cst_25, %cst_27 : tensor<32x1xi32, #linear1>
    %118 = arith.muli %115, %cst_27 : tensor<32x1xi32, #linear1>
    %119 = arith.muli %cst_25, %116 : tensor<32x1xi32, #linear1>
    %120 = arith.addi %117, %118 : tensor<32x1xi32, #linear1>
    %121 = arith.addi %120, %119 : tensor<32x1xi32, #linear1>
    %122 = arith.addi %106, %114 : i32
    %123 = arith.addi %113, %121 : tensor<32x1xi32, #linear1>
    %c0_i32_28 = arith.constant 0 : i32
    %124 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %cst_29 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %125 = arith.muli %c0_i32_28, %arg8 : i32
    %126 = tt.splat %c0_i32_28 : i32 -> tensor<32x1xi32, #linear1>
    %127 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %128 = arith.muli %124, %cst_29 : tensor<32x1xi32, #linear1>
    %129 = arith.muli %126, %cst_29 : tensor<32x1xi32, #linear1>
    %130 = arith.muli %124, %127 : tensor<32x1xi32, #linear1>
    %131 = arith.addi %128, %129 : tensor<32x1xi32, #linear1>
    %132 = arith.addi %131, %130 : tensor<32x1xi32, #linear1>
    %133 = arith.addi %122, %125 : i32
    %134 = arith.addi %123, %132 : tensor<32x1xi32, #linear1>
    %135 = arith.addi %104, %133 : i32
    %136 = tt.broadcast %134 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %137 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %138 = tt.broadcast %137 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %139 = arith.addi %136, %138 : tensor<32x64xi32, #linear1>
    %140 = tt.splat %135 : i32 -> tensor<32x64xi32, #linear1>
    %141 = arith.addi %140, %139 : tensor<32x64xi32, #linear1>
    %142 = ttg.memdesc_index %58[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %143 = tt.splat %59 : i1 -> tensor<32x64xi1, #linear1>
    %144 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %145 = tt.addptr %144, %141 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %146 = ttg.async_copy_global_to_local %145, %142 mask %143 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
    %147 = ttg.async_commit_group tokens %146
    %148 = arith.subi %arg5, %c32_i32 : i32
    %149:8 = scf.for %arg10 = %c0_i32 to %148 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %103, %arg16 = %147, %arg17 = %98, %arg18 = %142) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %225 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %226 = arith.addi %arg14, %c1_i32 : i32
      %227 = arith.cmpi slt, %226, %c2_i32 : i32
      %228 = arith.select %227, %226, %c0_i32 : i32
      %229 = arith.addi %arg10, %c32_i32 : i32
      %230 = arith.addi %arg10, %c32_i32 : i32
      %231 = arith.muli %229, %arg7 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %232 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %c0_i32_39 = arith.constant 0 : i32
      %cst_40 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %233 = arith.muli %c0_i32_38, %c0_i32_39 : i32
      %234 = tt.splat %c0_i32_38 : i32 -> tensor<1x32xi32, #blocked1>
      %235 = tt.splat %c0_i32_39 : i32 -> tensor<1x32xi32, #blocked1>
      %236 = arith.muli %232, %cst_40 : tensor<1x32xi32, #blocked1>
      %237 = arith.muli %234, %cst_40 : tensor<1x32xi32, #blocked1>
      %238 = arith.muli %232, %235 : tensor<1x32xi32, #blocked1>
      %239 = arith.addi %236, %237 : tensor<1x32xi32, #blocked1>
      %240 = arith.addi %239, %238 : tensor<1x32xi32, #blocked1>
      %cst_41 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %c0_i32_42 = arith.constant 0 : i32
      %cst_43 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %241 = arith.muli %229, %c0_i32_42 : i32
      %242 = tt.splat %229 : i32 -> tensor<1x32xi32, #blocked1>
      %243 = tt.splat %c0_i32_42 : i32 -> tensor<1x32xi32, #blocked1>
      %244 = arith.muli %cst_41, %cst_43 : tensor<1x32xi32, #blocked1>
      %245 = arith.muli %242, %cst_43 : tensor<1x32xi32, #blocked1>
      %246 = arith.muli %cst_41, %243 : tensor<1x32xi32, #blocked1>
      %247 = arith.addi %244, %245 : tensor<1x32xi32, #blocked1>
      %248 = arith.addi %247, %246 : tensor<1x32xi32, #blocked1>
      %249 = arith.addi %233, %241 : i32
      %250 = arith.addi %240, %248 : tensor<1x32xi32, #blocked1>
      %c0_i32_44 = arith.constant 0 : i32
      %251 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %cst_45 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %252 = arith.muli %c0_i32_44, %arg7 : i32
      %253 = tt.splat %c0_i32_44 : i32 -> tensor<1x32xi32, #blocked1>
      %254 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %255 = arith.muli %251, %cst_45 : tensor<1x32xi32, #blocked1>
      %256 = arith.muli %253, %cst_45 : tensor<1x32xi32, #blocked1>
      %257 = arith.muli %251, %254 : tensor<1x32xi32, #blocked1>
      %258 = arith.addi %255, %256 : tensor<1x32xi32, #blocked1>
      %259 = arith.addi %258, %257 : tensor<1x32xi32, #blocked1>
      %260 = arith.addi %249, %252 : i32
      %261 = arith.addi %250, %259 : tensor<1x32xi32, #blocked1>
      %262 = arith.addi %231, %260 : i32
      %263 = tt.broadcast %261 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %264 = tt.expand_dims %55 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %265 = tt.broadcast %264 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %266 = arith.addi %263, %265 : tensor<64x32xi32, #blocked1>
      %267 = tt.splat %262 : i32 -> tensor<64x32xi32, #blocked1>
      %268 = arith.addi %267, %266 : tensor<64x32xi32, #blocked1>
      %269 = ttg.memdesc_index %57[%228] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %270 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %271 = tt.addptr %270, %268 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %272 = ttg.async_copy_global_to_local %271, %269 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %273 = ttg.async_commit_group tokens %272
      %274 = ttg.local_load %arg17 token %225 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %275 = tt.dot %53, %274, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %276 = arith.mulf %275, %56 : tensor<64x32xf32, #mma>
      %277 = "tt.reduce"(%276) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %340 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %340 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %278 = arith.maxnumf %arg11, %277 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %279 = tt.expand_dims %278 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %280 = tt.broadcast %279 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %281 = arith.subf %276, %280 : tensor<64x32xf32, #mma>
      %282 = math.exp2 %281 : tensor<64x32xf32, #mma>
      %283 = arith.subf %arg11, %278 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %284 = math.exp2 %283 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %285 = arith.mulf %arg12, %284 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %286 = "tt.reduce"(%282) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %340 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %340 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %287 = arith.addf %285, %286 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %288 = arith.muli %230, %arg8 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %289 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %c0_i32_47 = arith.constant 0 : i32
      %cst_48 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %290 = arith.muli %c0_i32_46, %c0_i32_47 : i32
      %291 = tt.splat %c0_i32_46 : i32 -> tensor<32x1xi32, #linear1>
      %292 = tt.splat %c0_i32_47 : i32 -> tensor<32x1xi32, #linear1>
      %293 = arith.muli %289, %cst_48 : tensor<32x1xi32, #linear1>
      %294 = arith.muli %291, %cst_48 : tensor<32x1xi32, #linear1>
      %295 = arith.muli %289, %292 : tensor<32x1xi32, #linear1>
      %296 = arith.addi %293, %294 : tensor<32x1xi32, #linear1>
      %297 = arith.addi %296, %295 : tensor<32x1xi32, #linear1>
      %cst_49 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %c0_i32_50 = arith.constant 0 : i32
      %cst_51 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %298 = arith.muli %230, %c0_i32_50 : i32
      %299 = tt.splat %230 : i32 -> tensor<32x1xi32, #linear1>
      %300 = tt.splat %c0_i32_50 : i32 -> tensor<32x1xi32, #linear1>
      %301 = arith.muli %cst_49, %cst_51 : tensor<32x1xi32, #linear1>
      %302 = arith.muli %299, %cst_51 : tensor<32x1xi32, #linear1>
      %303 = arith.muli %cst_49, %300 : tensor<32x1xi32, #linear1>
      %304 = arith.addi %301, %302 : tensor<32x1xi32, #linear1>
      %305 = arith.addi %304, %303 : tensor<32x1xi32, #linear1>
      %306 = arith.addi %290, %298 : i32
      %307 = arith.addi %297, %305 : tensor<32x1xi32, #linear1>
      %c0_i32_52 = arith.constant 0 : i32
      %308 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %cst_53 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %309 = arith.muli %c0_i32_52, %arg8 : i32
      %310 = tt.splat %c0_i32_52 : i32 -> tensor<32x1xi32, #linear1>
      %311 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
      %312 = arith.muli %308, %cst_53 : tensor<32x1xi32, #linear1>
      %313 = arith.muli %310, %cst_53 : tensor<32x1xi32, #linear1>
      %314 = arith.muli %308, %311 : tensor<32x1xi32, #linear1>
      %315 = arith.addi %312, %313 : tensor<32x1xi32, #linear1>
      %316 = arith.addi %315, %314 : tensor<32x1xi32, #linear1>
      %317 = arith.addi %306, %309 : i32
      %318 = arith.addi %307, %316 : tensor<32x1xi32, #linear1>
      %319 = arith.addi %288, %317 : i32
      %320 = tt.broadcast %318 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %321 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
      %322 = tt.broadcast %321 : tensor<1x64xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %323 = arith.addi %320, %322 : tensor<32x64xi32, #linear1>
      %324 = tt.splat %319 : i32 -> tensor<32x64xi32, #linear1>
      %325 = arith.addi %324, %323 : tensor<32x64xi32, #linear1>
      %326 = ttg.memdesc_index %58[%228] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %327 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %328 = tt.addptr %327, %325 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %329 = ttg.async_copy_global_to_local %328, %326 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
      %330 = ttg.async_commit_group tokens %329
      %331 = ttg.local_load %arg18 token %225 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %332 = arith.truncf %282 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %333 = tt.expand_dims %284 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %334 = ttg.convert_layout %333 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %335 = tt.broadcast %334 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %336 = arith.mulf %arg13, %335 : tensor<64x64xf32, #mma1>
      %337 = ttg.local_alloc %332 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %338 = ttg.local_load %337 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %339 = tt.dot %338, %331, %336 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %278, %287, %339, %228, %273, %330, %269, %326 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %150 = arith.addi %arg5, %c31_i32 : i32
    %151 = arith.divsi %150, %c32_i32 : i32
    %152 = arith.cmpi sge, %151, %c1_i32 : i32
    %153 = ttg.async_wait %149#4, %149#5 {num = 0 : i32}
    %154 = ttg.local_load %149#6 token %153 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %155 = scf.if %152 -> (tensor<64x32xf32, #mma>) {
      %225 = tt.dot %51, %154, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %225 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %156 = arith.mulf %155, %56 : tensor<64x32xf32, #mma>
    %157 = "tt.reduce"(%156) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %225 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %225 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %158 = arith.maxnumf %149#0, %157 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %159 = tt.expand_dims %158 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %160 = tt.broadcast %159 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %161 = arith.subf %156, %160 : tensor<64x32xf32, #mma>
    %162 = math.exp2 %161 : tensor<64x32xf32, #mma>
    %163 = arith.subf %149#0, %158 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %164 = math.exp2 %163 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %165 = arith.mulf %149#1, %164 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %166 = "tt.reduce"(%162) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %225 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %225 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %167 = arith.addf %165, %166 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %168 = ttg.local_load %149#7 token %153 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %169 = arith.truncf %162 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %170 = tt.expand_dims %164 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %171 = ttg.convert_layout %170 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %172 = tt.broadcast %171 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %173 = arith.mulf %149#2, %172 : tensor<64x64xf32, #mma1>
    %174 = ttg.local_alloc %169 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %175 = ttg.local_load %174 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %176 = scf.if %152 -> (tensor<64x64xf32, #mma1>) {
      %225 = tt.dot %175, %168, %173 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %225 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %173 : tensor<64x64xf32, #mma1>
    }
    %177 = arith.select %152, %167, %149#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %178 = arith.select %152, %176, %149#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %58 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %57 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %179 = tt.expand_dims %177 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %180 = ttg.convert_layout %179 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %181 = tt.broadcast %180 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %182 = arith.divf %178, %181 : tensor<64x64xf32, #mma1>
    %183 = arith.muli %1, %arg9 : i32
    %c0_i32_30 = arith.constant 0 : i32
    %184 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %c0_i32_31 = arith.constant 0 : i32
    %cst_32 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %185 = arith.muli %c0_i32_30, %c0_i32_31 : i32
    %186 = tt.splat %c0_i32_30 : i32 -> tensor<64x1xi32, #linear>
    %187 = tt.splat %c0_i32_31 : i32 -> tensor<64x1xi32, #linear>
    %188 = arith.muli %184, %cst_32 : tensor<64x1xi32, #linear>
    %189 = arith.muli %186, %cst_32 : tensor<64x1xi32, #linear>
    %190 = arith.muli %184, %187 : tensor<64x1xi32, #linear>
    %191 = arith.addi %188, %189 : tensor<64x1xi32, #linear>
    %192 = arith.addi %191, %190 : tensor<64x1xi32, #linear>
    %cst_33 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %c0_i32_34 = arith.constant 0 : i32
    %cst_35 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %193 = arith.muli %1, %c0_i32_34 : i32
    %194 = tt.splat %1 : i32 -> tensor<64x1xi32, #linear>
    %195 = tt.splat %c0_i32_34 : i32 -> tensor<64x1xi32, #linear>
    %196 = arith.muli %cst_33, %cst_35 : tensor<64x1xi32, #linear>
    %197 = arith.muli %194, %cst_35 : tensor<64x1xi32, #linear>
    %198 = arith.muli %cst_33, %195 : tensor<64x1xi32, #linear>
    %199 = arith.addi %196, %197 : tensor<64x1xi32, #linear>
    %200 = arith.addi %199, %198 : tensor<64x1xi32, #linear>
    %201 = arith.addi %185, %193 : i32
    %202 = arith.addi %192, %200 : tensor<64x1xi32, #linear>
    %c0_i32_36 = arith.constant 0 : i32
    %203 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %cst_37 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %204 = arith.muli %c0_i32_36, %arg9 : i32
    %205 = tt.splat %c0_i32_36 : i32 -> tensor<64x1xi32, #linear>
    %206 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %207 = arith.muli %203, %cst_37 : tensor<64x1xi32, #linear>
    %208 = arith.muli %205, %cst_37 : tensor<64x1xi32, #linear>
    %209 = arith.muli %203, %206 : tensor<64x1xi32, #linear>
    %210 = arith.addi %207, %208 : tensor<64x1xi32, #linear>
    %211 = arith.addi %210, %209 : tensor<64x1xi32, #linear>
    %212 = arith.addi %201, %204 : i32
    %213 = arith.addi %202, %211 : tensor<64x1xi32, #linear>
    %214 = arith.addi %183, %212 : i32
    %215 = tt.broadcast %213 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %216 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %217 = tt.broadcast %216 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %218 = arith.addi %215, %217 : tensor<64x64xi32, #linear>
    %219 = tt.splat %214 : i32 -> tensor<64x64xi32, #linear>
    %220 = arith.addi %219, %218 : tensor<64x64xi32, #linear>
    %221 = arith.truncf %182 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %222 = ttg.convert_layout %221 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    %223 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %224 = tt.addptr %223, %220 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    tt.store %224, %222 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
