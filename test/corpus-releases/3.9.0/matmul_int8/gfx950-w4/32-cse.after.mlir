#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
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
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %20 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %21 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear>
    %22 = arith.muli %20, %21 : tensor<64x1xi32, #linear>
    %23 = tt.broadcast %22 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %24 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #linear>
    %25 = arith.addi %23, %24 : tensor<64x64xi32, #linear>
    %26 = tt.splat %18 : i32 -> tensor<64x64xi32, #linear>
    %27 = arith.addi %26, %25 : tensor<64x64xi32, #linear>
    %28 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %29 = tt.expand_dims %28 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %30 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %31 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %32 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #linear1>
    %33 = arith.muli %29, %32 : tensor<64x1xi32, #linear1>
    %34 = tt.broadcast %33 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %35 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #linear1>
    %36 = arith.addi %34, %35 : tensor<64x64xi32, #linear1>
    %37 = tt.splat %11 : i32 -> tensor<64x64xi32, #linear1>
    %38 = arith.addi %37, %36 : tensor<64x64xi32, #linear1>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear>
    %40 = arith.cmpi slt, %16, %39 : tensor<64x1xi32, #linear>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %43 = arith.cmpi slt, %30, %42 : tensor<1x64xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear1>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #linear1>
    %47 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %49 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %50 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %51 = arith.cmpi slt, %19, %50 : tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear>
    %53 = arith.andi %41, %52 : tensor<64x64xi1, #linear>
    %54 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %55 = tt.splat %49 : i1 -> tensor<64x64xi1, #linear>
    %56 = arith.andi %55, %53 : tensor<64x64xi1, #linear>
    %57 = amdg.buffer_load_to_local %arg0[%27] mask = %56 into %54 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear>]  -> <64x64xi8, #shared, #smem, mutable>
    %58 = ttg.async_commit_group tokens %57
    %59 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #linear1>
    %60 = arith.cmpi slt, %29, %59 : tensor<64x1xi32, #linear1>
    %61 = tt.broadcast %60 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %62 = arith.andi %61, %44 : tensor<64x64xi1, #linear1>
    %63 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %64 = tt.splat %49 : i1 -> tensor<64x64xi1, #linear1>
    %65 = arith.andi %64, %62 : tensor<64x64xi1, #linear1>
    %66 = amdg.buffer_load_to_local %arg1[%38] mask = %65 into %63 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear1>]  -> <64x64xi8, #shared1, #smem, mutable>
    %67 = ttg.async_commit_group tokens %66
    %68 = arith.subi %arg5, %c64_i32 : i32
    %69:8 = scf.for %arg9 = %c0_i32 to %68 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %58, %arg13 = %67, %arg14 = %54, %arg15 = %63, %arg16 = %27, %arg17 = %38) -> (tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear>, tensor<64x64xi32, #linear1>)  : i32 {
      %96 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %97 = arith.addi %arg16, %cst_0 : tensor<64x64xi32, #linear>
      %98 = arith.addi %arg17, %46 : tensor<64x64xi32, #linear1>
      %99 = arith.addi %arg11, %c1_i32 : i32
      %100 = arith.cmpi slt, %99, %c2_i32 : i32
      %101 = arith.select %100, %99, %c0_i32 : i32
      %102 = arith.addi %arg9, %c64_i32 : i32
      %103 = arith.subi %arg5, %102 : i32
      %104 = tt.splat %103 : i32 -> tensor<1x64xi32, #blocked>
      %105 = arith.cmpi slt, %19, %104 : tensor<1x64xi32, #blocked>
      %106 = tt.broadcast %105 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear>
      %107 = arith.andi %41, %106 : tensor<64x64xi1, #linear>
      %108 = ttg.memdesc_index %47[%101] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %109 = amdg.buffer_load_to_local %arg0[%97] mask = %107 into %108 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear>]  -> <64x64xi8, #shared, #smem, mutable>
      %110 = ttg.async_commit_group tokens %109
      %111 = ttg.local_load %arg14 token %96 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %112 = tt.splat %103 : i32 -> tensor<64x1xi32, #linear1>
      %113 = arith.cmpi slt, %29, %112 : tensor<64x1xi32, #linear1>
      %114 = tt.broadcast %113 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
      %115 = arith.andi %114, %44 : tensor<64x64xi1, #linear1>
      %116 = ttg.memdesc_index %48[%101] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %117 = amdg.buffer_load_to_local %arg1[%98] mask = %115 into %116 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear1>]  -> <64x64xi8, #shared1, #smem, mutable>
      %118 = ttg.async_commit_group tokens %117
      %119 = ttg.local_load %arg15 token %96 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %120 = tt.dot %111, %119, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %120, %101, %110, %118, %108, %116, %97, %98 : tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear>, tensor<64x64xi32, #linear1>
    }
    %70 = arith.addi %arg5, %c63_i32 : i32
    %71 = arith.divsi %70, %c64_i32 : i32
    %72 = arith.cmpi sge, %71, %c1_i32 : i32
    %73 = ttg.async_wait %69#2, %69#3 {num = 0 : i32}
    %74 = ttg.local_load %69#4 token %73 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %75 = ttg.local_load %69#5 token %73 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %76 = scf.if %72 -> (tensor<64x64xi32, #mma>) {
      %96 = tt.dot %74, %75, %69#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %96 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %69#0 : tensor<64x64xi32, #mma>
    }
    %77 = arith.select %72, %76, %69#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %48 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %47 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %78 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %79 = arith.cmpi slt, %17, %78 : tensor<64x1xi32, #mma>
    %80 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %81 = arith.cmpi slt, %31, %80 : tensor<1x64xi32, #mma>
    %82 = tt.broadcast %79 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %83 = tt.broadcast %81 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %84 = arith.andi %82, %83 : tensor<64x64xi1, #mma>
    %85 = arith.muli %2, %arg8 : i32
    %86 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %87 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %88 = arith.muli %86, %87 : tensor<64x1xi32, #mma>
    %89 = tt.broadcast %88 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %90 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %91 = tt.broadcast %90 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %92 = arith.addi %85, %11 : i32
    %93 = arith.addi %89, %91 : tensor<64x64xi32, #mma>
    %94 = tt.splat %92 : i32 -> tensor<64x64xi32, #mma>
    %95 = arith.addi %94, %93 : tensor<64x64xi32, #mma>
    amdg.buffer_store %77, %arg2[%95], %84 {contiguity = 4 : i32} : !tt.ptr<i32> -> tensor<64x64xi32, #mma>
    tt.return
  }
}
