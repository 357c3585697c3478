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
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #linear>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %25 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %26 = tt.broadcast %25 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #linear>
    %27 = arith.addi %24, %26 : tensor<64x64xi32, #linear>
    %28 = tt.splat %18 : i32 -> tensor<64x64xi32, #linear>
    %29 = arith.addi %28, %27 : tensor<64x64xi32, #linear>
    %30 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %31 = tt.expand_dims %30 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %32 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %33 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %34 = tt.expand_dims %30 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %35 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #linear1>
    %36 = arith.muli %34, %35 : tensor<64x1xi32, #linear1>
    %37 = tt.broadcast %36 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %38 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #linear1>
    %40 = arith.addi %37, %39 : tensor<64x64xi32, #linear1>
    %41 = tt.splat %11 : i32 -> tensor<64x64xi32, #linear1>
    %42 = arith.addi %41, %40 : tensor<64x64xi32, #linear1>
    %43 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear>
    %44 = arith.cmpi slt, %16, %43 : tensor<64x1xi32, #linear>
    %45 = tt.broadcast %44 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %46 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %47 = arith.cmpi slt, %32, %46 : tensor<1x64xi32, #blocked>
    %48 = tt.broadcast %47 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear1>
    %49 = arith.muli %arg7, %c64_i32 : i32
    %50 = tt.splat %49 : i32 -> tensor<64x64xi32, #linear1>
    %51 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %52 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %53 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %54 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %55 = arith.cmpi slt, %20, %54 : tensor<1x64xi32, #blocked>
    %56 = tt.broadcast %55 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear>
    %57 = arith.andi %45, %56 : tensor<64x64xi1, #linear>
    %58 = ttg.memdesc_index %51[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %59 = tt.splat %53 : i1 -> tensor<64x64xi1, #linear>
    %60 = arith.andi %59, %57 : tensor<64x64xi1, #linear>
    %61 = amdg.buffer_load_to_local %arg0[%29] mask = %60 into %58 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear>]  -> <64x64xi8, #shared, #smem, mutable>
    %62 = ttg.async_commit_group tokens %61
    %63 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #linear1>
    %64 = arith.cmpi slt, %31, %63 : tensor<64x1xi32, #linear1>
    %65 = tt.broadcast %64 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %66 = arith.andi %65, %48 : tensor<64x64xi1, #linear1>
    %67 = ttg.memdesc_index %52[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %68 = tt.splat %53 : i1 -> tensor<64x64xi1, #linear1>
    %69 = arith.andi %68, %66 : tensor<64x64xi1, #linear1>
    %70 = amdg.buffer_load_to_local %arg1[%42] mask = %69 into %67 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear1>]  -> <64x64xi8, #shared1, #smem, mutable>
    %71 = ttg.async_commit_group tokens %70
    %72 = arith.subi %arg5, %c64_i32 : i32
    %73:8 = scf.for %arg9 = %c0_i32 to %72 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %62, %arg13 = %71, %arg14 = %58, %arg15 = %67, %arg16 = %29, %arg17 = %42) -> (tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear>, tensor<64x64xi32, #linear1>)  : i32 {
      %100 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %101 = arith.addi %arg16, %cst_0 : tensor<64x64xi32, #linear>
      %102 = arith.addi %arg17, %50 : tensor<64x64xi32, #linear1>
      %103 = arith.addi %arg11, %c1_i32 : i32
      %104 = arith.cmpi slt, %103, %c2_i32 : i32
      %105 = arith.select %104, %103, %c0_i32 : i32
      %106 = arith.addi %arg9, %c64_i32 : i32
      %107 = arith.subi %arg5, %106 : i32
      %108 = tt.splat %107 : i32 -> tensor<1x64xi32, #blocked>
      %109 = arith.cmpi slt, %20, %108 : tensor<1x64xi32, #blocked>
      %110 = tt.broadcast %109 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear>
      %111 = arith.andi %45, %110 : tensor<64x64xi1, #linear>
      %112 = ttg.memdesc_index %51[%105] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %113 = amdg.buffer_load_to_local %arg0[%101] mask = %111 into %112 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear>]  -> <64x64xi8, #shared, #smem, mutable>
      %114 = ttg.async_commit_group tokens %113
      %115 = ttg.local_load %arg14 token %100 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %116 = tt.splat %107 : i32 -> tensor<64x1xi32, #linear1>
      %117 = arith.cmpi slt, %31, %116 : tensor<64x1xi32, #linear1>
      %118 = tt.broadcast %117 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
      %119 = arith.andi %118, %48 : tensor<64x64xi1, #linear1>
      %120 = ttg.memdesc_index %52[%105] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %121 = amdg.buffer_load_to_local %arg1[%102] mask = %119 into %120 {contiguity = 16 : i32} : !tt.ptr<i8>[tensor<64x64xi32, #linear1>]  -> <64x64xi8, #shared1, #smem, mutable>
      %122 = ttg.async_commit_group tokens %121
      %123 = ttg.local_load %arg15 token %100 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %124 = tt.dot %115, %123, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %124, %105, %114, %122, %112, %120, %101, %102 : tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear>, tensor<64x64xi32, #linear1>
    }
    %74 = arith.addi %arg5, %c63_i32 : i32
    %75 = arith.divsi %74, %c64_i32 : i32
    %76 = arith.cmpi sge, %75, %c1_i32 : i32
    %77 = ttg.async_wait %73#2, %73#3 {num = 0 : i32}
    %78 = ttg.local_load %73#4 token %77 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %79 = ttg.local_load %73#5 token %77 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %80 = scf.if %76 -> (tensor<64x64xi32, #mma>) {
      %100 = tt.dot %78, %79, %73#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %100 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %73#0 : tensor<64x64xi32, #mma>
    }
    %81 = arith.select %76, %80, %73#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %52 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %51 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %82 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %83 = arith.cmpi slt, %17, %82 : tensor<64x1xi32, #mma>
    %84 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %85 = arith.cmpi slt, %33, %84 : tensor<1x64xi32, #mma>
    %86 = tt.broadcast %83 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %87 = tt.broadcast %85 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %88 = arith.andi %86, %87 : tensor<64x64xi1, #mma>
    %89 = arith.muli %2, %arg8 : i32
    %90 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %91 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %92 = arith.muli %90, %91 : tensor<64x1xi32, #mma>
    %93 = tt.broadcast %92 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %94 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %95 = tt.broadcast %94 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %96 = arith.addi %89, %11 : i32
    %97 = arith.addi %93, %95 : tensor<64x64xi32, #mma>
    %98 = tt.splat %96 : i32 -> tensor<64x64xi32, #mma>
    %99 = arith.addi %98, %97 : tensor<64x64xi32, #mma>
    amdg.buffer_store %81, %arg2[%99], %88 {contiguity = 4 : i32} : !tt.ptr<i32> -> tensor<64x64xi32, #mma>
    tt.return
  }
}
