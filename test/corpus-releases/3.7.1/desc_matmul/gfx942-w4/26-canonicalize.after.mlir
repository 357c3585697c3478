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
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = arith.cmpi sge, %15, %cst_5 : tensor<64x1xi64, #blocked1>
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
    %32 = arith.cmpi sge, %30, %cst_2 : tensor<1x64xi64, #blocked>
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
    %53 = arith.cmpi sge, %40, %cst_4 : tensor<1x32xi64, #blocked1>
    %54 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %55 = arith.andi %53, %54 : tensor<1x32xi1, #blocked1>
    %56 = tt.broadcast %55 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %57 = arith.andi %24, %56 : tensor<64x32xi1, #blocked1>
    %58 = arith.andi %52, %57 : tensor<64x32xi1, #blocked1>
    %59 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %60 = tt.addptr %59, %51 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %61 = tt.load %60, %58, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %62 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %63 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %64 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %65 = arith.muli %63, %64 : tensor<32x1xi64, #blocked>
    %66 = tt.broadcast %65 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %67 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %68 = tt.broadcast %67 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %69 = arith.addi %66, %68 : tensor<32x64xi64, #blocked>
    %70 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %71 = arith.addi %70, %69 : tensor<32x64xi64, #blocked>
    %72 = arith.trunci %71 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %73 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %74 = arith.cmpi sge, %62, %cst_3 : tensor<32x1xi64, #blocked>
    %75 = arith.cmpi slt, %62, %31 : tensor<32x1xi64, #blocked>
    %76 = arith.andi %74, %75 : tensor<32x1xi1, #blocked>
    %77 = tt.broadcast %76 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %78 = arith.andi %77, %36 : tensor<32x64xi1, #blocked>
    %79 = arith.andi %73, %78 : tensor<32x64xi1, #blocked>
    %80 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %81 = tt.addptr %80, %72 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %82 = tt.load %81, %79, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %83 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %61, %83 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %84 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %82, %84 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %85 = arith.subi %6, %c1_i32 : i32
    %86:4 = scf.for %arg6 = %c0_i32 to %85 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %83, %arg10 = %84) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %132 = arith.addi %arg6, %c1_i32 : i32
      %133 = arith.muli %132, %c32_i32 : i32
      %134 = arith.extsi %133 : i32 to i64
      %135 = tt.splat %134 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %136 = tt.splat %134 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %137 = arith.addi %135, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %138 = arith.addi %136, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %139 = tt.expand_dims %137 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %140 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
      %141 = arith.muli %8, %2 : i64
      %142 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %143 = arith.muli %140, %142 : tensor<64x1xi64, #blocked1>
      %144 = tt.broadcast %143 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %145 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %146 = tt.broadcast %145 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %147 = arith.addi %141, %134 : i64
      %148 = arith.addi %144, %146 : tensor<64x32xi64, #blocked1>
      %149 = tt.splat %147 : i64 -> tensor<64x32xi64, #blocked1>
      %150 = arith.addi %149, %148 : tensor<64x32xi64, #blocked1>
      %151 = arith.trunci %150 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %152 = arith.cmpi sge, %139, %cst_4 : tensor<1x32xi64, #blocked1>
      %153 = arith.cmpi slt, %139, %25 : tensor<1x32xi64, #blocked1>
      %154 = arith.andi %152, %153 : tensor<1x32xi1, #blocked1>
      %155 = tt.broadcast %154 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %156 = arith.andi %24, %155 : tensor<64x32xi1, #blocked1>
      %157 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 1
      %158 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %159 = tt.addptr %158, %151 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %160 = tt.load %159, %156, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      rocdl.sched.barrier 0
      %161 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 0
      %162 = tt.expand_dims %138 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %163 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %164 = arith.muli %134, %4 : i64
      %165 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %166 = arith.muli %163, %165 : tensor<32x1xi64, #blocked>
      %167 = tt.broadcast %166 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %168 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %169 = tt.broadcast %168 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %170 = arith.addi %164, %27 : i64
      %171 = arith.addi %167, %169 : tensor<32x64xi64, #blocked>
      %172 = tt.splat %170 : i64 -> tensor<32x64xi64, #blocked>
      %173 = arith.addi %172, %171 : tensor<32x64xi64, #blocked>
      %174 = arith.trunci %173 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %175 = arith.cmpi sge, %162, %cst_3 : tensor<32x1xi64, #blocked>
      %176 = arith.cmpi slt, %162, %31 : tensor<32x1xi64, #blocked>
      %177 = arith.andi %175, %176 : tensor<32x1xi1, #blocked>
      %178 = tt.broadcast %177 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %179 = arith.andi %178, %36 : tensor<32x64xi1, #blocked>
      %180 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %181 = tt.addptr %180, %174 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %182 = tt.load %181, %179, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %183 = tt.dot %157, %161, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      rocdl.s.setprio 0
      %184 = arith.addi %arg8, %c1_i32 : i32
      %185 = arith.cmpi slt, %184, %c1_i32 : i32
      %186 = arith.select %185, %184, %c0_i32 : i32
      %187 = ttg.memdesc_index %37[%186] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %160, %187 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %188 = ttg.memdesc_index %38[%186] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %182, %188 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %183, %186, %187, %188 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %87 = arith.cmpi sge, %6, %c1_i32 : i32
    %88 = ttg.local_load %86#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %89 = ttg.local_load %86#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %90 = scf.if %87 -> (tensor<64x64xf32, #mma>) {
      %132 = tt.dot %88, %89, %86#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %132 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %86#0 : tensor<64x64xf32, #mma>
    }
    %91 = arith.select %87, %90, %86#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %92 = arith.muli %0, %c64_i32 : i32
    %93 = arith.muli %1, %c64_i32 : i32
    %94 = arith.truncf %91 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %95 = arith.extsi %92 : i32 to i64
    %96 = arith.extsi %93 : i32 to i64
    %97 = tt.splat %95 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %98 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %99 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %100 = arith.extsi %98 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %101 = arith.extsi %99 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %102 = arith.addi %97, %100 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %103 = tt.expand_dims %102 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %104 = tt.splat %96 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %105 = arith.addi %104, %101 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %106 = tt.expand_dims %105 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %107 = tt.expand_dims %100 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %108 = arith.muli %95, %4 : i64
    %109 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %110 = arith.muli %107, %109 : tensor<64x1xi64, #mma>
    %111 = tt.broadcast %110 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %112 = tt.expand_dims %101 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %113 = tt.broadcast %112 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %114 = arith.addi %108, %96 : i64
    %115 = arith.addi %111, %113 : tensor<64x64xi64, #mma>
    %116 = tt.splat %114 : i64 -> tensor<64x64xi64, #mma>
    %117 = arith.addi %116, %115 : tensor<64x64xi64, #mma>
    %118 = arith.trunci %117 : tensor<64x64xi64, #mma> to tensor<64x64xi32, #mma>
    %119 = arith.cmpi sge, %103, %cst_6 : tensor<64x1xi64, #mma>
    %120 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %121 = arith.cmpi slt, %103, %120 : tensor<64x1xi64, #mma>
    %122 = arith.andi %119, %121 : tensor<64x1xi1, #mma>
    %123 = tt.broadcast %122 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %124 = arith.cmpi sge, %106, %cst_7 : tensor<1x64xi64, #mma>
    %125 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %126 = arith.cmpi slt, %106, %125 : tensor<1x64xi64, #mma>
    %127 = arith.andi %124, %126 : tensor<1x64xi1, #mma>
    %128 = tt.broadcast %127 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %129 = arith.andi %123, %128 : tensor<64x64xi1, #mma>
    %130 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma>
    %131 = tt.addptr %130, %118 : tensor<64x64x!tt.ptr<f16>, #mma>, tensor<64x64xi32, #mma>
    tt.store %131, %94, %129 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
