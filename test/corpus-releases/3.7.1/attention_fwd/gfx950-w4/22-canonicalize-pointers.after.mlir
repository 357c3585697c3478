#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
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
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
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
    %56 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %57 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
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
    %97 = tt.splat %58 : i1 -> tensor<64x32xi1, #blocked1>
    %98 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %99 = tt.addptr %98, %96 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %100 = tt.load %99, %97 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %c0_i32_21 = arith.constant 0 : i32
    %101 = arith.muli %c0_i32_21, %arg8 : i32
    %c0_i32_22 = arith.constant 0 : i32
    %102 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c0_i32_23 = arith.constant 0 : i32
    %cst_24 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %103 = arith.muli %c0_i32_22, %c0_i32_23 : i32
    %104 = tt.splat %c0_i32_22 : i32 -> tensor<32x1xi32, #blocked>
    %105 = tt.splat %c0_i32_23 : i32 -> tensor<32x1xi32, #blocked>
    %106 = arith.muli %102, %cst_24 : tensor<32x1xi32, #blocked>
    %107 = arith.muli %104, %cst_24 : tensor<32x1xi32, #blocked>
    %108 = arith.muli %102, %105 : tensor<32x1xi32, #blocked>
    %109 = arith.addi %106, %107 : tensor<32x1xi32, #blocked>
    %110 = arith.addi %109, %108 : tensor<32x1xi32, #blocked>
    %cst_25 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %c0_i32_26 = arith.constant 0 : i32
    %cst_27 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %111 = arith.muli %c0_i32_21, %c0_i32_26 : i32
    %112 = tt.splat %c0_i32_21 : i32 -> tensor<32x1xi32, #blocked>
    %113 = tt.splat %c0_i32_26 : i32 -> tensor<32x1xi32, #blocked>
    %114 = arith.muli %cst_25, %cst_27 : tensor<32x1xi32, #blocked>
    %115 = arith.muli %112, %cst_27 : tensor<32x1xi32, #blocked>
    %116 = arith.muli %cst_25, %113 : tensor<32x1xi32, #blocked>
    %117 = arith.addi %114, %115 : tensor<32x1xi32, #blocked>
    %118 = arith.addi %117, %116 : tensor<32x1xi32, #blocked>
    %119 = arith.addi %103, %111 : i32
    %120 = arith.addi %110, %118 : tensor<32x1xi32, #blocked>
    %c0_i32_28 = arith.constant 0 : i32
    %121 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %cst_29 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %122 = arith.muli %c0_i32_28, %arg8 : i32
    %123 = tt.splat %c0_i32_28 : i32 -> tensor<32x1xi32, #blocked>
    %124 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %125 = arith.muli %121, %cst_29 : tensor<32x1xi32, #blocked>
    %126 = arith.muli %123, %cst_29 : tensor<32x1xi32, #blocked>
    %127 = arith.muli %121, %124 : tensor<32x1xi32, #blocked>
    %128 = arith.addi %125, %126 : tensor<32x1xi32, #blocked>
    %129 = arith.addi %128, %127 : tensor<32x1xi32, #blocked>
    %130 = arith.addi %119, %122 : i32
    %131 = arith.addi %120, %129 : tensor<32x1xi32, #blocked>
    %132 = arith.addi %101, %130 : i32
    %133 = tt.broadcast %131 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %134 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %135 = tt.broadcast %134 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %136 = arith.addi %133, %135 : tensor<32x64xi32, #blocked>
    %137 = tt.splat %132 : i32 -> tensor<32x64xi32, #blocked>
    %138 = arith.addi %137, %136 : tensor<32x64xi32, #blocked>
    %139 = tt.splat %58 : i1 -> tensor<32x64xi1, #blocked>
    %140 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %141 = tt.addptr %140, %138 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %142 = tt.load %141, %139 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %143 = ttg.memdesc_index %56[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    ttg.local_store %100, %143 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %144 = ttg.memdesc_index %57[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    ttg.local_store %142, %144 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    %145 = arith.subi %arg5, %c32_i32 : i32
    %146:6 = scf.for %arg10 = %c0_i32 to %145 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1, %arg14 = %c0_i32, %arg15 = %143, %arg16 = %144) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>)  : i32 {
      %221 = arith.addi %arg10, %c32_i32 : i32
      %222 = arith.addi %arg10, %c32_i32 : i32
      %223 = arith.muli %221, %arg7 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %224 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %c0_i32_39 = arith.constant 0 : i32
      %cst_40 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %225 = arith.muli %c0_i32_38, %c0_i32_39 : i32
      %226 = tt.splat %c0_i32_38 : i32 -> tensor<1x32xi32, #blocked1>
      %227 = tt.splat %c0_i32_39 : i32 -> tensor<1x32xi32, #blocked1>
      %228 = arith.muli %224, %cst_40 : tensor<1x32xi32, #blocked1>
      %229 = arith.muli %226, %cst_40 : tensor<1x32xi32, #blocked1>
      %230 = arith.muli %224, %227 : tensor<1x32xi32, #blocked1>
      %231 = arith.addi %228, %229 : tensor<1x32xi32, #blocked1>
      %232 = arith.addi %231, %230 : tensor<1x32xi32, #blocked1>
      %cst_41 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %c0_i32_42 = arith.constant 0 : i32
      %cst_43 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %233 = arith.muli %221, %c0_i32_42 : i32
      %234 = tt.splat %221 : i32 -> tensor<1x32xi32, #blocked1>
      %235 = tt.splat %c0_i32_42 : i32 -> tensor<1x32xi32, #blocked1>
      %236 = arith.muli %cst_41, %cst_43 : tensor<1x32xi32, #blocked1>
      %237 = arith.muli %234, %cst_43 : tensor<1x32xi32, #blocked1>
      %238 = arith.muli %cst_41, %235 : tensor<1x32xi32, #blocked1>
      %239 = arith.addi %236, %237 : tensor<1x32xi32, #blocked1>
      %240 = arith.addi %239, %238 : tensor<1x32xi32, #blocked1>
      %241 = arith.addi %225, %233 : i32
      %242 = arith.addi %232, %240 : tensor<1x32xi32, #blocked1>
      %c0_i32_44 = arith.constant 0 : i32
      %243 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %cst_45 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %244 = arith.muli %c0_i32_44, %arg7 : i32
      %245 = tt.splat %c0_i32_44 : i32 -> tensor<1x32xi32, #blocked1>
      %246 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %247 = arith.muli %243, %cst_45 : tensor<1x32xi32, #blocked1>
      %248 = arith.muli %245, %cst_45 : tensor<1x32xi32, #blocked1>
      %249 = arith.muli %243, %246 : tensor<1x32xi32, #blocked1>
      %250 = arith.addi %247, %248 : tensor<1x32xi32, #blocked1>
      %251 = arith.addi %250, %249 : tensor<1x32xi32, #blocked1>
      %252 = arith.addi %241, %244 : i32
      %253 = arith.addi %242, %251 : tensor<1x32xi32, #blocked1>
      %254 = arith.addi %223, %252 : i32
      %255 = tt.broadcast %253 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %256 = tt.expand_dims %54 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %257 = tt.broadcast %256 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %258 = arith.addi %255, %257 : tensor<64x32xi32, #blocked1>
      %259 = tt.splat %254 : i32 -> tensor<64x32xi32, #blocked1>
      %260 = arith.addi %259, %258 : tensor<64x32xi32, #blocked1>
      %261 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %262 = tt.addptr %261, %260 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %263 = tt.load %262 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %264 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %265 = tt.dot %52, %264, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %266 = arith.mulf %265, %55 : tensor<64x32xf32, #mma>
      %267 = "tt.reduce"(%266) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %333 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %333 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %268 = arith.maxnumf %arg11, %267 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %269 = tt.expand_dims %268 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %270 = tt.broadcast %269 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %271 = arith.subf %266, %270 : tensor<64x32xf32, #mma>
      %272 = math.exp2 %271 : tensor<64x32xf32, #mma>
      %273 = arith.subf %arg11, %268 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %274 = math.exp2 %273 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %275 = arith.mulf %arg12, %274 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %276 = "tt.reduce"(%272) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %333 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %333 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %277 = arith.addf %275, %276 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %278 = arith.muli %222, %arg8 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %279 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %c0_i32_47 = arith.constant 0 : i32
      %cst_48 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %280 = arith.muli %c0_i32_46, %c0_i32_47 : i32
      %281 = tt.splat %c0_i32_46 : i32 -> tensor<32x1xi32, #blocked>
      %282 = tt.splat %c0_i32_47 : i32 -> tensor<32x1xi32, #blocked>
      %283 = arith.muli %279, %cst_48 : tensor<32x1xi32, #blocked>
      %284 = arith.muli %281, %cst_48 : tensor<32x1xi32, #blocked>
      %285 = arith.muli %279, %282 : tensor<32x1xi32, #blocked>
      %286 = arith.addi %283, %284 : tensor<32x1xi32, #blocked>
      %287 = arith.addi %286, %285 : tensor<32x1xi32, #blocked>
      %cst_49 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %c0_i32_50 = arith.constant 0 : i32
      %cst_51 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %288 = arith.muli %222, %c0_i32_50 : i32
      %289 = tt.splat %222 : i32 -> tensor<32x1xi32, #blocked>
      %290 = tt.splat %c0_i32_50 : i32 -> tensor<32x1xi32, #blocked>
      %291 = arith.muli %cst_49, %cst_51 : tensor<32x1xi32, #blocked>
      %292 = arith.muli %289, %cst_51 : tensor<32x1xi32, #blocked>
      %293 = arith.muli %cst_49, %290 : tensor<32x1xi32, #blocked>
      %294 = arith.addi %291, %292 : tensor<32x1xi32, #blocked>
      %295 = arith.addi %294, %293 : tensor<32x1xi32, #blocked>
      %296 = arith.addi %280, %288 : i32
      %297 = arith.addi %287, %295 : tensor<32x1xi32, #blocked>
      %c0_i32_52 = arith.constant 0 : i32
      %298 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %cst_53 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %299 = arith.muli %c0_i32_52, %arg8 : i32
      %300 = tt.splat %c0_i32_52 : i32 -> tensor<32x1xi32, #blocked>
      %301 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %302 = arith.muli %298, %cst_53 : tensor<32x1xi32, #blocked>
      %303 = arith.muli %300, %cst_53 : tensor<32x1xi32, #blocked>
      %304 = arith.muli %298, %301 : tensor<32x1xi32, #blocked>
      %305 = arith.addi %302, %303 : tensor<32x1xi32, #blocked>
      %306 = arith.addi %305, %304 : tensor<32x1xi32, #blocked>
      %307 = arith.addi %296, %299 : i32
      %308 = arith.addi %297, %306 : tensor<32x1xi32, #blocked>
      %309 = arith.addi %278, %307 : i32
      %310 = tt.broadcast %308 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %311 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %312 = tt.broadcast %311 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %313 = arith.addi %310, %312 : tensor<32x64xi32, #blocked>
      %314 = tt.splat %309 : i32 -> tensor<32x64xi32, #blocked>
      %315 = arith.addi %314, %313 : tensor<32x64xi32, #blocked>
      %316 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %317 = tt.addptr %316, %315 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %318 = tt.load %317 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %319 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %320 = arith.truncf %272 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %321 = tt.expand_dims %274 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %322 = ttg.convert_layout %321 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %323 = tt.broadcast %322 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %324 = arith.mulf %arg13, %323 : tensor<64x64xf32, #mma1>
      %325 = ttg.local_alloc %320 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %326 = ttg.local_load %325 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %327 = tt.dot %326, %319, %324 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %328 = arith.addi %arg14, %c1_i32 : i32
      %329 = arith.cmpi slt, %328, %c1_i32 : i32
      %330 = arith.select %329, %328, %c0_i32 : i32
      %331 = ttg.memdesc_index %56[%330] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %263, %331 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %332 = ttg.memdesc_index %57[%330] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %318, %332 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %268, %277, %327, %330, %331, %332 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %147 = arith.addi %arg5, %c31_i32 : i32
    %148 = arith.divsi %147, %c32_i32 : i32
    %149 = arith.cmpi sge, %148, %c1_i32 : i32
    %150 = ttg.local_load %146#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %151 = scf.if %149 -> (tensor<64x32xf32, #mma>) {
      %221 = tt.dot %50, %150, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      scf.yield %221 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %152 = arith.mulf %151, %55 : tensor<64x32xf32, #mma>
    %153 = "tt.reduce"(%152) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %221 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %221 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %154 = arith.maxnumf %146#0, %153 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %155 = tt.expand_dims %154 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %156 = tt.broadcast %155 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
    %157 = arith.subf %152, %156 : tensor<64x32xf32, #mma>
    %158 = math.exp2 %157 : tensor<64x32xf32, #mma>
    %159 = arith.subf %146#0, %154 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %160 = math.exp2 %159 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %161 = arith.mulf %146#1, %160 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %162 = "tt.reduce"(%158) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %221 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %221 : f32
    }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %163 = arith.addf %161, %162 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %164 = ttg.local_load %146#5 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
    %165 = arith.truncf %158 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
    %166 = tt.expand_dims %160 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %167 = ttg.convert_layout %166 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %168 = tt.broadcast %167 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %169 = arith.mulf %146#2, %168 : tensor<64x64xf32, #mma1>
    %170 = ttg.local_alloc %165 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
    %171 = ttg.local_load %170 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
    %172 = scf.if %149 -> (tensor<64x64xf32, #mma1>) {
      %221 = tt.dot %171, %164, %169 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %221 : tensor<64x64xf32, #mma1>
    } else {
      scf.yield %169 : tensor<64x64xf32, #mma1>
    }
    %173 = arith.select %149, %163, %146#1 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %174 = arith.select %149, %172, %146#2 : tensor<64x64xf32, #mma1>
    ttg.local_dealloc %57 : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable>
    ttg.local_dealloc %56 : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable>
    %175 = tt.expand_dims %173 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %176 = ttg.convert_layout %175 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %177 = tt.broadcast %176 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %178 = arith.divf %174, %177 : tensor<64x64xf32, #mma1>
    %179 = arith.muli %1, %arg9 : i32
    %c0_i32_30 = arith.constant 0 : i32
    %180 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %c0_i32_31 = arith.constant 0 : i32
    %cst_32 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %181 = arith.muli %c0_i32_30, %c0_i32_31 : i32
    %182 = tt.splat %c0_i32_30 : i32 -> tensor<64x1xi32, #linear>
    %183 = tt.splat %c0_i32_31 : i32 -> tensor<64x1xi32, #linear>
    %184 = arith.muli %180, %cst_32 : tensor<64x1xi32, #linear>
    %185 = arith.muli %182, %cst_32 : tensor<64x1xi32, #linear>
    %186 = arith.muli %180, %183 : tensor<64x1xi32, #linear>
    %187 = arith.addi %184, %185 : tensor<64x1xi32, #linear>
    %188 = arith.addi %187, %186 : tensor<64x1xi32, #linear>
    %cst_33 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %c0_i32_34 = arith.constant 0 : i32
    %cst_35 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %189 = arith.muli %1, %c0_i32_34 : i32
    %190 = tt.splat %1 : i32 -> tensor<64x1xi32, #linear>
    %191 = tt.splat %c0_i32_34 : i32 -> tensor<64x1xi32, #linear>
    %192 = arith.muli %cst_33, %cst_35 : tensor<64x1xi32, #linear>
    %193 = arith.muli %190, %cst_35 : tensor<64x1xi32, #linear>
    %194 = arith.muli %cst_33, %191 : tensor<64x1xi32, #linear>
    %195 = arith.addi %192, %193 : tensor<64x1xi32, #linear>
    %196 = arith.addi %195, %194 : tensor<64x1xi32, #linear>
    %197 = arith.addi %181, %189 : i32
    %198 = arith.addi %188, %196 : tensor<64x1xi32, #linear>
    %c0_i32_36 = arith.constant 0 : i32
    %199 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %cst_37 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %200 = arith.muli %c0_i32_36, %arg9 : i32
    %201 = tt.splat %c0_i32_36 : i32 -> tensor<64x1xi32, #linear>
    %202 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #linear>
    %203 = arith.muli %199, %cst_37 : tensor<64x1xi32, #linear>
    %204 = arith.muli %201, %cst_37 : tensor<64x1xi32, #linear>
    %205 = arith.muli %199, %202 : tensor<64x1xi32, #linear>
    %206 = arith.addi %203, %204 : tensor<64x1xi32, #linear>
    %207 = arith.addi %206, %205 : tensor<64x1xi32, #linear>
    %208 = arith.addi %197, %200 : i32
    %209 = arith.addi %198, %207 : tensor<64x1xi32, #linear>
    %210 = arith.addi %179, %208 : i32
    %211 = tt.broadcast %209 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %212 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %213 = tt.broadcast %212 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %214 = arith.addi %211, %213 : tensor<64x64xi32, #linear>
    %215 = tt.splat %210 : i32 -> tensor<64x64xi32, #linear>
    %216 = arith.addi %215, %214 : tensor<64x64xi32, #linear>
    %217 = arith.truncf %178 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %218 = ttg.convert_layout %217 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #linear>
    %219 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %220 = tt.addptr %219, %216 : tensor<64x64x!tt.ptr<f16>, #linear>, tensor<64x64xi32, #linear>
    tt.store %220, %218 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
