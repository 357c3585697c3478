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
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.addi %8, %6 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %12, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %15 = arith.addi %13, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.addi %arg5, %c15_i32 : i32
    %19 = arith.divsi %18, %c16_i32 : i32
    %20 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %21 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %22 = arith.cmpi slt, %20, %21 : tensor<64x1xi32, #blocked1>
    %23 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %24 = tt.broadcast %22 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %25 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %26 = arith.muli %20, %25 : tensor<64x1xi32, #blocked1>
    %27 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %28 = tt.addptr %27, %26 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %29 = tt.broadcast %28 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %30 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %31 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %32 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %33 = arith.cmpi slt, %31, %32 : tensor<1x64xi32, #blocked>
    %34 = tt.broadcast %33 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %35 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %36 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
    %37 = tt.broadcast %31 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %39 = ttg.local_alloc : () -> !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    %40 = arith.cmpi sgt, %19, %c0_i32 : i32
    %41 = tt.expand_dims %16 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %42 = arith.cmpi slt, %41, %23 : tensor<1x16xi32, #blocked1>
    %43 = tt.broadcast %42 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %44 = arith.andi %24, %43 : tensor<64x16xi1, #blocked1>
    %45 = tt.broadcast %41 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %46 = tt.addptr %29, %45 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %47 = tt.splat %40 : i1 -> tensor<64x16xi1, #blocked1>
    %48 = arith.andi %47, %44 : tensor<64x16xi1, #blocked1>
    %49 = tt.load %46, %48, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x16x!tt.ptr<f32>, #blocked1>
    %50 = tt.expand_dims %17 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %51 = arith.cmpi slt, %50, %30 : tensor<16x1xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %53 = arith.andi %52, %34 : tensor<16x64xi1, #blocked>
    %54 = arith.muli %50, %35 : tensor<16x1xi32, #blocked>
    %55 = tt.addptr %36, %54 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
    %56 = tt.broadcast %55 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %57 = tt.addptr %56, %37 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %58 = tt.splat %40 : i1 -> tensor<16x64xi1, #blocked>
    %59 = arith.andi %58, %53 : tensor<16x64xi1, #blocked>
    %60 = tt.load %57, %59, %cst {amd.pipeliner_part = "prologue"} : tensor<16x64x!tt.ptr<f32>, #blocked>
    %61 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %49, %61 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %62 = ttg.memdesc_index %39[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %60, %62 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %63 = arith.subi %19, %c1_i32 : i32
    %64:4 = scf.for %arg9 = %c0_i32 to %63 step %c1_i32 iter_args(%arg10 = %cst_1, %arg11 = %c0_i32, %arg12 = %61, %arg13 = %62) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %86 = arith.addi %arg9, %c1_i32 : i32
      %87 = arith.muli %86, %c16_i32 : i32
      %88 = tt.splat %87 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %89 = tt.splat %87 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %90 = arith.addi %88, %16 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %91 = arith.addi %89, %17 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %92 = tt.expand_dims %90 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %93 = arith.cmpi slt, %92, %23 : tensor<1x16xi32, #blocked1>
      %94 = tt.broadcast %93 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %95 = arith.andi %24, %94 : tensor<64x16xi1, #blocked1>
      %96 = tt.broadcast %92 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %97 = tt.addptr %29, %96 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %98 = tt.load %97, %95, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %99 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %100 = tt.expand_dims %91 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %101 = arith.cmpi slt, %100, %30 : tensor<16x1xi32, #blocked>
      %102 = tt.broadcast %101 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %103 = arith.andi %102, %34 : tensor<16x64xi1, #blocked>
      %104 = arith.muli %100, %35 : tensor<16x1xi32, #blocked>
      %105 = tt.addptr %36, %104 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %106 = tt.broadcast %105 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %107 = tt.addptr %106, %37 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %108 = tt.load %107, %103, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      %109 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %110 = tt.dot %99, %109, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %111 = arith.addi %arg11, %c1_i32 : i32
      %112 = arith.cmpi slt, %111, %c1_i32 : i32
      %113 = arith.select %112, %111, %c0_i32 : i32
      %114 = ttg.memdesc_index %38[%113] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %98, %114 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %115 = ttg.memdesc_index %39[%113] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %108, %115 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %110, %113, %114, %115 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %65 = arith.cmpi sge, %19, %c1_i32 : i32
    %66 = ttg.local_load %64#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %67 = ttg.local_load %64#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %68 = scf.if %65 -> (tensor<64x64xf32, #mma>) {
      %86 = tt.dot %66, %67, %64#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %86 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %64#0 : tensor<64x64xf32, #mma>
    }
    %69 = arith.select %65, %68, %64#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %39 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %38 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %70 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %71 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %72 = arith.cmpi slt, %70, %71 : tensor<64x1xi32, #mma>
    %73 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %74 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %75 = arith.cmpi slt, %73, %74 : tensor<1x64xi32, #mma>
    %76 = tt.broadcast %72 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %77 = tt.broadcast %75 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %78 = arith.andi %76, %77 : tensor<64x64xi1, #mma>
    %79 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %80 = arith.muli %70, %79 : tensor<64x1xi32, #mma>
    %81 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #mma>
    %82 = tt.addptr %81, %80 : tensor<64x1x!tt.ptr<f32>, #mma>, tensor<64x1xi32, #mma>
    %83 = tt.broadcast %82 : tensor<64x1x!tt.ptr<f32>, #mma> -> tensor<64x64x!tt.ptr<f32>, #mma>
    %84 = tt.broadcast %73 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %85 = tt.addptr %83, %84 : tensor<64x64x!tt.ptr<f32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %85, %69, %78 : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}
