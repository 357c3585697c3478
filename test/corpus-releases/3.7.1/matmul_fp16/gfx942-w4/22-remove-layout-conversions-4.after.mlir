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
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %22 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %25 = tt.broadcast %23 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %26 = tt.addptr %24, %25 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %27 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %29 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %30 = arith.muli %28, %29 : tensor<32x1xi32, #blocked1>
    %31 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %32 = tt.addptr %31, %30 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %33 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %35 = tt.broadcast %32 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %36 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %37 = tt.addptr %35, %36 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %38 = arith.addi %arg5, %c31_i32 : i32
    %39 = arith.divsi %38, %c32_i32 : i32
    %40 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %41 = arith.cmpi slt, %16, %40 : tensor<64x1xi32, #blocked>
    %42 = tt.broadcast %41 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %43 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %44 = arith.cmpi slt, %34, %43 : tensor<1x64xi32, #blocked1>
    %45 = tt.broadcast %44 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %46 = arith.muli %arg7, %c32_i32 : i32
    %47 = tt.splat %46 : i32 -> tensor<32x64xi32, #blocked1>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %49 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %50 = arith.cmpi sgt, %39, %c0_i32 : i32
    %51 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %52 = arith.cmpi slt, %23, %51 : tensor<1x32xi32, #blocked>
    %53 = tt.broadcast %52 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %54 = arith.andi %42, %53 : tensor<64x32xi1, #blocked>
    %55 = tt.splat %50 : i1 -> tensor<64x32xi1, #blocked>
    %56 = arith.andi %55, %54 : tensor<64x32xi1, #blocked>
    %57 = tt.load %26, %56, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked>
    %58 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %59 = arith.cmpi slt, %28, %58 : tensor<32x1xi32, #blocked1>
    %60 = tt.broadcast %59 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %61 = arith.andi %60, %45 : tensor<32x64xi1, #blocked1>
    %62 = tt.splat %50 : i1 -> tensor<32x64xi1, #blocked1>
    %63 = arith.andi %62, %61 : tensor<32x64xi1, #blocked1>
    %64 = tt.load %37, %63, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %65 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %57, %65 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %66 = ttg.memdesc_index %49[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %64, %66 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %67 = arith.subi %39, %c1_i32 : i32
    %68:6 = scf.for %arg9 = %c0_i32 to %67 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %26, %arg12 = %37, %arg13 = %c0_i32, %arg14 = %65, %arg15 = %66) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %89 = tt.addptr %arg11, %cst : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %90 = tt.addptr %arg12, %47 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %91 = arith.addi %arg9, %c1_i32 : i32
      %92 = arith.muli %91, %c32_i32 : i32
      %93 = arith.subi %arg5, %92 : i32
      %94 = tt.splat %93 : i32 -> tensor<1x32xi32, #blocked>
      %95 = arith.cmpi slt, %23, %94 : tensor<1x32xi32, #blocked>
      %96 = tt.broadcast %95 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %97 = arith.andi %42, %96 : tensor<64x32xi1, #blocked>
      %98 = tt.load %89, %97, %cst_0 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %99 = ttg.local_load %arg14 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %100 = tt.splat %93 : i32 -> tensor<32x1xi32, #blocked1>
      %101 = arith.cmpi slt, %28, %100 : tensor<32x1xi32, #blocked1>
      %102 = tt.broadcast %101 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %103 = arith.andi %102, %45 : tensor<32x64xi1, #blocked1>
      %104 = tt.load %90, %103, %cst_1 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %105 = ttg.local_load %arg15 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %106 = tt.dot %99, %105, %arg10, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %107 = arith.addi %arg13, %c1_i32 : i32
      %108 = arith.cmpi slt, %107, %c1_i32 : i32
      %109 = arith.select %108, %107, %c0_i32 : i32
      %110 = ttg.memdesc_index %48[%109] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %98, %110 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %111 = ttg.memdesc_index %49[%109] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %104, %111 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %106, %89, %90, %109, %110, %111 : tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %69 = arith.cmpi sge, %39, %c1_i32 : i32
    %70 = ttg.local_load %68#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %71 = ttg.local_load %68#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %72 = scf.if %69 -> (tensor<64x64xf32, #mma>) {
      %89 = tt.dot %70, %71, %68#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %89 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %68#0 : tensor<64x64xf32, #mma>
    }
    %73 = arith.select %69, %72, %68#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %49 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %48 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %74 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %75 = arith.cmpi slt, %17, %74 : tensor<64x1xi32, #mma>
    %76 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %77 = arith.cmpi slt, %33, %76 : tensor<1x64xi32, #mma>
    %78 = tt.broadcast %75 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %79 = tt.broadcast %77 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %80 = arith.andi %78, %79 : tensor<64x64xi1, #mma>
    %81 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %82 = arith.muli %17, %81 : tensor<64x1xi32, #mma>
    %83 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #mma>
    %84 = tt.addptr %83, %82 : tensor<64x1x!tt.ptr<f16>, #mma>, tensor<64x1xi32, #mma>
    %85 = tt.broadcast %84 : tensor<64x1x!tt.ptr<f16>, #mma> -> tensor<64x64x!tt.ptr<f16>, #mma>
    %86 = tt.broadcast %33 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %87 = tt.addptr %85, %86 : tensor<64x64x!tt.ptr<f16>, #mma>, tensor<64x64xi32, #mma>
    %88 = arith.truncf %73 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    tt.store %87, %88, %80 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
