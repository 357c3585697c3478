#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 4], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c16_i32 = arith.constant 16 : i32
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %6 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %15 = arith.addi %13, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %17 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %18 = arith.addi %arg5, %c15_i32 : i32
    %19 = arith.divsi %18, %c16_i32 : i32
    %20 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %21 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %22 = arith.cmpi slt, %20, %21 : tensor<64x1xi32, #blocked>
    %23 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked>
    %24 = tt.broadcast %22 : tensor<64x1xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %25 = arith.muli %2, %arg6 : i32
    %26 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked1>
    %27 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %28 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %29 = arith.cmpi slt, %27, %28 : tensor<1x64xi32, #blocked1>
    %30 = tt.broadcast %29 : tensor<1x64xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
    %31 = ttg.local_alloc : () -> !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %32 = ttg.local_alloc : () -> !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    %33 = arith.cmpi sgt, %19, %c0_i32 : i32
    %34 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %35 = arith.cmpi slt, %34, %23 : tensor<1x16xi32, #blocked>
    %36 = tt.broadcast %35 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %37 = arith.andi %24, %36 : tensor<64x16xi1, #blocked>
    %38 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %39 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %40 = arith.muli %38, %39 : tensor<64x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<64x1xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %42 = tt.broadcast %34 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %43 = arith.addi %41, %42 : tensor<64x16xi32, #blocked>
    %44 = tt.splat %25 : i32 -> tensor<64x16xi32, #blocked>
    %45 = arith.addi %44, %43 : tensor<64x16xi32, #blocked>
    %46 = tt.splat %33 : i1 -> tensor<64x16xi1, #blocked>
    %47 = arith.andi %46, %37 : tensor<64x16xi1, #blocked>
    %48 = amdg.buffer_load %arg0[%45], %47 {contiguity = 4 : i32} : tensor<64x16xf32, #blocked>
    %49 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %50 = arith.cmpi slt, %49, %26 : tensor<16x1xi32, #blocked1>
    %51 = tt.broadcast %50 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
    %52 = arith.andi %51, %30 : tensor<16x64xi1, #blocked1>
    %53 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked1>
    %54 = arith.muli %49, %53 : tensor<16x1xi32, #blocked1>
    %55 = tt.broadcast %54 : tensor<16x1xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
    %56 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %57 = tt.broadcast %56 : tensor<1x64xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
    %58 = arith.addi %55, %57 : tensor<16x64xi32, #blocked1>
    %59 = tt.splat %11 : i32 -> tensor<16x64xi32, #blocked1>
    %60 = arith.addi %59, %58 : tensor<16x64xi32, #blocked1>
    %61 = tt.splat %33 : i1 -> tensor<16x64xi1, #blocked1>
    %62 = arith.andi %61, %52 : tensor<16x64xi1, #blocked1>
    %63 = amdg.buffer_load %arg1[%60], %62 {contiguity = 4 : i32} : tensor<16x64xf32, #blocked1>
    %64 = ttg.memdesc_index %31[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %48, %64 : tensor<64x16xf32, #blocked> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %65 = ttg.memdesc_index %32[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %63, %65 : tensor<16x64xf32, #blocked1> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %66 = arith.subi %19, %c1_i32 : i32
    %67:4 = scf.for %arg9 = %c0_i32 to %66 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %64, %arg13 = %65) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %93 = arith.addi %arg9, %c1_i32 : i32
      %94 = arith.muli %93, %c16_i32 : i32
      %95 = tt.splat %94 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %96 = tt.splat %94 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %97 = arith.addi %95, %16 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %98 = arith.addi %96, %17 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %99 = tt.expand_dims %97 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
      %100 = arith.cmpi slt, %99, %23 : tensor<1x16xi32, #blocked>
      %101 = tt.broadcast %100 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
      %102 = arith.andi %24, %101 : tensor<64x16xi1, #blocked>
      %103 = arith.addi %25, %94 : i32
      %104 = tt.splat %103 : i32 -> tensor<64x16xi32, #blocked>
      %105 = arith.addi %104, %43 : tensor<64x16xi32, #blocked>
      %106 = amdg.buffer_load %arg0[%105], %102 {contiguity = 4 : i32} : tensor<64x16xf32, #blocked>
      %107 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %108 = tt.expand_dims %98 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
      %109 = arith.cmpi slt, %108, %26 : tensor<16x1xi32, #blocked1>
      %110 = tt.broadcast %109 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
      %111 = arith.andi %110, %30 : tensor<16x64xi1, #blocked1>
      %112 = arith.muli %94, %arg7 : i32
      %113 = arith.addi %112, %11 : i32
      %114 = tt.splat %113 : i32 -> tensor<16x64xi32, #blocked1>
      %115 = arith.addi %114, %58 : tensor<16x64xi32, #blocked1>
      %116 = amdg.buffer_load %arg1[%115], %111 {contiguity = 4 : i32} : tensor<16x64xf32, #blocked1>
      %117 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %118 = tt.dot %107, %117, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %119 = arith.addi %arg11, %c1_i32 : i32
      %120 = arith.cmpi slt, %119, %c1_i32 : i32
      %121 = arith.select %120, %119, %c0_i32 : i32
      %122 = ttg.memdesc_index %31[%121] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %106, %122 : tensor<64x16xf32, #blocked> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %123 = ttg.memdesc_index %32[%121] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %116, %123 : tensor<16x64xf32, #blocked1> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %118, %121, %122, %123 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %68 = arith.cmpi sge, %19, %c1_i32 : i32
    %69 = ttg.local_load %67#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %70 = ttg.local_load %67#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %71 = scf.if %68 -> (tensor<64x64xf32, #mma>) {
      %93 = tt.dot %69, %70, %67#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %93 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %67#0 : tensor<64x64xf32, #mma>
    }
    %72 = arith.select %68, %71, %67#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %32 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %31 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %73 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %74 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %75 = arith.cmpi slt, %73, %74 : tensor<64x1xi32, #mma>
    %76 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %77 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %78 = arith.cmpi slt, %76, %77 : tensor<1x64xi32, #mma>
    %79 = tt.broadcast %75 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %80 = tt.broadcast %78 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %81 = arith.andi %79, %80 : tensor<64x64xi1, #mma>
    %82 = arith.muli %2, %arg8 : i32
    %83 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %84 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %85 = arith.muli %83, %84 : tensor<64x1xi32, #mma>
    %86 = tt.broadcast %85 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %87 = tt.expand_dims %4 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %88 = tt.broadcast %87 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %89 = arith.addi %82, %11 : i32
    %90 = arith.addi %86, %88 : tensor<64x64xi32, #mma>
    %91 = tt.splat %89 : i32 -> tensor<64x64xi32, #mma>
    %92 = arith.addi %91, %90 : tensor<64x64xi32, #mma>
    amdg.buffer_store %72, %arg2[%92], %81 {contiguity = 4 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}
