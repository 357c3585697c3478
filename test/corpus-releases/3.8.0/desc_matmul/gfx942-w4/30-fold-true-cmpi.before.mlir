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
    %46 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %47 = tt.broadcast %46 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %48 = arith.addi %45, %47 : tensor<64x32xi64, #blocked1>
    %49 = tt.splat %42 : i64 -> tensor<64x32xi64, #blocked1>
    %50 = arith.addi %49, %48 : tensor<64x32xi64, #blocked1>
    %51 = arith.trunci %50 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
    %52 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %53 = arith.cmpi sge, %40, %cst_2 : tensor<1x32xi64, #blocked1>
    %54 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %55 = arith.andi %53, %54 : tensor<1x32xi1, #blocked1>
    %56 = tt.broadcast %55 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %57 = arith.andi %24, %56 : tensor<64x32xi1, #blocked1>
    %58 = arith.andi %52, %57 : tensor<64x32xi1, #blocked1>
    %59 = amdg.buffer_load %arg0[%51], %58 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
    %60 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %61 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %62 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %63 = arith.muli %61, %62 : tensor<32x1xi64, #blocked>
    %64 = tt.broadcast %63 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %65 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %66 = tt.broadcast %65 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %67 = arith.addi %64, %66 : tensor<32x64xi64, #blocked>
    %68 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %69 = arith.addi %68, %67 : tensor<32x64xi64, #blocked>
    %70 = arith.trunci %69 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %71 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %72 = arith.cmpi sge, %60, %cst_1 : tensor<32x1xi64, #blocked>
    %73 = arith.cmpi slt, %60, %31 : tensor<32x1xi64, #blocked>
    %74 = arith.andi %72, %73 : tensor<32x1xi1, #blocked>
    %75 = tt.broadcast %74 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %76 = arith.andi %75, %36 : tensor<32x64xi1, #blocked>
    %77 = arith.andi %71, %76 : tensor<32x64xi1, #blocked>
    %78 = amdg.buffer_load %arg1[%70], %77 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
    %79 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %59, %79 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %80 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %78, %80 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %81 = arith.subi %6, %c1_i32 : i32
    %82:4 = scf.for %arg6 = %c0_i32 to %81 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %79, %arg10 = %80) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %126 = arith.addi %arg6, %c1_i32 : i32
      %127 = arith.muli %126, %c32_i32 : i32
      %128 = arith.extsi %127 : i32 to i64
      %129 = tt.splat %128 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %130 = tt.splat %128 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %131 = arith.addi %129, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %132 = arith.addi %130, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %133 = tt.expand_dims %131 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %134 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
      %135 = arith.muli %8, %2 : i64
      %136 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %137 = arith.muli %134, %136 : tensor<64x1xi64, #blocked1>
      %138 = tt.broadcast %137 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %139 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %140 = tt.broadcast %139 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %141 = arith.addi %135, %128 : i64
      %142 = arith.addi %138, %140 : tensor<64x32xi64, #blocked1>
      %143 = tt.splat %141 : i64 -> tensor<64x32xi64, #blocked1>
      %144 = arith.addi %143, %142 : tensor<64x32xi64, #blocked1>
      %145 = arith.trunci %144 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %146 = arith.cmpi sge, %133, %cst_2 : tensor<1x32xi64, #blocked1>
      %147 = arith.cmpi slt, %133, %25 : tensor<1x32xi64, #blocked1>
      %148 = arith.andi %146, %147 : tensor<1x32xi1, #blocked1>
      %149 = tt.broadcast %148 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %150 = arith.andi %24, %149 : tensor<64x32xi1, #blocked1>
      %151 = amdg.buffer_load %arg0[%145], %150 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
      %152 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %153 = tt.expand_dims %132 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %154 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %155 = arith.muli %128, %4 : i64
      %156 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %157 = arith.muli %154, %156 : tensor<32x1xi64, #blocked>
      %158 = tt.broadcast %157 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %159 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %160 = tt.broadcast %159 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %161 = arith.addi %155, %27 : i64
      %162 = arith.addi %158, %160 : tensor<32x64xi64, #blocked>
      %163 = tt.splat %161 : i64 -> tensor<32x64xi64, #blocked>
      %164 = arith.addi %163, %162 : tensor<32x64xi64, #blocked>
      %165 = arith.trunci %164 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %166 = arith.cmpi sge, %153, %cst_1 : tensor<32x1xi64, #blocked>
      %167 = arith.cmpi slt, %153, %31 : tensor<32x1xi64, #blocked>
      %168 = arith.andi %166, %167 : tensor<32x1xi1, #blocked>
      %169 = tt.broadcast %168 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %170 = arith.andi %169, %36 : tensor<32x64xi1, #blocked>
      %171 = amdg.buffer_load %arg1[%165], %170 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
      %172 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %173 = tt.dot %152, %172, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %174 = arith.addi %arg8, %c1_i32 : i32
      %175 = arith.cmpi slt, %174, %c1_i32 : i32
      %176 = arith.select %175, %174, %c0_i32 : i32
      %177 = ttg.memdesc_index %37[%176] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %151, %177 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %178 = ttg.memdesc_index %38[%176] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %171, %178 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %173, %176, %177, %178 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %83 = arith.cmpi sge, %6, %c1_i32 : i32
    %84 = ttg.local_load %82#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %85 = ttg.local_load %82#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %86 = scf.if %83 -> (tensor<64x64xf32, #mma>) {
      %126 = tt.dot %84, %85, %82#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %126 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %82#0 : tensor<64x64xf32, #mma>
    }
    %87 = arith.select %83, %86, %82#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %88 = arith.muli %0, %c64_i32 : i32
    %89 = arith.muli %1, %c64_i32 : i32
    %90 = arith.truncf %87 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %91 = arith.extsi %88 : i32 to i64
    %92 = arith.extsi %89 : i32 to i64
    %93 = tt.splat %91 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %94 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %95 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %96 = arith.extsi %94 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %97 = arith.extsi %95 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %98 = arith.addi %93, %96 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %99 = tt.expand_dims %98 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %100 = tt.splat %92 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %101 = arith.addi %100, %97 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %102 = tt.expand_dims %101 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %103 = tt.expand_dims %96 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %104 = arith.muli %91, %4 : i64
    %105 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %106 = arith.muli %103, %105 : tensor<64x1xi64, #mma>
    %107 = tt.broadcast %106 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %108 = tt.expand_dims %97 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %109 = tt.broadcast %108 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %110 = arith.addi %104, %92 : i64
    %111 = arith.addi %107, %109 : tensor<64x64xi64, #mma>
    %112 = tt.splat %110 : i64 -> tensor<64x64xi64, #mma>
    %113 = arith.addi %112, %111 : tensor<64x64xi64, #mma>
    %114 = arith.trunci %113 : tensor<64x64xi64, #mma> to tensor<64x64xi32, #mma>
    %115 = arith.cmpi sge, %99, %cst_4 : tensor<64x1xi64, #mma>
    %116 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %117 = arith.cmpi slt, %99, %116 : tensor<64x1xi64, #mma>
    %118 = arith.andi %115, %117 : tensor<64x1xi1, #mma>
    %119 = tt.broadcast %118 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %120 = arith.cmpi sge, %102, %cst_5 : tensor<1x64xi64, #mma>
    %121 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %122 = arith.cmpi slt, %102, %121 : tensor<1x64xi64, #mma>
    %123 = arith.andi %120, %122 : tensor<1x64xi1, #mma>
    %124 = tt.broadcast %123 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %125 = arith.andi %119, %124 : tensor<64x64xi1, #mma>
    amdg.buffer_store %90, %arg2[%114], %125 {contiguity = 4 : i32} : tensor<64x64xf16, #mma>
    tt.return
  }
}
