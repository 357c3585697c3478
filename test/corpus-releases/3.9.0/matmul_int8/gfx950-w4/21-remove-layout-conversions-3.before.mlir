#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[1, 0], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 32], isTransposed = true}>
#shared = #ttg.padded_shared<[1024:+16] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[1024:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0], [1, 0], [32, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c63_i32 = arith.constant 63 : i32
    %cst = arith.constant dense<0> : tensor<64x64xi8, #linear>
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_1 = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
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
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %40 = arith.cmpi slt, %16, %39 : tensor<64x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #blocked>
    %47 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %49 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %50 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %51 = arith.cmpi slt, %23, %50 : tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %53 = arith.andi %41, %52 : tensor<64x64xi1, #blocked>
    %54 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %55 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked>
    %56 = arith.andi %55, %53 : tensor<64x64xi1, #blocked>
    %57 = ttg.convert_layout %26 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #linear1>
    %58 = ttg.convert_layout %56 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #linear1>
    %59 = ttg.async_copy_global_to_local %57, %54 mask %58 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
    %60 = ttg.async_commit_group tokens %59
    %61 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %62 = arith.cmpi slt, %28, %61 : tensor<64x1xi32, #blocked>
    %63 = tt.broadcast %62 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %64 = arith.andi %63, %44 : tensor<64x64xi1, #blocked>
    %65 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %66 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked>
    %67 = arith.andi %66, %64 : tensor<64x64xi1, #blocked>
    %68 = ttg.convert_layout %38 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #linear>
    %69 = ttg.convert_layout %67 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #linear>
    %70 = ttg.async_copy_global_to_local %68, %65 mask %69 other %cst {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
    %71 = ttg.async_commit_group tokens %70
    %72 = arith.subi %arg5, %c64_i32 : i32
    %73:8 = scf.for %arg9 = %c0_i32 to %72 step %c64_i32 iter_args(%arg10 = %cst_2, %arg11 = %26, %arg12 = %38, %arg13 = %c0_i32, %arg14 = %60, %arg15 = %71, %arg16 = %54, %arg17 = %65) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>)  : i32 {
      %97 = ttg.async_wait %arg14, %arg15 {num = 0 : i32}
      %98 = tt.addptr %arg11, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %99 = tt.addptr %arg12, %46 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %100 = arith.addi %arg13, %c1_i32 : i32
      %101 = arith.cmpi slt, %100, %c2_i32 : i32
      %102 = arith.select %101, %100, %c0_i32 : i32
      %103 = arith.addi %arg9, %c64_i32 : i32
      %104 = arith.subi %arg5, %103 : i32
      %105 = tt.splat %104 : i32 -> tensor<1x64xi32, #blocked>
      %106 = arith.cmpi slt, %23, %105 : tensor<1x64xi32, #blocked>
      %107 = tt.broadcast %106 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %108 = arith.andi %41, %107 : tensor<64x64xi1, #blocked>
      %109 = ttg.memdesc_index %47[%102] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %110 = ttg.convert_layout %98 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #linear1>
      %111 = ttg.convert_layout %108 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #linear1>
      %112 = ttg.async_copy_global_to_local %110, %109 mask %111 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
      %113 = ttg.async_commit_group tokens %112
      %114 = ttg.local_load %arg16 token %97 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %115 = tt.splat %104 : i32 -> tensor<64x1xi32, #blocked>
      %116 = arith.cmpi slt, %28, %115 : tensor<64x1xi32, #blocked>
      %117 = tt.broadcast %116 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %118 = arith.andi %117, %44 : tensor<64x64xi1, #blocked>
      %119 = ttg.memdesc_index %48[%102] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %120 = ttg.convert_layout %99 : tensor<64x64x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #linear>
      %121 = ttg.convert_layout %118 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #linear>
      %122 = ttg.async_copy_global_to_local %120, %119 mask %121 other %cst {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
      %123 = ttg.async_commit_group tokens %122
      %124 = ttg.local_load %arg17 token %97 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %125 = tt.dot %114, %124, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %125, %98, %99, %102, %113, %123, %109, %119 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    }
    %74 = arith.addi %arg5, %c63_i32 : i32
    %75 = arith.divsi %74, %c64_i32 : i32
    %76 = arith.cmpi sge, %75, %c1_i32 : i32
    %77 = ttg.async_wait %73#4, %73#5 {num = 0 : i32}
    %78 = ttg.local_load %73#6 token %77 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %79 = ttg.local_load %73#7 token %77 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %80 = scf.if %76 -> (tensor<64x64xi32, #mma>) {
      %97 = tt.dot %78, %79, %73#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %97 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %73#0 : tensor<64x64xi32, #mma>
    }
    %81 = arith.select %76, %80, %73#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %48 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %47 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %82 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %83 = arith.cmpi slt, %17, %82 : tensor<64x1xi32, #blocked1>
    %84 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %85 = arith.cmpi slt, %34, %84 : tensor<1x64xi32, #blocked1>
    %86 = tt.broadcast %83 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %87 = tt.broadcast %85 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %88 = arith.andi %86, %87 : tensor<64x64xi1, #blocked1>
    %89 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %90 = arith.muli %17, %89 : tensor<64x1xi32, #blocked1>
    %91 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked1>
    %92 = tt.addptr %91, %90 : tensor<64x1x!tt.ptr<i32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %93 = tt.broadcast %92 : tensor<64x1x!tt.ptr<i32>, #blocked1> -> tensor<64x64x!tt.ptr<i32>, #blocked1>
    %94 = tt.addptr %93, %37 : tensor<64x64x!tt.ptr<i32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %95 = ttg.convert_layout %94 : tensor<64x64x!tt.ptr<i32>, #blocked1> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %96 = ttg.convert_layout %88 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #mma>
    tt.store %95, %81, %96 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
