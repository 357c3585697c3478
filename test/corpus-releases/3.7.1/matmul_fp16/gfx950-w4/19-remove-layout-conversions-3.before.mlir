#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 4, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<64x32xi32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %16 = arith.muli %13, %15 : tensor<64x1xi32, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %21 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %22 = tt.broadcast %20 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %24 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %26 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %27 = arith.muli %25, %26 : tensor<32x1xi32, #blocked1>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %31 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %32 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %33 = tt.addptr %31, %32 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %34 = arith.addi %arg5, %c31_i32 : i32
    %35 = arith.divsi %34, %c32_i32 : i32
    %36 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %37 = arith.cmpi slt, %13, %36 : tensor<64x1xi32, #blocked>
    %38 = tt.broadcast %37 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %39 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %40 = arith.cmpi slt, %30, %39 : tensor<1x64xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %42 = arith.muli %arg7, %c32_i32 : i32
    %43 = tt.splat %42 : i32 -> tensor<32x64xi32, #blocked1>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %35, %c0_i32 : i32
    %47 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %48 = arith.cmpi slt, %20, %47 : tensor<1x32xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %50 = arith.andi %38, %49 : tensor<64x32xi1, #blocked>
    %51 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked>
    %52 = arith.andi %51, %50 : tensor<64x32xi1, #blocked>
    %53 = tt.load %23, %52, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked>
    %54 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %55 = arith.cmpi slt, %25, %54 : tensor<32x1xi32, #blocked1>
    %56 = tt.broadcast %55 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %57 = arith.andi %56, %41 : tensor<32x64xi1, #blocked1>
    %58 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked1>
    %59 = arith.andi %58, %57 : tensor<32x64xi1, #blocked1>
    %60 = tt.load %33, %59, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %61 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %53, %61 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %62 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %60, %62 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %63 = arith.subi %35, %c1_i32 : i32
    %64:6 = scf.for %arg9 = %c0_i32 to %63 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %23, %arg12 = %33, %arg13 = %c0_i32, %arg14 = %61, %arg15 = %62) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %88 = tt.addptr %arg11, %cst : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %89 = tt.addptr %arg12, %43 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %90 = arith.addi %arg9, %c1_i32 : i32
      %91 = arith.muli %90, %c32_i32 : i32
      %92 = arith.subi %arg5, %91 : i32
      %93 = tt.splat %92 : i32 -> tensor<1x32xi32, #blocked>
      %94 = arith.cmpi slt, %20, %93 : tensor<1x32xi32, #blocked>
      %95 = tt.broadcast %94 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %96 = arith.andi %38, %95 : tensor<64x32xi1, #blocked>
      %97 = tt.load %88, %96, %cst_0 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %98 = ttg.local_load %arg14 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %99 = tt.splat %92 : i32 -> tensor<32x1xi32, #blocked1>
      %100 = arith.cmpi slt, %25, %99 : tensor<32x1xi32, #blocked1>
      %101 = tt.broadcast %100 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %102 = arith.andi %101, %41 : tensor<32x64xi1, #blocked1>
      %103 = tt.load %89, %102, %cst_1 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %104 = ttg.local_load %arg15 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %105 = tt.dot %98, %104, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      %106 = arith.addi %arg13, %c1_i32 : i32
      %107 = arith.cmpi slt, %106, %c1_i32 : i32
      %108 = arith.select %107, %106, %c0_i32 : i32
      %109 = ttg.memdesc_index %44[%108] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %97, %109 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %110 = ttg.memdesc_index %45[%108] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %103, %110 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %105, %88, %89, %108, %109, %110 : tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %65 = arith.cmpi sge, %35, %c1_i32 : i32
    %66 = ttg.local_load %64#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %67 = ttg.local_load %64#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %68 = scf.if %65 -> (tensor<64x64xf32, #mma>) {
      %88 = tt.dot %66, %67, %64#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %88 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %64#0 : tensor<64x64xf32, #mma>
    }
    %69 = arith.select %65, %68, %64#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %45 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %70 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %71 = arith.cmpi slt, %14, %70 : tensor<64x1xi32, #blocked1>
    %72 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %73 = arith.cmpi slt, %30, %72 : tensor<1x64xi32, #blocked1>
    %74 = tt.broadcast %71 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %75 = tt.broadcast %73 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %76 = arith.andi %74, %75 : tensor<64x64xi1, #blocked1>
    %77 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %78 = arith.muli %14, %77 : tensor<64x1xi32, #blocked1>
    %79 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %80 = tt.addptr %79, %78 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %81 = tt.broadcast %80 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %82 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %83 = tt.addptr %81, %82 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %84 = arith.truncf %69 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %85 = ttg.convert_layout %83 : tensor<64x64x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #linear>
    %86 = ttg.convert_layout %84 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear>
    %87 = ttg.convert_layout %76 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #linear>
    tt.store %85, %86, %87 : tensor<64x64x!tt.ptr<f16>, #linear>
    tt.return
  }
}
