#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[1, 0], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 32], isTransposed = true}>
#shared = #ttg.padded_shared<[1024:+16] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[1024:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0], [1, 0], [32, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c63_i32 = arith.constant 63 : i32
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_0 = arith.constant dense<64> : tensor<64x64xi32, #linear>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #linear>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %25 = tt.broadcast %20 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %26 = arith.addi %24, %25 : tensor<64x64xi32, #linear>
    %27 = tt.splat %18 : i32 -> tensor<64x64xi32, #linear>
    %28 = arith.addi %27, %26 : tensor<64x64xi32, #linear>
    %29 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %30 = tt.expand_dims %29 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %31 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %32 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %33 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #linear1>
    %34 = arith.muli %30, %33 : tensor<64x1xi32, #linear1>
    %35 = tt.broadcast %34 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %36 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %37 = tt.broadcast %36 : tensor<1x64xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %38 = arith.addi %35, %37 : tensor<64x64xi32, #linear1>
    %39 = tt.splat %11 : i32 -> tensor<64x64xi32, #linear1>
    %40 = arith.addi %39, %38 : tensor<64x64xi32, #linear1>
    %41 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear>
    %42 = arith.cmpi slt, %16, %41 : tensor<64x1xi32, #linear>
    %43 = tt.broadcast %42 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %44 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear1>
    %45 = arith.cmpi slt, %31, %44 : tensor<1x64xi32, #linear1>
    %46 = tt.broadcast %45 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %47 = arith.muli %arg7, %c64_i32 : i32
    %48 = tt.splat %47 : i32 -> tensor<64x64xi32, #linear1>
    %49 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %50 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %51 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %52 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #linear>
    %53 = arith.cmpi slt, %20, %52 : tensor<1x64xi32, #linear>
    %54 = tt.broadcast %53 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %55 = arith.andi %43, %54 : tensor<64x64xi1, #linear>
    %56 = ttg.memdesc_index %49[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %57 = tt.splat %51 : i1 -> tensor<64x64xi1, #linear>
    %58 = arith.andi %57, %55 : tensor<64x64xi1, #linear>
    %59 = amdg.buffer_load_to_local %arg0[%28] mask = %58 into %56 {contiguity = 16 : i32} : <i8>[tensor<64x64xi32, #linear>]  -> <64x64xi8, #shared, #smem, mutable>
    %60 = ttg.async_commit_group tokens %59
    %61 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #linear1>
    %62 = arith.cmpi slt, %30, %61 : tensor<64x1xi32, #linear1>
    %63 = tt.broadcast %62 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %64 = arith.andi %63, %46 : tensor<64x64xi1, #linear1>
    %65 = ttg.memdesc_index %50[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %66 = tt.splat %51 : i1 -> tensor<64x64xi1, #linear1>
    %67 = arith.andi %66, %64 : tensor<64x64xi1, #linear1>
    %68 = amdg.buffer_load_to_local %arg1[%40] mask = %67 into %65 {contiguity = 16 : i32} : <i8>[tensor<64x64xi32, #linear1>]  -> <64x64xi8, #shared1, #smem, mutable>
    %69 = ttg.async_commit_group tokens %68
    %70 = arith.subi %arg5, %c64_i32 : i32
    %71:8 = scf.for %arg9 = %c0_i32 to %70 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %60, %arg13 = %69, %arg14 = %56, %arg15 = %65, %arg16 = %28, %arg17 = %40) -> (tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear>, tensor<64x64xi32, #linear1>)  : i32 {
      %98 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %99 = arith.addi %arg16, %cst_0 : tensor<64x64xi32, #linear>
      %100 = arith.addi %arg17, %48 : tensor<64x64xi32, #linear1>
      %101 = arith.addi %arg11, %c1_i32 : i32
      %102 = arith.cmpi slt, %101, %c2_i32 : i32
      %103 = arith.select %102, %101, %c0_i32 : i32
      %104 = arith.addi %arg9, %c64_i32 : i32
      %105 = arith.subi %arg5, %104 : i32
      %106 = tt.splat %105 : i32 -> tensor<1x64xi32, #linear>
      %107 = arith.cmpi slt, %20, %106 : tensor<1x64xi32, #linear>
      %108 = tt.broadcast %107 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
      %109 = arith.andi %43, %108 : tensor<64x64xi1, #linear>
      %110 = ttg.memdesc_index %49[%103] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %111 = amdg.buffer_load_to_local %arg0[%99] mask = %109 into %110 {contiguity = 16 : i32} : <i8>[tensor<64x64xi32, #linear>]  -> <64x64xi8, #shared, #smem, mutable>
      %112 = ttg.async_commit_group tokens %111
      %113 = ttg.local_load %arg14 token %98 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %114 = tt.splat %105 : i32 -> tensor<64x1xi32, #linear1>
      %115 = arith.cmpi slt, %30, %114 : tensor<64x1xi32, #linear1>
      %116 = tt.broadcast %115 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
      %117 = arith.andi %116, %46 : tensor<64x64xi1, #linear1>
      %118 = ttg.memdesc_index %50[%103] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %119 = amdg.buffer_load_to_local %arg1[%100] mask = %117 into %118 {contiguity = 16 : i32} : <i8>[tensor<64x64xi32, #linear1>]  -> <64x64xi8, #shared1, #smem, mutable>
      %120 = ttg.async_commit_group tokens %119
      %121 = ttg.local_load %arg15 token %98 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %122 = tt.dot %113, %121, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %122, %103, %112, %120, %110, %118, %99, %100 : tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear>, tensor<64x64xi32, #linear1>
    }
    %72 = arith.addi %arg5, %c63_i32 : i32
    %73 = arith.divsi %72, %c64_i32 : i32
    %74 = arith.cmpi sge, %73, %c1_i32 : i32
    %75 = ttg.async_wait %71#2, %71#3 {num = 0 : i32}
    %76 = ttg.local_load %71#4 token %75 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %77 = ttg.local_load %71#5 token %75 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %78 = scf.if %74 -> (tensor<64x64xi32, #mma>) {
      %98 = tt.dot %76, %77, %71#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %98 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %71#0 : tensor<64x64xi32, #mma>
    }
    %79 = arith.select %74, %78, %71#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %50 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %49 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %80 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %81 = arith.cmpi slt, %17, %80 : tensor<64x1xi32, #mma>
    %82 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %83 = arith.cmpi slt, %32, %82 : tensor<1x64xi32, #mma>
    %84 = tt.broadcast %81 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %85 = tt.broadcast %83 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %86 = arith.andi %84, %85 : tensor<64x64xi1, #mma>
    %87 = arith.muli %2, %arg8 : i32
    %88 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %89 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %90 = arith.muli %88, %89 : tensor<64x1xi32, #mma>
    %91 = tt.broadcast %90 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %92 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %93 = tt.broadcast %92 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %94 = arith.addi %87, %11 : i32
    %95 = arith.addi %91, %93 : tensor<64x64xi32, #mma>
    %96 = tt.splat %94 : i32 -> tensor<64x64xi32, #mma>
    %97 = arith.addi %96, %95 : tensor<64x64xi32, #mma>
    amdg.buffer_store %79, %arg2[%97], %86 {contiguity = 4 : i32} : tensor<64x64xi32, #mma>
    tt.return
  }
}
