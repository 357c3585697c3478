#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<64x32xi32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %c0_i32_3 = arith.constant 0 : i32
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %c0_i32_4 = arith.constant 0 : i32
    %cst_5 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %22 = arith.muli %c0_i32_3, %c0_i32_4 : i32
    %23 = tt.splat %c0_i32_3 : i32 -> tensor<64x1xi32, #blocked>
    %24 = tt.splat %c0_i32_4 : i32 -> tensor<64x1xi32, #blocked>
    %25 = arith.muli %21, %cst_5 : tensor<64x1xi32, #blocked>
    %26 = arith.muli %23, %cst_5 : tensor<64x1xi32, #blocked>
    %27 = arith.muli %21, %24 : tensor<64x1xi32, #blocked>
    %28 = arith.addi %25, %26 : tensor<64x1xi32, #blocked>
    %29 = arith.addi %28, %27 : tensor<64x1xi32, #blocked>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %c0_i32_7 = arith.constant 0 : i32
    %cst_8 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %30 = arith.muli %2, %c0_i32_7 : i32
    %31 = tt.splat %2 : i32 -> tensor<64x1xi32, #blocked>
    %32 = tt.splat %c0_i32_7 : i32 -> tensor<64x1xi32, #blocked>
    %33 = arith.muli %cst_6, %cst_8 : tensor<64x1xi32, #blocked>
    %34 = arith.muli %31, %cst_8 : tensor<64x1xi32, #blocked>
    %35 = arith.muli %cst_6, %32 : tensor<64x1xi32, #blocked>
    %36 = arith.addi %33, %34 : tensor<64x1xi32, #blocked>
    %37 = arith.addi %36, %35 : tensor<64x1xi32, #blocked>
    %38 = arith.addi %22, %30 : i32
    %39 = arith.addi %29, %37 : tensor<64x1xi32, #blocked>
    %c0_i32_9 = arith.constant 0 : i32
    %40 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %cst_10 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    %41 = arith.muli %c0_i32_9, %arg6 : i32
    %42 = tt.splat %c0_i32_9 : i32 -> tensor<64x1xi32, #blocked>
    %43 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %44 = arith.muli %40, %cst_10 : tensor<64x1xi32, #blocked>
    %45 = arith.muli %42, %cst_10 : tensor<64x1xi32, #blocked>
    %46 = arith.muli %40, %43 : tensor<64x1xi32, #blocked>
    %47 = arith.addi %44, %45 : tensor<64x1xi32, #blocked>
    %48 = arith.addi %47, %46 : tensor<64x1xi32, #blocked>
    %49 = arith.addi %38, %41 : i32
    %50 = arith.addi %39, %48 : tensor<64x1xi32, #blocked>
    %51 = arith.addi %18, %49 : i32
    %52 = tt.broadcast %50 : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %53 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %54 = tt.broadcast %53 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %55 = arith.addi %52, %54 : tensor<64x32xi32, #blocked>
    %56 = tt.splat %51 : i32 -> tensor<64x32xi32, #blocked>
    %57 = arith.addi %56, %55 : tensor<64x32xi32, #blocked>
    %58 = arith.addi %arg5, %c31_i32 : i32
    %59 = arith.divsi %58, %c32_i32 : i32
    %60 = arith.cmpi sgt, %59, %c0_i32 : i32
    %61 = tt.splat %60 : i1 -> tensor<64x32xi1, #blocked>
    %62 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %63 = arith.cmpi slt, %16, %62 : tensor<64x1xi32, #blocked>
    %64 = tt.broadcast %63 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %65 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %66 = arith.cmpi slt, %20, %65 : tensor<1x32xi32, #blocked>
    %67 = tt.broadcast %66 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %68 = arith.andi %64, %67 : tensor<64x32xi1, #blocked>
    %69 = arith.andi %61, %68 : tensor<64x32xi1, #blocked>
    %70 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %71 = tt.addptr %70, %57 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %72 = tt.load %71, %69, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked>
    %73 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %74 = tt.expand_dims %73 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %c0_i32_11 = arith.constant 0 : i32
    %75 = arith.muli %c0_i32_11, %arg7 : i32
    %76 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %77 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %c0_i32_12 = arith.constant 0 : i32
    %78 = tt.expand_dims %73 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %c0_i32_13 = arith.constant 0 : i32
    %cst_14 = arith.constant dense<0> : tensor<32x1xi32, #blocked1>
    %79 = arith.muli %c0_i32_12, %c0_i32_13 : i32
    %80 = tt.splat %c0_i32_12 : i32 -> tensor<32x1xi32, #blocked1>
    %81 = tt.splat %c0_i32_13 : i32 -> tensor<32x1xi32, #blocked1>
    %82 = arith.muli %78, %cst_14 : tensor<32x1xi32, #blocked1>
    %83 = arith.muli %80, %cst_14 : tensor<32x1xi32, #blocked1>
    %84 = arith.muli %78, %81 : tensor<32x1xi32, #blocked1>
    %85 = arith.addi %82, %83 : tensor<32x1xi32, #blocked1>
    %86 = arith.addi %85, %84 : tensor<32x1xi32, #blocked1>
    %cst_15 = arith.constant dense<0> : tensor<32x1xi32, #blocked1>
    %c0_i32_16 = arith.constant 0 : i32
    %cst_17 = arith.constant dense<0> : tensor<32x1xi32, #blocked1>
    %87 = arith.muli %c0_i32_11, %c0_i32_16 : i32
    %88 = tt.splat %c0_i32_11 : i32 -> tensor<32x1xi32, #blocked1>
    %89 = tt.splat %c0_i32_16 : i32 -> tensor<32x1xi32, #blocked1>
    %90 = arith.muli %cst_15, %cst_17 : tensor<32x1xi32, #blocked1>
    %91 = arith.muli %88, %cst_17 : tensor<32x1xi32, #blocked1>
    %92 = arith.muli %cst_15, %89 : tensor<32x1xi32, #blocked1>
    %93 = arith.addi %90, %91 : tensor<32x1xi32, #blocked1>
    %94 = arith.addi %93, %92 : tensor<32x1xi32, #blocked1>
    %95 = arith.addi %79, %87 : i32
    %96 = arith.addi %86, %94 : tensor<32x1xi32, #blocked1>
    %c0_i32_18 = arith.constant 0 : i32
    %97 = tt.expand_dims %73 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %cst_19 = arith.constant dense<0> : tensor<32x1xi32, #blocked1>
    %98 = arith.muli %c0_i32_18, %arg7 : i32
    %99 = tt.splat %c0_i32_18 : i32 -> tensor<32x1xi32, #blocked1>
    %100 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %101 = arith.muli %97, %cst_19 : tensor<32x1xi32, #blocked1>
    %102 = arith.muli %99, %cst_19 : tensor<32x1xi32, #blocked1>
    %103 = arith.muli %97, %100 : tensor<32x1xi32, #blocked1>
    %104 = arith.addi %101, %102 : tensor<32x1xi32, #blocked1>
    %105 = arith.addi %104, %103 : tensor<32x1xi32, #blocked1>
    %106 = arith.addi %95, %98 : i32
    %107 = arith.addi %96, %105 : tensor<32x1xi32, #blocked1>
    %108 = arith.addi %75, %106 : i32
    %109 = tt.broadcast %107 : tensor<32x1xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %110 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %111 = tt.broadcast %110 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %112 = arith.addi %108, %11 : i32
    %113 = arith.addi %109, %111 : tensor<32x64xi32, #blocked1>
    %114 = tt.splat %112 : i32 -> tensor<32x64xi32, #blocked1>
    %115 = arith.addi %114, %113 : tensor<32x64xi32, #blocked1>
    %116 = tt.splat %60 : i1 -> tensor<32x64xi1, #blocked1>
    %117 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %118 = arith.cmpi slt, %74, %117 : tensor<32x1xi32, #blocked1>
    %119 = tt.broadcast %118 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %120 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %121 = arith.cmpi slt, %77, %120 : tensor<1x64xi32, #blocked1>
    %122 = tt.broadcast %121 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %123 = arith.andi %119, %122 : tensor<32x64xi1, #blocked1>
    %124 = arith.andi %116, %123 : tensor<32x64xi1, #blocked1>
    %125 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %126 = tt.addptr %125, %115 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %127 = tt.load %126, %124, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %128 = arith.muli %arg7, %c32_i32 : i32
    %129 = tt.splat %128 : i32 -> tensor<32x64xi32, #blocked1>
    %130 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %131 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %132 = ttg.memdesc_index %130[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %72, %132 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %133 = ttg.memdesc_index %131[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %127, %133 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %134 = arith.subi %59, %c1_i32 : i32
    %135:8 = scf.for %arg9 = %c0_i32 to %134 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %arg0, %arg12 = %57, %arg13 = %arg1, %arg14 = %115, %arg15 = %c0_i32, %arg16 = %132, %arg17 = %133) -> (tensor<64x64xf32, #mma>, !tt.ptr<f16>, tensor<64x32xi32, #blocked>, !tt.ptr<f16>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %190 = arith.addi %arg12, %cst : tensor<64x32xi32, #blocked>
      %191 = arith.addi %arg14, %129 : tensor<32x64xi32, #blocked1>
      %192 = arith.addi %arg9, %c1_i32 : i32
      %193 = arith.muli %192, %c32_i32 : i32
      %194 = arith.subi %arg5, %193 : i32
      %195 = tt.splat %194 : i32 -> tensor<1x32xi32, #blocked>
      %196 = arith.cmpi slt, %20, %195 : tensor<1x32xi32, #blocked>
      %197 = tt.broadcast %196 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %198 = arith.andi %64, %197 : tensor<64x32xi1, #blocked>
      %199 = tt.splat %arg11 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked>
      %200 = tt.addptr %199, %190 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %201 = tt.load %200, %198, %cst_0 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %202 = ttg.local_load %arg16 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %203 = tt.splat %194 : i32 -> tensor<32x1xi32, #blocked1>
      %204 = arith.cmpi slt, %74, %203 : tensor<32x1xi32, #blocked1>
      %205 = tt.broadcast %204 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %206 = arith.andi %205, %122 : tensor<32x64xi1, #blocked1>
      %207 = tt.splat %arg13 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
      %208 = tt.addptr %207, %191 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %209 = tt.load %208, %206, %cst_1 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %210 = ttg.local_load %arg17 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %211 = tt.dot %202, %210, %arg10, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %212 = arith.addi %arg15, %c1_i32 : i32
      %213 = arith.cmpi slt, %212, %c1_i32 : i32
      %214 = arith.select %213, %212, %c0_i32 : i32
      %215 = ttg.memdesc_index %130[%214] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %201, %215 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %216 = ttg.memdesc_index %131[%214] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %209, %216 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %211, %arg11, %190, %arg13, %191, %214, %215, %216 : tensor<64x64xf32, #mma>, !tt.ptr<f16>, tensor<64x32xi32, #blocked>, !tt.ptr<f16>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %136 = arith.cmpi sge, %59, %c1_i32 : i32
    %137 = ttg.local_load %135#6 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %138 = ttg.local_load %135#7 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %139 = scf.if %136 -> (tensor<64x64xf32, #mma>) {
      %190 = tt.dot %137, %138, %135#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %190 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %135#0 : tensor<64x64xf32, #mma>
    }
    %140 = arith.select %136, %139, %135#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %131 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %130 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %141 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %142 = arith.cmpi slt, %17, %141 : tensor<64x1xi32, #mma>
    %143 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %144 = arith.cmpi slt, %76, %143 : tensor<1x64xi32, #mma>
    %145 = tt.broadcast %142 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %146 = tt.broadcast %144 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %147 = arith.andi %145, %146 : tensor<64x64xi1, #mma>
    %148 = arith.muli %2, %arg8 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %149 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %c0_i32_21 = arith.constant 0 : i32
    %cst_22 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %150 = arith.muli %c0_i32_20, %c0_i32_21 : i32
    %151 = tt.splat %c0_i32_20 : i32 -> tensor<64x1xi32, #mma>
    %152 = tt.splat %c0_i32_21 : i32 -> tensor<64x1xi32, #mma>
    %153 = arith.muli %149, %cst_22 : tensor<64x1xi32, #mma>
    %154 = arith.muli %151, %cst_22 : tensor<64x1xi32, #mma>
    %155 = arith.muli %149, %152 : tensor<64x1xi32, #mma>
    %156 = arith.addi %153, %154 : tensor<64x1xi32, #mma>
    %157 = arith.addi %156, %155 : tensor<64x1xi32, #mma>
    %cst_23 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %c0_i32_24 = arith.constant 0 : i32
    %cst_25 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %158 = arith.muli %2, %c0_i32_24 : i32
    %159 = tt.splat %2 : i32 -> tensor<64x1xi32, #mma>
    %160 = tt.splat %c0_i32_24 : i32 -> tensor<64x1xi32, #mma>
    %161 = arith.muli %cst_23, %cst_25 : tensor<64x1xi32, #mma>
    %162 = arith.muli %159, %cst_25 : tensor<64x1xi32, #mma>
    %163 = arith.muli %cst_23, %160 : tensor<64x1xi32, #mma>
    %164 = arith.addi %161, %162 : tensor<64x1xi32, #mma>
    %165 = arith.addi %164, %163 : tensor<64x1xi32, #mma>
    %166 = arith.addi %150, %158 : i32
    %167 = arith.addi %157, %165 : tensor<64x1xi32, #mma>
    %c0_i32_26 = arith.constant 0 : i32
    %168 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %cst_27 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %169 = arith.muli %c0_i32_26, %arg8 : i32
    %170 = tt.splat %c0_i32_26 : i32 -> tensor<64x1xi32, #mma>
    %171 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %172 = arith.muli %168, %cst_27 : tensor<64x1xi32, #mma>
    %173 = arith.muli %170, %cst_27 : tensor<64x1xi32, #mma>
    %174 = arith.muli %168, %171 : tensor<64x1xi32, #mma>
    %175 = arith.addi %172, %173 : tensor<64x1xi32, #mma>
    %176 = arith.addi %175, %174 : tensor<64x1xi32, #mma>
    %177 = arith.addi %166, %169 : i32
    %178 = arith.addi %167, %176 : tensor<64x1xi32, #mma>
    %179 = arith.addi %148, %177 : i32
    %180 = tt.broadcast %178 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %181 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %182 = tt.broadcast %181 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %183 = arith.addi %179, %11 : i32
    %184 = arith.addi %180, %182 : tensor<64x64xi32, #mma>
    %185 = tt.splat %183 : i32 -> tensor<64x64xi32, #mma>
    %186 = arith.addi %185, %184 : tensor<64x64xi32, #mma>
    %187 = arith.truncf %140 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %188 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma>
    %189 = tt.addptr %188, %186 : tensor<64x64x!tt.ptr<f16>, #mma>, tensor<64x64xi32, #mma>
    tt.store %189, %187, %147 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
