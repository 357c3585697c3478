#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 2, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [2, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_3d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<4x8x32xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x8x32xf32, #blocked>
    %c4_i32 = arith.constant 4 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c4_i32 : i32
    %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %3 = tt.splat %1 : i32 -> tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %4 = arith.addi %3, %2 : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %5 = tt.expand_dims %4 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %6 = tt.expand_dims %5 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %7 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %8 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %9 = tt.expand_dims %8 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %11 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %13 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32, #blocked>
    %14 = arith.cmpi slt, %6, %13 : tensor<4x1x1xi32, #blocked>
    %15 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32, #blocked>
    %16 = arith.cmpi slt, %9, %15 : tensor<1x8x1xi32, #blocked>
    %17 = tt.broadcast %14 : tensor<4x1x1xi1, #blocked> -> tensor<4x8x1xi1, #blocked>
    %18 = tt.broadcast %16 : tensor<1x8x1xi1, #blocked> -> tensor<4x8x1xi1, #blocked>
    %19 = arith.andi %17, %18 : tensor<4x8x1xi1, #blocked>
    %20 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32, #blocked1>
    %21 = arith.cmpi slt, %12, %20 : tensor<1x1x32xi32, #blocked1>
    %22 = tt.broadcast %19 : tensor<4x8x1xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %23 = tt.broadcast %21 : tensor<1x1x32xi1, #blocked1> -> tensor<4x8x32xi1, #blocked>
    %24 = arith.andi %22, %23 : tensor<4x8x32xi1, #blocked>
    %25 = arith.muli %1, %arg5 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i32_1 = arith.constant 0 : i32
    %26 = arith.muli %c0_i32, %c0_i32_1 : i32
    %c0_i32_2 = arith.constant 0 : i32
    %27 = arith.muli %1, %c0_i32_2 : i32
    %28 = arith.addi %26, %27 : i32
    %c0_i32_3 = arith.constant 0 : i32
    %29 = arith.muli %c0_i32_3, %arg5 : i32
    %30 = arith.addi %28, %29 : i32
    %31 = arith.addi %25, %30 : i32
    %c0_i32_4 = arith.constant 0 : i32
    %32 = arith.muli %c0_i32_4, %arg6 : i32
    %33 = arith.addi %31, %32 : i32
    %c0_i32_5 = arith.constant 0 : i32
    %34 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %35 = tt.expand_dims %34 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_6 = arith.constant 0 : i32
    %cst_7 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %36 = arith.muli %c0_i32_5, %c0_i32_6 : i32
    %37 = tt.splat %c0_i32_5 : i32 -> tensor<4x1x1xi32, #blocked>
    %38 = tt.splat %c0_i32_6 : i32 -> tensor<4x1x1xi32, #blocked>
    %39 = arith.muli %35, %cst_7 : tensor<4x1x1xi32, #blocked>
    %40 = arith.muli %37, %cst_7 : tensor<4x1x1xi32, #blocked>
    %41 = arith.muli %35, %38 : tensor<4x1x1xi32, #blocked>
    %42 = arith.addi %39, %40 : tensor<4x1x1xi32, #blocked>
    %43 = arith.addi %42, %41 : tensor<4x1x1xi32, #blocked>
    %cst_8 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_9 = arith.constant 0 : i32
    %cst_10 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %44 = arith.muli %c0_i32, %c0_i32_9 : i32
    %45 = tt.splat %c0_i32 : i32 -> tensor<4x1x1xi32, #blocked>
    %46 = tt.splat %c0_i32_9 : i32 -> tensor<4x1x1xi32, #blocked>
    %47 = arith.muli %cst_8, %cst_10 : tensor<4x1x1xi32, #blocked>
    %48 = arith.muli %45, %cst_10 : tensor<4x1x1xi32, #blocked>
    %49 = arith.muli %cst_8, %46 : tensor<4x1x1xi32, #blocked>
    %50 = arith.addi %47, %48 : tensor<4x1x1xi32, #blocked>
    %51 = arith.addi %50, %49 : tensor<4x1x1xi32, #blocked>
    %52 = arith.addi %36, %44 : i32
    %53 = arith.addi %43, %51 : tensor<4x1x1xi32, #blocked>
    %c0_i32_11 = arith.constant 0 : i32
    %54 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %55 = tt.expand_dims %54 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_12 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %56 = arith.muli %c0_i32_11, %c0_i32_1 : i32
    %57 = tt.splat %c0_i32_11 : i32 -> tensor<4x1x1xi32, #blocked>
    %58 = tt.splat %c0_i32_1 : i32 -> tensor<4x1x1xi32, #blocked>
    %59 = arith.muli %55, %cst_12 : tensor<4x1x1xi32, #blocked>
    %60 = arith.muli %57, %cst_12 : tensor<4x1x1xi32, #blocked>
    %61 = arith.muli %55, %58 : tensor<4x1x1xi32, #blocked>
    %62 = arith.addi %59, %60 : tensor<4x1x1xi32, #blocked>
    %63 = arith.addi %62, %61 : tensor<4x1x1xi32, #blocked>
    %64 = arith.addi %52, %56 : i32
    %65 = arith.addi %53, %63 : tensor<4x1x1xi32, #blocked>
    %c0_i32_13 = arith.constant 0 : i32
    %cst_14 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_15 = arith.constant 0 : i32
    %cst_16 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %66 = arith.muli %c0_i32_13, %c0_i32_15 : i32
    %67 = tt.splat %c0_i32_13 : i32 -> tensor<4x1x1xi32, #blocked>
    %68 = tt.splat %c0_i32_15 : i32 -> tensor<4x1x1xi32, #blocked>
    %69 = arith.muli %cst_14, %cst_16 : tensor<4x1x1xi32, #blocked>
    %70 = arith.muli %67, %cst_16 : tensor<4x1x1xi32, #blocked>
    %71 = arith.muli %cst_14, %68 : tensor<4x1x1xi32, #blocked>
    %72 = arith.addi %69, %70 : tensor<4x1x1xi32, #blocked>
    %73 = arith.addi %72, %71 : tensor<4x1x1xi32, #blocked>
    %cst_17 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_18 = arith.constant 0 : i32
    %cst_19 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %74 = arith.muli %1, %c0_i32_18 : i32
    %75 = tt.splat %1 : i32 -> tensor<4x1x1xi32, #blocked>
    %76 = tt.splat %c0_i32_18 : i32 -> tensor<4x1x1xi32, #blocked>
    %77 = arith.muli %cst_17, %cst_19 : tensor<4x1x1xi32, #blocked>
    %78 = arith.muli %75, %cst_19 : tensor<4x1x1xi32, #blocked>
    %79 = arith.muli %cst_17, %76 : tensor<4x1x1xi32, #blocked>
    %80 = arith.addi %77, %78 : tensor<4x1x1xi32, #blocked>
    %81 = arith.addi %80, %79 : tensor<4x1x1xi32, #blocked>
    %82 = arith.addi %66, %74 : i32
    %83 = arith.addi %73, %81 : tensor<4x1x1xi32, #blocked>
    %c0_i32_20 = arith.constant 0 : i32
    %cst_21 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %cst_22 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %84 = arith.muli %c0_i32_20, %c0_i32_2 : i32
    %85 = tt.splat %c0_i32_20 : i32 -> tensor<4x1x1xi32, #blocked>
    %86 = tt.splat %c0_i32_2 : i32 -> tensor<4x1x1xi32, #blocked>
    %87 = arith.muli %cst_21, %cst_22 : tensor<4x1x1xi32, #blocked>
    %88 = arith.muli %85, %cst_22 : tensor<4x1x1xi32, #blocked>
    %89 = arith.muli %cst_21, %86 : tensor<4x1x1xi32, #blocked>
    %90 = arith.addi %87, %88 : tensor<4x1x1xi32, #blocked>
    %91 = arith.addi %90, %89 : tensor<4x1x1xi32, #blocked>
    %92 = arith.addi %82, %84 : i32
    %93 = arith.addi %83, %91 : tensor<4x1x1xi32, #blocked>
    %94 = arith.addi %64, %92 : i32
    %95 = arith.addi %65, %93 : tensor<4x1x1xi32, #blocked>
    %c0_i32_23 = arith.constant 0 : i32
    %96 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %97 = tt.expand_dims %96 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_24 = arith.constant 0 : i32
    %cst_25 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %98 = arith.muli %c0_i32_23, %c0_i32_24 : i32
    %99 = tt.splat %c0_i32_23 : i32 -> tensor<4x1x1xi32, #blocked>
    %100 = tt.splat %c0_i32_24 : i32 -> tensor<4x1x1xi32, #blocked>
    %101 = arith.muli %97, %cst_25 : tensor<4x1x1xi32, #blocked>
    %102 = arith.muli %99, %cst_25 : tensor<4x1x1xi32, #blocked>
    %103 = arith.muli %97, %100 : tensor<4x1x1xi32, #blocked>
    %104 = arith.addi %101, %102 : tensor<4x1x1xi32, #blocked>
    %105 = arith.addi %104, %103 : tensor<4x1x1xi32, #blocked>
    %cst_26 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_27 = arith.constant 0 : i32
    %cst_28 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %106 = arith.muli %c0_i32_3, %c0_i32_27 : i32
    %107 = tt.splat %c0_i32_3 : i32 -> tensor<4x1x1xi32, #blocked>
    %108 = tt.splat %c0_i32_27 : i32 -> tensor<4x1x1xi32, #blocked>
    %109 = arith.muli %cst_26, %cst_28 : tensor<4x1x1xi32, #blocked>
    %110 = arith.muli %107, %cst_28 : tensor<4x1x1xi32, #blocked>
    %111 = arith.muli %cst_26, %108 : tensor<4x1x1xi32, #blocked>
    %112 = arith.addi %109, %110 : tensor<4x1x1xi32, #blocked>
    %113 = arith.addi %112, %111 : tensor<4x1x1xi32, #blocked>
    %114 = arith.addi %98, %106 : i32
    %115 = arith.addi %105, %113 : tensor<4x1x1xi32, #blocked>
    %c0_i32_29 = arith.constant 0 : i32
    %116 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %117 = tt.expand_dims %116 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_30 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %118 = arith.muli %c0_i32_29, %arg5 : i32
    %119 = tt.splat %c0_i32_29 : i32 -> tensor<4x1x1xi32, #blocked>
    %120 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32, #blocked>
    %121 = arith.muli %117, %cst_30 : tensor<4x1x1xi32, #blocked>
    %122 = arith.muli %119, %cst_30 : tensor<4x1x1xi32, #blocked>
    %123 = arith.muli %117, %120 : tensor<4x1x1xi32, #blocked>
    %124 = arith.addi %121, %122 : tensor<4x1x1xi32, #blocked>
    %125 = arith.addi %124, %123 : tensor<4x1x1xi32, #blocked>
    %126 = arith.addi %114, %118 : i32
    %127 = arith.addi %115, %125 : tensor<4x1x1xi32, #blocked>
    %128 = arith.addi %94, %126 : i32
    %129 = arith.addi %95, %127 : tensor<4x1x1xi32, #blocked>
    %130 = tt.broadcast %129 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %c0_i32_31 = arith.constant 0 : i32
    %131 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %132 = tt.expand_dims %131 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %c0_i32_32 = arith.constant 0 : i32
    %cst_33 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %133 = arith.muli %c0_i32_31, %c0_i32_32 : i32
    %134 = tt.splat %c0_i32_31 : i32 -> tensor<1x8x1xi32, #blocked>
    %135 = tt.splat %c0_i32_32 : i32 -> tensor<1x8x1xi32, #blocked>
    %136 = arith.muli %132, %cst_33 : tensor<1x8x1xi32, #blocked>
    %137 = arith.muli %134, %cst_33 : tensor<1x8x1xi32, #blocked>
    %138 = arith.muli %132, %135 : tensor<1x8x1xi32, #blocked>
    %139 = arith.addi %136, %137 : tensor<1x8x1xi32, #blocked>
    %140 = arith.addi %139, %138 : tensor<1x8x1xi32, #blocked>
    %cst_34 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %c0_i32_35 = arith.constant 0 : i32
    %cst_36 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %141 = arith.muli %c0_i32_4, %c0_i32_35 : i32
    %142 = tt.splat %c0_i32_4 : i32 -> tensor<1x8x1xi32, #blocked>
    %143 = tt.splat %c0_i32_35 : i32 -> tensor<1x8x1xi32, #blocked>
    %144 = arith.muli %cst_34, %cst_36 : tensor<1x8x1xi32, #blocked>
    %145 = arith.muli %142, %cst_36 : tensor<1x8x1xi32, #blocked>
    %146 = arith.muli %cst_34, %143 : tensor<1x8x1xi32, #blocked>
    %147 = arith.addi %144, %145 : tensor<1x8x1xi32, #blocked>
    %148 = arith.addi %147, %146 : tensor<1x8x1xi32, #blocked>
    %149 = arith.addi %133, %141 : i32
    %150 = arith.addi %140, %148 : tensor<1x8x1xi32, #blocked>
    %c0_i32_37 = arith.constant 0 : i32
    %151 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %152 = tt.expand_dims %151 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %cst_38 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %153 = arith.muli %c0_i32_37, %arg6 : i32
    %154 = tt.splat %c0_i32_37 : i32 -> tensor<1x8x1xi32, #blocked>
    %155 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32, #blocked>
    %156 = arith.muli %152, %cst_38 : tensor<1x8x1xi32, #blocked>
    %157 = arith.muli %154, %cst_38 : tensor<1x8x1xi32, #blocked>
    %158 = arith.muli %152, %155 : tensor<1x8x1xi32, #blocked>
    %159 = arith.addi %156, %157 : tensor<1x8x1xi32, #blocked>
    %160 = arith.addi %159, %158 : tensor<1x8x1xi32, #blocked>
    %161 = arith.addi %149, %153 : i32
    %162 = arith.addi %150, %160 : tensor<1x8x1xi32, #blocked>
    %163 = tt.broadcast %162 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %164 = arith.addi %128, %161 : i32
    %165 = arith.addi %130, %163 : tensor<4x8x1xi32, #blocked>
    %166 = arith.addi %33, %164 : i32
    %167 = tt.broadcast %165 : tensor<4x8x1xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %168 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %169 = tt.expand_dims %168 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %170 = tt.broadcast %169 : tensor<1x1x32xi32, #blocked1> -> tensor<4x8x32xi32, #blocked>
    %171 = arith.addi %167, %170 : tensor<4x8x32xi32, #blocked>
    %172 = tt.splat %166 : i32 -> tensor<4x8x32xi32, #blocked>
    %173 = arith.addi %172, %171 : tensor<4x8x32xi32, #blocked>
    %174 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %175 = tt.addptr %174, %173 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %176 = tt.load %175, %24, %cst_0 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %177 = arith.muli %1, %arg7 : i32
    %c0_i32_39 = arith.constant 0 : i32
    %c0_i32_40 = arith.constant 0 : i32
    %178 = arith.muli %c0_i32_39, %c0_i32_40 : i32
    %c0_i32_41 = arith.constant 0 : i32
    %179 = arith.muli %1, %c0_i32_41 : i32
    %180 = arith.addi %178, %179 : i32
    %c0_i32_42 = arith.constant 0 : i32
    %181 = arith.muli %c0_i32_42, %arg7 : i32
    %182 = arith.addi %180, %181 : i32
    %183 = arith.addi %177, %182 : i32
    %c0_i32_43 = arith.constant 0 : i32
    %184 = arith.muli %c0_i32_43, %arg8 : i32
    %185 = arith.addi %183, %184 : i32
    %c0_i32_44 = arith.constant 0 : i32
    %186 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %187 = tt.expand_dims %186 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_45 = arith.constant 0 : i32
    %cst_46 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %188 = arith.muli %c0_i32_44, %c0_i32_45 : i32
    %189 = tt.splat %c0_i32_44 : i32 -> tensor<4x1x1xi32, #blocked>
    %190 = tt.splat %c0_i32_45 : i32 -> tensor<4x1x1xi32, #blocked>
    %191 = arith.muli %187, %cst_46 : tensor<4x1x1xi32, #blocked>
    %192 = arith.muli %189, %cst_46 : tensor<4x1x1xi32, #blocked>
    %193 = arith.muli %187, %190 : tensor<4x1x1xi32, #blocked>
    %194 = arith.addi %191, %192 : tensor<4x1x1xi32, #blocked>
    %195 = arith.addi %194, %193 : tensor<4x1x1xi32, #blocked>
    %cst_47 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_48 = arith.constant 0 : i32
    %cst_49 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %196 = arith.muli %c0_i32_39, %c0_i32_48 : i32
    %197 = tt.splat %c0_i32_39 : i32 -> tensor<4x1x1xi32, #blocked>
    %198 = tt.splat %c0_i32_48 : i32 -> tensor<4x1x1xi32, #blocked>
    %199 = arith.muli %cst_47, %cst_49 : tensor<4x1x1xi32, #blocked>
    %200 = arith.muli %197, %cst_49 : tensor<4x1x1xi32, #blocked>
    %201 = arith.muli %cst_47, %198 : tensor<4x1x1xi32, #blocked>
    %202 = arith.addi %199, %200 : tensor<4x1x1xi32, #blocked>
    %203 = arith.addi %202, %201 : tensor<4x1x1xi32, #blocked>
    %204 = arith.addi %188, %196 : i32
    %205 = arith.addi %195, %203 : tensor<4x1x1xi32, #blocked>
    %c0_i32_50 = arith.constant 0 : i32
    %206 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %207 = tt.expand_dims %206 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_51 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %208 = arith.muli %c0_i32_50, %c0_i32_40 : i32
    %209 = tt.splat %c0_i32_50 : i32 -> tensor<4x1x1xi32, #blocked>
    %210 = tt.splat %c0_i32_40 : i32 -> tensor<4x1x1xi32, #blocked>
    %211 = arith.muli %207, %cst_51 : tensor<4x1x1xi32, #blocked>
    %212 = arith.muli %209, %cst_51 : tensor<4x1x1xi32, #blocked>
    %213 = arith.muli %207, %210 : tensor<4x1x1xi32, #blocked>
    %214 = arith.addi %211, %212 : tensor<4x1x1xi32, #blocked>
    %215 = arith.addi %214, %213 : tensor<4x1x1xi32, #blocked>
    %216 = arith.addi %204, %208 : i32
    %217 = arith.addi %205, %215 : tensor<4x1x1xi32, #blocked>
    %c0_i32_52 = arith.constant 0 : i32
    %cst_53 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_54 = arith.constant 0 : i32
    %cst_55 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %218 = arith.muli %c0_i32_52, %c0_i32_54 : i32
    %219 = tt.splat %c0_i32_52 : i32 -> tensor<4x1x1xi32, #blocked>
    %220 = tt.splat %c0_i32_54 : i32 -> tensor<4x1x1xi32, #blocked>
    %221 = arith.muli %cst_53, %cst_55 : tensor<4x1x1xi32, #blocked>
    %222 = arith.muli %219, %cst_55 : tensor<4x1x1xi32, #blocked>
    %223 = arith.muli %cst_53, %220 : tensor<4x1x1xi32, #blocked>
    %224 = arith.addi %221, %222 : tensor<4x1x1xi32, #blocked>
    %225 = arith.addi %224, %223 : tensor<4x1x1xi32, #blocked>
    %cst_56 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_57 = arith.constant 0 : i32
    %cst_58 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %226 = arith.muli %1, %c0_i32_57 : i32
    %227 = tt.splat %1 : i32 -> tensor<4x1x1xi32, #blocked>
    %228 = tt.splat %c0_i32_57 : i32 -> tensor<4x1x1xi32, #blocked>
    %229 = arith.muli %cst_56, %cst_58 : tensor<4x1x1xi32, #blocked>
    %230 = arith.muli %227, %cst_58 : tensor<4x1x1xi32, #blocked>
    %231 = arith.muli %cst_56, %228 : tensor<4x1x1xi32, #blocked>
    %232 = arith.addi %229, %230 : tensor<4x1x1xi32, #blocked>
    %233 = arith.addi %232, %231 : tensor<4x1x1xi32, #blocked>
    %234 = arith.addi %218, %226 : i32
    %235 = arith.addi %225, %233 : tensor<4x1x1xi32, #blocked>
    %c0_i32_59 = arith.constant 0 : i32
    %cst_60 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %cst_61 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %236 = arith.muli %c0_i32_59, %c0_i32_41 : i32
    %237 = tt.splat %c0_i32_59 : i32 -> tensor<4x1x1xi32, #blocked>
    %238 = tt.splat %c0_i32_41 : i32 -> tensor<4x1x1xi32, #blocked>
    %239 = arith.muli %cst_60, %cst_61 : tensor<4x1x1xi32, #blocked>
    %240 = arith.muli %237, %cst_61 : tensor<4x1x1xi32, #blocked>
    %241 = arith.muli %cst_60, %238 : tensor<4x1x1xi32, #blocked>
    %242 = arith.addi %239, %240 : tensor<4x1x1xi32, #blocked>
    %243 = arith.addi %242, %241 : tensor<4x1x1xi32, #blocked>
    %244 = arith.addi %234, %236 : i32
    %245 = arith.addi %235, %243 : tensor<4x1x1xi32, #blocked>
    %246 = arith.addi %216, %244 : i32
    %247 = arith.addi %217, %245 : tensor<4x1x1xi32, #blocked>
    %c0_i32_62 = arith.constant 0 : i32
    %248 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %249 = tt.expand_dims %248 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %c0_i32_63 = arith.constant 0 : i32
    %cst_64 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %250 = arith.muli %c0_i32_62, %c0_i32_63 : i32
    %251 = tt.splat %c0_i32_62 : i32 -> tensor<4x1x1xi32, #blocked>
    %252 = tt.splat %c0_i32_63 : i32 -> tensor<4x1x1xi32, #blocked>
    %253 = arith.muli %249, %cst_64 : tensor<4x1x1xi32, #blocked>
    %254 = arith.muli %251, %cst_64 : tensor<4x1x1xi32, #blocked>
    %255 = arith.muli %249, %252 : tensor<4x1x1xi32, #blocked>
    %256 = arith.addi %253, %254 : tensor<4x1x1xi32, #blocked>
    %257 = arith.addi %256, %255 : tensor<4x1x1xi32, #blocked>
    %cst_65 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %c0_i32_66 = arith.constant 0 : i32
    %cst_67 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %258 = arith.muli %c0_i32_42, %c0_i32_66 : i32
    %259 = tt.splat %c0_i32_42 : i32 -> tensor<4x1x1xi32, #blocked>
    %260 = tt.splat %c0_i32_66 : i32 -> tensor<4x1x1xi32, #blocked>
    %261 = arith.muli %cst_65, %cst_67 : tensor<4x1x1xi32, #blocked>
    %262 = arith.muli %259, %cst_67 : tensor<4x1x1xi32, #blocked>
    %263 = arith.muli %cst_65, %260 : tensor<4x1x1xi32, #blocked>
    %264 = arith.addi %261, %262 : tensor<4x1x1xi32, #blocked>
    %265 = arith.addi %264, %263 : tensor<4x1x1xi32, #blocked>
    %266 = arith.addi %250, %258 : i32
    %267 = arith.addi %257, %265 : tensor<4x1x1xi32, #blocked>
    %c0_i32_68 = arith.constant 0 : i32
    %268 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %269 = tt.expand_dims %268 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %cst_69 = arith.constant dense<0> : tensor<4x1x1xi32, #blocked>
    %270 = arith.muli %c0_i32_68, %arg7 : i32
    %271 = tt.splat %c0_i32_68 : i32 -> tensor<4x1x1xi32, #blocked>
    %272 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32, #blocked>
    %273 = arith.muli %269, %cst_69 : tensor<4x1x1xi32, #blocked>
    %274 = arith.muli %271, %cst_69 : tensor<4x1x1xi32, #blocked>
    %275 = arith.muli %269, %272 : tensor<4x1x1xi32, #blocked>
    %276 = arith.addi %273, %274 : tensor<4x1x1xi32, #blocked>
    %277 = arith.addi %276, %275 : tensor<4x1x1xi32, #blocked>
    %278 = arith.addi %266, %270 : i32
    %279 = arith.addi %267, %277 : tensor<4x1x1xi32, #blocked>
    %280 = arith.addi %246, %278 : i32
    %281 = arith.addi %247, %279 : tensor<4x1x1xi32, #blocked>
    %282 = tt.broadcast %281 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %c0_i32_70 = arith.constant 0 : i32
    %283 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %284 = tt.expand_dims %283 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %c0_i32_71 = arith.constant 0 : i32
    %cst_72 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %285 = arith.muli %c0_i32_70, %c0_i32_71 : i32
    %286 = tt.splat %c0_i32_70 : i32 -> tensor<1x8x1xi32, #blocked>
    %287 = tt.splat %c0_i32_71 : i32 -> tensor<1x8x1xi32, #blocked>
    %288 = arith.muli %284, %cst_72 : tensor<1x8x1xi32, #blocked>
    %289 = arith.muli %286, %cst_72 : tensor<1x8x1xi32, #blocked>
    %290 = arith.muli %284, %287 : tensor<1x8x1xi32, #blocked>
    %291 = arith.addi %288, %289 : tensor<1x8x1xi32, #blocked>
    %292 = arith.addi %291, %290 : tensor<1x8x1xi32, #blocked>
    %cst_73 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %c0_i32_74 = arith.constant 0 : i32
    %cst_75 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %293 = arith.muli %c0_i32_43, %c0_i32_74 : i32
    %294 = tt.splat %c0_i32_43 : i32 -> tensor<1x8x1xi32, #blocked>
    %295 = tt.splat %c0_i32_74 : i32 -> tensor<1x8x1xi32, #blocked>
    %296 = arith.muli %cst_73, %cst_75 : tensor<1x8x1xi32, #blocked>
    %297 = arith.muli %294, %cst_75 : tensor<1x8x1xi32, #blocked>
    %298 = arith.muli %cst_73, %295 : tensor<1x8x1xi32, #blocked>
    %299 = arith.addi %296, %297 : tensor<1x8x1xi32, #blocked>
    %300 = arith.addi %299, %298 : tensor<1x8x1xi32, #blocked>
    %301 = arith.addi %285, %293 : i32
    %302 = arith.addi %292, %300 : tensor<1x8x1xi32, #blocked>
    %c0_i32_76 = arith.constant 0 : i32
    %303 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %304 = tt.expand_dims %303 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %cst_77 = arith.constant dense<0> : tensor<1x8x1xi32, #blocked>
    %305 = arith.muli %c0_i32_76, %arg8 : i32
    %306 = tt.splat %c0_i32_76 : i32 -> tensor<1x8x1xi32, #blocked>
    %307 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32, #blocked>
    %308 = arith.muli %304, %cst_77 : tensor<1x8x1xi32, #blocked>
    %309 = arith.muli %306, %cst_77 : tensor<1x8x1xi32, #blocked>
    %310 = arith.muli %304, %307 : tensor<1x8x1xi32, #blocked>
    %311 = arith.addi %308, %309 : tensor<1x8x1xi32, #blocked>
    %312 = arith.addi %311, %310 : tensor<1x8x1xi32, #blocked>
    %313 = arith.addi %301, %305 : i32
    %314 = arith.addi %302, %312 : tensor<1x8x1xi32, #blocked>
    %315 = tt.broadcast %314 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %316 = arith.addi %280, %313 : i32
    %317 = arith.addi %282, %315 : tensor<4x8x1xi32, #blocked>
    %318 = arith.addi %185, %316 : i32
    %319 = tt.broadcast %317 : tensor<4x8x1xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %320 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %321 = tt.expand_dims %320 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %322 = tt.broadcast %321 : tensor<1x1x32xi32, #blocked1> -> tensor<4x8x32xi32, #blocked>
    %323 = arith.addi %319, %322 : tensor<4x8x32xi32, #blocked>
    %324 = tt.splat %318 : i32 -> tensor<4x8x32xi32, #blocked>
    %325 = arith.addi %324, %323 : tensor<4x8x32xi32, #blocked>
    %326 = arith.mulf %176, %cst : tensor<4x8x32xf32, #blocked>
    %327 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %328 = tt.addptr %327, %325 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    tt.store %328, %326, %24 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
