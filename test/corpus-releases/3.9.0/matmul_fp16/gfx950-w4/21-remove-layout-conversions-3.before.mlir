#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.padded_shared<[512:+8] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_1 = arith.constant dense<32> : tensor<64x32xi32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %16 = arith.muli %13, %15 : tensor<64x1xi32, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %21 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %22 = tt.broadcast %20 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %24 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %26 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %27 = arith.muli %25, %26 : tensor<32x1xi32, #blocked1>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %31 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %32 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %33 = tt.addptr %31, %32 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %34 = arith.addi %arg5, %c31_i32 : i32
    %35 = arith.divsi %34, %c32_i32 : i32
    %36 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %37 = arith.cmpi slt, %13, %36 : tensor<64x1xi32, #blocked>
    %38 = tt.broadcast %37 : tensor<64x1xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %39 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %40 = arith.cmpi slt, %30, %39 : tensor<1x64xi32, #blocked1>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %42 = arith.muli %arg7, %c32_i32 : i32
    %43 = tt.splat %42 : i32 -> tensor<32x64xi32, #blocked1>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %35, %c0_i32 : i32
    %47 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked>
    %48 = arith.cmpi slt, %20, %47 : tensor<1x32xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %50 = arith.andi %38, %49 : tensor<64x32xi1, #blocked>
    %51 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %52 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked>
    %53 = arith.andi %52, %50 : tensor<64x32xi1, #blocked>
    %54 = ttg.convert_layout %23 : tensor<64x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %55 = ttg.convert_layout %53 : tensor<64x32xi1, #blocked> -> tensor<64x32xi1, #linear1>
    %56 = ttg.async_copy_global_to_local %54, %51 mask %55 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %57 = ttg.async_commit_group tokens %56
    %58 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked1>
    %59 = arith.cmpi slt, %25, %58 : tensor<32x1xi32, #blocked1>
    %60 = tt.broadcast %59 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %61 = arith.andi %60, %41 : tensor<32x64xi1, #blocked1>
    %62 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %63 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked1>
    %64 = arith.andi %63, %61 : tensor<32x64xi1, #blocked1>
    %65 = ttg.convert_layout %33 : tensor<32x64x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %66 = ttg.convert_layout %64 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #linear>
    %67 = ttg.async_copy_global_to_local %65, %62 mask %66 other %cst {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %68 = ttg.async_commit_group tokens %67
    %69 = arith.subi %35, %c1_i32 : i32
    %70:8 = scf.for %arg9 = %c0_i32 to %69 step %c1_i32 iter_args(%arg10 = %cst_2, %arg11 = %23, %arg12 = %33, %arg13 = %c0_i32, %arg14 = %57, %arg15 = %68, %arg16 = %51, %arg17 = %62) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %95 = ttg.async_wait %arg14, %arg15 {num = 0 : i32}
      %96 = tt.addptr %arg11, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %97 = tt.addptr %arg12, %43 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      %98 = arith.addi %arg13, %c1_i32 : i32
      %99 = arith.cmpi slt, %98, %c2_i32 : i32
      %100 = arith.select %99, %98, %c0_i32 : i32
      %101 = arith.addi %arg9, %c1_i32 : i32
      %102 = arith.muli %101, %c32_i32 : i32
      %103 = arith.subi %arg5, %102 : i32
      %104 = tt.splat %103 : i32 -> tensor<1x32xi32, #blocked>
      %105 = arith.cmpi slt, %20, %104 : tensor<1x32xi32, #blocked>
      %106 = tt.broadcast %105 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
      %107 = arith.andi %38, %106 : tensor<64x32xi1, #blocked>
      %108 = ttg.memdesc_index %44[%100] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %109 = ttg.convert_layout %96 : tensor<64x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #linear1>
      %110 = ttg.convert_layout %107 : tensor<64x32xi1, #blocked> -> tensor<64x32xi1, #linear1>
      %111 = ttg.async_copy_global_to_local %109, %108 mask %110 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %112 = ttg.async_commit_group tokens %111
      %113 = ttg.local_load %arg16 token %95 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %114 = tt.splat %103 : i32 -> tensor<32x1xi32, #blocked1>
      %115 = arith.cmpi slt, %25, %114 : tensor<32x1xi32, #blocked1>
      %116 = tt.broadcast %115 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %117 = arith.andi %116, %41 : tensor<32x64xi1, #blocked1>
      %118 = ttg.memdesc_index %45[%100] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %119 = ttg.convert_layout %97 : tensor<32x64x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %120 = ttg.convert_layout %117 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #linear>
      %121 = ttg.async_copy_global_to_local %119, %118 mask %120 other %cst {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %122 = ttg.async_commit_group tokens %121
      %123 = ttg.local_load %arg17 token %95 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %124 = tt.dot %113, %123, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %124, %96, %97, %100, %112, %122, %108, %118 : tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %71 = arith.cmpi sge, %35, %c1_i32 : i32
    %72 = ttg.async_wait %70#4, %70#5 {num = 0 : i32}
    %73 = ttg.local_load %70#6 token %72 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %74 = ttg.local_load %70#7 token %72 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %75 = scf.if %71 -> (tensor<64x64xf32, #mma>) {
      %95 = tt.dot %73, %74, %70#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %95 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %70#0 : tensor<64x64xf32, #mma>
    }
    %76 = arith.select %71, %75, %70#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %77 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %78 = arith.cmpi slt, %14, %77 : tensor<64x1xi32, #blocked1>
    %79 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %80 = arith.cmpi slt, %30, %79 : tensor<1x64xi32, #blocked1>
    %81 = tt.broadcast %78 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %82 = tt.broadcast %80 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %83 = arith.andi %81, %82 : tensor<64x64xi1, #blocked1>
    %84 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %85 = arith.muli %14, %84 : tensor<64x1xi32, #blocked1>
    %86 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %87 = tt.addptr %86, %85 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %88 = tt.broadcast %87 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %89 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %90 = tt.addptr %88, %89 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %91 = arith.truncf %76 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %92 = ttg.convert_layout %90 : tensor<64x64x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %93 = ttg.convert_layout %91 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    %94 = ttg.convert_layout %83 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #linear2>
    tt.store %92, %93, %94 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
