#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
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
    %c2_i32 = arith.constant 2 : i32
    %cst_0 = arith.constant dense<32> : tensor<64x32xi32, #linear>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #linear>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #linear> -> tensor<64x32xi32, #linear>
    %25 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %26 = tt.broadcast %25 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #linear>
    %27 = arith.addi %24, %26 : tensor<64x32xi32, #linear>
    %28 = tt.splat %18 : i32 -> tensor<64x32xi32, #linear>
    %29 = arith.addi %28, %27 : tensor<64x32xi32, #linear>
    %30 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %31 = tt.expand_dims %30 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi32, #linear2>
    %32 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %33 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %34 = tt.expand_dims %30 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi32, #linear2>
    %35 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #linear2>
    %36 = arith.muli %34, %35 : tensor<32x1xi32, #linear2>
    %37 = tt.broadcast %36 : tensor<32x1xi32, #linear2> -> tensor<32x64xi32, #linear2>
    %38 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #linear2>
    %40 = arith.addi %37, %39 : tensor<32x64xi32, #linear2>
    %41 = tt.splat %11 : i32 -> tensor<32x64xi32, #linear2>
    %42 = arith.addi %41, %40 : tensor<32x64xi32, #linear2>
    %43 = arith.addi %arg5, %c31_i32 : i32
    %44 = arith.divsi %43, %c32_i32 : i32
    %45 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear>
    %46 = arith.cmpi slt, %16, %45 : tensor<64x1xi32, #linear>
    %47 = tt.broadcast %46 : tensor<64x1xi1, #linear> -> tensor<64x32xi1, #linear>
    %48 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %49 = arith.cmpi slt, %33, %48 : tensor<1x64xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #linear2>
    %51 = arith.muli %arg7, %c32_i32 : i32
    %52 = tt.splat %51 : i32 -> tensor<32x64xi32, #linear2>
    %53 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %54 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %55 = arith.cmpi sgt, %44, %c0_i32 : i32
    %56 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked1>
    %57 = arith.cmpi slt, %20, %56 : tensor<1x32xi32, #blocked1>
    %58 = tt.broadcast %57 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear>
    %59 = arith.andi %47, %58 : tensor<64x32xi1, #linear>
    %60 = ttg.memdesc_index %53[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %61 = tt.splat %55 : i1 -> tensor<64x32xi1, #linear>
    %62 = arith.andi %61, %59 : tensor<64x32xi1, #linear>
    %63 = amdg.buffer_load_to_local %arg0[%29] mask = %62 into %60 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<64x32xi32, #linear>]  -> <64x32xf16, #shared, #smem, mutable>
    %64 = ttg.async_commit_group tokens %63
    %65 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #linear2>
    %66 = arith.cmpi slt, %31, %65 : tensor<32x1xi32, #linear2>
    %67 = tt.broadcast %66 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %68 = arith.andi %67, %50 : tensor<32x64xi1, #linear2>
    %69 = ttg.memdesc_index %54[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %70 = tt.splat %55 : i1 -> tensor<32x64xi1, #linear2>
    %71 = arith.andi %70, %68 : tensor<32x64xi1, #linear2>
    %72 = amdg.buffer_load_to_local %arg1[%42] mask = %71 into %69 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
    %73 = ttg.async_commit_group tokens %72
    %74 = arith.subi %44, %c1_i32 : i32
    %75:8 = scf.for %arg9 = %c0_i32 to %74 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %64, %arg13 = %73, %arg14 = %60, %arg15 = %69, %arg16 = %29, %arg17 = %42) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32xi32, #linear>, tensor<32x64xi32, #linear2>)  : i32 {
      %102 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %103 = arith.addi %arg16, %cst_0 : tensor<64x32xi32, #linear>
      %104 = arith.addi %arg17, %52 : tensor<32x64xi32, #linear2>
      %105 = arith.addi %arg11, %c1_i32 : i32
      %106 = arith.cmpi slt, %105, %c2_i32 : i32
      %107 = arith.select %106, %105, %c0_i32 : i32
      %108 = arith.addi %arg9, %c1_i32 : i32
      %109 = arith.muli %108, %c32_i32 : i32
      %110 = arith.subi %arg5, %109 : i32
      %111 = tt.splat %110 : i32 -> tensor<1x32xi32, #blocked1>
      %112 = arith.cmpi slt, %20, %111 : tensor<1x32xi32, #blocked1>
      %113 = tt.broadcast %112 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear>
      %114 = arith.andi %47, %113 : tensor<64x32xi1, #linear>
      %115 = ttg.memdesc_index %53[%107] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %116 = amdg.buffer_load_to_local %arg0[%103] mask = %114 into %115 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<64x32xi32, #linear>]  -> <64x32xf16, #shared, #smem, mutable>
      %117 = ttg.async_commit_group tokens %116
      %118 = ttg.local_load %arg14 token %102 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %119 = tt.splat %110 : i32 -> tensor<32x1xi32, #linear2>
      %120 = arith.cmpi slt, %31, %119 : tensor<32x1xi32, #linear2>
      %121 = tt.broadcast %120 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
      %122 = arith.andi %121, %50 : tensor<32x64xi1, #linear2>
      %123 = ttg.memdesc_index %54[%107] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %124 = amdg.buffer_load_to_local %arg1[%104] mask = %122 into %123 {contiguity = 8 : i32} : !tt.ptr<f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
      %125 = ttg.async_commit_group tokens %124
      %126 = ttg.local_load %arg15 token %102 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %127 = tt.dot %118, %126, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %127, %107, %117, %125, %115, %123, %103, %104 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32xi32, #linear>, tensor<32x64xi32, #linear2>
    }
    %76 = arith.cmpi sge, %44, %c1_i32 : i32
    %77 = ttg.async_wait %75#2, %75#3 {num = 0 : i32}
    %78 = ttg.local_load %75#4 token %77 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %79 = ttg.local_load %75#5 token %77 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %80 = scf.if %76 -> (tensor<64x64xf32, #mma>) {
      %102 = tt.dot %78, %79, %75#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %102 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %75#0 : tensor<64x64xf32, #mma>
    }
    %81 = arith.select %76, %80, %75#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %54 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %53 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %82 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %83 = arith.cmpi slt, %17, %82 : tensor<64x1xi32, #linear1>
    %84 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear1>
    %85 = arith.cmpi slt, %32, %84 : tensor<1x64xi32, #linear1>
    %86 = tt.broadcast %83 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %87 = tt.broadcast %85 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %88 = arith.andi %86, %87 : tensor<64x64xi1, #linear1>
    %89 = arith.muli %2, %arg8 : i32
    %90 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %91 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #linear1>
    %92 = arith.muli %90, %91 : tensor<64x1xi32, #linear1>
    %93 = tt.broadcast %92 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %94 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %95 = tt.broadcast %94 : tensor<1x64xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %96 = arith.addi %89, %11 : i32
    %97 = arith.addi %93, %95 : tensor<64x64xi32, #linear1>
    %98 = tt.splat %96 : i32 -> tensor<64x64xi32, #linear1>
    %99 = arith.addi %98, %97 : tensor<64x64xi32, #linear1>
    %100 = arith.truncf %81 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %101 = ttg.convert_layout %100 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear1>
    amdg.buffer_store %101, %arg2[%99], %88 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<64x64xf16, #linear1>
    tt.return
  }
}
