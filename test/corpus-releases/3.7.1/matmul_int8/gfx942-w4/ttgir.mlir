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
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi32, #mma>
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
    %19 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %20 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %21 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %22 = arith.muli %20, %21 : tensor<64x1xi32, #blocked>
    %23 = tt.broadcast %22 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %24 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %25 = arith.addi %23, %24 : tensor<64x64xi32, #blocked>
    %26 = tt.splat %18 : i32 -> tensor<64x64xi32, #blocked>
    %27 = arith.addi %26, %25 : tensor<64x64xi32, #blocked>
    %28 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %29 = tt.splat %28 : i1 -> tensor<64x64xi1, #blocked>
    %30 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %31 = arith.cmpi slt, %16, %30 : tensor<64x1xi32, #blocked>
    %32 = tt.broadcast %31 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %33 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %34 = arith.cmpi slt, %19, %33 : tensor<1x64xi32, #blocked>
    %35 = tt.broadcast %34 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %36 = arith.andi %32, %35 : tensor<64x64xi1, #blocked>
    %37 = arith.andi %29, %36 : tensor<64x64xi1, #blocked>
    %38 = amdg.buffer_load %arg0[%27], %37 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
    %39 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %40 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %41 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %42 = arith.muli %20, %41 : tensor<64x1xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %44 = arith.addi %43, %24 : tensor<64x64xi32, #blocked>
    %45 = tt.splat %11 : i32 -> tensor<64x64xi32, #blocked>
    %46 = arith.addi %45, %44 : tensor<64x64xi32, #blocked>
    %47 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %48 = arith.cmpi slt, %20, %47 : tensor<64x1xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %50 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %51 = arith.cmpi slt, %39, %50 : tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %53 = arith.andi %49, %52 : tensor<64x64xi1, #blocked>
    %54 = arith.andi %29, %53 : tensor<64x64xi1, #blocked>
    %55 = amdg.buffer_load %arg1[%46], %54 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
    %56 = arith.muli %arg7, %c64_i32 : i32
    %57 = tt.splat %56 : i32 -> tensor<64x64xi32, #blocked>
    %58 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %59 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    %60 = ttg.memdesc_index %58[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    ttg.local_store %38, %60 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %61 = ttg.memdesc_index %59[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    ttg.local_store %55, %61 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %62 = arith.subi %arg5, %c64_i32 : i32
    %63:6 = scf.for %arg9 = %c0_i32 to %62 step %c64_i32 iter_args(%arg10 = %cst_0, %arg11 = %27, %arg12 = %46, %arg13 = %c0_i32, %arg14 = %60, %arg15 = %61) -> (tensor<64x64xi32, #mma>, tensor<64x64xi32, #blocked>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>)  : i32 {
      %89 = arith.addi %arg11, %cst : tensor<64x64xi32, #blocked>
      %90 = arith.addi %arg12, %57 : tensor<64x64xi32, #blocked>
      %91 = arith.addi %arg9, %c64_i32 : i32
      %92 = arith.subi %arg5, %91 : i32
      %93 = tt.splat %92 : i32 -> tensor<1x64xi32, #blocked>
      %94 = arith.cmpi slt, %19, %93 : tensor<1x64xi32, #blocked>
      %95 = tt.broadcast %94 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %96 = arith.andi %32, %95 : tensor<64x64xi1, #blocked>
      %97 = ttg.local_load %arg14 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      rocdl.s.setprio 1
      %98 = amdg.buffer_load %arg0[%89], %96 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
      rocdl.sched.barrier 0
      %99 = ttg.local_load %arg15 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      rocdl.s.setprio 0
      %100 = tt.splat %92 : i32 -> tensor<64x1xi32, #blocked>
      %101 = arith.cmpi slt, %20, %100 : tensor<64x1xi32, #blocked>
      %102 = tt.broadcast %101 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %103 = arith.andi %102, %52 : tensor<64x64xi1, #blocked>
      %104 = amdg.buffer_load %arg1[%90], %103 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
      rocdl.sched.barrier 1
      rocdl.s.setprio 1
      %105 = tt.dot %97, %99, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      rocdl.s.setprio 0
      %106 = arith.addi %arg13, %c1_i32 : i32
      %107 = arith.cmpi slt, %106, %c1_i32 : i32
      %108 = arith.select %107, %106, %c0_i32 : i32
      %109 = ttg.memdesc_index %58[%108] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      ttg.local_store %98, %109 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %110 = ttg.memdesc_index %59[%108] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      ttg.local_store %104, %110 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      scf.yield %105, %89, %90, %108, %109, %110 : tensor<64x64xi32, #mma>, tensor<64x64xi32, #blocked>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    }
    %64 = arith.addi %arg5, %c63_i32 : i32
    %65 = arith.divsi %64, %c64_i32 : i32
    %66 = arith.cmpi sge, %65, %c1_i32 : i32
    %67 = ttg.local_load %63#4 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %68 = ttg.local_load %63#5 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %69 = scf.if %66 -> (tensor<64x64xi32, #mma>) {
      %89 = tt.dot %67, %68, %63#0, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      scf.yield %89 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %63#0 : tensor<64x64xi32, #mma>
    }
    %70 = arith.select %66, %69, %63#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %59 : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %58 : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %71 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %72 = arith.cmpi slt, %17, %71 : tensor<64x1xi32, #mma>
    %73 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %74 = arith.cmpi slt, %40, %73 : tensor<1x64xi32, #mma>
    %75 = tt.broadcast %72 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %76 = tt.broadcast %74 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %77 = arith.andi %75, %76 : tensor<64x64xi1, #mma>
    %78 = arith.muli %2, %arg8 : i32
    %79 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %80 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %81 = arith.muli %79, %80 : tensor<64x1xi32, #mma>
    %82 = tt.broadcast %81 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %83 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %84 = tt.broadcast %83 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %85 = arith.addi %78, %11 : i32
    %86 = arith.addi %82, %84 : tensor<64x64xi32, #mma>
    %87 = tt.splat %85 : i32 -> tensor<64x64xi32, #mma>
    %88 = arith.addi %87, %86 : tensor<64x64xi32, #mma>
    amdg.buffer_store %70, %arg2[%88], %77 {contiguity = 4 : i32} : tensor<64x64xi32, #mma>
    tt.return
  }
}
