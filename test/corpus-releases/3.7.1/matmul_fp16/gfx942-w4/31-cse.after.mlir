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
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
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
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #blocked>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %25 = tt.broadcast %20 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %26 = arith.addi %24, %25 : tensor<64x32xi32, #blocked>
    %27 = tt.splat %18 : i32 -> tensor<64x32xi32, #blocked>
    %28 = arith.addi %27, %26 : tensor<64x32xi32, #blocked>
    %29 = arith.addi %arg5, %c31_i32 : i32
    %30 = arith.divsi %29, %c32_i32 : i32
    %31 = arith.cmpi sgt, %30, %c0_i32 : i32
    %32 = tt.splat %31 : i1 -> tensor<64x32xi1, #blocked>
    %33 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %34 = arith.cmpi slt, %16, %33 : tensor<64x1xi32, #blocked>
    %35 = tt.broadcast %34 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %36 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %37 = arith.cmpi slt, %20, %36 : tensor<1x32xi32, #blocked>
    %38 = tt.broadcast %37 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %39 = arith.andi %35, %38 : tensor<64x32xi1, #blocked>
    %40 = arith.andi %32, %39 : tensor<64x32xi1, #blocked>
    %41 = amdg.buffer_load %arg0[%28], %40 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked>
    %42 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %43 = tt.expand_dims %42 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %44 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %45 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %46 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %47 = arith.muli %43, %46 : tensor<32x1xi32, #blocked1>
    %48 = tt.broadcast %47 : tensor<32x1xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %49 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %50 = tt.broadcast %49 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %51 = arith.addi %48, %50 : tensor<32x64xi32, #blocked1>
    %52 = tt.splat %11 : i32 -> tensor<32x64xi32, #blocked1>
    %53 = arith.addi %52, %51 : tensor<32x64xi32, #blocked1>
    %54 = tt.splat %31 : i1 -> tensor<32x64xi1, #blocked1>
    %55 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %56 = arith.cmpi slt, %43, %55 : tensor<32x1xi32, #blocked1>
    %57 = tt.broadcast %56 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %58 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %59 = arith.cmpi slt, %45, %58 : tensor<1x64xi32, #blocked1>
    %60 = tt.broadcast %59 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %61 = arith.andi %57, %60 : tensor<32x64xi1, #blocked1>
    %62 = arith.andi %54, %61 : tensor<32x64xi1, #blocked1>
    %63 = amdg.buffer_load %arg1[%53], %62 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked1>
    %64 = arith.muli %arg7, %c32_i32 : i32
    %65 = tt.splat %64 : i32 -> tensor<32x64xi32, #blocked1>
    %66 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %67 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %68 = ttg.memdesc_index %66[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %41, %68 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %69 = ttg.memdesc_index %67[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %63, %69 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %70 = arith.subi %30, %c1_i32 : i32
    %71:6 = scf.for %arg9 = %c0_i32 to %70 step %c1_i32 iter_args(%arg10 = %cst_0, %arg11 = %28, %arg12 = %53, %arg13 = %c0_i32, %arg14 = %68, %arg15 = %69) -> (tensor<64x64xf32, #mma>, tensor<64x32xi32, #blocked>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %96 = arith.addi %arg11, %cst : tensor<64x32xi32, #blocked>
      %97 = arith.addi %arg12, %65 : tensor<32x64xi32, #blocked1>
      %98 = arith.addi %arg9, %c1_i32 : i32
      %99 = arith.muli %98, %c32_i32 : i32
      %100 = arith.subi %arg5, %99 : i32
      %101 = tt.splat %100 : i32 -> tensor<1x32xi32, #blocked>
      %102 = arith.cmpi slt, %20, %101 : tensor<1x32xi32, #blocked>
      %103 = tt.broadcast %102 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %104 = arith.andi %35, %103 : tensor<64x32xi1, #blocked>
      %105 = ttg.local_load %arg14 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 1
      %106 = amdg.buffer_load %arg0[%96], %104 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked>
      rocdl.sched.barrier 0
      %107 = ttg.local_load %arg15 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      rocdl.s.setprio 0
      %108 = tt.splat %100 : i32 -> tensor<32x1xi32, #blocked1>
      %109 = arith.cmpi slt, %43, %108 : tensor<32x1xi32, #blocked1>
      %110 = tt.broadcast %109 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %111 = arith.andi %110, %60 : tensor<32x64xi1, #blocked1>
      %112 = amdg.buffer_load %arg1[%97], %111 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked1>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %113 = tt.dot %105, %107, %arg10, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      rocdl.s.setprio 0
      %114 = arith.addi %arg13, %c1_i32 : i32
      %115 = arith.cmpi slt, %114, %c1_i32 : i32
      %116 = arith.select %115, %114, %c0_i32 : i32
      %117 = ttg.memdesc_index %66[%116] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %106, %117 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %118 = ttg.memdesc_index %67[%116] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %112, %118 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %113, %96, %97, %116, %117, %118 : tensor<64x64xf32, #mma>, tensor<64x32xi32, #blocked>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %72 = arith.cmpi sge, %30, %c1_i32 : i32
    %73 = ttg.local_load %71#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %74 = ttg.local_load %71#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %75 = scf.if %72 -> (tensor<64x64xf32, #mma>) {
      %96 = tt.dot %73, %74, %71#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %96 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %71#0 : tensor<64x64xf32, #mma>
    }
    %76 = arith.select %72, %75, %71#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %67 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %66 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %77 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %78 = arith.cmpi slt, %17, %77 : tensor<64x1xi32, #mma>
    %79 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %80 = arith.cmpi slt, %44, %79 : tensor<1x64xi32, #mma>
    %81 = tt.broadcast %78 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %82 = tt.broadcast %80 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %83 = arith.andi %81, %82 : tensor<64x64xi1, #mma>
    %84 = arith.muli %2, %arg8 : i32
    %85 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %86 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %87 = arith.muli %85, %86 : tensor<64x1xi32, #mma>
    %88 = tt.broadcast %87 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %89 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %90 = tt.broadcast %89 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %91 = arith.addi %84, %11 : i32
    %92 = arith.addi %88, %90 : tensor<64x64xi32, #mma>
    %93 = tt.splat %91 : i32 -> tensor<64x64xi32, #mma>
    %94 = arith.addi %93, %92 : tensor<64x64xi32, #mma>
    %95 = arith.truncf %76 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    amdg.buffer_store %95, %arg2[%94], %83 {contiguity = 4 : i32} : tensor<64x64xf16, #mma>
    tt.return
  }
}
