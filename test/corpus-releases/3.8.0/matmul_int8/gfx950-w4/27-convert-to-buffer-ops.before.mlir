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
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear1>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #linear1>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %25 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %26 = tt.broadcast %25 : tensor<1x64xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %27 = arith.addi %24, %26 : tensor<64x64xi32, #linear1>
    %28 = tt.splat %18 : i32 -> tensor<64x64xi32, #linear1>
    %29 = arith.addi %28, %27 : tensor<64x64xi32, #linear1>
    %30 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %31 = tt.expand_dims %30 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %32 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %33 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %34 = tt.expand_dims %30 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %35 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #linear>
    %36 = arith.muli %34, %35 : tensor<64x1xi32, #linear>
    %37 = tt.broadcast %36 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %38 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %39 = tt.broadcast %38 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %40 = arith.addi %37, %39 : tensor<64x64xi32, #linear>
    %41 = tt.splat %11 : i32 -> tensor<64x64xi32, #linear>
    %42 = arith.addi %41, %40 : tensor<64x64xi32, #linear>
    %43 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %44 = arith.cmpi slt, %16, %43 : tensor<64x1xi32, #linear1>
    %45 = tt.broadcast %44 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %46 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear>
    %47 = arith.cmpi slt, %32, %46 : tensor<1x64xi32, #linear>
    %48 = tt.broadcast %47 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %49 = arith.muli %arg7, %c64_i32 : i32
    %50 = tt.splat %49 : i32 -> tensor<64x64xi32, #linear>
    %51 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %52 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %53 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %54 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #linear1>
    %55 = arith.cmpi slt, %20, %54 : tensor<1x64xi32, #linear1>
    %56 = tt.broadcast %55 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %57 = arith.andi %45, %56 : tensor<64x64xi1, #linear1>
    %58 = ttg.memdesc_index %51[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %59 = tt.splat %53 : i1 -> tensor<64x64xi1, #linear1>
    %60 = arith.andi %59, %57 : tensor<64x64xi1, #linear1>
    %61 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear1>
    %62 = tt.addptr %61, %29 : tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64xi32, #linear1>
    %63 = ttg.async_copy_global_to_local %62, %58 mask %60 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
    %64 = ttg.async_commit_group tokens %63
    %65 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #linear>
    %66 = arith.cmpi slt, %31, %65 : tensor<64x1xi32, #linear>
    %67 = tt.broadcast %66 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %68 = arith.andi %67, %48 : tensor<64x64xi1, #linear>
    %69 = ttg.memdesc_index %52[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %70 = tt.splat %53 : i1 -> tensor<64x64xi1, #linear>
    %71 = arith.andi %70, %68 : tensor<64x64xi1, #linear>
    %72 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear>
    %73 = tt.addptr %72, %42 : tensor<64x64x!tt.ptr<i8>, #linear>, tensor<64x64xi32, #linear>
    %74 = ttg.async_copy_global_to_local %73, %69 mask %71 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
    %75 = ttg.async_commit_group tokens %74
    %76 = arith.subi %arg5, %c64_i32 : i32
    %77:8 = scf.for %arg9 = %c0_i32 to %76 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %64, %arg13 = %75, %arg14 = %58, %arg15 = %69, %arg16 = %29, %arg17 = %42) -> (tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear1>, tensor<64x64xi32, #linear>)  : i32 {
      %106 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %107 = arith.addi %arg16, %cst_2 : tensor<64x64xi32, #linear1>
      %108 = arith.addi %arg17, %50 : tensor<64x64xi32, #linear>
      %109 = arith.addi %arg11, %c1_i32 : i32
      %110 = arith.cmpi slt, %109, %c2_i32 : i32
      %111 = arith.select %110, %109, %c0_i32 : i32
      %112 = arith.addi %arg9, %c64_i32 : i32
      %113 = arith.subi %arg5, %112 : i32
      %114 = tt.splat %113 : i32 -> tensor<1x64xi32, #linear1>
      %115 = arith.cmpi slt, %20, %114 : tensor<1x64xi32, #linear1>
      %116 = tt.broadcast %115 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
      %117 = arith.andi %45, %116 : tensor<64x64xi1, #linear1>
      %118 = ttg.memdesc_index %51[%111] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %119 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear1>
      %120 = tt.addptr %119, %107 : tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64xi32, #linear1>
      %121 = ttg.async_copy_global_to_local %120, %118 mask %117 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
      %122 = ttg.async_commit_group tokens %121
      %123 = ttg.local_load %arg14 token %106 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %124 = tt.splat %113 : i32 -> tensor<64x1xi32, #linear>
      %125 = arith.cmpi slt, %31, %124 : tensor<64x1xi32, #linear>
      %126 = tt.broadcast %125 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
      %127 = arith.andi %126, %48 : tensor<64x64xi1, #linear>
      %128 = ttg.memdesc_index %52[%111] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %129 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear>
      %130 = tt.addptr %129, %108 : tensor<64x64x!tt.ptr<i8>, #linear>, tensor<64x64xi32, #linear>
      %131 = ttg.async_copy_global_to_local %130, %128 mask %127 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
      %132 = ttg.async_commit_group tokens %131
      %133 = ttg.local_load %arg15 token %106 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %134 = tt.dot %123, %133, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %134, %111, %122, %132, %118, %128, %107, %108 : tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, tensor<64x64xi32, #linear1>, tensor<64x64xi32, #linear>
    }
    %78 = arith.addi %arg5, %c63_i32 : i32
    %79 = arith.divsi %78, %c64_i32 : i32
    %80 = arith.cmpi sge, %79, %c1_i32 : i32
    %81 = ttg.async_wait %77#2, %77#3 {num = 0 : i32}
    %82 = ttg.local_load %77#4 token %81 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %83 = ttg.local_load %77#5 token %81 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %84 = scf.if %80 -> (tensor<64x64xi32, #mma>) {
      %106 = tt.dot %82, %83, %77#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %106 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %77#0 : tensor<64x64xi32, #mma>
    }
    %85 = arith.select %80, %84, %77#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %52 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %51 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %86 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %87 = arith.cmpi slt, %17, %86 : tensor<64x1xi32, #mma>
    %88 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %89 = arith.cmpi slt, %33, %88 : tensor<1x64xi32, #mma>
    %90 = tt.broadcast %87 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %91 = tt.broadcast %89 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %92 = arith.andi %90, %91 : tensor<64x64xi1, #mma>
    %93 = arith.muli %2, %arg8 : i32
    %94 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %95 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %96 = arith.muli %94, %95 : tensor<64x1xi32, #mma>
    %97 = tt.broadcast %96 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %98 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %99 = tt.broadcast %98 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %100 = arith.addi %93, %11 : i32
    %101 = arith.addi %97, %99 : tensor<64x64xi32, #mma>
    %102 = tt.splat %100 : i32 -> tensor<64x64xi32, #mma>
    %103 = arith.addi %102, %101 : tensor<64x64xi32, #mma>
    %104 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %105 = tt.addptr %104, %103 : tensor<64x64x!tt.ptr<i32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %105, %85, %92 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
