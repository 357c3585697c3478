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
    %42 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %43 = tt.addptr %42, %29 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %44 = tt.load %43, %41, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x32x!tt.ptr<f16>, #blocked>
    %45 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %46 = tt.expand_dims %45 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %47 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %48 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %49 = tt.expand_dims %45 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %50 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %51 = arith.muli %49, %50 : tensor<32x1xi32, #blocked1>
    %52 = tt.broadcast %51 : tensor<32x1xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %53 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %54 = tt.broadcast %53 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %55 = arith.addi %52, %54 : tensor<32x64xi32, #blocked1>
    %56 = tt.splat %11 : i32 -> tensor<32x64xi32, #blocked1>
    %57 = arith.addi %56, %55 : tensor<32x64xi32, #blocked1>
    %58 = tt.splat %32 : i1 -> tensor<32x64xi1, #blocked1>
    %59 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %60 = arith.cmpi slt, %46, %59 : tensor<32x1xi32, #blocked1>
    %61 = tt.broadcast %60 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %62 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %63 = arith.cmpi slt, %48, %62 : tensor<1x64xi32, #blocked1>
    %64 = tt.broadcast %63 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %65 = arith.andi %61, %64 : tensor<32x64xi1, #blocked1>
    %66 = arith.andi %58, %65 : tensor<32x64xi1, #blocked1>
    %67 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %68 = tt.addptr %67, %57 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %69 = tt.load %68, %66, %cst_1 {amd.pipeliner_part = "prologue"} : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %70 = arith.muli %arg7, %c32_i32 : i32
    %71 = tt.splat %70 : i32 -> tensor<32x64xi32, #blocked1>
    %72 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %73 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %74 = ttg.memdesc_index %72[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %44, %74 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %75 = ttg.memdesc_index %73[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %69, %75 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %76 = arith.subi %31, %c1_i32 : i32
    %77:6 = scf.for %arg9 = %c0_i32 to %76 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %29, %arg12 = %57, %arg13 = %c0_i32, %arg14 = %74, %arg15 = %75) -> (tensor<64x64xf32, #mma>, tensor<64x32xi32, #blocked>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %104 = arith.addi %arg11, %cst : tensor<64x32xi32, #blocked>
      %105 = arith.addi %arg12, %71 : tensor<32x64xi32, #blocked1>
      %106 = arith.addi %arg9, %c1_i32 : i32
      %107 = arith.muli %106, %c32_i32 : i32
      %108 = arith.subi %arg5, %107 : i32
      %109 = tt.splat %108 : i32 -> tensor<1x32xi32, #blocked>
      %110 = arith.cmpi slt, %20, %109 : tensor<1x32xi32, #blocked>
      %111 = tt.broadcast %110 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %112 = arith.andi %36, %111 : tensor<64x32xi1, #blocked>
      %113 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked>
      %114 = tt.addptr %113, %104 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %115 = tt.load %114, %112, %cst_0 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %116 = ttg.local_load %arg14 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %117 = tt.splat %108 : i32 -> tensor<32x1xi32, #blocked1>
      %118 = arith.cmpi slt, %46, %117 : tensor<32x1xi32, #blocked1>
      %119 = tt.broadcast %118 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %120 = arith.andi %119, %64 : tensor<32x64xi1, #blocked1>
      %121 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
      %122 = tt.addptr %121, %105 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %123 = tt.load %122, %120, %cst_1 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %124 = ttg.local_load %arg15 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %125 = tt.dot %116, %124, %arg10, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      %126 = arith.addi %arg13, %c1_i32 : i32
      %127 = arith.cmpi slt, %126, %c1_i32 : i32
      %128 = arith.select %127, %126, %c0_i32 : i32
      %129 = ttg.memdesc_index %72[%128] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %115, %129 : tensor<64x32xf16, #blocked> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %130 = ttg.memdesc_index %73[%128] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %123, %130 : tensor<32x64xf16, #blocked1> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %125, %104, %105, %128, %129, %130 : tensor<64x64xf32, #mma>, tensor<64x32xi32, #blocked>, tensor<32x64xi32, #blocked1>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %78 = arith.cmpi sge, %31, %c1_i32 : i32
    %79 = ttg.local_load %77#4 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %80 = ttg.local_load %77#5 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %81 = scf.if %78 -> (tensor<64x64xf32, #mma>) {
      %104 = tt.dot %79, %80, %77#0, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
      scf.yield %104 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %77#0 : tensor<64x64xf32, #mma>
    }
    %82 = arith.select %78, %81, %77#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %73 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %72 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %83 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %84 = arith.cmpi slt, %17, %83 : tensor<64x1xi32, #mma>
    %85 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %86 = arith.cmpi slt, %47, %85 : tensor<1x64xi32, #mma>
    %87 = tt.broadcast %84 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %88 = tt.broadcast %86 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %89 = arith.andi %87, %88 : tensor<64x64xi1, #mma>
    %90 = arith.muli %2, %arg8 : i32
    %91 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %92 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %93 = arith.muli %91, %92 : tensor<64x1xi32, #mma>
    %94 = tt.broadcast %93 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %95 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %96 = tt.broadcast %95 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %97 = arith.addi %90, %11 : i32
    %98 = arith.addi %94, %96 : tensor<64x64xi32, #mma>
    %99 = tt.splat %97 : i32 -> tensor<64x64xi32, #mma>
    %100 = arith.addi %99, %98 : tensor<64x64xi32, #mma>
    %101 = arith.truncf %82 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %102 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #mma>
    %103 = tt.addptr %102, %100 : tensor<64x64x!tt.ptr<f16>, #mma>, tensor<64x64xi32, #mma>
    tt.store %103, %101, %89 : tensor<64x64x!tt.ptr<f16>, #mma>
    tt.return
  }
}
