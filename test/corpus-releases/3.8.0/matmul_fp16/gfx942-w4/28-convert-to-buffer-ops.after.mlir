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
    %25 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %26 = tt.broadcast %25 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %27 = arith.addi %24, %26 : tensor<64x32xi32, #blocked>
    %28 = tt.splat %18 : i32 -> tensor<64x32xi32, #blocked>
    %29 = arith.addi %28, %27 : tensor<64x32xi32, #blocked>
    %30 = arith.addi %arg5, %c31_i32 : i32
    %31 = arith.divsi %30, %c32_i32 : i32
    %32 = arith.cmpi sgt, %31, %c0_i32 : i32
    %33 = tt.splat %32 : i1 -> tensor<64x32xi1, #blocked>
    %34 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %35 = arith.cmpi slt, %16, %34 : tensor<64x1xi32, #blocked>
    %36 = tt.broadcast %35 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %37 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %38 = arith.cmpi slt, %20, %37 : tensor<1x32xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %40 = arith.andi %36, %39 : tensor<64x32xi1, #blocked>
    %41 = arith.andi %33, %40 : tensor<64x32xi1, #blocked>
    %42 = amdg.buffer_load %arg0[%29], %41 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked>
    %43 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %44 = tt.expand_dims %43 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %45 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %46 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %47 = tt.expand_dims %43 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %48 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %49 = arith.muli %47, %48 : tensor<32x1xi32, #blocked1>
    %50 = tt.broadcast %49 : tensor<32x1xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %51 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %52 = tt.broadcast %51 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %53 = arith.addi %50, %52 : tensor<32x64xi32, #blocked1>
    %54 = tt.splat %11 : i32 -> tensor<32x64xi32, #blocked1>
    %55 = arith.addi %54, %53 : tensor<32x64xi32, #blocked1>
    %56 = tt.splat %32 : i1 -> tensor<32x64xi1, #blocked1>
    %57 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %58 = arith.cmpi slt, %44, %57 : tensor<32x1xi32, #blocked1>
    %59 = tt.broadcast %58 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %60 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %61 = arith.cmpi slt, %46, %60 : tensor<1x64xi32, #blocked1>
    %62 = tt.broadcast %61 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %63 = arith.andi %59, %62 : tensor<32x64xi1, #blocked1>
    %64 = arith.andi %56, %63 : tensor<32x64xi1, #blocked1>
    %65 = amdg.buffer_load %arg1[%55], %64 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked1>
    %66 = arith.muli %arg7, %c32_i32 : i32
    %67 = tt.splat %66 : i32 -> tensor<32x64xi32, #blocked1>
    %68 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %69 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %70 = ttg.memdesc_index %68[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %42, %70 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %71 = ttg.memdesc_index %69[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %65, %71 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %72 = arith.subi %31, %c1_i32 : i32
    %73:6 = scf.for %arg9 = %c0_i32 to %72 step %c1_i32 iter_args(%arg10 = %cst_0, %arg11 = %29, %arg12 = %55, %arg13 = %c0_i32, %arg14 = %70, %arg15 = %71) -> (tensor<64x64xf32, #mma>, tensor<64x32xi32, #blocked>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %98 = arith.addi %arg11, %cst : tensor<64x32xi32, #blocked>
      %99 = arith.addi %arg12, %67 : tensor<32x64xi32, #blocked1>
      %100 = arith.addi %arg9, %c1_i32 : i32
      %101 = arith.muli %100, %c32_i32 : i32
      %102 = arith.subi %arg5, %101 : i32
      %103 = tt.splat %102 : i32 -> tensor<1x32xi32, #blocked>
      %104 = arith.cmpi slt, %20, %103 : tensor<1x32xi32, #blocked>
      %105 = tt.broadcast %104 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %106 = arith.andi %36, %105 : tensor<64x32xi1, #blocked>
      %107 = amdg.buffer_load %arg0[%98], %106 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked>
      %108 = ttg.local_load %arg14 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %109 = tt.splat %102 : i32 -> tensor<32x1xi32, #blocked1>
      %110 = arith.cmpi slt, %44, %109 : tensor<32x1xi32, #blocked1>
      %111 = tt.broadcast %110 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %112 = arith.andi %111, %62 : tensor<32x64xi1, #blocked1>
      %113 = amdg.buffer_load %arg1[%99], %112 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked1>
      %114 = ttg.local_load %arg15 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %115 = tt.dot %108, %114, %arg10, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %116 = arith.addi %arg13, %c1_i32 : i32
      %117 = arith.cmpi slt, %116, %c1_i32 : i32
      %118 = arith.select %117, %116, %c0_i32 : i32
      %119 = ttg.memdesc_index %68[%118] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %107, %119 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %120 = ttg.memdesc_index %69[%118] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %113, %120 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %115, %98, %99, %118, %119, %120 : tensor<64x64xf32, #mma>, tensor<64x32xi32, #blocked>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %74 = arith.cmpi sge, %31, %c1_i32 : i32
    %75 = ttg.local_load %73#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %76 = ttg.local_load %73#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %77 = scf.if %74 -> (tensor<64x64xf32, #mma>) {
      %98 = tt.dot %75, %76, %73#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %98 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %73#0 : tensor<64x64xf32, #mma>
    }
    %78 = arith.select %74, %77, %73#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %69 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %68 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %79 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %80 = arith.cmpi slt, %17, %79 : tensor<64x1xi32, #mma>
    %81 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %82 = arith.cmpi slt, %45, %81 : tensor<1x64xi32, #mma>
    %83 = tt.broadcast %80 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %84 = tt.broadcast %82 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %85 = arith.andi %83, %84 : tensor<64x64xi1, #mma>
    %86 = arith.muli %2, %arg8 : i32
    %87 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %88 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %89 = arith.muli %87, %88 : tensor<64x1xi32, #mma>
    %90 = tt.broadcast %89 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %91 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %92 = tt.broadcast %91 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %93 = arith.addi %86, %11 : i32
    %94 = arith.addi %90, %92 : tensor<64x64xi32, #mma>
    %95 = tt.splat %93 : i32 -> tensor<64x64xi32, #mma>
    %96 = arith.addi %95, %94 : tensor<64x64xi32, #mma>
    %97 = arith.truncf %78 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    amdg.buffer_store %97, %arg2[%96], %85 {contiguity = 4 : i32} : tensor<64x64xf16, #mma>
    tt.return
  }
}
