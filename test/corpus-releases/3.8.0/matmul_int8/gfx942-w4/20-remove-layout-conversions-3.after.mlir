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
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %25 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %26 = tt.addptr %24, %25 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %27 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %29 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #blocked>
    %31 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %33 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %40 = arith.cmpi slt, %16, %39 : tensor<64x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #blocked>
    %47 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    %49 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %50 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %51 = arith.cmpi slt, %23, %50 : tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %53 = arith.andi %41, %52 : tensor<64x64xi1, #blocked>
    %54 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked>
    %55 = arith.andi %54, %53 : tensor<64x64xi1, #blocked>
    %56 = tt.load %26, %55, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x64x!tt.ptr<i8>, #blocked>
    %57 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %58 = arith.cmpi slt, %28, %57 : tensor<64x1xi32, #blocked>
    %59 = tt.broadcast %58 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %60 = arith.andi %59, %44 : tensor<64x64xi1, #blocked>
    %61 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked>
    %62 = arith.andi %61, %60 : tensor<64x64xi1, #blocked>
    %63 = tt.load %38, %62, %cst_0 {amd.pipeliner_part = "prologue"} : tensor<64x64x!tt.ptr<i8>, #blocked>
    %64 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    ttg.local_store %56, %64 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %65 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    ttg.local_store %63, %65 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %66 = arith.subi %arg5, %c64_i32 : i32
    %67:6 = scf.for %arg9 = %c0_i32 to %66 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %26, %arg12 = %38, %arg13 = %c0_i32, %arg14 = %64, %arg15 = %65) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>)  : i32 {
      %88 = tt.addptr %arg11, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %89 = tt.addptr %arg12, %46 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %90 = arith.addi %arg9, %c64_i32 : i32
      %91 = arith.subi %arg5, %90 : i32
      %92 = tt.splat %91 : i32 -> tensor<1x64xi32, #blocked>
      %93 = arith.cmpi slt, %23, %92 : tensor<1x64xi32, #blocked>
      %94 = tt.broadcast %93 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %95 = arith.andi %41, %94 : tensor<64x64xi1, #blocked>
      %96 = tt.load %88, %95, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %97 = ttg.local_load %arg14 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %98 = tt.splat %91 : i32 -> tensor<64x1xi32, #blocked>
      %99 = arith.cmpi slt, %28, %98 : tensor<64x1xi32, #blocked>
      %100 = tt.broadcast %99 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %101 = arith.andi %100, %44 : tensor<64x64xi1, #blocked>
      %102 = tt.load %89, %101, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %103 = ttg.local_load %arg15 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %104 = tt.dot %97, %103, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      %105 = arith.addi %arg13, %c1_i32 : i32
      %106 = arith.cmpi slt, %105, %c1_i32 : i32
      %107 = arith.select %106, %105, %c0_i32 : i32
      %108 = ttg.memdesc_index %47[%107] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      ttg.local_store %96, %108 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %109 = ttg.memdesc_index %48[%107] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      ttg.local_store %102, %109 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      scf.yield %104, %88, %89, %107, %108, %109 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    }
    %68 = arith.addi %arg5, %c63_i32 : i32
    %69 = arith.divsi %68, %c64_i32 : i32
    %70 = arith.cmpi sge, %69, %c1_i32 : i32
    %71 = ttg.local_load %67#4 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %72 = ttg.local_load %67#5 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %73 = scf.if %70 -> (tensor<64x64xi32, #mma>) {
      %88 = tt.dot %71, %72, %67#0, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      scf.yield %88 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %67#0 : tensor<64x64xi32, #mma>
    }
    %74 = arith.select %70, %73, %67#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %48 : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %47 : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %75 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %76 = arith.cmpi slt, %17, %75 : tensor<64x1xi32, #mma>
    %77 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %78 = arith.cmpi slt, %34, %77 : tensor<1x64xi32, #mma>
    %79 = tt.broadcast %76 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %80 = tt.broadcast %78 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %81 = arith.andi %79, %80 : tensor<64x64xi1, #mma>
    %82 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %83 = arith.muli %17, %82 : tensor<64x1xi32, #mma>
    %84 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #mma>
    %85 = tt.addptr %84, %83 : tensor<64x1x!tt.ptr<i32>, #mma>, tensor<64x1xi32, #mma>
    %86 = tt.broadcast %85 : tensor<64x1x!tt.ptr<i32>, #mma> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %87 = tt.addptr %86, %37 : tensor<64x64x!tt.ptr<i32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %87, %74, %81 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
