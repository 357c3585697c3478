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
    %42 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %44 = arith.addi %41, %43 : tensor<64x16xi32, #blocked>
    %45 = tt.splat %25 : i32 -> tensor<64x16xi32, #blocked>
    %46 = arith.addi %45, %44 : tensor<64x16xi32, #blocked>
    %47 = tt.splat %33 : i1 -> tensor<64x16xi1, #blocked>
    %48 = arith.andi %47, %37 : tensor<64x16xi1, #blocked>
    %49 = amdg.buffer_load %arg0[%46], %48 {contiguity = 4 : i32} : tensor<64x16xf32, #blocked>
    %50 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %51 = arith.cmpi slt, %50, %26 : tensor<16x1xi32, #blocked1>
    %52 = tt.broadcast %51 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
    %53 = arith.andi %52, %30 : tensor<16x64xi1, #blocked1>
    %54 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %55 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked1>
    %56 = arith.muli %54, %55 : tensor<16x1xi32, #blocked1>
    %57 = tt.broadcast %56 : tensor<16x1xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
    %58 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %59 = tt.broadcast %58 : tensor<1x64xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
    %60 = arith.addi %57, %59 : tensor<16x64xi32, #blocked1>
    %61 = tt.splat %11 : i32 -> tensor<16x64xi32, #blocked1>
    %62 = arith.addi %61, %60 : tensor<16x64xi32, #blocked1>
    %63 = tt.splat %33 : i1 -> tensor<16x64xi1, #blocked1>
    %64 = arith.andi %63, %53 : tensor<16x64xi1, #blocked1>
    %65 = amdg.buffer_load %arg1[%62], %64 {contiguity = 4 : i32} : tensor<16x64xf32, #blocked1>
    %66 = ttg.memdesc_index %31[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %49, %66 : tensor<64x16xf32, #blocked> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %67 = ttg.memdesc_index %32[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %65, %67 : tensor<16x64xf32, #blocked1> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %68 = arith.subi %19, %c1_i32 : i32
    %69:4 = scf.for %arg9 = %c0_i32 to %68 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %66, %arg13 = %67) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %95 = arith.addi %arg9, %c1_i32 : i32
      %96 = arith.muli %95, %c16_i32 : i32
      %97 = tt.splat %96 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %98 = tt.splat %96 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %99 = arith.addi %97, %16 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %100 = arith.addi %98, %17 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %101 = tt.expand_dims %99 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
      %102 = arith.cmpi slt, %101, %23 : tensor<1x16xi32, #blocked>
      %103 = tt.broadcast %102 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
      %104 = arith.andi %24, %103 : tensor<64x16xi1, #blocked>
      %105 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
      %106 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
      %107 = arith.muli %105, %106 : tensor<64x1xi32, #blocked>
      %108 = tt.broadcast %107 : tensor<64x1xi32, #blocked> -> tensor<64x16xi32, #blocked>
      %109 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
      %110 = tt.broadcast %109 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
      %111 = arith.addi %25, %96 : i32
      %112 = arith.addi %108, %110 : tensor<64x16xi32, #blocked>
      %113 = tt.splat %111 : i32 -> tensor<64x16xi32, #blocked>
      %114 = arith.addi %113, %112 : tensor<64x16xi32, #blocked>
      %115 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      rocdl.s.setprio 1
      %116 = amdg.buffer_load %arg0[%114], %104 {contiguity = 4 : i32} : tensor<64x16xf32, #blocked>
      rocdl.sched.barrier 0
      %117 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      rocdl.s.setprio 0
      %118 = tt.expand_dims %100 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
      %119 = arith.muli %96, %arg7 : i32
      %120 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
      %121 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked1>
      %122 = arith.muli %120, %121 : tensor<16x1xi32, #blocked1>
      %123 = tt.broadcast %122 : tensor<16x1xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
      %124 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
      %125 = tt.broadcast %124 : tensor<1x64xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
      %126 = arith.addi %119, %11 : i32
      %127 = arith.addi %123, %125 : tensor<16x64xi32, #blocked1>
      %128 = tt.splat %126 : i32 -> tensor<16x64xi32, #blocked1>
      %129 = arith.addi %128, %127 : tensor<16x64xi32, #blocked1>
      %130 = arith.cmpi slt, %118, %26 : tensor<16x1xi32, #blocked1>
      %131 = tt.broadcast %130 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
      %132 = arith.andi %131, %30 : tensor<16x64xi1, #blocked1>
      %133 = amdg.buffer_load %arg1[%129], %132 {contiguity = 4 : i32} : tensor<16x64xf32, #blocked1>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %134 = tt.dot %115, %117, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      rocdl.s.setprio 0
      %135 = arith.addi %arg11, %c1_i32 : i32
      %136 = arith.cmpi slt, %135, %c1_i32 : i32
      %137 = arith.select %136, %135, %c0_i32 : i32
      %138 = ttg.memdesc_index %31[%137] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %116, %138 : tensor<64x16xf32, #blocked> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %139 = ttg.memdesc_index %32[%137] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %133, %139 : tensor<16x64xf32, #blocked1> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %134, %137, %138, %139 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %70 = arith.cmpi sge, %19, %c1_i32 : i32
    %71 = ttg.local_load %69#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %72 = ttg.local_load %69#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %73 = scf.if %70 -> (tensor<64x64xf32, #mma>) {
      %95 = tt.dot %71, %72, %69#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %95 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %69#0 : tensor<64x64xf32, #mma>
    }
    %74 = arith.select %70, %73, %69#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %32 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %31 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %75 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %76 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %77 = arith.cmpi slt, %75, %76 : tensor<64x1xi32, #mma>
    %78 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %79 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %80 = arith.cmpi slt, %78, %79 : tensor<1x64xi32, #mma>
    %81 = tt.broadcast %77 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
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
    amdg.buffer_store %74, %arg2[%94], %83 {contiguity = 4 : i32} : tensor<64x64xf32, #mma>
    tt.return
  }
}
