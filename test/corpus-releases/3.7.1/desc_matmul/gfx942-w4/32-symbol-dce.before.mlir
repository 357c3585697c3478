#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
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
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_3 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_4 = arith.constant dense<0> : tensor<64x1xi64, #mma>
    %cst_5 = arith.constant dense<0> : tensor<1x64xi64, #mma>
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
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = arith.cmpi sge, %15, %cst_3 : tensor<64x1xi64, #blocked1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #blocked1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #blocked1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %32 = arith.cmpi sge, %30, %cst_0 : tensor<1x64xi64, #blocked>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #blocked>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #blocked>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %6, %c0_i32 : i32
    %40 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %41 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
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
    %52 = arith.cmpi sge, %40, %cst_2 : tensor<1x32xi64, #blocked1>
    %53 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %54 = arith.andi %52, %53 : tensor<1x32xi1, #blocked1>
    %55 = tt.broadcast %54 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %56 = arith.andi %24, %55 : tensor<64x32xi1, #blocked1>
    %57 = arith.andi %51, %56 : tensor<64x32xi1, #blocked1>
    %58 = amdg.buffer_load %arg0[%50], %57 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
    %59 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %60 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %61 = arith.muli %59, %60 : tensor<32x1xi64, #blocked>
    %62 = tt.broadcast %61 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %63 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %64 = tt.broadcast %63 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %65 = arith.addi %62, %64 : tensor<32x64xi64, #blocked>
    %66 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %67 = arith.addi %66, %65 : tensor<32x64xi64, #blocked>
    %68 = arith.trunci %67 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %69 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %70 = arith.cmpi sge, %59, %cst_1 : tensor<32x1xi64, #blocked>
    %71 = arith.cmpi slt, %59, %31 : tensor<32x1xi64, #blocked>
    %72 = arith.andi %70, %71 : tensor<32x1xi1, #blocked>
    %73 = tt.broadcast %72 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %74 = arith.andi %73, %36 : tensor<32x64xi1, #blocked>
    %75 = arith.andi %69, %74 : tensor<32x64xi1, #blocked>
    %76 = amdg.buffer_load %arg1[%68], %75 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
    %77 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %58, %77 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %78 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %76, %78 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %79 = arith.subi %6, %c1_i32 : i32
    %80:4 = scf.for %arg6 = %c0_i32 to %79 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %77, %arg10 = %78) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %120 = arith.addi %arg6, %c1_i32 : i32
      %121 = arith.muli %120, %c32_i32 : i32
      %122 = arith.extsi %121 : i32 to i64
      %123 = tt.splat %122 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %124 = tt.splat %122 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %125 = arith.addi %123, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %126 = arith.addi %124, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %127 = tt.expand_dims %125 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %128 = arith.addi %42, %122 : i64
      %129 = tt.splat %128 : i64 -> tensor<64x32xi64, #blocked1>
      %130 = arith.addi %129, %47 : tensor<64x32xi64, #blocked1>
      %131 = arith.trunci %130 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %132 = arith.cmpi sge, %127, %cst_2 : tensor<1x32xi64, #blocked1>
      %133 = arith.cmpi slt, %127, %25 : tensor<1x32xi64, #blocked1>
      %134 = arith.andi %132, %133 : tensor<1x32xi1, #blocked1>
      %135 = tt.broadcast %134 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %136 = arith.andi %24, %135 : tensor<64x32xi1, #blocked1>
      %137 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 1
      %138 = amdg.buffer_load %arg0[%131], %136 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
      rocdl.sched.barrier 0
      %139 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 0
      %140 = tt.expand_dims %126 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %141 = arith.muli %122, %4 : i64
      %142 = arith.addi %141, %27 : i64
      %143 = tt.splat %142 : i64 -> tensor<32x64xi64, #blocked>
      %144 = arith.addi %143, %65 : tensor<32x64xi64, #blocked>
      %145 = arith.trunci %144 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %146 = arith.cmpi sge, %140, %cst_1 : tensor<32x1xi64, #blocked>
      %147 = arith.cmpi slt, %140, %31 : tensor<32x1xi64, #blocked>
      %148 = arith.andi %146, %147 : tensor<32x1xi1, #blocked>
      %149 = tt.broadcast %148 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %150 = arith.andi %149, %36 : tensor<32x64xi1, #blocked>
      %151 = amdg.buffer_load %arg1[%145], %150 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %152 = tt.dot %137, %139, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      rocdl.s.setprio 0
      %153 = arith.addi %arg8, %c1_i32 : i32
      %154 = arith.cmpi slt, %153, %c1_i32 : i32
      %155 = arith.select %154, %153, %c0_i32 : i32
      %156 = ttg.memdesc_index %37[%155] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %138, %156 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %157 = ttg.memdesc_index %38[%155] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %151, %157 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %152, %155, %156, %157 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %81 = arith.cmpi sge, %6, %c1_i32 : i32
    %82 = ttg.local_load %80#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %83 = ttg.local_load %80#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %84 = scf.if %81 -> (tensor<64x64xf32, #mma>) {
      %120 = tt.dot %82, %83, %80#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %120 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %80#0 : tensor<64x64xf32, #mma>
    }
    %85 = arith.select %81, %84, %80#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %86 = arith.truncf %85 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %87 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %88 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %89 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %90 = arith.extsi %88 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %91 = arith.extsi %89 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %92 = arith.addi %87, %90 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %93 = tt.expand_dims %92 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %94 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %95 = arith.addi %94, %91 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %96 = tt.expand_dims %95 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %97 = tt.expand_dims %90 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %98 = arith.muli %8, %4 : i64
    %99 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %100 = arith.muli %97, %99 : tensor<64x1xi64, #mma>
    %101 = tt.broadcast %100 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %102 = tt.expand_dims %91 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %103 = tt.broadcast %102 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %104 = arith.addi %98, %27 : i64
    %105 = arith.addi %101, %103 : tensor<64x64xi64, #mma>
    %106 = tt.splat %104 : i64 -> tensor<64x64xi64, #mma>
    %107 = arith.addi %106, %105 : tensor<64x64xi64, #mma>
    %108 = arith.trunci %107 : tensor<64x64xi64, #mma> to tensor<64x64xi32, #mma>
    %109 = arith.cmpi sge, %93, %cst_4 : tensor<64x1xi64, #mma>
    %110 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %111 = arith.cmpi slt, %93, %110 : tensor<64x1xi64, #mma>
    %112 = arith.andi %109, %111 : tensor<64x1xi1, #mma>
    %113 = tt.broadcast %112 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %114 = arith.cmpi sge, %96, %cst_5 : tensor<1x64xi64, #mma>
    %115 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %116 = arith.cmpi slt, %96, %115 : tensor<1x64xi64, #mma>
    %117 = arith.andi %114, %116 : tensor<1x64xi1, #mma>
    %118 = tt.broadcast %117 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %119 = arith.andi %113, %118 : tensor<64x64xi1, #mma>
    amdg.buffer_store %86, %arg2[%108], %119 {contiguity = 4 : i32} : tensor<64x64xf16, #mma>
    tt.return
  }
}
