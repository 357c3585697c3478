#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[1, 0], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
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
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #linear>
    %cst_1 = arith.constant dense<0> : tensor<64x64xi8, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_2 = arith.constant dense<64> : tensor<64x64xi32, #linear1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear1>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #linear1>
    %20 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #linear1>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #linear1>, tensor<64x1xi32, #linear1>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #linear1> -> tensor<64x64x!tt.ptr<i8>, #linear1>
    %25 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #linear1>
    %26 = tt.addptr %24, %25 : tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64xi32, #linear1>
    %27 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %29 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #linear>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #linear>
    %31 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #linear>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<i8>, #linear>, tensor<64x1xi32, #linear>
    %33 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #linear> -> tensor<64x64x!tt.ptr<i8>, #linear>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #linear>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #linear>, tensor<64x64xi32, #linear>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %40 = arith.cmpi slt, %16, %39 : tensor<64x1xi32, #linear1>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #linear>
    %47 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %49 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %50 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %51 = arith.cmpi slt, %23, %50 : tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear1>
    %53 = arith.andi %41, %52 : tensor<64x64xi1, #linear1>
    %54 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %55 = tt.splat %49 : i1 -> tensor<64x64xi1, #linear1>
    %56 = arith.andi %55, %53 : tensor<64x64xi1, #linear1>
    %57 = ttg.async_copy_global_to_local %26, %54 mask %56 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
    %58 = ttg.async_commit_group tokens %57
    %59 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #linear>
    %60 = arith.cmpi slt, %28, %59 : tensor<64x1xi32, #linear>
    %61 = tt.broadcast %60 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %62 = arith.andi %61, %44 : tensor<64x64xi1, #linear>
    %63 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %64 = tt.splat %49 : i1 -> tensor<64x64xi1, #linear>
    %65 = arith.andi %64, %62 : tensor<64x64xi1, #linear>
    %66 = ttg.async_copy_global_to_local %38, %63 mask %65 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
    %67 = ttg.async_commit_group tokens %66
    %68 = arith.subi %arg5, %c64_i32 : i32
    %69:8 = scf.for %arg9 = %c0_i32 to %68 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %58, %arg13 = %67, %arg14 = %54, %arg15 = %63, %arg16 = %26, %arg17 = %38) -> (tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64x!tt.ptr<i8>, #linear>)  : i32 {
      %91 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %92 = tt.addptr %arg16, %cst_2 : tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64xi32, #linear1>
      %93 = tt.addptr %arg17, %46 : tensor<64x64x!tt.ptr<i8>, #linear>, tensor<64x64xi32, #linear>
      %94 = arith.addi %arg11, %c1_i32 : i32
      %95 = arith.cmpi slt, %94, %c2_i32 : i32
      %96 = arith.select %95, %94, %c0_i32 : i32
      %97 = arith.addi %arg9, %c64_i32 : i32
      %98 = arith.subi %arg5, %97 : i32
      %99 = tt.splat %98 : i32 -> tensor<1x64xi32, #blocked>
      %100 = arith.cmpi slt, %23, %99 : tensor<1x64xi32, #blocked>
      %101 = tt.broadcast %100 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #linear1>
      %102 = arith.andi %41, %101 : tensor<64x64xi1, #linear1>
      %103 = ttg.memdesc_index %47[%96] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %104 = ttg.async_copy_global_to_local %92, %103 mask %102 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
      %105 = ttg.async_commit_group tokens %104
      %106 = ttg.local_load %arg14 token %91 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %107 = tt.splat %98 : i32 -> tensor<64x1xi32, #linear>
      %108 = arith.cmpi slt, %28, %107 : tensor<64x1xi32, #linear>
      %109 = tt.broadcast %108 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
      %110 = arith.andi %109, %44 : tensor<64x64xi1, #linear>
      %111 = ttg.memdesc_index %48[%96] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %112 = ttg.async_copy_global_to_local %93, %111 mask %110 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
      %113 = ttg.async_commit_group tokens %112
      %114 = ttg.local_load %arg15 token %91 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %115 = tt.dot %106, %114, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %115, %96, %105, %113, %103, %111, %92, %93 : tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64x!tt.ptr<i8>, #linear>
    }
    %70 = arith.addi %arg5, %c63_i32 : i32
    %71 = arith.divsi %70, %c64_i32 : i32
    %72 = arith.cmpi sge, %71, %c1_i32 : i32
    %73 = ttg.async_wait %69#2, %69#3 {num = 0 : i32}
    %74 = ttg.local_load %69#4 token %73 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %75 = ttg.local_load %69#5 token %73 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %76 = scf.if %72 -> (tensor<64x64xi32, #mma>) {
      %91 = tt.dot %74, %75, %69#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %91 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %69#0 : tensor<64x64xi32, #mma>
    }
    %77 = arith.select %72, %76, %69#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %48 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %47 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %78 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %79 = arith.cmpi slt, %17, %78 : tensor<64x1xi32, #mma>
    %80 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %81 = arith.cmpi slt, %34, %80 : tensor<1x64xi32, #mma>
    %82 = tt.broadcast %79 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %83 = tt.broadcast %81 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %84 = arith.andi %82, %83 : tensor<64x64xi1, #mma>
    %85 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %86 = arith.muli %17, %85 : tensor<64x1xi32, #mma>
    %87 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #mma>
    %88 = tt.addptr %87, %86 : tensor<64x1x!tt.ptr<i32>, #mma>, tensor<64x1xi32, #mma>
    %89 = tt.broadcast %88 : tensor<64x1x!tt.ptr<i32>, #mma> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %90 = tt.addptr %89, %37 : tensor<64x64x!tt.ptr<i32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %90, %77, %84 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
