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
    %cst_8 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %42 = arith.muli %8, %2 : i64
    %43 = tt.splat %8 : i64 -> tensor<64x1xi64, #blocked1>
    %44 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %45 = arith.muli %41, %cst_8 : tensor<64x1xi64, #blocked1>
    %46 = arith.muli %43, %cst_8 : tensor<64x1xi64, #blocked1>
    %47 = arith.muli %41, %44 : tensor<64x1xi64, #blocked1>
    %48 = arith.addi %45, %46 : tensor<64x1xi64, #blocked1>
    %49 = arith.addi %48, %47 : tensor<64x1xi64, #blocked1>
    %50 = tt.broadcast %49 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %51 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %52 = tt.broadcast %51 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %53 = arith.addi %50, %52 : tensor<64x32xi64, #blocked1>
    %54 = tt.splat %42 : i64 -> tensor<64x32xi64, #blocked1>
    %55 = arith.addi %54, %53 : tensor<64x32xi64, #blocked1>
    %56 = arith.trunci %55 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
    %57 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %58 = arith.cmpi sge, %40, %cst_4 : tensor<1x32xi64, #blocked1>
    %59 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %60 = arith.andi %58, %59 : tensor<1x32xi1, #blocked1>
    %61 = tt.broadcast %60 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %62 = arith.andi %24, %61 : tensor<64x32xi1, #blocked1>
    %63 = arith.andi %57, %62 : tensor<64x32xi1, #blocked1>
    %64 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %65 = tt.addptr %64, %56 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %66 = tt.load %65, %63, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked1>
    %67 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %c0_i64 = arith.constant 0 : i64
    %68 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %cst_9 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %69 = arith.muli %c0_i64, %4 : i64
    %70 = tt.splat %c0_i64 : i64 -> tensor<32x1xi64, #blocked>
    %71 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %72 = arith.muli %68, %cst_9 : tensor<32x1xi64, #blocked>
    %73 = arith.muli %70, %cst_9 : tensor<32x1xi64, #blocked>
    %74 = arith.muli %68, %71 : tensor<32x1xi64, #blocked>
    %75 = arith.addi %72, %73 : tensor<32x1xi64, #blocked>
    %76 = arith.addi %75, %74 : tensor<32x1xi64, #blocked>
    %77 = tt.broadcast %76 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %78 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %79 = tt.broadcast %78 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %80 = arith.addi %69, %27 : i64
    %81 = arith.addi %77, %79 : tensor<32x64xi64, #blocked>
    %82 = tt.splat %80 : i64 -> tensor<32x64xi64, #blocked>
    %83 = arith.addi %82, %81 : tensor<32x64xi64, #blocked>
    %84 = arith.trunci %83 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %85 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %86 = arith.cmpi sge, %67, %cst_3 : tensor<32x1xi64, #blocked>
    %87 = arith.cmpi slt, %67, %31 : tensor<32x1xi64, #blocked>
    %88 = arith.andi %86, %87 : tensor<32x1xi1, #blocked>
    %89 = tt.broadcast %88 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %90 = arith.andi %89, %36 : tensor<32x64xi1, #blocked>
    %91 = arith.andi %85, %90 : tensor<32x64xi1, #blocked>
    %92 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %93 = tt.addptr %92, %84 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %94 = tt.load %93, %91, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked>
    %95 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %66, %95 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %96 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %94, %96 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %97 = arith.subi %6, %c1_i32 : i32
    %98:4 = scf.for %arg6 = %c0_i32 to %97 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %95, %arg10 = %96) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %149 = arith.addi %arg6, %c1_i32 : i32
      %150 = arith.muli %149, %c32_i32 : i32
      %151 = arith.extsi %150 : i32 to i64
      %152 = tt.splat %151 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %153 = tt.splat %151 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %154 = arith.addi %152, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %155 = arith.addi %153, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %156 = tt.expand_dims %154 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %157 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
      %cst_11 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
      %158 = arith.muli %8, %2 : i64
      %159 = tt.splat %8 : i64 -> tensor<64x1xi64, #blocked1>
      %160 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %161 = arith.muli %157, %cst_11 : tensor<64x1xi64, #blocked1>
      %162 = arith.muli %159, %cst_11 : tensor<64x1xi64, #blocked1>
      %163 = arith.muli %157, %160 : tensor<64x1xi64, #blocked1>
      %164 = arith.addi %161, %162 : tensor<64x1xi64, #blocked1>
      %165 = arith.addi %164, %163 : tensor<64x1xi64, #blocked1>
      %166 = tt.broadcast %165 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %167 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %168 = tt.broadcast %167 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %169 = arith.addi %158, %151 : i64
      %170 = arith.addi %166, %168 : tensor<64x32xi64, #blocked1>
      %171 = tt.splat %169 : i64 -> tensor<64x32xi64, #blocked1>
      %172 = arith.addi %171, %170 : tensor<64x32xi64, #blocked1>
      %173 = arith.trunci %172 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %174 = arith.cmpi sge, %156, %cst_4 : tensor<1x32xi64, #blocked1>
      %175 = arith.cmpi slt, %156, %25 : tensor<1x32xi64, #blocked1>
      %176 = arith.andi %174, %175 : tensor<1x32xi1, #blocked1>
      %177 = tt.broadcast %176 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %178 = arith.andi %24, %177 : tensor<64x32xi1, #blocked1>
      %179 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 1
      %180 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %181 = tt.addptr %180, %173 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %182 = tt.load %181, %178, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      rocdl.sched.barrier 0
      %183 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 0
      %184 = tt.expand_dims %155 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %185 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %cst_12 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
      %186 = arith.muli %151, %4 : i64
      %187 = tt.splat %151 : i64 -> tensor<32x1xi64, #blocked>
      %188 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %189 = arith.muli %185, %cst_12 : tensor<32x1xi64, #blocked>
      %190 = arith.muli %187, %cst_12 : tensor<32x1xi64, #blocked>
      %191 = arith.muli %185, %188 : tensor<32x1xi64, #blocked>
      %192 = arith.addi %189, %190 : tensor<32x1xi64, #blocked>
      %193 = arith.addi %192, %191 : tensor<32x1xi64, #blocked>
      %194 = tt.broadcast %193 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %195 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %196 = tt.broadcast %195 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %197 = arith.addi %186, %27 : i64
      %198 = arith.addi %194, %196 : tensor<32x64xi64, #blocked>
      %199 = tt.splat %197 : i64 -> tensor<32x64xi64, #blocked>
      %200 = arith.addi %199, %198 : tensor<32x64xi64, #blocked>
      %201 = arith.trunci %200 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %202 = arith.cmpi sge, %184, %cst_3 : tensor<32x1xi64, #blocked>
      %203 = arith.cmpi slt, %184, %31 : tensor<32x1xi64, #blocked>
      %204 = arith.andi %202, %203 : tensor<32x1xi1, #blocked>
      %205 = tt.broadcast %204 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %206 = arith.andi %205, %36 : tensor<32x64xi1, #blocked>
      %207 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %208 = tt.addptr %207, %201 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %209 = tt.load %208, %206, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %210 = tt.dot %179, %183, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      rocdl.s.setprio 0
      %211 = arith.addi %arg8, %c1_i32 : i32
      %212 = arith.cmpi slt, %211, %c1_i32 : i32
      %213 = arith.select %212, %211, %c0_i32 : i32
      %214 = ttg.memdesc_index %37[%213] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %182, %214 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %215 = ttg.memdesc_index %38[%213] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %209, %215 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %210, %213, %214, %215 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %99 = arith.cmpi sge, %6, %c1_i32 : i32
    %100 = ttg.local_load %98#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %101 = ttg.local_load %98#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %102 = scf.if %99 -> (tensor<64x64xf32, #mma>) {
      %149 = tt.dot %100, %101, %98#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %149 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %98#0 : tensor<64x64xf32, #mma>
    }
    %103 = arith.select %99, %102, %98#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %104 = arith.muli %0, %c64_i32 : i32
    %105 = arith.muli %1, %c64_i32 : i32
    %106 = arith.truncf %103 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %107 = arith.extsi %104 : i32 to i64
    %108 = arith.extsi %105 : i32 to i64
    %109 = tt.splat %107 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %110 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %111 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %112 = arith.extsi %110 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %113 = arith.extsi %111 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %114 = arith.addi %109, %112 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>>
    %115 = tt.expand_dims %114 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %116 = tt.splat %108 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %117 = arith.addi %116, %113 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>>
    %118 = tt.expand_dims %117 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %119 = tt.expand_dims %112 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi64, #mma>
    %cst_10 = arith.constant dense<0> : tensor<64x1xi64, #mma>
    %120 = arith.muli %107, %4 : i64
    %121 = tt.splat %107 : i64 -> tensor<64x1xi64, #mma>
    %122 = tt.splat %4 : i64 -> tensor<64x1xi64, #mma>
    %123 = arith.muli %119, %cst_10 : tensor<64x1xi64, #mma>
    %124 = arith.muli %121, %cst_10 : tensor<64x1xi64, #mma>
    %125 = arith.muli %119, %122 : tensor<64x1xi64, #mma>
    %126 = arith.addi %123, %124 : tensor<64x1xi64, #mma>
    %127 = arith.addi %126, %125 : tensor<64x1xi64, #mma>
    %128 = tt.broadcast %127 : tensor<64x1xi64, #mma> -> tensor<64x64xi64, #mma>
    %129 = tt.expand_dims %113 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi64, #mma>
    %130 = tt.broadcast %129 : tensor<1x64xi64, #mma> -> tensor<64x64xi64, #mma>
    %131 = arith.addi %120, %108 : i64
    %132 = arith.addi %128, %130 : tensor<64x64xi64, #mma>
    %133 = tt.splat %131 : i64 -> tensor<64x64xi64, #mma>
    %134 = arith.addi %133, %132 : tensor<64x64xi64, #mma>
    %135 = arith.trunci %134 : tensor<64x64xi64, #mma> to tensor<64x64xi32, #mma>
    %136 = arith.cmpi sge, %115, %cst_6 : tensor<64x1xi64, #mma>
    %137 = tt.splat %3 : i64 -> tensor<64x1xi64, #mma>
    %138 = arith.cmpi slt, %115, %137 : tensor<64x1xi64, #mma>
    %139 = arith.andi %136, %138 : tensor<64x1xi1, #mma>
    %140 = tt.broadcast %139 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %141 = arith.cmpi sge, %118, %cst_7 : tensor<1x64xi64, #mma>
    %142 = tt.splat %4 : i64 -> tensor<1x64xi64, #mma>
    %143 = arith.cmpi slt, %118, %142 : tensor<1x64xi64, #mma>
    %144 = arith.andi %141, %143 : tensor<1x64xi1, #mma>
    %145 = tt.broadcast %144 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %146 = arith.andi %140, %145 : tensor<64x64xi1, #mma>
    %147 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma>
    %148 = tt.addptr %147, %135 : tensor<64x64x!tt.ptr<f16>, #mma>, tensor<64x64xi32, #mma>
    tt.store %148, %106, %146 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
