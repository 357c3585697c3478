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
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.addi %11, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %arg5, %c15_i32 : i32
    %16 = arith.divsi %15, %c16_i32 : i32
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %19 = arith.cmpi slt, %17, %18 : tensor<64x1xi32, #blocked1>
    %20 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %21 = tt.broadcast %19 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %23 = arith.muli %17, %22 : tensor<64x1xi32, #blocked1>
    %24 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %25 = tt.addptr %24, %23 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %26 = tt.broadcast %25 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %27 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %28 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %29 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %30 = arith.cmpi slt, %28, %29 : tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %32 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %33 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
    %34 = tt.broadcast %28 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %35 = ttg.local_alloc : () -> !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %36 = ttg.local_alloc : () -> !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    %37 = arith.cmpi sgt, %16, %c0_i32 : i32
    %38 = tt.expand_dims %13 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %39 = arith.cmpi slt, %38, %20 : tensor<1x16xi32, #blocked1>
    %40 = tt.broadcast %39 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %41 = arith.andi %21, %40 : tensor<64x16xi1, #blocked1>
    %42 = tt.broadcast %38 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %43 = tt.addptr %26, %42 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %44 = tt.splat %37 : i1 -> tensor<64x16xi1, #blocked1>
    %45 = arith.andi %44, %41 : tensor<64x16xi1, #blocked1>
    %46 = tt.load %43, %45, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x16x!tt.ptr<f32>, #blocked1>
    %47 = tt.expand_dims %14 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %48 = arith.cmpi slt, %47, %27 : tensor<16x1xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %50 = arith.andi %49, %31 : tensor<16x64xi1, #blocked>
    %51 = arith.muli %47, %32 : tensor<16x1xi32, #blocked>
    %52 = tt.addptr %33, %51 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
    %53 = tt.broadcast %52 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %54 = tt.addptr %53, %34 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %55 = tt.splat %37 : i1 -> tensor<16x64xi1, #blocked>
    %56 = arith.andi %55, %50 : tensor<16x64xi1, #blocked>
    %57 = tt.load %54, %56, %cst {amd.pipeliner_part = "prologue"} : tensor<16x64x!tt.ptr<f32>, #blocked>
    %58 = ttg.memdesc_index %35[%c0_i32] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    ttg.local_store %46, %58 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %59 = ttg.memdesc_index %36[%c0_i32] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    ttg.local_store %57, %59 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %60 = arith.subi %16, %c1_i32 : i32
    %61:4 = scf.for %arg9 = %c0_i32 to %60 step %c1_i32 iter_args(%arg10 = %cst_1, %arg11 = %c0_i32, %arg12 = %58, %arg13 = %59) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>)  : i32 {
      %85 = arith.addi %arg9, %c1_i32 : i32
      %86 = arith.muli %85, %c16_i32 : i32
      %87 = tt.splat %86 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %88 = tt.splat %86 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %89 = arith.addi %87, %13 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %90 = arith.addi %88, %14 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %91 = tt.expand_dims %89 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %92 = arith.cmpi slt, %91, %20 : tensor<1x16xi32, #blocked1>
      %93 = tt.broadcast %92 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %94 = arith.andi %21, %93 : tensor<64x16xi1, #blocked1>
      %95 = tt.broadcast %91 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %96 = tt.addptr %26, %95 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %97 = tt.load %96, %94, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %98 = ttg.local_load %arg12 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %99 = tt.expand_dims %90 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %100 = arith.cmpi slt, %99, %27 : tensor<16x1xi32, #blocked>
      %101 = tt.broadcast %100 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %102 = arith.andi %101, %31 : tensor<16x64xi1, #blocked>
      %103 = arith.muli %99, %32 : tensor<16x1xi32, #blocked>
      %104 = tt.addptr %33, %103 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %105 = tt.broadcast %104 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %106 = tt.addptr %105, %34 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %107 = tt.load %106, %102, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      %108 = ttg.local_load %arg13 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %109 = tt.dot %98, %108, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %110 = arith.addi %arg11, %c1_i32 : i32
      %111 = arith.cmpi slt, %110, %c1_i32 : i32
      %112 = arith.select %111, %110, %c0_i32 : i32
      %113 = ttg.memdesc_index %35[%112] : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      ttg.local_store %97, %113 : tensor<64x16xf32, #blocked1> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %114 = ttg.memdesc_index %36[%112] : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      ttg.local_store %107, %114 : tensor<16x64xf32, #blocked> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      scf.yield %109, %112, %113, %114 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    }
    %62 = arith.cmpi sge, %16, %c1_i32 : i32
    %63 = ttg.local_load %61#2 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %64 = ttg.local_load %61#3 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %65 = scf.if %62 -> (tensor<64x64xf32, #mma>) {
      %85 = tt.dot %63, %64, %61#0, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %85 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %61#0 : tensor<64x64xf32, #mma>
    }
    %66 = arith.select %62, %65, %61#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %36 : !ttg.memdesc<1x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %35 : !ttg.memdesc<1x64x16xf32, #shared, #smem, mutable>
    %67 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %68 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %69 = arith.cmpi slt, %67, %68 : tensor<64x1xi32, #blocked>
    %70 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %71 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %72 = arith.cmpi slt, %70, %71 : tensor<1x64xi32, #blocked>
    %73 = tt.broadcast %69 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %74 = tt.broadcast %72 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %75 = arith.andi %73, %74 : tensor<64x64xi1, #blocked>
    %76 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked>
    %77 = arith.muli %67, %76 : tensor<64x1xi32, #blocked>
    %78 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %79 = tt.addptr %78, %77 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %80 = tt.broadcast %79 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %81 = tt.broadcast %70 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %82 = tt.addptr %80, %81 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %83 = ttg.convert_layout %82 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #mma>
    %84 = ttg.convert_layout %75 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #mma>
    tt.store %83, %66, %84 : tensor<64x64x!tt.ptr<f32>, #mma>
    tt.return
  }
}
