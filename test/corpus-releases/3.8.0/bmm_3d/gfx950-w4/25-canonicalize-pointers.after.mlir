#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 16, 4], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1, 1], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 4, maxPhase = 4, order = [2, 0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #mma>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %1 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>>
    %c0_i32 = arith.constant 0 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %2 = arith.muli %c0_i32, %c1024_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #mma}>}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #mma}>}>>
    %c0_i32_0 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %7 = arith.muli %c0_i32_0, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %8 = arith.muli %c0_i32, %c0_i32_2 : i32
    %9 = arith.addi %7, %8 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %10 = arith.muli %c0_i32_3, %c1024_i32 : i32
    %11 = arith.addi %9, %10 : i32
    %12 = arith.addi %2, %11 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %13 = arith.muli %c0_i32_4, %c32_i32 : i32
    %14 = arith.addi %12, %13 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %15 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %16 = tt.expand_dims %15 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_6 = arith.constant 0 : i32
    %cst_7 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %17 = arith.muli %c0_i32_5, %c0_i32_6 : i32
    %18 = tt.splat %c0_i32_5 : i32 -> tensor<4x1x1xi32, #blocked>
    %19 = tt.splat %c0_i32_6 : i32 -> tensor<4x1x1xi32, #blocked>
    %20 = arith.muli %16, %cst_7 : tensor<4x1x1xi32, #blocked>
    %21 = arith.muli %18, %cst_7 : tensor<4x1x1xi32, #blocked>
    %22 = arith.muli %16, %19 : tensor<4x1x1xi32, #blocked>
    %23 = arith.addi %20, %21 : tensor<4x1x1xi32, #blocked>
    %24 = arith.addi %23, %22 : tensor<4x1x1xi32, #blocked>
    %cst_8 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_9 = arith.constant 0 : i32
    %cst_10 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %25 = arith.muli %c0_i32_0, %c0_i32_9 : i32
    %26 = tt.splat %c0_i32_0 : i32 -> tensor<4x1x1xi32, #blocked>
    %27 = tt.splat %c0_i32_9 : i32 -> tensor<4x1x1xi32, #blocked>
    %28 = arith.muli %cst_8, %cst_10 : tensor<4x1x1xi32, #blocked>
    %29 = arith.muli %26, %cst_10 : tensor<4x1x1xi32, #blocked>
    %30 = arith.muli %cst_8, %27 : tensor<4x1x1xi32, #blocked>
    %31 = arith.addi %28, %29 : tensor<4x1x1xi32, #blocked>
    %32 = arith.addi %31, %30 : tensor<4x1x1xi32, #blocked>
    %33 = arith.addi %17, %25 : i32
    %34 = arith.addi %24, %32 : tensor<4x1x1xi32, #blocked>
    %c0_i32_11 = arith.constant 0 : i32
    %35 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %36 = tt.expand_dims %35 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_12 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %37 = arith.muli %c0_i32_11, %c0_i32_1 : i32
    %38 = tt.splat %c0_i32_11 : i32 -> tensor<4x1x1xi32, #blocked>
    %39 = tt.splat %c0_i32_1 : i32 -> tensor<4x1x1xi32, #blocked>
    %40 = arith.muli %36, %cst_12 : tensor<4x1x1xi32, #blocked>
    %41 = arith.muli %38, %cst_12 : tensor<4x1x1xi32, #blocked>
    %42 = arith.muli %36, %39 : tensor<4x1x1xi32, #blocked>
    %43 = arith.addi %40, %41 : tensor<4x1x1xi32, #blocked>
    %44 = arith.addi %43, %42 : tensor<4x1x1xi32, #blocked>
    %45 = arith.addi %33, %37 : i32
    %46 = arith.addi %34, %44 : tensor<4x1x1xi32, #blocked>
    %c0_i32_13 = arith.constant 0 : i32
    %cst_14 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_15 = arith.constant 0 : i32
    %cst_16 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %47 = arith.muli %c0_i32_13, %c0_i32_15 : i32
    %48 = tt.splat %c0_i32_13 : i32 -> tensor<4x1x1xi32, #blocked>
    %49 = tt.splat %c0_i32_15 : i32 -> tensor<4x1x1xi32, #blocked>
    %50 = arith.muli %cst_14, %cst_16 : tensor<4x1x1xi32, #blocked>
    %51 = arith.muli %48, %cst_16 : tensor<4x1x1xi32, #blocked>
    %52 = arith.muli %cst_14, %49 : tensor<4x1x1xi32, #blocked>
    %53 = arith.addi %50, %51 : tensor<4x1x1xi32, #blocked>
    %54 = arith.addi %53, %52 : tensor<4x1x1xi32, #blocked>
    %cst_17 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_18 = arith.constant 0 : i32
    %cst_19 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %55 = arith.muli %c0_i32, %c0_i32_18 : i32
    %56 = tt.splat %c0_i32 : i32 -> tensor<4x1x1xi32, #blocked>
    %57 = tt.splat %c0_i32_18 : i32 -> tensor<4x1x1xi32, #blocked>
    %58 = arith.muli %cst_17, %cst_19 : tensor<4x1x1xi32, #blocked>
    %59 = arith.muli %56, %cst_19 : tensor<4x1x1xi32, #blocked>
    %60 = arith.muli %cst_17, %57 : tensor<4x1x1xi32, #blocked>
    %61 = arith.addi %58, %59 : tensor<4x1x1xi32, #blocked>
    %62 = arith.addi %61, %60 : tensor<4x1x1xi32, #blocked>
    %63 = arith.addi %47, %55 : i32
    %64 = arith.addi %54, %62 : tensor<4x1x1xi32, #blocked>
    %c0_i32_20 = arith.constant 0 : i32
    %cst_21 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %cst_22 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %65 = arith.muli %c0_i32_20, %c0_i32_2 : i32
    %66 = tt.splat %c0_i32_20 : i32 -> tensor<4x1x1xi32, #blocked>
    %67 = tt.splat %c0_i32_2 : i32 -> tensor<4x1x1xi32, #blocked>
    %68 = arith.muli %cst_21, %cst_22 : tensor<4x1x1xi32, #blocked>
    %69 = arith.muli %66, %cst_22 : tensor<4x1x1xi32, #blocked>
    %70 = arith.muli %cst_21, %67 : tensor<4x1x1xi32, #blocked>
    %71 = arith.addi %68, %69 : tensor<4x1x1xi32, #blocked>
    %72 = arith.addi %71, %70 : tensor<4x1x1xi32, #blocked>
    %73 = arith.addi %63, %65 : i32
    %74 = arith.addi %64, %72 : tensor<4x1x1xi32, #blocked>
    %75 = arith.addi %45, %73 : i32
    %76 = arith.addi %46, %74 : tensor<4x1x1xi32, #blocked>
    %c0_i32_23 = arith.constant 0 : i32
    %77 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %78 = tt.expand_dims %77 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_24 = arith.constant 0 : i32
    %cst_25 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %79 = arith.muli %c0_i32_23, %c0_i32_24 : i32
    %80 = tt.splat %c0_i32_23 : i32 -> tensor<4x1x1xi32, #blocked>
    %81 = tt.splat %c0_i32_24 : i32 -> tensor<4x1x1xi32, #blocked>
    %82 = arith.muli %78, %cst_25 : tensor<4x1x1xi32, #blocked>
    %83 = arith.muli %80, %cst_25 : tensor<4x1x1xi32, #blocked>
    %84 = arith.muli %78, %81 : tensor<4x1x1xi32, #blocked>
    %85 = arith.addi %82, %83 : tensor<4x1x1xi32, #blocked>
    %86 = arith.addi %85, %84 : tensor<4x1x1xi32, #blocked>
    %cst_26 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_27 = arith.constant 0 : i32
    %cst_28 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %87 = arith.muli %c0_i32_3, %c0_i32_27 : i32
    %88 = tt.splat %c0_i32_3 : i32 -> tensor<4x1x1xi32, #blocked>
    %89 = tt.splat %c0_i32_27 : i32 -> tensor<4x1x1xi32, #blocked>
    %90 = arith.muli %cst_26, %cst_28 : tensor<4x1x1xi32, #blocked>
    %91 = arith.muli %88, %cst_28 : tensor<4x1x1xi32, #blocked>
    %92 = arith.muli %cst_26, %89 : tensor<4x1x1xi32, #blocked>
    %93 = arith.addi %90, %91 : tensor<4x1x1xi32, #blocked>
    %94 = arith.addi %93, %92 : tensor<4x1x1xi32, #blocked>
    %95 = arith.addi %79, %87 : i32
    %96 = arith.addi %86, %94 : tensor<4x1x1xi32, #blocked>
    %c0_i32_29 = arith.constant 0 : i32
    %97 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %98 = tt.expand_dims %97 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_30 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %99 = arith.muli %c0_i32_29, %c1024_i32 : i32
    %100 = tt.splat %c0_i32_29 : i32 -> tensor<4x1x1xi32, #blocked>
    %101 = tt.splat %c1024_i32 : i32 -> tensor<4x1x1xi32, #blocked>
    %102 = arith.muli %98, %cst_30 : tensor<4x1x1xi32, #blocked>
    %103 = arith.muli %100, %cst_30 : tensor<4x1x1xi32, #blocked>
    %104 = arith.muli %98, %101 : tensor<4x1x1xi32, #blocked>
    %105 = arith.addi %102, %103 : tensor<4x1x1xi32, #blocked>
    %106 = arith.addi %105, %104 : tensor<4x1x1xi32, #blocked>
    %107 = arith.addi %95, %99 : i32
    %108 = arith.addi %96, %106 : tensor<4x1x1xi32, #blocked>
    %109 = arith.addi %75, %107 : i32
    %110 = arith.addi %76, %108 : tensor<4x1x1xi32, #blocked>
    %111 = tt.broadcast %110 : tensor<4x1x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %c0_i32_31 = arith.constant 0 : i32
    %112 = tt.expand_dims %3 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %113 = tt.expand_dims %112 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %c0_i32_32 = arith.constant 0 : i32
    %cst_33 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %114 = arith.muli %c0_i32_31, %c0_i32_32 : i32
    %115 = tt.splat %c0_i32_31 : i32 -> tensor<1x32x1xi32, #blocked>
    %116 = tt.splat %c0_i32_32 : i32 -> tensor<1x32x1xi32, #blocked>
    %117 = arith.muli %113, %cst_33 : tensor<1x32x1xi32, #blocked>
    %118 = arith.muli %115, %cst_33 : tensor<1x32x1xi32, #blocked>
    %119 = arith.muli %113, %116 : tensor<1x32x1xi32, #blocked>
    %120 = arith.addi %117, %118 : tensor<1x32x1xi32, #blocked>
    %121 = arith.addi %120, %119 : tensor<1x32x1xi32, #blocked>
    %cst_34 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %c0_i32_35 = arith.constant 0 : i32
    %cst_36 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %122 = arith.muli %c0_i32_4, %c0_i32_35 : i32
    %123 = tt.splat %c0_i32_4 : i32 -> tensor<1x32x1xi32, #blocked>
    %124 = tt.splat %c0_i32_35 : i32 -> tensor<1x32x1xi32, #blocked>
    %125 = arith.muli %cst_34, %cst_36 : tensor<1x32x1xi32, #blocked>
    %126 = arith.muli %123, %cst_36 : tensor<1x32x1xi32, #blocked>
    %127 = arith.muli %cst_34, %124 : tensor<1x32x1xi32, #blocked>
    %128 = arith.addi %125, %126 : tensor<1x32x1xi32, #blocked>
    %129 = arith.addi %128, %127 : tensor<1x32x1xi32, #blocked>
    %130 = arith.addi %114, %122 : i32
    %131 = arith.addi %121, %129 : tensor<1x32x1xi32, #blocked>
    %c0_i32_37 = arith.constant 0 : i32
    %132 = tt.expand_dims %3 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %133 = tt.expand_dims %132 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %cst_38 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %134 = arith.muli %c0_i32_37, %c32_i32 : i32
    %135 = tt.splat %c0_i32_37 : i32 -> tensor<1x32x1xi32, #blocked>
    %136 = tt.splat %c32_i32 : i32 -> tensor<1x32x1xi32, #blocked>
    %137 = arith.muli %133, %cst_38 : tensor<1x32x1xi32, #blocked>
    %138 = arith.muli %135, %cst_38 : tensor<1x32x1xi32, #blocked>
    %139 = arith.muli %133, %136 : tensor<1x32x1xi32, #blocked>
    %140 = arith.addi %137, %138 : tensor<1x32x1xi32, #blocked>
    %141 = arith.addi %140, %139 : tensor<1x32x1xi32, #blocked>
    %142 = arith.addi %130, %134 : i32
    %143 = arith.addi %131, %141 : tensor<1x32x1xi32, #blocked>
    %144 = tt.broadcast %143 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %145 = arith.addi %109, %142 : i32
    %146 = arith.addi %111, %144 : tensor<4x32x1xi32, #blocked>
    %147 = arith.addi %14, %145 : i32
    %148 = tt.broadcast %146 : tensor<4x32x1xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %149 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %150 = tt.expand_dims %149 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %151 = tt.broadcast %150 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %152 = arith.addi %148, %151 : tensor<4x32x32xi32, #blocked>
    %153 = tt.splat %147 : i32 -> tensor<4x32x32xi32, #blocked>
    %154 = arith.addi %153, %152 : tensor<4x32x32xi32, #blocked>
    %155 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %156 = tt.addptr %155, %154 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %157 = tt.load %156 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %c0_i32_39 = arith.constant 0 : i32
    %c1024_i32_40 = arith.constant 1024 : i32
    %158 = arith.muli %c0_i32_39, %c1024_i32_40 : i32
    %c0_i32_41 = arith.constant 0 : i32
    %c0_i32_42 = arith.constant 0 : i32
    %159 = arith.muli %c0_i32_41, %c0_i32_42 : i32
    %c0_i32_43 = arith.constant 0 : i32
    %160 = arith.muli %c0_i32_39, %c0_i32_43 : i32
    %161 = arith.addi %159, %160 : i32
    %c0_i32_44 = arith.constant 0 : i32
    %162 = arith.muli %c0_i32_44, %c1024_i32_40 : i32
    %163 = arith.addi %161, %162 : i32
    %164 = arith.addi %158, %163 : i32
    %c0_i32_45 = arith.constant 0 : i32
    %c32_i32_46 = arith.constant 32 : i32
    %165 = arith.muli %c0_i32_45, %c32_i32_46 : i32
    %166 = arith.addi %164, %165 : i32
    %c0_i32_47 = arith.constant 0 : i32
    %167 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %168 = tt.expand_dims %167 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_48 = arith.constant 0 : i32
    %cst_49 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %169 = arith.muli %c0_i32_47, %c0_i32_48 : i32
    %170 = tt.splat %c0_i32_47 : i32 -> tensor<4x1x1xi32, #blocked>
    %171 = tt.splat %c0_i32_48 : i32 -> tensor<4x1x1xi32, #blocked>
    %172 = arith.muli %168, %cst_49 : tensor<4x1x1xi32, #blocked>
    %173 = arith.muli %170, %cst_49 : tensor<4x1x1xi32, #blocked>
    %174 = arith.muli %168, %171 : tensor<4x1x1xi32, #blocked>
    %175 = arith.addi %172, %173 : tensor<4x1x1xi32, #blocked>
    %176 = arith.addi %175, %174 : tensor<4x1x1xi32, #blocked>
    %cst_50 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_51 = arith.constant 0 : i32
    %cst_52 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %177 = arith.muli %c0_i32_41, %c0_i32_51 : i32
    %178 = tt.splat %c0_i32_41 : i32 -> tensor<4x1x1xi32, #blocked>
    %179 = tt.splat %c0_i32_51 : i32 -> tensor<4x1x1xi32, #blocked>
    %180 = arith.muli %cst_50, %cst_52 : tensor<4x1x1xi32, #blocked>
    %181 = arith.muli %178, %cst_52 : tensor<4x1x1xi32, #blocked>
    %182 = arith.muli %cst_50, %179 : tensor<4x1x1xi32, #blocked>
    %183 = arith.addi %180, %181 : tensor<4x1x1xi32, #blocked>
    %184 = arith.addi %183, %182 : tensor<4x1x1xi32, #blocked>
    %185 = arith.addi %169, %177 : i32
    %186 = arith.addi %176, %184 : tensor<4x1x1xi32, #blocked>
    %c0_i32_53 = arith.constant 0 : i32
    %187 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %188 = tt.expand_dims %187 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_54 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %189 = arith.muli %c0_i32_53, %c0_i32_42 : i32
    %190 = tt.splat %c0_i32_53 : i32 -> tensor<4x1x1xi32, #blocked>
    %191 = tt.splat %c0_i32_42 : i32 -> tensor<4x1x1xi32, #blocked>
    %192 = arith.muli %188, %cst_54 : tensor<4x1x1xi32, #blocked>
    %193 = arith.muli %190, %cst_54 : tensor<4x1x1xi32, #blocked>
    %194 = arith.muli %188, %191 : tensor<4x1x1xi32, #blocked>
    %195 = arith.addi %192, %193 : tensor<4x1x1xi32, #blocked>
    %196 = arith.addi %195, %194 : tensor<4x1x1xi32, #blocked>
    %197 = arith.addi %185, %189 : i32
    %198 = arith.addi %186, %196 : tensor<4x1x1xi32, #blocked>
    %c0_i32_55 = arith.constant 0 : i32
    %cst_56 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_57 = arith.constant 0 : i32
    %cst_58 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %199 = arith.muli %c0_i32_55, %c0_i32_57 : i32
    %200 = tt.splat %c0_i32_55 : i32 -> tensor<4x1x1xi32, #blocked>
    %201 = tt.splat %c0_i32_57 : i32 -> tensor<4x1x1xi32, #blocked>
    %202 = arith.muli %cst_56, %cst_58 : tensor<4x1x1xi32, #blocked>
    %203 = arith.muli %200, %cst_58 : tensor<4x1x1xi32, #blocked>
    %204 = arith.muli %cst_56, %201 : tensor<4x1x1xi32, #blocked>
    %205 = arith.addi %202, %203 : tensor<4x1x1xi32, #blocked>
    %206 = arith.addi %205, %204 : tensor<4x1x1xi32, #blocked>
    %cst_59 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_60 = arith.constant 0 : i32
    %cst_61 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %207 = arith.muli %c0_i32_39, %c0_i32_60 : i32
    %208 = tt.splat %c0_i32_39 : i32 -> tensor<4x1x1xi32, #blocked>
    %209 = tt.splat %c0_i32_60 : i32 -> tensor<4x1x1xi32, #blocked>
    %210 = arith.muli %cst_59, %cst_61 : tensor<4x1x1xi32, #blocked>
    %211 = arith.muli %208, %cst_61 : tensor<4x1x1xi32, #blocked>
    %212 = arith.muli %cst_59, %209 : tensor<4x1x1xi32, #blocked>
    %213 = arith.addi %210, %211 : tensor<4x1x1xi32, #blocked>
    %214 = arith.addi %213, %212 : tensor<4x1x1xi32, #blocked>
    %215 = arith.addi %199, %207 : i32
    %216 = arith.addi %206, %214 : tensor<4x1x1xi32, #blocked>
    %c0_i32_62 = arith.constant 0 : i32
    %cst_63 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %cst_64 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %217 = arith.muli %c0_i32_62, %c0_i32_43 : i32
    %218 = tt.splat %c0_i32_62 : i32 -> tensor<4x1x1xi32, #blocked>
    %219 = tt.splat %c0_i32_43 : i32 -> tensor<4x1x1xi32, #blocked>
    %220 = arith.muli %cst_63, %cst_64 : tensor<4x1x1xi32, #blocked>
    %221 = arith.muli %218, %cst_64 : tensor<4x1x1xi32, #blocked>
    %222 = arith.muli %cst_63, %219 : tensor<4x1x1xi32, #blocked>
    %223 = arith.addi %220, %221 : tensor<4x1x1xi32, #blocked>
    %224 = arith.addi %223, %222 : tensor<4x1x1xi32, #blocked>
    %225 = arith.addi %215, %217 : i32
    %226 = arith.addi %216, %224 : tensor<4x1x1xi32, #blocked>
    %227 = arith.addi %197, %225 : i32
    %228 = arith.addi %198, %226 : tensor<4x1x1xi32, #blocked>
    %c0_i32_65 = arith.constant 0 : i32
    %229 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %230 = tt.expand_dims %229 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_66 = arith.constant 0 : i32
    %cst_67 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %231 = arith.muli %c0_i32_65, %c0_i32_66 : i32
    %232 = tt.splat %c0_i32_65 : i32 -> tensor<4x1x1xi32, #blocked>
    %233 = tt.splat %c0_i32_66 : i32 -> tensor<4x1x1xi32, #blocked>
    %234 = arith.muli %230, %cst_67 : tensor<4x1x1xi32, #blocked>
    %235 = arith.muli %232, %cst_67 : tensor<4x1x1xi32, #blocked>
    %236 = arith.muli %230, %233 : tensor<4x1x1xi32, #blocked>
    %237 = arith.addi %234, %235 : tensor<4x1x1xi32, #blocked>
    %238 = arith.addi %237, %236 : tensor<4x1x1xi32, #blocked>
    %cst_68 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_69 = arith.constant 0 : i32
    %cst_70 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %239 = arith.muli %c0_i32_44, %c0_i32_69 : i32
    %240 = tt.splat %c0_i32_44 : i32 -> tensor<4x1x1xi32, #blocked>
    %241 = tt.splat %c0_i32_69 : i32 -> tensor<4x1x1xi32, #blocked>
    %242 = arith.muli %cst_68, %cst_70 : tensor<4x1x1xi32, #blocked>
    %243 = arith.muli %240, %cst_70 : tensor<4x1x1xi32, #blocked>
    %244 = arith.muli %cst_68, %241 : tensor<4x1x1xi32, #blocked>
    %245 = arith.addi %242, %243 : tensor<4x1x1xi32, #blocked>
    %246 = arith.addi %245, %244 : tensor<4x1x1xi32, #blocked>
    %247 = arith.addi %231, %239 : i32
    %248 = arith.addi %238, %246 : tensor<4x1x1xi32, #blocked>
    %c0_i32_71 = arith.constant 0 : i32
    %249 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %250 = tt.expand_dims %249 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_72 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %251 = arith.muli %c0_i32_71, %c1024_i32_40 : i32
    %252 = tt.splat %c0_i32_71 : i32 -> tensor<4x1x1xi32, #blocked>
    %253 = tt.splat %c1024_i32_40 : i32 -> tensor<4x1x1xi32, #blocked>
    %254 = arith.muli %250, %cst_72 : tensor<4x1x1xi32, #blocked>
    %255 = arith.muli %252, %cst_72 : tensor<4x1x1xi32, #blocked>
    %256 = arith.muli %250, %253 : tensor<4x1x1xi32, #blocked>
    %257 = arith.addi %254, %255 : tensor<4x1x1xi32, #blocked>
    %258 = arith.addi %257, %256 : tensor<4x1x1xi32, #blocked>
    %259 = arith.addi %247, %251 : i32
    %260 = arith.addi %248, %258 : tensor<4x1x1xi32, #blocked>
    %261 = arith.addi %227, %259 : i32
    %262 = arith.addi %228, %260 : tensor<4x1x1xi32, #blocked>
    %263 = tt.broadcast %262 : tensor<4x1x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %c0_i32_73 = arith.constant 0 : i32
    %264 = tt.expand_dims %3 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %265 = tt.expand_dims %264 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %c0_i32_74 = arith.constant 0 : i32
    %cst_75 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %266 = arith.muli %c0_i32_73, %c0_i32_74 : i32
    %267 = tt.splat %c0_i32_73 : i32 -> tensor<1x32x1xi32, #blocked>
    %268 = tt.splat %c0_i32_74 : i32 -> tensor<1x32x1xi32, #blocked>
    %269 = arith.muli %265, %cst_75 : tensor<1x32x1xi32, #blocked>
    %270 = arith.muli %267, %cst_75 : tensor<1x32x1xi32, #blocked>
    %271 = arith.muli %265, %268 : tensor<1x32x1xi32, #blocked>
    %272 = arith.addi %269, %270 : tensor<1x32x1xi32, #blocked>
    %273 = arith.addi %272, %271 : tensor<1x32x1xi32, #blocked>
    %cst_76 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %c0_i32_77 = arith.constant 0 : i32
    %cst_78 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %274 = arith.muli %c0_i32_45, %c0_i32_77 : i32
    %275 = tt.splat %c0_i32_45 : i32 -> tensor<1x32x1xi32, #blocked>
    %276 = tt.splat %c0_i32_77 : i32 -> tensor<1x32x1xi32, #blocked>
    %277 = arith.muli %cst_76, %cst_78 : tensor<1x32x1xi32, #blocked>
    %278 = arith.muli %275, %cst_78 : tensor<1x32x1xi32, #blocked>
    %279 = arith.muli %cst_76, %276 : tensor<1x32x1xi32, #blocked>
    %280 = arith.addi %277, %278 : tensor<1x32x1xi32, #blocked>
    %281 = arith.addi %280, %279 : tensor<1x32x1xi32, #blocked>
    %282 = arith.addi %266, %274 : i32
    %283 = arith.addi %273, %281 : tensor<1x32x1xi32, #blocked>
    %c0_i32_79 = arith.constant 0 : i32
    %284 = tt.expand_dims %3 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %285 = tt.expand_dims %284 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %cst_80 = arith.constant dense<0> : tensor<1x32x1xi32, #blocked>
    %286 = arith.muli %c0_i32_79, %c32_i32_46 : i32
    %287 = tt.splat %c0_i32_79 : i32 -> tensor<1x32x1xi32, #blocked>
    %288 = tt.splat %c32_i32_46 : i32 -> tensor<1x32x1xi32, #blocked>
    %289 = arith.muli %285, %cst_80 : tensor<1x32x1xi32, #blocked>
    %290 = arith.muli %287, %cst_80 : tensor<1x32x1xi32, #blocked>
    %291 = arith.muli %285, %288 : tensor<1x32x1xi32, #blocked>
    %292 = arith.addi %289, %290 : tensor<1x32x1xi32, #blocked>
    %293 = arith.addi %292, %291 : tensor<1x32x1xi32, #blocked>
    %294 = arith.addi %282, %286 : i32
    %295 = arith.addi %283, %293 : tensor<1x32x1xi32, #blocked>
    %296 = tt.broadcast %295 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %297 = arith.addi %261, %294 : i32
    %298 = arith.addi %263, %296 : tensor<4x32x1xi32, #blocked>
    %299 = arith.addi %166, %297 : i32
    %300 = tt.broadcast %298 : tensor<4x32x1xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %301 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %302 = tt.expand_dims %301 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %303 = tt.broadcast %302 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %304 = arith.addi %300, %303 : tensor<4x32x32xi32, #blocked>
    %305 = tt.splat %299 : i32 -> tensor<4x32x32xi32, #blocked>
    %306 = arith.addi %305, %304 : tensor<4x32x32xi32, #blocked>
    %307 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %308 = tt.addptr %307, %306 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %309 = tt.load %308 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %310 = ttg.local_alloc %157 : (tensor<4x32x32xf16, #blocked>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %311 = ttg.local_load %310 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %312 = ttg.local_alloc %309 : (tensor<4x32x32xf16, #blocked>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %313 = ttg.local_load %312 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %314 = tt.dot %311, %313, %cst : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<4x32x32xf32, #mma>
    %c0_i32_81 = arith.constant 0 : i32
    %c1024_i32_82 = arith.constant 1024 : i32
    %315 = arith.muli %c0_i32_81, %c1024_i32_82 : i32
    %c0_i32_83 = arith.constant 0 : i32
    %c0_i32_84 = arith.constant 0 : i32
    %316 = arith.muli %c0_i32_83, %c0_i32_84 : i32
    %c0_i32_85 = arith.constant 0 : i32
    %317 = arith.muli %c0_i32_81, %c0_i32_85 : i32
    %318 = arith.addi %316, %317 : i32
    %c0_i32_86 = arith.constant 0 : i32
    %319 = arith.muli %c0_i32_86, %c1024_i32_82 : i32
    %320 = arith.addi %318, %319 : i32
    %321 = arith.addi %315, %320 : i32
    %c0_i32_87 = arith.constant 0 : i32
    %c32_i32_88 = arith.constant 32 : i32
    %322 = arith.muli %c0_i32_87, %c32_i32_88 : i32
    %323 = arith.addi %321, %322 : i32
    %c0_i32_89 = arith.constant 0 : i32
    %324 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %325 = tt.expand_dims %324 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<4x1x1xi32, #mma>
    %c0_i32_90 = arith.constant 0 : i32
    %cst_91 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %326 = arith.muli %c0_i32_89, %c0_i32_90 : i32
    %327 = tt.splat %c0_i32_89 : i32 -> tensor<4x1x1xi32, #mma>
    %328 = tt.splat %c0_i32_90 : i32 -> tensor<4x1x1xi32, #mma>
    %329 = arith.muli %325, %cst_91 : tensor<4x1x1xi32, #mma>
    %330 = arith.muli %327, %cst_91 : tensor<4x1x1xi32, #mma>
    %331 = arith.muli %325, %328 : tensor<4x1x1xi32, #mma>
    %332 = arith.addi %329, %330 : tensor<4x1x1xi32, #mma>
    %333 = arith.addi %332, %331 : tensor<4x1x1xi32, #mma>
    %cst_92 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %c0_i32_93 = arith.constant 0 : i32
    %cst_94 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %334 = arith.muli %c0_i32_83, %c0_i32_93 : i32
    %335 = tt.splat %c0_i32_83 : i32 -> tensor<4x1x1xi32, #mma>
    %336 = tt.splat %c0_i32_93 : i32 -> tensor<4x1x1xi32, #mma>
    %337 = arith.muli %cst_92, %cst_94 : tensor<4x1x1xi32, #mma>
    %338 = arith.muli %335, %cst_94 : tensor<4x1x1xi32, #mma>
    %339 = arith.muli %cst_92, %336 : tensor<4x1x1xi32, #mma>
    %340 = arith.addi %337, %338 : tensor<4x1x1xi32, #mma>
    %341 = arith.addi %340, %339 : tensor<4x1x1xi32, #mma>
    %342 = arith.addi %326, %334 : i32
    %343 = arith.addi %333, %341 : tensor<4x1x1xi32, #mma>
    %c0_i32_95 = arith.constant 0 : i32
    %344 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %345 = tt.expand_dims %344 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<4x1x1xi32, #mma>
    %cst_96 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %346 = arith.muli %c0_i32_95, %c0_i32_84 : i32
    %347 = tt.splat %c0_i32_95 : i32 -> tensor<4x1x1xi32, #mma>
    %348 = tt.splat %c0_i32_84 : i32 -> tensor<4x1x1xi32, #mma>
    %349 = arith.muli %345, %cst_96 : tensor<4x1x1xi32, #mma>
    %350 = arith.muli %347, %cst_96 : tensor<4x1x1xi32, #mma>
    %351 = arith.muli %345, %348 : tensor<4x1x1xi32, #mma>
    %352 = arith.addi %349, %350 : tensor<4x1x1xi32, #mma>
    %353 = arith.addi %352, %351 : tensor<4x1x1xi32, #mma>
    %354 = arith.addi %342, %346 : i32
    %355 = arith.addi %343, %353 : tensor<4x1x1xi32, #mma>
    %c0_i32_97 = arith.constant 0 : i32
    %cst_98 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %c0_i32_99 = arith.constant 0 : i32
    %cst_100 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %356 = arith.muli %c0_i32_97, %c0_i32_99 : i32
    %357 = tt.splat %c0_i32_97 : i32 -> tensor<4x1x1xi32, #mma>
    %358 = tt.splat %c0_i32_99 : i32 -> tensor<4x1x1xi32, #mma>
    %359 = arith.muli %cst_98, %cst_100 : tensor<4x1x1xi32, #mma>
    %360 = arith.muli %357, %cst_100 : tensor<4x1x1xi32, #mma>
    %361 = arith.muli %cst_98, %358 : tensor<4x1x1xi32, #mma>
    %362 = arith.addi %359, %360 : tensor<4x1x1xi32, #mma>
    %363 = arith.addi %362, %361 : tensor<4x1x1xi32, #mma>
    %cst_101 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %c0_i32_102 = arith.constant 0 : i32
    %cst_103 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %364 = arith.muli %c0_i32_81, %c0_i32_102 : i32
    %365 = tt.splat %c0_i32_81 : i32 -> tensor<4x1x1xi32, #mma>
    %366 = tt.splat %c0_i32_102 : i32 -> tensor<4x1x1xi32, #mma>
    %367 = arith.muli %cst_101, %cst_103 : tensor<4x1x1xi32, #mma>
    %368 = arith.muli %365, %cst_103 : tensor<4x1x1xi32, #mma>
    %369 = arith.muli %cst_101, %366 : tensor<4x1x1xi32, #mma>
    %370 = arith.addi %367, %368 : tensor<4x1x1xi32, #mma>
    %371 = arith.addi %370, %369 : tensor<4x1x1xi32, #mma>
    %372 = arith.addi %356, %364 : i32
    %373 = arith.addi %363, %371 : tensor<4x1x1xi32, #mma>
    %c0_i32_104 = arith.constant 0 : i32
    %cst_105 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %cst_106 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %374 = arith.muli %c0_i32_104, %c0_i32_85 : i32
    %375 = tt.splat %c0_i32_104 : i32 -> tensor<4x1x1xi32, #mma>
    %376 = tt.splat %c0_i32_85 : i32 -> tensor<4x1x1xi32, #mma>
    %377 = arith.muli %cst_105, %cst_106 : tensor<4x1x1xi32, #mma>
    %378 = arith.muli %375, %cst_106 : tensor<4x1x1xi32, #mma>
    %379 = arith.muli %cst_105, %376 : tensor<4x1x1xi32, #mma>
    %380 = arith.addi %377, %378 : tensor<4x1x1xi32, #mma>
    %381 = arith.addi %380, %379 : tensor<4x1x1xi32, #mma>
    %382 = arith.addi %372, %374 : i32
    %383 = arith.addi %373, %381 : tensor<4x1x1xi32, #mma>
    %384 = arith.addi %354, %382 : i32
    %385 = arith.addi %355, %383 : tensor<4x1x1xi32, #mma>
    %c0_i32_107 = arith.constant 0 : i32
    %386 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %387 = tt.expand_dims %386 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<4x1x1xi32, #mma>
    %c0_i32_108 = arith.constant 0 : i32
    %cst_109 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %388 = arith.muli %c0_i32_107, %c0_i32_108 : i32
    %389 = tt.splat %c0_i32_107 : i32 -> tensor<4x1x1xi32, #mma>
    %390 = tt.splat %c0_i32_108 : i32 -> tensor<4x1x1xi32, #mma>
    %391 = arith.muli %387, %cst_109 : tensor<4x1x1xi32, #mma>
    %392 = arith.muli %389, %cst_109 : tensor<4x1x1xi32, #mma>
    %393 = arith.muli %387, %390 : tensor<4x1x1xi32, #mma>
    %394 = arith.addi %391, %392 : tensor<4x1x1xi32, #mma>
    %395 = arith.addi %394, %393 : tensor<4x1x1xi32, #mma>
    %cst_110 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %c0_i32_111 = arith.constant 0 : i32
    %cst_112 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %396 = arith.muli %c0_i32_86, %c0_i32_111 : i32
    %397 = tt.splat %c0_i32_86 : i32 -> tensor<4x1x1xi32, #mma>
    %398 = tt.splat %c0_i32_111 : i32 -> tensor<4x1x1xi32, #mma>
    %399 = arith.muli %cst_110, %cst_112 : tensor<4x1x1xi32, #mma>
    %400 = arith.muli %397, %cst_112 : tensor<4x1x1xi32, #mma>
    %401 = arith.muli %cst_110, %398 : tensor<4x1x1xi32, #mma>
    %402 = arith.addi %399, %400 : tensor<4x1x1xi32, #mma>
    %403 = arith.addi %402, %401 : tensor<4x1x1xi32, #mma>
    %404 = arith.addi %388, %396 : i32
    %405 = arith.addi %395, %403 : tensor<4x1x1xi32, #mma>
    %c0_i32_113 = arith.constant 0 : i32
    %406 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %407 = tt.expand_dims %406 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<4x1x1xi32, #mma>
    %cst_114 = arith.constant dense<0> : tensor<4x1x1xi32, #mma>
    %408 = arith.muli %c0_i32_113, %c1024_i32_82 : i32
    %409 = tt.splat %c0_i32_113 : i32 -> tensor<4x1x1xi32, #mma>
    %410 = tt.splat %c1024_i32_82 : i32 -> tensor<4x1x1xi32, #mma>
    %411 = arith.muli %407, %cst_114 : tensor<4x1x1xi32, #mma>
    %412 = arith.muli %409, %cst_114 : tensor<4x1x1xi32, #mma>
    %413 = arith.muli %407, %410 : tensor<4x1x1xi32, #mma>
    %414 = arith.addi %411, %412 : tensor<4x1x1xi32, #mma>
    %415 = arith.addi %414, %413 : tensor<4x1x1xi32, #mma>
    %416 = arith.addi %404, %408 : i32
    %417 = arith.addi %405, %415 : tensor<4x1x1xi32, #mma>
    %418 = arith.addi %384, %416 : i32
    %419 = arith.addi %385, %417 : tensor<4x1x1xi32, #mma>
    %420 = tt.broadcast %419 : tensor<4x1x1xi32, #mma> -> tensor<4x32x1xi32, #mma>
    %c0_i32_115 = arith.constant 0 : i32
    %421 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %422 = tt.expand_dims %421 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<1x32x1xi32, #mma>
    %c0_i32_116 = arith.constant 0 : i32
    %cst_117 = arith.constant dense<0> : tensor<1x32x1xi32, #mma>
    %423 = arith.muli %c0_i32_115, %c0_i32_116 : i32
    %424 = tt.splat %c0_i32_115 : i32 -> tensor<1x32x1xi32, #mma>
    %425 = tt.splat %c0_i32_116 : i32 -> tensor<1x32x1xi32, #mma>
    %426 = arith.muli %422, %cst_117 : tensor<1x32x1xi32, #mma>
    %427 = arith.muli %424, %cst_117 : tensor<1x32x1xi32, #mma>
    %428 = arith.muli %422, %425 : tensor<1x32x1xi32, #mma>
    %429 = arith.addi %426, %427 : tensor<1x32x1xi32, #mma>
    %430 = arith.addi %429, %428 : tensor<1x32x1xi32, #mma>
    %cst_118 = arith.constant dense<0> : tensor<1x32x1xi32, #mma>
    %c0_i32_119 = arith.constant 0 : i32
    %cst_120 = arith.constant dense<0> : tensor<1x32x1xi32, #mma>
    %431 = arith.muli %c0_i32_87, %c0_i32_119 : i32
    %432 = tt.splat %c0_i32_87 : i32 -> tensor<1x32x1xi32, #mma>
    %433 = tt.splat %c0_i32_119 : i32 -> tensor<1x32x1xi32, #mma>
    %434 = arith.muli %cst_118, %cst_120 : tensor<1x32x1xi32, #mma>
    %435 = arith.muli %432, %cst_120 : tensor<1x32x1xi32, #mma>
    %436 = arith.muli %cst_118, %433 : tensor<1x32x1xi32, #mma>
    %437 = arith.addi %434, %435 : tensor<1x32x1xi32, #mma>
    %438 = arith.addi %437, %436 : tensor<1x32x1xi32, #mma>
    %439 = arith.addi %423, %431 : i32
    %440 = arith.addi %430, %438 : tensor<1x32x1xi32, #mma>
    %c0_i32_121 = arith.constant 0 : i32
    %441 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %442 = tt.expand_dims %441 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<1x32x1xi32, #mma>
    %cst_122 = arith.constant dense<0> : tensor<1x32x1xi32, #mma>
    %443 = arith.muli %c0_i32_121, %c32_i32_88 : i32
    %444 = tt.splat %c0_i32_121 : i32 -> tensor<1x32x1xi32, #mma>
    %445 = tt.splat %c32_i32_88 : i32 -> tensor<1x32x1xi32, #mma>
    %446 = arith.muli %442, %cst_122 : tensor<1x32x1xi32, #mma>
    %447 = arith.muli %444, %cst_122 : tensor<1x32x1xi32, #mma>
    %448 = arith.muli %442, %445 : tensor<1x32x1xi32, #mma>
    %449 = arith.addi %446, %447 : tensor<1x32x1xi32, #mma>
    %450 = arith.addi %449, %448 : tensor<1x32x1xi32, #mma>
    %451 = arith.addi %439, %443 : i32
    %452 = arith.addi %440, %450 : tensor<1x32x1xi32, #mma>
    %453 = tt.broadcast %452 : tensor<1x32x1xi32, #mma> -> tensor<4x32x1xi32, #mma>
    %454 = arith.addi %418, %451 : i32
    %455 = arith.addi %420, %453 : tensor<4x32x1xi32, #mma>
    %456 = arith.addi %323, %454 : i32
    %457 = tt.broadcast %455 : tensor<4x32x1xi32, #mma> -> tensor<4x32x32xi32, #mma>
    %458 = tt.expand_dims %6 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #mma}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %459 = tt.expand_dims %458 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<1x1x32xi32, #mma>
    %460 = tt.broadcast %459 : tensor<1x1x32xi32, #mma> -> tensor<4x32x32xi32, #mma>
    %461 = arith.addi %457, %460 : tensor<4x32x32xi32, #mma>
    %462 = tt.splat %456 : i32 -> tensor<4x32x32xi32, #mma>
    %463 = arith.addi %462, %461 : tensor<4x32x32xi32, #mma>
    %464 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x32x32x!tt.ptr<f32>, #mma>
    %465 = tt.addptr %464, %463 : tensor<4x32x32x!tt.ptr<f32>, #mma>, tensor<4x32x32xi32, #mma>
    tt.store %465, %314 : tensor<4x32x32x!tt.ptr<f32>, #mma>
    tt.return
  }
}
