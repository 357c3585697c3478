#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
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
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.muli %1, %arg6 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>>
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
    %50 = ttg.local_load %49 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %51 = ttg.local_alloc %48 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %52 = ttg.local_load %51 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
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
      %220 = arith.addi %arg10, %c32_i32 : i32
      %221 = arith.addi %arg10, %c32_i32 : i32
      %222 = arith.muli %220, %arg7 : i32
      %c0_i32_38 = arith.constant 0 : i32
      %223 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %c0_i32_39 = arith.constant 0 : i32
      %cst_40 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %224 = arith.muli %c0_i32_38, %c0_i32_39 : i32
      %225 = tt.splat %c0_i32_38 : i32 -> tensor<1x32xi32, #blocked1>
      %226 = tt.splat %c0_i32_39 : i32 -> tensor<1x32xi32, #blocked1>
      %227 = arith.muli %223, %cst_40 : tensor<1x32xi32, #blocked1>
      %228 = arith.muli %225, %cst_40 : tensor<1x32xi32, #blocked1>
      %229 = arith.muli %223, %226 : tensor<1x32xi32, #blocked1>
      %230 = arith.addi %227, %228 : tensor<1x32xi32, #blocked1>
      %231 = arith.addi %230, %229 : tensor<1x32xi32, #blocked1>
      %cst_41 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %c0_i32_42 = arith.constant 0 : i32
      %cst_43 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %232 = arith.muli %220, %c0_i32_42 : i32
      %233 = tt.splat %220 : i32 -> tensor<1x32xi32, #blocked1>
      %234 = tt.splat %c0_i32_42 : i32 -> tensor<1x32xi32, #blocked1>
      %235 = arith.muli %cst_41, %cst_43 : tensor<1x32xi32, #blocked1>
      %236 = arith.muli %233, %cst_43 : tensor<1x32xi32, #blocked1>
      %237 = arith.muli %cst_41, %234 : tensor<1x32xi32, #blocked1>
      %238 = arith.addi %235, %236 : tensor<1x32xi32, #blocked1>
      %239 = arith.addi %238, %237 : tensor<1x32xi32, #blocked1>
      %240 = arith.addi %224, %232 : i32
      %241 = arith.addi %231, %239 : tensor<1x32xi32, #blocked1>
      %c0_i32_44 = arith.constant 0 : i32
      %242 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %cst_45 = arith.constant dense<0> : tensor<1x32xi32, #blocked1>
      %243 = arith.muli %c0_i32_44, %arg7 : i32
      %244 = tt.splat %c0_i32_44 : i32 -> tensor<1x32xi32, #blocked1>
      %245 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %246 = arith.muli %242, %cst_45 : tensor<1x32xi32, #blocked1>
      %247 = arith.muli %244, %cst_45 : tensor<1x32xi32, #blocked1>
      %248 = arith.muli %242, %245 : tensor<1x32xi32, #blocked1>
      %249 = arith.addi %246, %247 : tensor<1x32xi32, #blocked1>
      %250 = arith.addi %249, %248 : tensor<1x32xi32, #blocked1>
      %251 = arith.addi %240, %243 : i32
      %252 = arith.addi %241, %250 : tensor<1x32xi32, #blocked1>
      %253 = arith.addi %222, %251 : i32
      %254 = tt.broadcast %252 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %255 = tt.expand_dims %54 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %256 = tt.broadcast %255 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %257 = arith.addi %254, %256 : tensor<64x32xi32, #blocked1>
      %258 = tt.splat %253 : i32 -> tensor<64x32xi32, #blocked1>
      %259 = arith.addi %258, %257 : tensor<64x32xi32, #blocked1>
      %260 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %261 = tt.addptr %260, %259 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %262 = tt.load %261 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %263 = ttg.local_load %arg15 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %264 = tt.dot %52, %263, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      %265 = arith.mulf %264, %55 : tensor<64x32xf32, #mma>
      %266 = "tt.reduce"(%265) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %332 = arith.maxnumf %arg17, %arg18 : f32
        tt.reduce.return %332 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %267 = arith.maxnumf %arg11, %266 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %268 = tt.expand_dims %267 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %269 = tt.broadcast %268 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %270 = arith.subf %265, %269 : tensor<64x32xf32, #mma>
      %271 = math.exp2 %270 : tensor<64x32xf32, #mma>
      %272 = arith.subf %arg11, %267 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %273 = math.exp2 %272 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %274 = arith.mulf %arg12, %273 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %275 = "tt.reduce"(%271) <{axis = 1 : i32}> ({
      ^bb0(%arg17: f32, %arg18: f32):
        %332 = arith.addf %arg17, %arg18 : f32
        tt.reduce.return %332 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %276 = arith.addf %274, %275 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %277 = arith.muli %221, %arg8 : i32
      %c0_i32_46 = arith.constant 0 : i32
      %278 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %c0_i32_47 = arith.constant 0 : i32
      %cst_48 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %279 = arith.muli %c0_i32_46, %c0_i32_47 : i32
      %280 = tt.splat %c0_i32_46 : i32 -> tensor<32x1xi32, #blocked>
      %281 = tt.splat %c0_i32_47 : i32 -> tensor<32x1xi32, #blocked>
      %282 = arith.muli %278, %cst_48 : tensor<32x1xi32, #blocked>
      %283 = arith.muli %280, %cst_48 : tensor<32x1xi32, #blocked>
      %284 = arith.muli %278, %281 : tensor<32x1xi32, #blocked>
      %285 = arith.addi %282, %283 : tensor<32x1xi32, #blocked>
      %286 = arith.addi %285, %284 : tensor<32x1xi32, #blocked>
      %cst_49 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %c0_i32_50 = arith.constant 0 : i32
      %cst_51 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %287 = arith.muli %221, %c0_i32_50 : i32
      %288 = tt.splat %221 : i32 -> tensor<32x1xi32, #blocked>
      %289 = tt.splat %c0_i32_50 : i32 -> tensor<32x1xi32, #blocked>
      %290 = arith.muli %cst_49, %cst_51 : tensor<32x1xi32, #blocked>
      %291 = arith.muli %288, %cst_51 : tensor<32x1xi32, #blocked>
      %292 = arith.muli %cst_49, %289 : tensor<32x1xi32, #blocked>
      %293 = arith.addi %290, %291 : tensor<32x1xi32, #blocked>
      %294 = arith.addi %293, %292 : tensor<32x1xi32, #blocked>
      %295 = arith.addi %279, %287 : i32
      %296 = arith.addi %286, %294 : tensor<32x1xi32, #blocked>
      %c0_i32_52 = arith.constant 0 : i32
      %297 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %cst_53 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
      %298 = arith.muli %c0_i32_52, %arg8 : i32
      %299 = tt.splat %c0_i32_52 : i32 -> tensor<32x1xi32, #blocked>
      %300 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %301 = arith.muli %297, %cst_53 : tensor<32x1xi32, #blocked>
      %302 = arith.muli %299, %cst_53 : tensor<32x1xi32, #blocked>
      %303 = arith.muli %297, %300 : tensor<32x1xi32, #blocked>
      %304 = arith.addi %301, %302 : tensor<32x1xi32, #blocked>
      %305 = arith.addi %304, %303 : tensor<32x1xi32, #blocked>
      %306 = arith.addi %295, %298 : i32
      %307 = arith.addi %296, %305 : tensor<32x1xi32, #blocked>
      %308 = arith.addi %277, %306 : i32
      %309 = tt.broadcast %307 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %310 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %311 = tt.broadcast %310 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %312 = arith.addi %309, %311 : tensor<32x64xi32, #blocked>
      %313 = tt.splat %308 : i32 -> tensor<32x64xi32, #blocked>
      %314 = arith.addi %313, %312 : tensor<32x64xi32, #blocked>
      %315 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %316 = tt.addptr %315, %314 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %317 = tt.load %316 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %318 = ttg.local_load %arg16 : !ttg.memdesc<32x64xf16, #shared2, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %319 = arith.truncf %271 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %320 = tt.expand_dims %273 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %321 = ttg.convert_layout %320 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %322 = tt.broadcast %321 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %323 = arith.mulf %arg13, %322 : tensor<64x64xf32, #mma1>
      %324 = ttg.local_alloc %319 : (tensor<64x32xf16, #mma>) -> !ttg.memdesc<64x32xf16, #shared3, #smem>
      %325 = ttg.local_load %324 : !ttg.memdesc<64x32xf16, #shared3, #smem> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %326 = tt.dot %325, %318, %323, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %327 = arith.addi %arg14, %c1_i32 : i32
      %328 = arith.cmpi slt, %327, %c1_i32 : i32
      %329 = arith.select %328, %327, %c0_i32 : i32
      %330 = ttg.memdesc_index %56[%329] : !ttg.memdesc<1x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      ttg.local_store %262, %330 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %331 = ttg.memdesc_index %57[%329] : !ttg.memdesc<1x32x64xf16, #shared2, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      ttg.local_store %317, %331 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
      scf.yield %267, %276, %326, %329, %330, %331 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared2, #smem, mutable>
    }
    %147 = arith.addi %arg5, %c31_i32 : i32
    %148 = arith.divsi %147, %c32_i32 : i32
    %149 = arith.cmpi sge, %148, %c1_i32 : i32
    %150 = ttg.local_load %146#4 : !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %151 = scf.if %149 -> (tensor<64x32xf32, #mma>) {
      %220 = tt.dot %50, %150, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
      scf.yield %220 : tensor<64x32xf32, #mma>
    } else {
      scf.yield %cst : tensor<64x32xf32, #mma>
    }
    %152 = arith.mulf %151, %55 : tensor<64x32xf32, #mma>
    %153 = "tt.reduce"(%152) <{axis = 1 : i32}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %220 = arith.maxnumf %arg10, %arg11 : f32
      tt.reduce.return %220 : f32
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
      %220 = arith.addf %arg10, %arg11 : f32
      tt.reduce.return %220 : f32
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
      %220 = tt.dot %171, %164, %169, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      scf.yield %220 : tensor<64x64xf32, #mma1>
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
    %180 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>> -> tensor<64x1xi32, #mma1>
    %c0_i32_31 = arith.constant 0 : i32
    %cst_32 = arith.constant dense<0> : tensor<64x1xi32, #mma1>
    %181 = arith.muli %c0_i32_30, %c0_i32_31 : i32
    %182 = tt.splat %c0_i32_30 : i32 -> tensor<64x1xi32, #mma1>
    %183 = tt.splat %c0_i32_31 : i32 -> tensor<64x1xi32, #mma1>
    %184 = arith.muli %180, %cst_32 : tensor<64x1xi32, #mma1>
    %185 = arith.muli %182, %cst_32 : tensor<64x1xi32, #mma1>
    %186 = arith.muli %180, %183 : tensor<64x1xi32, #mma1>
    %187 = arith.addi %184, %185 : tensor<64x1xi32, #mma1>
    %188 = arith.addi %187, %186 : tensor<64x1xi32, #mma1>
    %cst_33 = arith.constant dense<0> : tensor<64x1xi32, #mma1>
    %c0_i32_34 = arith.constant 0 : i32
    %cst_35 = arith.constant dense<0> : tensor<64x1xi32, #mma1>
    %189 = arith.muli %1, %c0_i32_34 : i32
    %190 = tt.splat %1 : i32 -> tensor<64x1xi32, #mma1>
    %191 = tt.splat %c0_i32_34 : i32 -> tensor<64x1xi32, #mma1>
    %192 = arith.muli %cst_33, %cst_35 : tensor<64x1xi32, #mma1>
    %193 = arith.muli %190, %cst_35 : tensor<64x1xi32, #mma1>
    %194 = arith.muli %cst_33, %191 : tensor<64x1xi32, #mma1>
    %195 = arith.addi %192, %193 : tensor<64x1xi32, #mma1>
    %196 = arith.addi %195, %194 : tensor<64x1xi32, #mma1>
    %197 = arith.addi %181, %189 : i32
    %198 = arith.addi %188, %196 : tensor<64x1xi32, #mma1>
    %c0_i32_36 = arith.constant 0 : i32
    %199 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma1}>> -> tensor<64x1xi32, #mma1>
    %cst_37 = arith.constant dense<0> : tensor<64x1xi32, #mma1>
    %200 = arith.muli %c0_i32_36, %arg9 : i32
    %201 = tt.splat %c0_i32_36 : i32 -> tensor<64x1xi32, #mma1>
    %202 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #mma1>
    %203 = arith.muli %199, %cst_37 : tensor<64x1xi32, #mma1>
    %204 = arith.muli %201, %cst_37 : tensor<64x1xi32, #mma1>
    %205 = arith.muli %199, %202 : tensor<64x1xi32, #mma1>
    %206 = arith.addi %203, %204 : tensor<64x1xi32, #mma1>
    %207 = arith.addi %206, %205 : tensor<64x1xi32, #mma1>
    %208 = arith.addi %197, %200 : i32
    %209 = arith.addi %198, %207 : tensor<64x1xi32, #mma1>
    %210 = arith.addi %179, %208 : i32
    %211 = tt.broadcast %209 : tensor<64x1xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %212 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma1}>> -> tensor<1x64xi32, #mma1>
    %213 = tt.broadcast %212 : tensor<1x64xi32, #mma1> -> tensor<64x64xi32, #mma1>
    %214 = arith.addi %211, %213 : tensor<64x64xi32, #mma1>
    %215 = tt.splat %210 : i32 -> tensor<64x64xi32, #mma1>
    %216 = arith.addi %215, %214 : tensor<64x64xi32, #mma1>
    %217 = arith.truncf %178 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %218 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma1>
    %219 = tt.addptr %218, %216 : tensor<64x64x!tt.ptr<f16>, #mma1>, tensor<64x64xi32, #mma1>
    tt.store %219, %217 : tensor<64x64x!tt.ptr<f16>, #mma1>
    tt.return
  }
}
