#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0], [0], [0], [0]], lane = [[1], [2], [4], [8], [16], [0]], warp = [[0], [32]], block = []}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_4 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi64, #mma>
    %cst_7 = arith.constant dense<0> : tensor<1x64xi64, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %15 = tt.reshape %14 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %21 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %22 = arith.muli %15, %21 : tensor<64x1xi64, #blocked1>
    %23 = tt.broadcast %22 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %24 = arith.cmpi sge, %15, %cst_5 : tensor<64x1xi64, #blocked1>
    %25 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %26 = arith.cmpi slt, %15, %25 : tensor<64x1xi64, #blocked1>
    %27 = arith.andi %24, %26 : tensor<64x1xi1, #blocked1>
    %28 = tt.broadcast %27 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %29 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %30 = arith.muli %1, %c64_i32 : i32
    %31 = arith.extsi %30 : i32 to i64
    %32 = tt.splat %31 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %33 = arith.addi %32, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %34 = tt.reshape %33 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %35 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %36 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %37 = tt.broadcast %34 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %38 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %39 = arith.cmpi sge, %34, %cst_2 : tensor<1x64xi64, #blocked>
    %40 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %41 = arith.cmpi slt, %34, %40 : tensor<1x64xi64, #blocked>
    %42 = arith.andi %39, %41 : tensor<1x64xi1, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %6, %c0_i32 : i32
    %47 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %48 = tt.broadcast %47 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %49 = arith.addi %23, %48 : tensor<64x32xi64, #blocked1>
    %50 = tt.addptr %20, %49 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
    %51 = arith.cmpi sge, %47, %cst_4 : tensor<1x32xi64, #blocked1>
    %52 = arith.cmpi slt, %47, %29 : tensor<1x32xi64, #blocked1>
    %53 = arith.andi %51, %52 : tensor<1x32xi1, #blocked1>
    %54 = tt.broadcast %53 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %55 = arith.andi %28, %54 : tensor<64x32xi1, #blocked1>
    %56 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked1>
    %57 = arith.andi %56, %55 : tensor<64x32xi1, #blocked1>
    %58 = tt.load %50, %57, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %59 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %60 = arith.muli %59, %36 : tensor<32x1xi64, #blocked>
    %61 = tt.broadcast %60 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %62 = arith.addi %61, %37 : tensor<32x64xi64, #blocked>
    %63 = tt.addptr %35, %62 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
    %64 = arith.cmpi sge, %59, %cst_3 : tensor<32x1xi64, #blocked>
    %65 = arith.cmpi slt, %59, %38 : tensor<32x1xi64, #blocked>
    %66 = arith.andi %64, %65 : tensor<32x1xi1, #blocked>
    %67 = tt.broadcast %66 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %68 = arith.andi %67, %43 : tensor<32x64xi1, #blocked>
    %69 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked>
    %70 = arith.andi %69, %68 : tensor<32x64xi1, #blocked>
    %71 = tt.load %63, %70, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %72 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %58, %72 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %73 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %71, %73 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %74 = arith.subi %6, %c1_i32 : i32
    %75:4 = scf.for %arg6 = %c0_i32 to %74 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %72, %arg10 = %73) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %114 = arith.addi %arg6, %c1_i32 : i32
      %115 = arith.muli %114, %c32_i32 : i32
      %116 = arith.extsi %115 : i32 to i64
      %117 = tt.splat %116 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %118 = tt.splat %116 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %119 = arith.addi %117, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %120 = arith.addi %118, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %121 = tt.reshape %119 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %122 = tt.broadcast %121 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %123 = arith.addi %23, %122 : tensor<64x32xi64, #blocked1>
      %124 = tt.addptr %20, %123 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
      %125 = arith.cmpi sge, %121, %cst_4 : tensor<1x32xi64, #blocked1>
      %126 = arith.cmpi slt, %121, %29 : tensor<1x32xi64, #blocked1>
      %127 = arith.andi %125, %126 : tensor<1x32xi1, #blocked1>
      %128 = tt.broadcast %127 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %129 = arith.andi %28, %128 : tensor<64x32xi1, #blocked1>
      %130 = tt.load %124, %129, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %131 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %132 = tt.reshape %120 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %133 = arith.muli %132, %36 : tensor<32x1xi64, #blocked>
      %134 = tt.broadcast %133 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %135 = arith.addi %134, %37 : tensor<32x64xi64, #blocked>
      %136 = tt.addptr %35, %135 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %137 = arith.cmpi sge, %132, %cst_3 : tensor<32x1xi64, #blocked>
      %138 = arith.cmpi slt, %132, %38 : tensor<32x1xi64, #blocked>
      %139 = arith.andi %137, %138 : tensor<32x1xi1, #blocked>
      %140 = tt.broadcast %139 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %141 = arith.andi %140, %43 : tensor<32x64xi1, #blocked>
      %142 = tt.load %136, %141, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %143 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %144 = tt.dot %131, %143, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %145 = arith.addi %arg8, %c1_i32 : i32
      %146 = arith.cmpi slt, %145, %c1_i32 : i32
      %147 = arith.select %146, %145, %c0_i32 : i32
      %148 = ttg.memdesc_index %44[%147] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %130, %148 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %149 = ttg.memdesc_index %45[%147] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %142, %149 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %144, %147, %148, %149 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %76 = arith.cmpi sge, %6, %c1_i32 : i32
    %77 = ttg.local_load %75#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %78 = ttg.local_load %75#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %79 = scf.if %76 -> (tensor<64x64xf32, #mma>) {
      %114 = tt.dot %77, %78, %75#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %114 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %75#0 : tensor<64x64xf32, #mma>
    }
    %80 = arith.select %76, %79, %75#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %45 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %81 = arith.muli %0, %c64_i32 : i32
    %82 = arith.muli %1, %c64_i32 : i32
    %83 = arith.truncf %80 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %84 = arith.extsi %81 : i32 to i64
    %85 = arith.extsi %82 : i32 to i64
    %86 = tt.splat %84 : i64 -> tensor<64xi64, #linear>
    %87 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear>
    %88 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %89 = arith.extsi %87 : tensor<64xi32, #linear> to tensor<64xi64, #linear>
    %90 = arith.extsi %88 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %91 = arith.addi %86, %89 : tensor<64xi64, #linear>
    %92 = tt.reshape %91 : tensor<64xi64, #linear> -> tensor<64x1xi64, #mma>
    %93 = tt.splat %85 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %94 = arith.addi %93, %90 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %95 = tt.reshape %94 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %96 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma>
    %97 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %98 = arith.muli %92, %97 : tensor<64x1xi64, #mma>
    %99 = tt.broadcast %98 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %100 = tt.broadcast %95 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %101 = arith.addi %99, %100 : tensor<64x64xi64, #mma>
    %102 = tt.addptr %96, %101 : tensor<64x64x!tt.ptr<f16>, #mma>, tensor<64x64xi64, #mma>
    %103 = arith.cmpi sge, %92, %cst_6 : tensor<64x1xi64, #mma>
    %104 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %105 = arith.cmpi slt, %92, %104 : tensor<64x1xi64, #mma>
    %106 = arith.andi %103, %105 : tensor<64x1xi1, #mma>
    %107 = tt.broadcast %106 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %108 = arith.cmpi sge, %95, %cst_7 : tensor<1x64xi64, #mma>
    %109 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %110 = arith.cmpi slt, %95, %109 : tensor<1x64xi64, #mma>
    %111 = arith.andi %108, %110 : tensor<1x64xi1, #mma>
    %112 = tt.broadcast %111 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %113 = arith.andi %107, %112 : tensor<64x64xi1, #mma>
    tt.store %102, %83, %113 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
