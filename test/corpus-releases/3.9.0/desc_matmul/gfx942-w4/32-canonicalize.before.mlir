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
    %46 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %47 = tt.broadcast %46 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %48 = arith.addi %45, %47 : tensor<64x32xi64, #blocked1>
    %49 = tt.splat %42 : i64 -> tensor<64x32xi64, #blocked1>
    %50 = arith.addi %49, %48 : tensor<64x32xi64, #blocked1>
    %51 = arith.trunci %50 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
    %52 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %53 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %54 = tt.broadcast %53 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %55 = arith.andi %24, %54 : tensor<64x32xi1, #blocked1>
    %56 = arith.andi %52, %55 : tensor<64x32xi1, #blocked1>
    %57 = amdg.buffer_load %arg0[%51], %56 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
    %58 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %59 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %60 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %61 = arith.muli %59, %60 : tensor<32x1xi64, #blocked>
    %62 = tt.broadcast %61 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %63 = tt.reshape %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %64 = tt.broadcast %63 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %65 = arith.addi %62, %64 : tensor<32x64xi64, #blocked>
    %66 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %67 = arith.addi %66, %65 : tensor<32x64xi64, #blocked>
    %68 = arith.trunci %67 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %69 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %70 = arith.cmpi slt, %58, %31 : tensor<32x1xi64, #blocked>
    %71 = tt.broadcast %70 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %72 = arith.andi %71, %36 : tensor<32x64xi1, #blocked>
    %73 = arith.andi %69, %72 : tensor<32x64xi1, #blocked>
    %74 = amdg.buffer_load %arg1[%68], %73 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
    %75 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %57, %75 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %76 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %74, %76 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %77 = arith.subi %6, %c1_i32 : i32
    %78:4 = scf.for %arg6 = %c0_i32 to %77 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %75, %arg10 = %76) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %122 = arith.addi %arg6, %c1_i32 : i32
      %123 = arith.muli %122, %c32_i32 : i32
      %124 = arith.extsi %123 : i32 to i64
      %125 = tt.splat %124 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %126 = tt.splat %124 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %127 = arith.addi %125, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %128 = arith.addi %126, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %129 = tt.reshape %127 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %130 = tt.reshape %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
      %131 = arith.muli %8, %2 : i64
      %132 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %133 = arith.muli %130, %132 : tensor<64x1xi64, #blocked1>
      %134 = tt.broadcast %133 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %135 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %136 = tt.broadcast %135 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %137 = arith.addi %131, %124 : i64
      %138 = arith.addi %134, %136 : tensor<64x32xi64, #blocked1>
      %139 = tt.splat %137 : i64 -> tensor<64x32xi64, #blocked1>
      %140 = arith.addi %139, %138 : tensor<64x32xi64, #blocked1>
      %141 = arith.trunci %140 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %142 = arith.cmpi slt, %129, %25 : tensor<1x32xi64, #blocked1>
      %143 = tt.broadcast %142 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %144 = arith.andi %24, %143 : tensor<64x32xi1, #blocked1>
      %145 = amdg.buffer_load %arg0[%141], %144 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x32xf16, #blocked1>
      %146 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %147 = tt.reshape %128 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %148 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %149 = arith.muli %124, %4 : i64
      %150 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %151 = arith.muli %148, %150 : tensor<32x1xi64, #blocked>
      %152 = tt.broadcast %151 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %153 = tt.reshape %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %154 = tt.broadcast %153 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %155 = arith.addi %149, %27 : i64
      %156 = arith.addi %152, %154 : tensor<32x64xi64, #blocked>
      %157 = tt.splat %155 : i64 -> tensor<32x64xi64, #blocked>
      %158 = arith.addi %157, %156 : tensor<32x64xi64, #blocked>
      %159 = arith.trunci %158 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %160 = arith.cmpi slt, %147, %31 : tensor<32x1xi64, #blocked>
      %161 = tt.broadcast %160 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %162 = arith.andi %161, %36 : tensor<32x64xi1, #blocked>
      %163 = amdg.buffer_load %arg1[%159], %162 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<32x64xf16, #blocked>
      %164 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %165 = tt.dot %146, %164, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %166 = arith.addi %arg8, %c1_i32 : i32
      %167 = arith.cmpi slt, %166, %c1_i32 : i32
      %168 = arith.select %167, %166, %c0_i32 : i32
      %169 = ttg.memdesc_index %37[%168] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %145, %169 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %170 = ttg.memdesc_index %38[%168] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %163, %170 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %165, %168, %169, %170 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %79 = arith.cmpi sge, %6, %c1_i32 : i32
    %80 = ttg.local_load %78#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %81 = ttg.local_load %78#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %82 = scf.if %79 -> (tensor<64x64xf32, #mma>) {
      %122 = tt.dot %80, %81, %78#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %122 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %78#0 : tensor<64x64xf32, #mma>
    }
    %83 = arith.select %79, %82, %78#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %84 = arith.muli %0, %c64_i32 : i32
    %85 = arith.muli %1, %c64_i32 : i32
    %86 = arith.truncf %83 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %87 = arith.extsi %84 : i32 to i64
    %88 = arith.extsi %85 : i32 to i64
    %89 = tt.splat %87 : i64 -> tensor<64xi64, #linear>
    %90 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear>
    %91 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %92 = arith.extsi %90 : tensor<64xi32, #linear> to tensor<64xi64, #linear>
    %93 = arith.extsi %91 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %94 = arith.addi %89, %92 : tensor<64xi64, #linear>
    %95 = tt.reshape %94 : tensor<64xi64, #linear> -> tensor<64x1xi64, #mma>
    %96 = tt.splat %88 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %97 = arith.addi %96, %93 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %98 = tt.reshape %97 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %99 = tt.reshape %92 : tensor<64xi64, #linear> -> tensor<64x1xi64, #mma>
    %100 = arith.muli %87, %4 : i64
    %101 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %102 = arith.muli %99, %101 : tensor<64x1xi64, #mma>
    %103 = tt.broadcast %102 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %104 = tt.reshape %93 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %105 = tt.broadcast %104 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %106 = arith.addi %100, %88 : i64
    %107 = arith.addi %103, %105 : tensor<64x64xi64, #mma>
    %108 = tt.splat %106 : i64 -> tensor<64x64xi64, #mma>
    %109 = arith.addi %108, %107 : tensor<64x64xi64, #mma>
    %110 = arith.trunci %109 : tensor<64x64xi64, #mma> to tensor<64x64xi32, #mma>
    %111 = arith.cmpi sge, %95, %cst_2 : tensor<64x1xi64, #mma>
    %112 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %113 = arith.cmpi slt, %95, %112 : tensor<64x1xi64, #mma>
    %114 = arith.andi %111, %113 : tensor<64x1xi1, #mma>
    %115 = tt.broadcast %114 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %116 = arith.cmpi sge, %98, %cst_3 : tensor<1x64xi64, #mma>
    %117 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %118 = arith.cmpi slt, %98, %117 : tensor<1x64xi64, #mma>
    %119 = arith.andi %116, %118 : tensor<1x64xi1, #mma>
    %120 = tt.broadcast %119 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %121 = arith.andi %115, %120 : tensor<64x64xi1, #mma>
    amdg.buffer_store %86, %arg2[%110], %121 {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #mma>
    tt.return
  }
}
