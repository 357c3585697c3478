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
    %40 = amdg.buffer_load %arg0[%29], %39 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
    %41 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %42 = tt.expand_dims %41 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %43 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %44 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %45 = tt.expand_dims %41 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %46 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %47 = arith.muli %45, %46 : tensor<64x1xi32, #blocked>
    %48 = tt.broadcast %47 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %49 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %51 = arith.addi %48, %50 : tensor<64x64xi32, #blocked>
    %52 = tt.splat %11 : i32 -> tensor<64x64xi32, #blocked>
    %53 = arith.addi %52, %51 : tensor<64x64xi32, #blocked>
    %54 = tt.splat %30 : i1 -> tensor<64x64xi1, #blocked>
    %55 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %56 = arith.cmpi slt, %42, %55 : tensor<64x1xi32, #blocked>
    %57 = tt.broadcast %56 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %58 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %59 = arith.cmpi slt, %43, %58 : tensor<1x64xi32, #blocked>
    %60 = tt.broadcast %59 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %61 = arith.andi %57, %60 : tensor<64x64xi1, #blocked>
    %62 = arith.andi %54, %61 : tensor<64x64xi1, #blocked>
    %63 = amdg.buffer_load %arg1[%53], %62 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
    %64 = arith.muli %arg7, %c64_i32 : i32
    %65 = tt.splat %64 : i32 -> tensor<64x64xi32, #blocked>
    %66 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %67 = ttg.local_alloc : () -> !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    %68 = ttg.memdesc_index %66[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    ttg.local_store %40, %68 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %69 = ttg.memdesc_index %67[%c0_i32] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    ttg.local_store %63, %69 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %70 = arith.subi %arg5, %c64_i32 : i32
    %71:6 = scf.for %arg9 = %c0_i32 to %70 step %c64_i32 iter_args(%arg10 = %cst_0, %arg11 = %29, %arg12 = %53, %arg13 = %c0_i32, %arg14 = %68, %arg15 = %69) -> (tensor<64x64xi32, #mma>, tensor<64x64xi32, #blocked>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>)  : i32 {
      %97 = arith.addi %arg11, %cst : tensor<64x64xi32, #blocked>
      %98 = arith.addi %arg12, %65 : tensor<64x64xi32, #blocked>
      %99 = arith.addi %arg9, %c64_i32 : i32
      %100 = arith.subi %arg5, %99 : i32
      %101 = tt.splat %100 : i32 -> tensor<1x64xi32, #blocked>
      %102 = arith.cmpi slt, %20, %101 : tensor<1x64xi32, #blocked>
      %103 = tt.broadcast %102 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %104 = arith.andi %34, %103 : tensor<64x64xi1, #blocked>
      %105 = amdg.buffer_load %arg0[%97], %104 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
      %106 = ttg.local_load %arg14 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %107 = tt.splat %100 : i32 -> tensor<64x1xi32, #blocked>
      %108 = arith.cmpi slt, %42, %107 : tensor<64x1xi32, #blocked>
      %109 = tt.broadcast %108 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %110 = arith.andi %109, %60 : tensor<64x64xi1, #blocked>
      %111 = amdg.buffer_load %arg1[%98], %110 {contiguity = 16 : i32} : tensor<64x64xi8, #blocked>
      %112 = ttg.local_load %arg15 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %113 = tt.dot %106, %112, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      %114 = arith.addi %arg13, %c1_i32 : i32
      %115 = arith.cmpi slt, %114, %c1_i32 : i32
      %116 = arith.select %115, %114, %c0_i32 : i32
      %117 = ttg.memdesc_index %66[%116] : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      ttg.local_store %105, %117 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %118 = ttg.memdesc_index %67[%116] : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      ttg.local_store %111, %118 : tensor<64x64xi8, #blocked> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      scf.yield %113, %97, %98, %116, %117, %118 : tensor<64x64xi32, #mma>, tensor<64x64xi32, #blocked>, tensor<64x64xi32, #blocked>, i32, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    }
    %72 = arith.addi %arg5, %c63_i32 : i32
    %73 = arith.divsi %72, %c64_i32 : i32
    %74 = arith.cmpi sge, %73, %c1_i32 : i32
    %75 = ttg.local_load %71#4 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %76 = ttg.local_load %71#5 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %77 = scf.if %74 -> (tensor<64x64xi32, #mma>) {
      %97 = tt.dot %75, %76, %71#0, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xi32, #mma>
      scf.yield %97 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %71#0 : tensor<64x64xi32, #mma>
    }
    %78 = arith.select %74, %77, %71#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %67 : !ttg.memdesc<1x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %66 : !ttg.memdesc<1x64x64xi8, #shared, #smem, mutable>
    %79 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %80 = arith.cmpi slt, %17, %79 : tensor<64x1xi32, #mma>
    %81 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %82 = arith.cmpi slt, %44, %81 : tensor<1x64xi32, #mma>
    %83 = tt.broadcast %80 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %84 = tt.broadcast %82 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %85 = arith.andi %83, %84 : tensor<64x64xi1, #mma>
    %86 = arith.muli %2, %arg8 : i32
    %87 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %88 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %89 = arith.muli %87, %88 : tensor<64x1xi32, #mma>
    %90 = tt.broadcast %89 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %91 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %92 = tt.broadcast %91 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %93 = arith.addi %86, %11 : i32
    %94 = arith.addi %90, %92 : tensor<64x64xi32, #mma>
    %95 = tt.splat %93 : i32 -> tensor<64x64xi32, #mma>
    %96 = arith.addi %95, %94 : tensor<64x64xi32, #mma>
    amdg.buffer_store %78, %arg2[%96], %85 {contiguity = 4 : i32} : tensor<64x64xi32, #mma>
    tt.return
  }
}
