#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c63_i32 = arith.constant 63 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #blocked>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %25 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %26 = tt.broadcast %25 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %27 = arith.addi %24, %26 : tensor<64x64xi32, #blocked>
    %28 = tt.splat %18 : i32 -> tensor<64x64xi32, #blocked>
    %29 = arith.addi %28, %27 : tensor<64x64xi32, #blocked>
    %30 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %31 = tt.splat %30 : i1 -> tensor<64x64xi1, #blocked>
    %32 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %33 = arith.cmpi slt, %16, %32 : tensor<64x1xi32, #blocked>
    %34 = tt.broadcast %33 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %35 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %36 = arith.cmpi slt, %20, %35 : tensor<1x64xi32, #blocked>
    %37 = tt.broadcast %36 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %38 = arith.andi %34, %37 : tensor<64x64xi1, #blocked>
    %39 = arith.andi %31, %38 : tensor<64x64xi1, #blocked>
    %40 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %41 = tt.addptr %40, %29 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %42 = tt.load %41, %39, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x64x!tt.ptr<i8>, #blocked>
    %43 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %44 = tt.expand_dims %43 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %45 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %46 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %47 = tt.expand_dims %43 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %48 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %49 = arith.muli %47, %48 : tensor<64x1xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %51 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %53 = arith.addi %50, %52 : tensor<64x64xi32, #blocked>
    %54 = tt.splat %11 : i32 -> tensor<64x64xi32, #blocked>
    %55 = arith.addi %54, %53 : tensor<64x64xi32, #blocked>
    %56 = tt.splat %30 : i1 -> tensor<64x64xi1, #blocked>
    %57 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %58 = arith.cmpi slt, %44, %57 : tensor<64x1xi32, #blocked>
    %59 = tt.broadcast %58 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %60 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %61 = arith.cmpi slt, %45, %60 : tensor<1x64xi32, #blocked>
    %62 = tt.broadcast %61 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %63 = arith.andi %59, %62 : tensor<64x64xi1, #blocked>
    %64 = arith.andi %56, %63 : tensor<64x64xi1, #blocked>
    %65 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %66 = tt.addptr %65, %55 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %67 = tt.load %66, %64, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x64x!tt.ptr<i8>, #blocked>
    %68 = arith.muli %arg7, %c64_i32 : i32
    %69 = tt.splat %68 : i32 -> tensor<64x64xi32, #blocked>
    %70 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %71 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    %72 = ttg.memdesc_index %70[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    ttg.local_store %42, %72 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %73 = ttg.memdesc_index %71[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    ttg.local_store %67, %73 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %74 = arith.subi %arg5, %c64_i32 : i32
    %75:6 = scf.for %arg9 = %c0_i32 to %74 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %29, %arg12 = %55, %arg13 = %c0_i32, %arg14 = %72, %arg15 = %73) -> (tensor<64x64xi32, #mma>, tensor<64x64xi32, #blocked>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>)  : i32 {
      %103 = arith.addi %arg11, %cst : tensor<64x64xi32, #blocked>
      %104 = arith.addi %arg12, %69 : tensor<64x64xi32, #blocked>
      %105 = arith.addi %arg9, %c64_i32 : i32
      %106 = arith.subi %arg5, %105 : i32
      %107 = tt.splat %106 : i32 -> tensor<1x64xi32, #blocked>
      %108 = arith.cmpi slt, %20, %107 : tensor<1x64xi32, #blocked>
      %109 = tt.broadcast %108 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %110 = arith.andi %34, %109 : tensor<64x64xi1, #blocked>
      %111 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
      %112 = tt.addptr %111, %103 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %113 = tt.load %112, %110, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %114 = ttg.local_load %arg14 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %115 = tt.splat %106 : i32 -> tensor<64x1xi32, #blocked>
      %116 = arith.cmpi slt, %44, %115 : tensor<64x1xi32, #blocked>
      %117 = tt.broadcast %116 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %118 = arith.andi %117, %62 : tensor<64x64xi1, #blocked>
      %119 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #blocked>
      %120 = tt.addptr %119, %104 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %121 = tt.load %120, %118, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %122 = ttg.local_load %arg15 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %123 = tt.dot %114, %122, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      %124 = arith.addi %arg13, %c1_i32 : i32
      %125 = arith.cmpi slt, %124, %c1_i32 : i32
      %126 = arith.select %125, %124, %c0_i32 : i32
      %127 = ttg.memdesc_index %70[%126] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      ttg.local_store %113, %127 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %128 = ttg.memdesc_index %71[%126] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      ttg.local_store %121, %128 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      scf.yield %123, %103, %104, %126, %127, %128 : tensor<64x64xi32, #mma>, tensor<64x64xi32, #blocked>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    }
    %76 = arith.addi %arg5, %c63_i32 : i32
    %77 = arith.divsi %76, %c64_i32 : i32
    %78 = arith.cmpi sge, %77, %c1_i32 : i32
    %79 = ttg.local_load %75#4 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %80 = ttg.local_load %75#5 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %81 = scf.if %78 -> (tensor<64x64xi32, #mma>) {
      %103 = tt.dot %79, %80, %75#0, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      scf.yield %103 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %75#0 : tensor<64x64xi32, #mma>
    }
    %82 = arith.select %78, %81, %75#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %71 : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %70 : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %83 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %84 = arith.cmpi slt, %17, %83 : tensor<64x1xi32, #mma>
    %85 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %86 = arith.cmpi slt, %46, %85 : tensor<1x64xi32, #mma>
    %87 = tt.broadcast %84 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %88 = tt.broadcast %86 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %89 = arith.andi %87, %88 : tensor<64x64xi1, #mma>
    %90 = arith.muli %2, %arg8 : i32
    %91 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %92 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %93 = arith.muli %91, %92 : tensor<64x1xi32, #mma>
    %94 = tt.broadcast %93 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %95 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %96 = tt.broadcast %95 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %97 = arith.addi %90, %11 : i32
    %98 = arith.addi %94, %96 : tensor<64x64xi32, #mma>
    %99 = tt.splat %97 : i32 -> tensor<64x64xi32, #mma>
    %100 = arith.addi %99, %98 : tensor<64x64xi32, #mma>
    %101 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %102 = tt.addptr %101, %100 : tensor<64x64x!tt.ptr<i32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %102, %82, %89 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
