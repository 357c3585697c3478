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
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_2 = arith.constant dense<0> : tensor<64x1xi64, #mma>
    %cst_3 = arith.constant dense<0> : tensor<1x64xi64, #mma>
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
    %20 = arith.cmpi sge, %15, %cst_1 : tensor<64x1xi64, #blocked1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #blocked1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #blocked1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %30 = tt.reshape %29 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %32 = arith.cmpi sge, %30, %cst_0 : tensor<1x64xi64, #blocked>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #blocked>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #blocked>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %6, %c0_i32 : i32
    %40 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %41 = tt.reshape %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %42 = arith.muli %8, %2 : i64
    %43 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %44 = arith.muli %41, %43 : tensor<64x1xi64, #blocked1>
    %45 = tt.broadcast %44 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %46 = tt.broadcast %40 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %47 = arith.addi %45, %46 : tensor<64x32xi64, #blocked1>
    %48 = tt.splat %42 : i64 -> tensor<64x32xi64, #blocked1>
    %49 = arith.addi %48, %47 : tensor<64x32xi64, #blocked1>
    %50 = arith.trunci %49 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
    %51 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %52 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %53 = tt.broadcast %52 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %54 = arith.andi %24, %53 : tensor<64x32xi1, #blocked1>
    %55 = arith.andi %51, %54 : tensor<64x32xi1, #blocked1>
    %56 = amdg.buffer_load %arg0[%50], %55 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
    %57 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %58 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %59 = arith.muli %57, %58 : tensor<32x1xi64, #blocked>
    %60 = tt.broadcast %59 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %61 = tt.reshape %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %62 = tt.broadcast %61 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %63 = arith.addi %60, %62 : tensor<32x64xi64, #blocked>
    %64 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %65 = arith.addi %64, %63 : tensor<32x64xi64, #blocked>
    %66 = arith.trunci %65 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %67 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %68 = arith.cmpi slt, %57, %31 : tensor<32x1xi64, #blocked>
    %69 = tt.broadcast %68 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %70 = arith.andi %69, %36 : tensor<32x64xi1, #blocked>
    %71 = arith.andi %67, %70 : tensor<32x64xi1, #blocked>
    %72 = amdg.buffer_load %arg1[%66], %71 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
    %73 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %56, %73 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %74 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %72, %74 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %75 = arith.subi %6, %c1_i32 : i32
    %76:4 = scf.for %arg6 = %c0_i32 to %75 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %73, %arg10 = %74) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %116 = arith.addi %arg6, %c1_i32 : i32
      %117 = arith.muli %116, %c32_i32 : i32
      %118 = arith.extsi %117 : i32 to i64
      %119 = tt.splat %118 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %120 = tt.splat %118 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %121 = arith.addi %119, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %122 = arith.addi %120, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %123 = tt.reshape %121 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %124 = arith.addi %42, %118 : i64
      %125 = tt.splat %124 : i64 -> tensor<64x32xi64, #blocked1>
      %126 = arith.addi %125, %47 : tensor<64x32xi64, #blocked1>
      %127 = arith.trunci %126 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %128 = arith.cmpi slt, %123, %25 : tensor<1x32xi64, #blocked1>
      %129 = tt.broadcast %128 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %130 = arith.andi %24, %129 : tensor<64x32xi1, #blocked1>
      %131 = amdg.buffer_load %arg0[%127], %130 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
      %132 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %133 = tt.reshape %122 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %134 = arith.muli %118, %4 : i64
      %135 = arith.addi %134, %27 : i64
      %136 = tt.splat %135 : i64 -> tensor<32x64xi64, #blocked>
      %137 = arith.addi %136, %63 : tensor<32x64xi64, #blocked>
      %138 = arith.trunci %137 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %139 = arith.cmpi slt, %133, %31 : tensor<32x1xi64, #blocked>
      %140 = tt.broadcast %139 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %141 = arith.andi %140, %36 : tensor<32x64xi1, #blocked>
      %142 = amdg.buffer_load %arg1[%138], %141 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
      %143 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %144 = tt.dot %132, %143, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %145 = arith.addi %arg8, %c1_i32 : i32
      %146 = arith.cmpi slt, %145, %c1_i32 : i32
      %147 = arith.select %146, %145, %c0_i32 : i32
      %148 = ttg.memdesc_index %37[%147] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %131, %148 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %149 = ttg.memdesc_index %38[%147] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %142, %149 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %144, %147, %148, %149 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %77 = arith.cmpi sge, %6, %c1_i32 : i32
    %78 = ttg.local_load %76#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %79 = ttg.local_load %76#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %80 = scf.if %77 -> (tensor<64x64xf32, #mma>) {
      %116 = tt.dot %78, %79, %76#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %116 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %76#0 : tensor<64x64xf32, #mma>
    }
    %81 = arith.select %77, %80, %76#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %82 = arith.truncf %81 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %83 = tt.splat %8 : i64 -> tensor<64xi64, #linear>
    %84 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear>
    %85 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %86 = arith.extsi %84 : tensor<64xi32, #linear> to tensor<64xi64, #linear>
    %87 = arith.extsi %85 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %88 = arith.addi %83, %86 : tensor<64xi64, #linear>
    %89 = tt.reshape %88 : tensor<64xi64, #linear> -> tensor<64x1xi64, #mma>
    %90 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %91 = arith.addi %90, %87 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %92 = tt.reshape %91 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %93 = tt.reshape %86 : tensor<64xi64, #linear> -> tensor<64x1xi64, #mma>
    %94 = arith.muli %8, %4 : i64
    %95 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %96 = arith.muli %93, %95 : tensor<64x1xi64, #mma>
    %97 = tt.broadcast %96 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %98 = tt.reshape %87 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %99 = tt.broadcast %98 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %100 = arith.addi %94, %27 : i64
    %101 = arith.addi %97, %99 : tensor<64x64xi64, #mma>
    %102 = tt.splat %100 : i64 -> tensor<64x64xi64, #mma>
    %103 = arith.addi %102, %101 : tensor<64x64xi64, #mma>
    %104 = arith.trunci %103 : tensor<64x64xi64, #mma> to tensor<64x64xi32, #mma>
    %105 = arith.cmpi sge, %89, %cst_2 : tensor<64x1xi64, #mma>
    %106 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %107 = arith.cmpi slt, %89, %106 : tensor<64x1xi64, #mma>
    %108 = arith.andi %105, %107 : tensor<64x1xi1, #mma>
    %109 = tt.broadcast %108 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %110 = arith.cmpi sge, %92, %cst_3 : tensor<1x64xi64, #mma>
    %111 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %112 = arith.cmpi slt, %92, %111 : tensor<1x64xi64, #mma>
    %113 = arith.andi %110, %112 : tensor<1x64xi1, #mma>
    %114 = tt.broadcast %113 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %115 = arith.andi %109, %114 : tensor<64x64xi1, #mma>
    amdg.buffer_store %82, %arg2[%104], %115 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #mma>
    tt.return
  }
}
