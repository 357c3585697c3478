#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 4]], warp = [[0, 0], [0, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %8 = arith.addi %6, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %10 = arith.muli %1, %c32_i32 : i32
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = tt.splat %10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = tt.splat %10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = arith.addi %14, %12 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %17 = arith.addi %15, %13 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %18 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %19 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %20 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %21 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %22 = arith.cmpi slt, %18, %20 : tensor<64x1xi32, #blocked>
    %23 = arith.cmpi slt, %19, %21 : tensor<64x1xi32, #mma>
    %24 = arith.muli %2, %arg5 : i32
    %25 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %c0_i32 = arith.constant 0 : i32
    %26 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_2 = arith.constant 0 : i32
    %cst_3 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %27 = arith.muli %c0_i32, %c0_i32_2 : i32
    %28 = tt.splat %c0_i32 : i32 -> tensor<64x1xi32, #blocked>
    %29 = tt.splat %c0_i32_2 : i32 -> tensor<64x1xi32, #blocked>
    %30 = arith.muli %26, %cst_3 : tensor<64x1xi32, #blocked>
    %31 = arith.muli %28, %cst_3 : tensor<64x1xi32, #blocked>
    %32 = arith.muli %26, %29 : tensor<64x1xi32, #blocked>
    %33 = arith.addi %30, %31 : tensor<64x1xi32, #blocked>
    %34 = arith.addi %33, %32 : tensor<64x1xi32, #blocked>
    %cst_4 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %c0_i32_5 = arith.constant 0 : i32
    %cst_6 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %35 = arith.muli %2, %c0_i32_5 : i32
    %36 = tt.splat %2 : i32 -> tensor<64x1xi32, #blocked>
    %37 = tt.splat %c0_i32_5 : i32 -> tensor<64x1xi32, #blocked>
    %38 = arith.muli %cst_4, %cst_6 : tensor<64x1xi32, #blocked>
    %39 = arith.muli %36, %cst_6 : tensor<64x1xi32, #blocked>
    %40 = arith.muli %cst_4, %37 : tensor<64x1xi32, #blocked>
    %41 = arith.addi %38, %39 : tensor<64x1xi32, #blocked>
    %42 = arith.addi %41, %40 : tensor<64x1xi32, #blocked>
    %43 = arith.addi %27, %35 : i32
    %44 = arith.addi %34, %42 : tensor<64x1xi32, #blocked>
    %c0_i32_7 = arith.constant 0 : i32
    %45 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cst_8 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %46 = arith.muli %c0_i32_7, %arg5 : i32
    %47 = tt.splat %c0_i32_7 : i32 -> tensor<64x1xi32, #blocked>
    %48 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %49 = arith.muli %45, %cst_8 : tensor<64x1xi32, #blocked>
    %50 = arith.muli %47, %cst_8 : tensor<64x1xi32, #blocked>
    %51 = arith.muli %45, %48 : tensor<64x1xi32, #blocked>
    %52 = arith.addi %49, %50 : tensor<64x1xi32, #blocked>
    %53 = arith.addi %52, %51 : tensor<64x1xi32, #blocked>
    %54 = arith.addi %43, %46 : i32
    %55 = arith.addi %44, %53 : tensor<64x1xi32, #blocked>
    %56 = arith.addi %24, %54 : i32
    %57 = tt.broadcast %55 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %58 = tt.expand_dims %25 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %59 = tt.broadcast %58 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %60 = arith.addi %57, %59 : tensor<64x64xi32, #blocked>
    %61 = tt.splat %56 : i32 -> tensor<64x64xi32, #blocked>
    %62 = arith.addi %61, %60 : tensor<64x64xi32, #blocked>
    %63 = tt.broadcast %22 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %64 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %65 = tt.addptr %64, %62 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %66 = tt.load %65, %63, %cst_1 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %67 = tt.expand_dims %16 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %68 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %69 = arith.cmpi slt, %67, %68 : tensor<32x1xi32, #blocked>
    %70 = arith.muli %10, %arg6 : i32
    %c0_i32_9 = arith.constant 0 : i32
    %71 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %cst_11 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %72 = arith.muli %c0_i32_9, %c0_i32_10 : i32
    %73 = tt.splat %c0_i32_9 : i32 -> tensor<32x1xi32, #blocked>
    %74 = tt.splat %c0_i32_10 : i32 -> tensor<32x1xi32, #blocked>
    %75 = arith.muli %71, %cst_11 : tensor<32x1xi32, #blocked>
    %76 = arith.muli %73, %cst_11 : tensor<32x1xi32, #blocked>
    %77 = arith.muli %71, %74 : tensor<32x1xi32, #blocked>
    %78 = arith.addi %75, %76 : tensor<32x1xi32, #blocked>
    %79 = arith.addi %78, %77 : tensor<32x1xi32, #blocked>
    %cst_12 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %c0_i32_13 = arith.constant 0 : i32
    %cst_14 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %80 = arith.muli %10, %c0_i32_13 : i32
    %81 = tt.splat %10 : i32 -> tensor<32x1xi32, #blocked>
    %82 = tt.splat %c0_i32_13 : i32 -> tensor<32x1xi32, #blocked>
    %83 = arith.muli %cst_12, %cst_14 : tensor<32x1xi32, #blocked>
    %84 = arith.muli %81, %cst_14 : tensor<32x1xi32, #blocked>
    %85 = arith.muli %cst_12, %82 : tensor<32x1xi32, #blocked>
    %86 = arith.addi %83, %84 : tensor<32x1xi32, #blocked>
    %87 = arith.addi %86, %85 : tensor<32x1xi32, #blocked>
    %88 = arith.addi %72, %80 : i32
    %89 = arith.addi %79, %87 : tensor<32x1xi32, #blocked>
    %c0_i32_15 = arith.constant 0 : i32
    %90 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %cst_16 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %91 = arith.muli %c0_i32_15, %arg6 : i32
    %92 = tt.splat %c0_i32_15 : i32 -> tensor<32x1xi32, #blocked>
    %93 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked>
    %94 = arith.muli %90, %cst_16 : tensor<32x1xi32, #blocked>
    %95 = arith.muli %92, %cst_16 : tensor<32x1xi32, #blocked>
    %96 = arith.muli %90, %93 : tensor<32x1xi32, #blocked>
    %97 = arith.addi %94, %95 : tensor<32x1xi32, #blocked>
    %98 = arith.addi %97, %96 : tensor<32x1xi32, #blocked>
    %99 = arith.addi %88, %91 : i32
    %100 = arith.addi %89, %98 : tensor<32x1xi32, #blocked>
    %101 = arith.addi %70, %99 : i32
    %102 = tt.broadcast %100 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %103 = tt.expand_dims %25 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %104 = tt.broadcast %103 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %105 = arith.addi %102, %104 : tensor<32x64xi32, #blocked>
    %106 = tt.splat %101 : i32 -> tensor<32x64xi32, #blocked>
    %107 = arith.addi %106, %105 : tensor<32x64xi32, #blocked>
    %108 = tt.broadcast %69 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %109 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %110 = tt.addptr %109, %107 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %111 = tt.load %110, %108, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
    %112 = ttg.convert_layout %111 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #linear>
    %113 = tt.trans %112 {order = array<i32: 1, 0>} : tensor<32x64xf16, #linear> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %114 = ttg.local_alloc %66 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %115 = ttg.local_load %114 : !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %116 = tt.dot %115, %113, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x32xf32, #mma>
    %117 = tt.expand_dims %17 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x32xi32, #mma>
    %118 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #mma>
    %119 = arith.cmpi slt, %117, %118 : tensor<1x32xi32, #mma>
    %120 = tt.broadcast %23 : tensor<64x1xi1, #mma> -> tensor<64x32xi1, #mma>
    %121 = tt.broadcast %119 : tensor<1x32xi1, #mma> -> tensor<64x32xi1, #mma>
    %122 = arith.andi %120, %121 : tensor<64x32xi1, #mma>
    %123 = arith.muli %2, %arg7 : i32
    %c0_i32_17 = arith.constant 0 : i32
    %124 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %c0_i32_18 = arith.constant 0 : i32
    %cst_19 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %125 = arith.muli %c0_i32_17, %c0_i32_18 : i32
    %126 = tt.splat %c0_i32_17 : i32 -> tensor<64x1xi32, #mma>
    %127 = tt.splat %c0_i32_18 : i32 -> tensor<64x1xi32, #mma>
    %128 = arith.muli %124, %cst_19 : tensor<64x1xi32, #mma>
    %129 = arith.muli %126, %cst_19 : tensor<64x1xi32, #mma>
    %130 = arith.muli %124, %127 : tensor<64x1xi32, #mma>
    %131 = arith.addi %128, %129 : tensor<64x1xi32, #mma>
    %132 = arith.addi %131, %130 : tensor<64x1xi32, #mma>
    %cst_20 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %c0_i32_21 = arith.constant 0 : i32
    %cst_22 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %133 = arith.muli %2, %c0_i32_21 : i32
    %134 = tt.splat %2 : i32 -> tensor<64x1xi32, #mma>
    %135 = tt.splat %c0_i32_21 : i32 -> tensor<64x1xi32, #mma>
    %136 = arith.muli %cst_20, %cst_22 : tensor<64x1xi32, #mma>
    %137 = arith.muli %134, %cst_22 : tensor<64x1xi32, #mma>
    %138 = arith.muli %cst_20, %135 : tensor<64x1xi32, #mma>
    %139 = arith.addi %136, %137 : tensor<64x1xi32, #mma>
    %140 = arith.addi %139, %138 : tensor<64x1xi32, #mma>
    %141 = arith.addi %125, %133 : i32
    %142 = arith.addi %132, %140 : tensor<64x1xi32, #mma>
    %c0_i32_23 = arith.constant 0 : i32
    %143 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %cst_24 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %144 = arith.muli %c0_i32_23, %arg7 : i32
    %145 = tt.splat %c0_i32_23 : i32 -> tensor<64x1xi32, #mma>
    %146 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #mma>
    %147 = arith.muli %143, %cst_24 : tensor<64x1xi32, #mma>
    %148 = arith.muli %145, %cst_24 : tensor<64x1xi32, #mma>
    %149 = arith.muli %143, %146 : tensor<64x1xi32, #mma>
    %150 = arith.addi %147, %148 : tensor<64x1xi32, #mma>
    %151 = arith.addi %150, %149 : tensor<64x1xi32, #mma>
    %152 = arith.addi %141, %144 : i32
    %153 = arith.addi %142, %151 : tensor<64x1xi32, #mma>
    %154 = arith.addi %123, %152 : i32
    %155 = tt.broadcast %153 : tensor<64x1xi32, #mma> -> tensor<64x32xi32, #mma>
    %156 = tt.expand_dims %13 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x32xi32, #mma>
    %157 = tt.broadcast %156 : tensor<1x32xi32, #mma> -> tensor<64x32xi32, #mma>
    %158 = arith.addi %154, %10 : i32
    %159 = arith.addi %155, %157 : tensor<64x32xi32, #mma>
    %160 = tt.splat %158 : i32 -> tensor<64x32xi32, #mma>
    %161 = arith.addi %160, %159 : tensor<64x32xi32, #mma>
    %162 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #mma>
    %163 = tt.addptr %162, %161 : tensor<64x32x!tt.ptr<f32>, #mma>, tensor<64x32xi32, #mma>
    tt.store %163, %116, %122 : tensor<64x32x!tt.ptr<f32>, #mma>
    tt.return
  }
}
