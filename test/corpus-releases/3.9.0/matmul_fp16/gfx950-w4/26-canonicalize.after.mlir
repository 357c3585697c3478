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
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear1>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #linear1>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #linear1> -> tensor<64x32xi32, #linear1>
    %25 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %26 = tt.broadcast %25 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #linear1>
    %27 = arith.addi %24, %26 : tensor<64x32xi32, #linear1>
    %28 = tt.splat %18 : i32 -> tensor<64x32xi32, #linear1>
    %29 = arith.addi %28, %27 : tensor<64x32xi32, #linear1>
    %30 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %31 = tt.expand_dims %30 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi32, #linear>
    %32 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %33 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %34 = tt.expand_dims %30 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<32x1xi32, #linear>
    %35 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #linear>
    %36 = arith.muli %34, %35 : tensor<32x1xi32, #linear>
    %37 = tt.broadcast %36 : tensor<32x1xi32, #linear> -> tensor<32x64xi32, #linear>
    %38 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear>
    %40 = arith.addi %37, %39 : tensor<32x64xi32, #linear>
    %41 = tt.splat %11 : i32 -> tensor<32x64xi32, #linear>
    %42 = arith.addi %41, %40 : tensor<32x64xi32, #linear>
    %43 = arith.addi %arg5, %c31_i32 : i32
    %44 = arith.divsi %43, %c32_i32 : i32
    %45 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %46 = arith.cmpi slt, %16, %45 : tensor<64x1xi32, #linear1>
    %47 = tt.broadcast %46 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %48 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %49 = arith.cmpi slt, %33, %48 : tensor<1x64xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #linear>
    %51 = arith.muli %arg7, %c32_i32 : i32
    %52 = tt.splat %51 : i32 -> tensor<32x64xi32, #linear>
    %53 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %54 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %55 = arith.cmpi sgt, %44, %c0_i32 : i32
    %56 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked1>
    %57 = arith.cmpi slt, %20, %56 : tensor<1x32xi32, #blocked1>
    %58 = tt.broadcast %57 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
    %59 = arith.andi %47, %58 : tensor<64x32xi1, #linear1>
    %60 = ttg.memdesc_index %53[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %61 = tt.splat %55 : i1 -> tensor<64x32xi1, #linear1>
    %62 = arith.andi %61, %59 : tensor<64x32xi1, #linear1>
    %63 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %64 = tt.addptr %63, %29 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
    %65 = ttg.async_copy_global_to_local %64, %60 mask %62 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %66 = ttg.async_commit_group tokens %65
    %67 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #linear>
    %68 = arith.cmpi slt, %31, %67 : tensor<32x1xi32, #linear>
    %69 = tt.broadcast %68 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
    %70 = arith.andi %69, %50 : tensor<32x64xi1, #linear>
    %71 = ttg.memdesc_index %54[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %72 = tt.splat %55 : i1 -> tensor<32x64xi1, #linear>
    %73 = arith.andi %72, %70 : tensor<32x64xi1, #linear>
    %74 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %75 = tt.addptr %74, %42 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
    %76 = ttg.async_copy_global_to_local %75, %71 mask %73 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %77 = ttg.async_commit_group tokens %76
    %78 = arith.subi %44, %c1_i32 : i32
    %79:8 = scf.for %arg9 = %c0_i32 to %78 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %66, %arg13 = %77, %arg14 = %60, %arg15 = %71, %arg16 = %29, %arg17 = %42) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32xi32, #linear1>, tensor<32x64xi32, #linear>)  : i32 {
      %108 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %109 = arith.addi %arg16, %cst_2 : tensor<64x32xi32, #linear1>
      %110 = arith.addi %arg17, %52 : tensor<32x64xi32, #linear>
      %111 = arith.addi %arg11, %c1_i32 : i32
      %112 = arith.cmpi slt, %111, %c2_i32 : i32
      %113 = arith.select %112, %111, %c0_i32 : i32
      %114 = arith.addi %arg9, %c1_i32 : i32
      %115 = arith.muli %114, %c32_i32 : i32
      %116 = arith.subi %arg5, %115 : i32
      %117 = tt.splat %116 : i32 -> tensor<1x32xi32, #blocked1>
      %118 = arith.cmpi slt, %20, %117 : tensor<1x32xi32, #blocked1>
      %119 = tt.broadcast %118 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
      %120 = arith.andi %47, %119 : tensor<64x32xi1, #linear1>
      %121 = ttg.memdesc_index %53[%113] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %122 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
      %123 = tt.addptr %122, %109 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi32, #linear1>
      %124 = ttg.async_copy_global_to_local %123, %121 mask %120 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %125 = ttg.async_commit_group tokens %124
      %126 = ttg.local_load %arg14 token %108 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %127 = tt.splat %116 : i32 -> tensor<32x1xi32, #linear>
      %128 = arith.cmpi slt, %31, %127 : tensor<32x1xi32, #linear>
      %129 = tt.broadcast %128 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
      %130 = arith.andi %129, %50 : tensor<32x64xi1, #linear>
      %131 = ttg.memdesc_index %54[%113] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %132 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %133 = tt.addptr %132, %110 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi32, #linear>
      %134 = ttg.async_copy_global_to_local %133, %131 mask %130 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %135 = ttg.async_commit_group tokens %134
      %136 = ttg.local_load %arg15 token %108 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %137 = tt.dot %126, %136, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %137, %113, %125, %135, %121, %131, %109, %110 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32xi32, #linear1>, tensor<32x64xi32, #linear>
    }
    %80 = arith.cmpi sge, %44, %c1_i32 : i32
    %81 = ttg.async_wait %79#2, %79#3 {num = 0 : i32}
    %82 = ttg.local_load %79#4 token %81 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %83 = ttg.local_load %79#5 token %81 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %84 = scf.if %80 -> (tensor<64x64xf32, #mma>) {
      %108 = tt.dot %82, %83, %79#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %108 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %79#0 : tensor<64x64xf32, #mma>
    }
    %85 = arith.select %80, %84, %79#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %54 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %53 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %86 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear2>
    %87 = arith.cmpi slt, %17, %86 : tensor<64x1xi32, #linear2>
    %88 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear2>
    %89 = arith.cmpi slt, %32, %88 : tensor<1x64xi32, #linear2>
    %90 = tt.broadcast %87 : tensor<64x1xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %91 = tt.broadcast %89 : tensor<1x64xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %92 = arith.andi %90, %91 : tensor<64x64xi1, #linear2>
    %93 = arith.muli %2, %arg8 : i32
    %94 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<64x1xi32, #linear2>
    %95 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #linear2>
    %96 = arith.muli %94, %95 : tensor<64x1xi32, #linear2>
    %97 = tt.broadcast %96 : tensor<64x1xi32, #linear2> -> tensor<64x64xi32, #linear2>
    %98 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %99 = tt.broadcast %98 : tensor<1x64xi32, #linear2> -> tensor<64x64xi32, #linear2>
    %100 = arith.addi %93, %11 : i32
    %101 = arith.addi %97, %99 : tensor<64x64xi32, #linear2>
    %102 = tt.splat %100 : i32 -> tensor<64x64xi32, #linear2>
    %103 = arith.addi %102, %101 : tensor<64x64xi32, #linear2>
    %104 = arith.truncf %85 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %105 = ttg.convert_layout %104 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    %106 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %107 = tt.addptr %106, %103 : tensor<64x64x!tt.ptr<f16>, #linear2>, tensor<64x64xi32, #linear2>
    tt.store %107, %105, %92 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
