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
    %c0_i32_4 = arith.constant 0 : i32
    %9 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_5 = arith.constant 0 : i32
    %cst_6 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %10 = arith.muli %c0_i32_4, %c0_i32_5 : i32
    %11 = tt.splat %c0_i32_4 : i32 -> tensor<64x1xi32, #blocked>
    %12 = tt.splat %c0_i32_5 : i32 -> tensor<64x1xi32, #blocked>
    %13 = arith.muli %9, %cst_6 : tensor<64x1xi32, #blocked>
    %14 = arith.muli %11, %cst_6 : tensor<64x1xi32, #blocked>
    %15 = arith.muli %9, %12 : tensor<64x1xi32, #blocked>
    %16 = arith.addi %13, %14 : tensor<64x1xi32, #blocked>
    %17 = arith.addi %16, %15 : tensor<64x1xi32, #blocked>
    %cst_7 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %c0_i32_8 = arith.constant 0 : i32
    %cst_9 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %18 = arith.muli %1, %c0_i32_8 : i32
    %19 = tt.splat %1 : i32 -> tensor<64x1xi32, #blocked>
    %20 = tt.splat %c0_i32_8 : i32 -> tensor<64x1xi32, #blocked>
    %21 = arith.muli %cst_7, %cst_9 : tensor<64x1xi32, #blocked>
    %22 = arith.muli %19, %cst_9 : tensor<64x1xi32, #blocked>
    %23 = arith.muli %cst_7, %20 : tensor<64x1xi32, #blocked>
    %24 = arith.addi %21, %22 : tensor<64x1xi32, #blocked>
    %25 = arith.addi %24, %23 : tensor<64x1xi32, #blocked>
    %26 = arith.addi %10, %18 : i32
    %27 = arith.addi %17, %25 : tensor<64x1xi32, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %28 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cst_11 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %29 = arith.muli %c0_i32_10, %arg6 : i32
    %30 = tt.splat %c0_i32_10 : i32 -> tensor<64x1xi32, #blocked>
    %31 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %32 = arith.muli %28, %cst_11 : tensor<64x1xi32, #blocked>
    %33 = arith.muli %30, %cst_11 : tensor<64x1xi32, #blocked>
    %34 = arith.muli %28, %31 : tensor<64x1xi32, #blocked>
    %35 = arith.addi %32, %33 : tensor<64x1xi32, #blocked>
    %36 = arith.addi %35, %34 : tensor<64x1xi32, #blocked>
    %37 = arith.addi %26, %29 : i32
    %38 = arith.addi %27, %36 : tensor<64x1xi32, #blocked>
    %39 = arith.addi %6, %37 : i32
    %40 = tt.broadcast %38 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %41 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %42 = tt.broadcast %41 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %43 = arith.addi %40, %42 : tensor<64x64xi32, #blocked>
    %44 = tt.splat %39 : i32 -> tensor<64x64xi32, #blocked>
    %45 = arith.addi %44, %43 : tensor<64x64xi32, #blocked>
    %46 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %47 = tt.addptr %46, %45 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %48 = tt.load %47 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %49 = ttg.local_alloc %48 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %50 = ttg.local_load %49 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %51 = ttg.local_alloc %48 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %52 = ttg.local_load %51 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %53 = arith.mulf %arg4, %cst_0 : f32
    %54 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %55 = tt.splat %53 : f32 -> tensor<64x32xf32, #mma>
    %56 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %57 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    %58 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %c0_i32_12 = arith.constant 0 : i32
    %59 = arith.muli %c0_i32_12, %arg7 : i32
    %c0_i32_13 = arith.constant 0 : i32
    %60 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %c0_i32_14 = arith.constant 0 : i32
    %cst_15 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %61 = arith.muli %c0_i32_13, %c0_i32_14 : i32
    %62 = tt.splat %c0_i32_13 : i32 -> tensor<1x32xi32, #blocked1>
    %63 = tt.splat %c0_i32_14 : i32 -> tensor<1x32xi32, #blocked1>
    %64 = arith.muli %60, %cst_15 : tensor<1x32xi32, #blocked1>
    %65 = arith.muli %62, %cst_15 : tensor<1x32xi32, #blocked1>
    %66 = arith.muli %60, %63 : tensor<1x32xi32, #blocked1>
    %67 = arith.addi %64, %65 : tensor<1x32xi32, #blocked1>
    %68 = arith.addi %67, %66 : tensor<1x32xi32, #blocked1>
    %cst_16 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %c0_i32_17 = arith.constant 0 : i32
    %cst_18 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %69 = arith.muli %c0_i32_12, %c0_i32_17 : i32
    %70 = tt.splat %c0_i32_12 : i32 -> tensor<1x32xi32, #blocked1>
    %71 = tt.splat %c0_i32_17 : i32 -> tensor<1x32xi32, #blocked1>
    %72 = arith.muli %cst_16, %cst_18 : tensor<1x32xi32, #blocked1>
    %73 = arith.muli %70, %cst_18 : tensor<1x32xi32, #blocked1>
    %74 = arith.muli %cst_16, %71 : tensor<1x32xi32, #blocked1>
    %75 = arith.addi %72, %73 : tensor<1x32xi32, #blocked1>
    %76 = arith.addi %75, %74 : tensor<1x32xi32, #blocked1>
    %77 = arith.addi %61, %69 : i32
    %78 = arith.addi %68, %76 : tensor<1x32xi32, #blocked1>
    %c0_i32_19 = arith.constant 0 : i32
    %79 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %cst_20 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
    %80 = arith.muli %c0_i32_19, %arg7 : i32
    %81 = tt.splat %c0_i32_19 : i32 -> tensor<1x32xi32, #blocked1>
    %82 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %83 = arith.muli %79, %cst_20 : tensor<1x32xi32, #blocked1>
    %84 = arith.muli %81, %cst_20 : tensor<1x32xi32, #blocked1>
    %85 = arith.muli %79, %82 : tensor<1x32xi32, #blocked1>
    %86 = arith.addi %83, %84 : tensor<1x32xi32, #blocked1>
    %87 = arith.addi %86, %85 : tensor<1x32xi32, #blocked1>
    %88 = arith.addi %77, %80 : i32
    %89 = arith.addi %78, %87 : tensor<1x32xi32, #blocked1>
    %90 = arith.addi %59, %88 : i32
    %91 = tt.broadcast %89 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %92 = tt.expand_dims %54 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %93 = tt.broadcast %92 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %94 = arith.addi %91, %93 : tensor<64x32xi32, #blocked1>
    %95 = tt.splat %90 : i32 -> tensor<64x32xi32, #blocked1>
    %96 = arith.addi %95, %94 : tensor<64x32xi32, #blocked1>
    %97 = ttg.memdesc_index %56[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %98 = tt.splat %58 : i1 -> tensor<64x32xi1, #blocked1>
    %99 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %100 = tt.addptr %99, %96 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %101 = ttg.async_copy_global_to_local %100, %97 mask %98 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %102 = ttg.async_commit_group tokens %101
    %c0_i32_21 = arith.constant 0 : i32
    %103 = arith.muli %c0_i32_21, %arg8 : i32
    %c0_i32_22 = arith.constant 0 : i32
    %104 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %c0_i32_23 = arith.constant 0 : i32
    %cst_24 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %105 = arith.muli %c0_i32_22, %c0_i32_23 : i32
    %106 = tt.splat %c0_i32_22 : i32 -> tensor<32x1xi32, #linear1>
    %107 = tt.splat %c0_i32_23 : i32 -> tensor<32x1xi32, #linear1>
    %108 = arith.muli %104, %cst_24 : tensor<32x1xi32, #linear1>
    %109 = arith.muli %106, %cst_24 : tensor<32x1xi32, #linear1>
    %110 = arith.muli %104, %107 : tensor<32x1xi32, #linear1>
    %111 = arith.addi %108, %109 : tensor<32x1xi32, #linear1>
    %112 = arith.addi %111, %110 : tensor<32x1xi32, #linear1>
    %cst_25 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %c0_i32_26 = arith.constant 0 : i32
    %cst_27 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %113 = arith.muli %c0_i32_21, %c0_i32_26 : i32
    %114 = tt.splat %c0_i32_21 : i32 -> tensor<32x1xi32, #linear1>
    %115 = tt.splat %c0_i32_26 : i32 -> tensor<32x1xi32, #linear1>
    %116 = arith.muli %cst_25, %cst_27 : tensor<32x1xi32, #linear1>
    %117 = arith.muli %114, %cst_27 : tensor<32x1xi32, #linear1>
    %118 = arith.muli %cst_25, %115 : tensor<32x1xi32, #linear1>
    %119 = arith.addi %116, %117 : tensor<32x1xi32, #linear1>
    %120 = arith.addi %119, %118 : tensor<32x1xi32, #linear1>
    %121 = arith.addi %105, %113 : i32
    %122 = arith.addi %112, %120 : tensor<32x1xi32, #linear1>
    %c0_i32_28 = arith.constant 0 : i32
    %123 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
    %cst_29 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
    %124 = arith.muli %c0_i32_28, %arg8 : i32
    %125 = tt.splat %c0_i32_28 : i32 -> tensor<32x1xi32, #linear1>
    %126 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
    %127 = arith.muli %123, %cst_29 : tensor<32x1xi32, #linear1>
    %128 = arith.muli %125, %cst_29 : tensor<32x1xi32, #linear1>
    %129 = arith.muli %123, %126 : tensor<32x1xi32, #linear1>
    %130 = arith.addi %127, %128 : tensor<32x1xi32, #linear1>
    %131 = arith.addi %130, %129 : tensor<32x1xi32, #linear1>
    %132 = arith.addi %121, %124 : i32
    %133 = arith.addi %122, %131 : tensor<32x1xi32, #linear1>
    %134 = arith.addi %103, %132 : i32
    %135 = tt.broadcast %133 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
    %136 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %137 = tt.broadcast %136 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
    %138 = arith.addi %135, %137 : tensor<32x64xi32, #linear1>
    %139 = tt.splat %134 : i32 -> tensor<32x64xi32, #linear1>
    %140 = arith.addi %139, %138 : tensor<32x64xi32, #linear1>
    %141 = ttg.memdesc_index %57[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %142 = tt.splat %58 : i1 -> tensor<32x64xi1, #linear1>
    %143 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
    %144 = tt.addptr %143, %140 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
    %145 = ttg.async_copy_global_to_local %144, %141 mask %142 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
    %146 = ttg.async_commit_group tokens %145
    %147 = arith.subi %arg5, %c32_i32 : i32
    %148:8 = scf.for %arg10 = %c0_i32 to %147 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %102, %arg16 = %146, %arg17 = %97, %arg18 = %141) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %224 = ttg.async_wait %arg15, %arg16 {num = 0 : i32}
      %225 = arith.addi %arg14, %c1_i32 : i32
      %226 = arith.cmpi slt, %225, %c2_i32 : i32
      %227 = arith.select %226, %225, %c0_i32 : i32
      %228 = arith.addi %arg10, %c32_i32 : i32
      %229 = arith.addi %arg10, %c32_i32 : i32
      %230 = arith.muli %228, %arg7 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %231 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %c0_i32_39 = arith.constant 0 : i32
      %cst_40 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %232 = arith.muli %c0_i32_38, %c0_i32_39 : i32
      %233 = tt.splat %c0_i32_38 : i32 -> tensor<1x32xi32, #blocked1>
      %234 = tt.splat %c0_i32_39 : i32 -> tensor<1x32xi32, #blocked1>
      %235 = arith.muli %231, %cst_40 : tensor<1x32xi32, #blocked1>
      %236 = arith.muli %233, %cst_40 : tensor<1x32xi32, #blocked1>
      %237 = arith.muli %231, %234 : tensor<1x32xi32, #blocked1>
      %238 = arith.addi %235, %236 : tensor<1x32xi32, #blocked1>
      %239 = arith.addi %238, %237 : tensor<1x32xi32, #blocked1>
      %cst_41 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %c0_i32_42 = arith.constant 0 : i32
      %cst_43 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %240 = arith.muli %228, %c0_i32_42 : i32
      %241 = tt.splat %228 : i32 -> tensor<1x32xi32, #blocked1>
      %242 = tt.splat %c0_i32_42 : i32 -> tensor<1x32xi32, #blocked1>
      %243 = arith.muli %cst_41, %cst_43 : tensor<1x32xi32, #blocked1>
      %244 = arith.muli %241, %cst_43 : tensor<1x32xi32, #blocked1>
      %245 = arith.muli %cst_41, %242 : tensor<1x32xi32, #blocked1>
      %246 = arith.addi %243, %244 : tensor<1x32xi32, #blocked1>
      %247 = arith.addi %246, %245 : tensor<1x32xi32, #blocked1>
      %248 = arith.addi %232, %240 : i32
      %249 = arith.addi %239, %247 : tensor<1x32xi32, #blocked1>
      %c0_i32_44 = arith.constant 0 : i32
      %250 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %cst_45 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %251 = arith.muli %c0_i32_44, %arg7 : i32
      %252 = tt.splat %c0_i32_44 : i32 -> tensor<1x32xi32, #blocked1>
      %253 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %254 = arith.muli %250, %cst_45 : tensor<1x32xi32, #blocked1>
      %255 = arith.muli %252, %cst_45 : tensor<1x32xi32, #blocked1>
      %256 = arith.muli %250, %253 : tensor<1x32xi32, #blocked1>
      %257 = arith.addi %254, %255 : tensor<1x32xi32, #blocked1>
      %258 = arith.addi %257, %256 : tensor<1x32xi32, #blocked1>
      %259 = arith.addi %248, %251 : i32
      %260 = arith.addi %249, %258 : tensor<1x32xi32, #blocked1>
      %261 = arith.addi %230, %259 : i32
      %262 = tt.broadcast %260 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %263 = tt.expand_dims %54 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %264 = tt.broadcast %263 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %265 = arith.addi %262, %264 : tensor<64x32xi32, #blocked1>
      %266 = tt.splat %261 : i32 -> tensor<64x32xi32, #blocked1>
      %267 = arith.addi %266, %265 : tensor<64x32xi32, #blocked1>
      %268 = ttg.memdesc_index %56[%227] : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %269 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %270 = tt.addptr %269, %267 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %271 = ttg.async_copy_global_to_local %270, %268 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %272 = ttg.async_commit_group tokens %271
      %273 = ttg.local_load %arg17 token %224 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %274 = tt.dot %52, %273, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %275 = arith.mulf %274, %55 : tensor<64x32xf32, #mma>
      %276 = "tt.reduce"(%275) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %339 = arith.maxnumf %arg19, %arg20 : f32
        tt.reduce.return %339 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %277 = arith.maxnumf %arg11, %276 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %278 = tt.expand_dims %277 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %279 = tt.broadcast %278 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %280 = arith.subf %275, %279 : tensor<64x32xf32, #mma>
      %281 = math.exp2 %280 : tensor<64x32xf32, #mma>
      %282 = arith.subf %arg11, %277 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %283 = math.exp2 %282 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %284 = arith.mulf %arg12, %283 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %285 = "tt.reduce"(%281) <{axis = 1 : i32}> ({
      ^bb0(%arg19: f32, %arg20: f32):
        %339 = arith.addf %arg19, %arg20 : f32
        tt.reduce.return %339 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %286 = arith.addf %284, %285 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %287 = arith.muli %229, %arg8 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %288 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %c0_i32_47 = arith.constant 0 : i32
      %cst_48 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %289 = arith.muli %c0_i32_46, %c0_i32_47 : i32
      %290 = tt.splat %c0_i32_46 : i32 -> tensor<32x1xi32, #linear1>
      %291 = tt.splat %c0_i32_47 : i32 -> tensor<32x1xi32, #linear1>
      %292 = arith.muli %288, %cst_48 : tensor<32x1xi32, #linear1>
      %293 = arith.muli %290, %cst_48 : tensor<32x1xi32, #linear1>
      %294 = arith.muli %288, %291 : tensor<32x1xi32, #linear1>
      %295 = arith.addi %292, %293 : tensor<32x1xi32, #linear1>
      %296 = arith.addi %295, %294 : tensor<32x1xi32, #linear1>
      %cst_49 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %c0_i32_50 = arith.constant 0 : i32
      %cst_51 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %297 = arith.muli %229, %c0_i32_50 : i32
      %298 = tt.splat %229 : i32 -> tensor<32x1xi32, #linear1>
      %299 = tt.splat %c0_i32_50 : i32 -> tensor<32x1xi32, #linear1>
      %300 = arith.muli %cst_49, %cst_51 : tensor<32x1xi32, #linear1>
      %301 = arith.muli %298, %cst_51 : tensor<32x1xi32, #linear1>
      %302 = arith.muli %cst_49, %299 : tensor<32x1xi32, #linear1>
      %303 = arith.addi %300, %301 : tensor<32x1xi32, #linear1>
      %304 = arith.addi %303, %302 : tensor<32x1xi32, #linear1>
      %305 = arith.addi %289, %297 : i32
      %306 = arith.addi %296, %304 : tensor<32x1xi32, #linear1>
      %c0_i32_52 = arith.constant 0 : i32
      %307 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<32x1xi32, #linear1>
      %cst_53 = arith.constant dense<0> : tensor<32x1xi32, #linear1>
      %308 = arith.muli %c0_i32_52, %arg8 : i32
      %309 = tt.splat %c0_i32_52 : i32 -> tensor<32x1xi32, #linear1>
      %310 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #linear1>
      %311 = arith.muli %307, %cst_53 : tensor<32x1xi32, #linear1>
      %312 = arith.muli %309, %cst_53 : tensor<32x1xi32, #linear1>
      %313 = arith.muli %307, %310 : tensor<32x1xi32, #linear1>
      %314 = arith.addi %311, %312 : tensor<32x1xi32, #linear1>
      %315 = arith.addi %314, %313 : tensor<32x1xi32, #linear1>
      %316 = arith.addi %305, %308 : i32
      %317 = arith.addi %306, %315 : tensor<32x1xi32, #linear1>
      %318 = arith.addi %287, %316 : i32
      %319 = tt.broadcast %317 : tensor<32x1xi32, #linear1> -> tensor<32x64xi32, #linear1>
      %320 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %321 = tt.broadcast %320 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear1>
      %322 = arith.addi %319, %321 : tensor<32x64xi32, #linear1>
      %323 = tt.splat %318 : i32 -> tensor<32x64xi32, #linear1>
      %324 = arith.addi %323, %322 : tensor<32x64xi32, #linear1>
      %325 = ttg.memdesc_index %57[%227] : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      %326 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear1>
      %327 = tt.addptr %326, %324 : tensor<32x64x!tt.ptr<f16>, #linear1>, tensor<32x64xi32, #linear1>
      %328 = ttg.async_copy_global_to_local %327, %325 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear1> -> <32x64xf16, #shared2, #smem, mutable>
      %329 = ttg.async_commit_group tokens %328
      %330 = ttg.local_load %arg18 token %224 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %331 = arith.truncf %281 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %332 = tt.expand_dims %283 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %333 = ttg.convert_layout %332 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %334 = tt.broadcast %333 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %335 = arith.mulf %arg13, %334 : tensor<64x64xf32, #mma1>
      %336 = ttg.local_alloc %331 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %337 = ttg.local_load %336 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %338 = tt.dot %337, %330, %335 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %277, %286, %338, %227, %272, %329, %268, %325 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %149 = arith.addi %arg5, %c31_i32 : i32
    %150 = arith.divsi %149, %c32_i32 : i32
    %151 = arith.cmpi sge, %150, %c1_i32 : i32
    %152 = ttg.async_wait %148#4, %148#5 {num = 0 : i32}
    %153 = ttg.local_load %148#6 token %152 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %154 = scf.if %151 -> (tensor<64x32xf32, #mma>) {
      %224 = tt.dot %50, %153, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %224 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %155 = arith.mulf %154, %55 : tensor<64x32xf32, #mma>
    %156 = "tt.reduce"(%155) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %224 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %224 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %157 = arith.maxnumf %148#0, %156 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %158 = tt.expand_dims %157 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %159 = tt.broadcast %158 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %160 = arith.subf %155, %159 : tensor<64x32xf32, #mma>
    %161 = math.exp2 %160 : tensor<64x32xf32, #mma>
    %162 = arith.subf %148#0, %157 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %163 = math.exp2 %162 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %164 = arith.mulf %148#1, %163 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %165 = "tt.reduce"(%161) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %224 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %224 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %166 = arith.addf %164, %165 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %167 = ttg.local_load %148#7 token %152 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %168 = arith.truncf %161 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %169 = tt.expand_dims %163 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %170 = ttg.convert_layout %169 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %171 = tt.broadcast %170 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %172 = arith.mulf %148#2, %171 : tensor<64x64xf32, #mma1>
    %173 = ttg.local_alloc %168 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %174 = ttg.local_load %173 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %175 = scf.if %151 -> (tensor<64x64xf32, #mma1>) {
      %224 = tt.dot %174, %167, %172 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %224 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %172 : tensor<64x64xf32, #mma1>
    }
    %176 = arith.select %151, %166, %148#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %177 = arith.select %151, %175, %148#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %57 : !ttg.memdesc<2x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %56 : !ttg.memdesc<2x64x32xf16, #shared1, #smem, mutable>
    %178 = tt.expand_dims %176 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %179 = ttg.convert_layout %178 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %180 = tt.broadcast %179 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %181 = arith.divf %177, %180 : tensor<64x64xf32, #mma1>
    %182 = arith.muli %1, %arg9 : i32
    %c0_i32_30 = arith.constant 0 : i32
    %183 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %c0_i32_31 = arith.constant 0 : i32
    %cst_32 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %184 = arith.muli %c0_i32_30, %c0_i32_31 : i32
    %185 = tt.splat %c0_i32_30 : i32 -> tensor<64x1xi32, #linear>
    %186 = tt.splat %c0_i32_31 : i32 -> tensor<64x1xi32, #linear>
    %187 = arith.muli %183, %cst_32 : tensor<64x1xi32, #linear>
    %188 = arith.muli %185, %cst_32 : tensor<64x1xi32, #linear>
    %189 = arith.muli %183, %186 : tensor<64x1xi32, #linear>
    %190 = arith.addi %187, %188 : tensor<64x1xi32, #linear>
    %191 = arith.addi %190, %189 : tensor<64x1xi32, #linear>
    %cst_33 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %c0_i32_34 = arith.constant 0 : i32
    %cst_35 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %192 = arith.muli %1, %c0_i32_34 : i32
    %193 = tt.splat %1 : i32 -> tensor<64x1xi32, #linear>
    %194 = tt.splat %c0_i32_34 : i32 -> tensor<64x1xi32, #linear>
    %195 = arith.muli %cst_33, %cst_35 : tensor<64x1xi32, #linear>
    %196 = arith.muli %193, %cst_35 : tensor<64x1xi32, #linear>
    %197 = arith.muli %cst_33, %194 : tensor<64x1xi32, #linear>
    %198 = arith.addi %195, %196 : tensor<64x1xi32, #linear>
    %199 = arith.addi %198, %197 : tensor<64x1xi32, #linear>
    %200 = arith.addi %184, %192 : i32
    %201 = arith.addi %191, %199 : tensor<64x1xi32, #linear>
    %c0_i32_36 = arith.constant 0 : i32
    %202 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %cst_37 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %203 = arith.muli %c0_i32_36, %arg9 : i32
    %204 = tt.splat %c0_i32_36 : i32 -> tensor<64x1xi32, #linear>
    %205 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %206 = arith.muli %202, %cst_37 : tensor<64x1xi32, #linear>
    %207 = arith.muli %204, %cst_37 : tensor<64x1xi32, #linear>
    %208 = arith.muli %202, %205 : tensor<64x1xi32, #linear>
    %209 = arith.addi %206, %207 : tensor<64x1xi32, #linear>
    %210 = arith.addi %209, %208 : tensor<64x1xi32, #linear>
    %211 = arith.addi %200, %203 : i32
    %212 = arith.addi %201, %210 : tensor<64x1xi32, #linear>
    %213 = arith.addi %182, %211 : i32
    %214 = tt.broadcast %212 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %215 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %216 = tt.broadcast %215 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %217 = arith.addi %214, %216 : tensor<64x64xi32, #linear>
    %218 = tt.splat %213 : i32 -> tensor<64x64xi32, #linear>
    %219 = arith.addi %218, %217 : tensor<64x64xi32, #linear>
    %220 = arith.truncf %181 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %221 = ttg.convert_layout %220 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    %222 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %223 = tt.addptr %222, %219 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    tt.store %223, %221 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
