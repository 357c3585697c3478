#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 4], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c16_i32 = arith.constant 16 : i32
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.addi %arg5, %c15_i32 : i32
    %19 = arith.divsi %18, %c16_i32 : i32
    %20 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %21 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %22 = arith.cmpi slt, %20, %21 : tensor<64x1xi32, #blocked1>
    %23 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %24 = tt.broadcast %22 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %25 = arith.muli %2, %arg6 : i32
    %26 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %27 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %28 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %29 = arith.cmpi slt, %27, %28 : tensor<1x64xi32, #blocked>
    %30 = tt.broadcast %29 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %31 = ttg.local_alloc : () -> !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %32 = ttg.local_alloc : () -> !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    %33 = arith.cmpi sgt, %19, %c0_i32 : i32
    %34 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %35 = arith.cmpi slt, %34, %23 : tensor<1x16xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %37 = arith.andi %24, %36 : tensor<64x16xi1, #blocked1>
    %38 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %39 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %40 = arith.muli %38, %39 : tensor<64x1xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<64x1xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %42 = tt.broadcast %34 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %43 = arith.addi %41, %42 : tensor<64x16xi32, #blocked1>
    %44 = tt.splat %25 : i32 -> tensor<64x16xi32, #blocked1>
    %45 = arith.addi %44, %43 : tensor<64x16xi32, #blocked1>
    %46 = tt.splat %33 : i1 -> tensor<64x16xi1, #blocked1>
    %47 = arith.andi %46, %37 : tensor<64x16xi1, #blocked1>
    %48 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %49 = tt.addptr %48, %45 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %50 = tt.load %49, %47, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x16x!tt.ptr<f32>, #blocked1>
    %51 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %52 = arith.cmpi slt, %51, %26 : tensor<16x1xi32, #blocked>
    %53 = tt.broadcast %52 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %54 = arith.andi %53, %30 : tensor<16x64xi1, #blocked>
    %55 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %56 = arith.muli %51, %55 : tensor<16x1xi32, #blocked>
    %57 = tt.broadcast %56 : tensor<16x1xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %58 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %59 = tt.broadcast %58 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %60 = arith.addi %57, %59 : tensor<16x64xi32, #blocked>
    %61 = tt.splat %11 : i32 -> tensor<16x64xi32, #blocked>
    %62 = arith.addi %61, %60 : tensor<16x64xi32, #blocked>
    %63 = tt.splat %33 : i1 -> tensor<16x64xi1, #blocked>
    %64 = arith.andi %63, %54 : tensor<16x64xi1, #blocked>
    %65 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %66 = tt.addptr %65, %62 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %67 = tt.load %66, %64, %cst {amd.pipeliner_part = "prologue"} : tensor<16x64x!tt.ptr<f32>, #blocked>
    %68 = ttg.memdesc_index %31[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %50, %68 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %69 = ttg.memdesc_index %32[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %67, %69 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %70 = arith.subi %19, %c1_i32 : i32
    %71:4 = scf.for %arg9 = %c0_i32 to %70 step %c1_i32 iter_args(%arg10 = %cst_1, %arg11 = %c0_i32, %arg12 = %68, %arg13 = %69) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %97 = arith.addi %arg9, %c1_i32 : i32
      %98 = arith.muli %97, %c16_i32 : i32
      %99 = tt.splat %98 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %100 = tt.splat %98 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %101 = arith.addi %99, %16 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %102 = arith.addi %100, %17 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %103 = tt.expand_dims %101 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %104 = arith.cmpi slt, %103, %23 : tensor<1x16xi32, #blocked1>
      %105 = tt.broadcast %104 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %106 = arith.andi %24, %105 : tensor<64x16xi1, #blocked1>
      %107 = arith.addi %25, %98 : i32
      %108 = tt.splat %107 : i32 -> tensor<64x16xi32, #blocked1>
      %109 = arith.addi %108, %43 : tensor<64x16xi32, #blocked1>
      %110 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      rocdl.s.setprio 1
      %111 = tt.addptr %48, %109 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %112 = tt.load %111, %106, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      rocdl.sched.barrier 0
      %113 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      rocdl.s.setprio 0
      %114 = tt.expand_dims %102 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %115 = arith.muli %98, %arg7 : i32
      %116 = arith.addi %115, %11 : i32
      %117 = tt.splat %116 : i32 -> tensor<16x64xi32, #blocked>
      %118 = arith.addi %117, %60 : tensor<16x64xi32, #blocked>
      %119 = arith.cmpi slt, %114, %26 : tensor<16x1xi32, #blocked>
      %120 = tt.broadcast %119 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %121 = arith.andi %120, %30 : tensor<16x64xi1, #blocked>
      %122 = tt.addptr %65, %118 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %123 = tt.load %122, %121, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %124 = tt.dot %110, %113, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      rocdl.s.setprio 0
      %125 = arith.addi %arg11, %c1_i32 : i32
      %126 = arith.cmpi slt, %125, %c1_i32 : i32
      %127 = arith.select %126, %125, %c0_i32 : i32
      %128 = ttg.memdesc_index %31[%127] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %112, %128 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %129 = ttg.memdesc_index %32[%127] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %123, %129 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %124, %127, %128, %129 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %72 = arith.cmpi sge, %19, %c1_i32 : i32
    %73 = ttg.local_load %71#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %74 = ttg.local_load %71#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %75 = scf.if %72 -> (tensor<64x64xf32, #mma>) {
      %97 = tt.dot %73, %74, %71#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %97 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %71#0 : tensor<64x64xf32, #mma>
    }
    %76 = arith.select %72, %75, %71#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %32 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %31 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %77 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %78 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %79 = arith.cmpi slt, %77, %78 : tensor<64x1xi32, #mma>
    %80 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %81 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %82 = arith.cmpi slt, %80, %81 : tensor<1x64xi32, #mma>
    %83 = tt.broadcast %79 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
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
    amdg.buffer_store %76, %arg2[%96], %85 : tensor<64x64xf32, #mma>
    tt.return
  }
}
