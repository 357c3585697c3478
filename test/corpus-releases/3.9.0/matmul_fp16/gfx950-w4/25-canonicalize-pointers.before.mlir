#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.padded_shared<[512:+8] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #linear1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi32, #linear2>
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear1>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #linear1>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #linear1>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<f16>, #linear1>, tensor<64x1xi32, #linear1>
    %22 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %24 = tt.broadcast %21 : tensor<64x1x!tt.ptr<f16>, #linear1> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %25 = tt.broadcast %23 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #linear1>
    %26 = tt.addptr %24, %25 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
    %27 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi32, #linear>
    %29 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #linear>
    %30 = arith.muli %28, %29 : tensor<32x1xi32, #linear>
    %31 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #linear>
    %32 = tt.addptr %31, %30 : tensor<32x1x!tt.ptr<f16>, #linear>, tensor<32x1xi32, #linear>
    %33 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %34 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %35 = tt.broadcast %32 : tensor<32x1x!tt.ptr<f16>, #linear> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %36 = tt.broadcast %34 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear>
    %37 = tt.addptr %35, %36 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
    %38 = arith.addi %arg5, %c31_i32 : i32
    %39 = arith.divsi %38, %c32_i32 : i32
    %40 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %41 = arith.cmpi slt, %16, %40 : tensor<64x1xi32, #linear1>
    %42 = tt.broadcast %41 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %43 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %44 = arith.cmpi slt, %34, %43 : tensor<1x64xi32, #blocked>
    %45 = tt.broadcast %44 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #linear>
    %46 = arith.muli %arg7, %c32_i32 : i32
    %47 = tt.splat %46 : i32 -> tensor<32x64xi32, #linear>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %49 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %50 = arith.cmpi sgt, %39, %c0_i32 : i32
    %51 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked1>
    %52 = arith.cmpi slt, %23, %51 : tensor<1x32xi32, #blocked1>
    %53 = tt.broadcast %52 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
    %54 = arith.andi %42, %53 : tensor<64x32xi1, #linear1>
    %55 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %56 = tt.splat %50 : i1 -> tensor<64x32xi1, #linear1>
    %57 = arith.andi %56, %54 : tensor<64x32xi1, #linear1>
    %58 = ttg.async_copy_global_to_local %26, %55 mask %57 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %59 = ttg.async_commit_group tokens %58
    %60 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #linear>
    %61 = arith.cmpi slt, %28, %60 : tensor<32x1xi32, #linear>
    %62 = tt.broadcast %61 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
    %63 = arith.andi %62, %45 : tensor<32x64xi1, #linear>
    %64 = ttg.memdesc_index %49[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %65 = tt.splat %50 : i1 -> tensor<32x64xi1, #linear>
    %66 = arith.andi %65, %63 : tensor<32x64xi1, #linear>
    %67 = ttg.async_copy_global_to_local %37, %64 mask %66 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %68 = ttg.async_commit_group tokens %67
    %69 = arith.subi %39, %c1_i32 : i32
    %70:8 = scf.for %arg9 = %c0_i32 to %69 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %59, %arg13 = %68, %arg14 = %55, %arg15 = %64, %arg16 = %26, %arg17 = %37) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<32x64x!tt.ptr<f16>, #linear>)  : i32 {
      %93 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %94 = tt.addptr %arg16, %cst_2 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
      %95 = tt.addptr %arg17, %47 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
      %96 = arith.addi %arg11, %c1_i32 : i32
      %97 = arith.cmpi slt, %96, %c2_i32 : i32
      %98 = arith.select %97, %96, %c0_i32 : i32
      %99 = arith.addi %arg9, %c1_i32 : i32
      %100 = arith.muli %99, %c32_i32 : i32
      %101 = arith.subi %arg5, %100 : i32
      %102 = tt.splat %101 : i32 -> tensor<1x32xi32, #blocked1>
      %103 = arith.cmpi slt, %23, %102 : tensor<1x32xi32, #blocked1>
      %104 = tt.broadcast %103 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
      %105 = arith.andi %42, %104 : tensor<64x32xi1, #linear1>
      %106 = ttg.memdesc_index %48[%98] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %107 = ttg.async_copy_global_to_local %94, %106 mask %105 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %108 = ttg.async_commit_group tokens %107
      %109 = ttg.local_load %arg14 token %93 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %110 = tt.splat %101 : i32 -> tensor<32x1xi32, #linear>
      %111 = arith.cmpi slt, %28, %110 : tensor<32x1xi32, #linear>
      %112 = tt.broadcast %111 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
      %113 = arith.andi %112, %45 : tensor<32x64xi1, #linear>
      %114 = ttg.memdesc_index %49[%98] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %115 = ttg.async_copy_global_to_local %95, %114 mask %113 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %116 = ttg.async_commit_group tokens %115
      %117 = ttg.local_load %arg15 token %93 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %118 = tt.dot %109, %117, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %118, %98, %108, %116, %106, %114, %94, %95 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<32x64x!tt.ptr<f16>, #linear>
    }
    %71 = arith.cmpi sge, %39, %c1_i32 : i32
    %72 = ttg.async_wait %70#2, %70#3 {num = 0 : i32}
    %73 = ttg.local_load %70#4 token %72 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %74 = ttg.local_load %70#5 token %72 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %75 = scf.if %71 -> (tensor<64x64xf32, #mma>) {
      %93 = tt.dot %73, %74, %70#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %93 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %70#0 : tensor<64x64xf32, #mma>
    }
    %76 = arith.select %71, %75, %70#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %49 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %48 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %77 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear2>
    %78 = arith.cmpi slt, %17, %77 : tensor<64x1xi32, #linear2>
    %79 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear2>
    %80 = arith.cmpi slt, %33, %79 : tensor<1x64xi32, #linear2>
    %81 = tt.broadcast %78 : tensor<64x1xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %82 = tt.broadcast %80 : tensor<1x64xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %83 = arith.andi %81, %82 : tensor<64x64xi1, #linear2>
    %84 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #linear2>
    %85 = arith.muli %17, %84 : tensor<64x1xi32, #linear2>
    %86 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #linear2>
    %87 = tt.addptr %86, %85 : tensor<64x1x!tt.ptr<f16>, #linear2>, tensor<64x1xi32, #linear2>
    %88 = tt.broadcast %87 : tensor<64x1x!tt.ptr<f16>, #linear2> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %89 = tt.broadcast %33 : tensor<1x64xi32, #linear2> -> tensor<64x64xi32, #linear2>
    %90 = tt.addptr %88, %89 : tensor<64x64x!tt.ptr<f16>, #linear2>, tensor<64x64xi32, #linear2>
    %91 = arith.truncf %76 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %92 = ttg.convert_layout %91 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    tt.store %90, %92, %83 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
