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
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x32xi32, #linear>
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear>
    %23 = arith.muli %21, %22 : tensor<64x1xi32, #linear>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #linear> -> tensor<64x32xi32, #linear>
    %25 = tt.broadcast %20 : tensor<1x32xi32, #linear> -> tensor<64x32xi32, #linear>
    %26 = arith.addi %24, %25 : tensor<64x32xi32, #linear>
    %27 = tt.splat %18 : i32 -> tensor<64x32xi32, #linear>
    %28 = arith.addi %27, %26 : tensor<64x32xi32, #linear>
    %29 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %30 = tt.expand_dims %29 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi32, #linear2>
    %31 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %32 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %33 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #linear2>
    %34 = arith.muli %30, %33 : tensor<32x1xi32, #linear2>
    %35 = tt.broadcast %34 : tensor<32x1xi32, #linear2> -> tensor<32x64xi32, #linear2>
    %36 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi32, #linear2>
    %37 = tt.broadcast %36 : tensor<1x64xi32, #linear2> -> tensor<32x64xi32, #linear2>
    %38 = arith.addi %35, %37 : tensor<32x64xi32, #linear2>
    %39 = tt.splat %11 : i32 -> tensor<32x64xi32, #linear2>
    %40 = arith.addi %39, %38 : tensor<32x64xi32, #linear2>
    %41 = arith.addi %arg5, %c31_i32 : i32
    %42 = arith.divsi %41, %c32_i32 : i32
    %43 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear>
    %44 = arith.cmpi slt, %16, %43 : tensor<64x1xi32, #linear>
    %45 = tt.broadcast %44 : tensor<64x1xi1, #linear> -> tensor<64x32xi1, #linear>
    %46 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear2>
    %47 = arith.cmpi slt, %31, %46 : tensor<1x64xi32, #linear2>
    %48 = tt.broadcast %47 : tensor<1x64xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %49 = arith.muli %arg7, %c32_i32 : i32
    %50 = tt.splat %49 : i32 -> tensor<32x64xi32, #linear2>
    %51 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %52 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %53 = arith.cmpi sgt, %42, %c0_i32 : i32
    %54 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #linear>
    %55 = arith.cmpi slt, %20, %54 : tensor<1x32xi32, #linear>
    %56 = tt.broadcast %55 : tensor<1x32xi1, #linear> -> tensor<64x32xi1, #linear>
    %57 = arith.andi %45, %56 : tensor<64x32xi1, #linear>
    %58 = ttg.memdesc_index %51[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %59 = tt.splat %53 : i1 -> tensor<64x32xi1, #linear>
    %60 = arith.andi %59, %57 : tensor<64x32xi1, #linear>
    %61 = amdg.buffer_load_to_local %arg0[%28] mask = %60 into %58 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear>]  -> <64x32xf16, #shared, #smem, mutable>
    %62 = ttg.async_commit_group tokens %61
    %63 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #linear2>
    %64 = arith.cmpi slt, %30, %63 : tensor<32x1xi32, #linear2>
    %65 = tt.broadcast %64 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %66 = arith.andi %65, %48 : tensor<32x64xi1, #linear2>
    %67 = ttg.memdesc_index %52[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %68 = tt.splat %53 : i1 -> tensor<32x64xi1, #linear2>
    %69 = arith.andi %68, %66 : tensor<32x64xi1, #linear2>
    %70 = amdg.buffer_load_to_local %arg1[%40] mask = %69 into %67 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
    %71 = ttg.async_commit_group tokens %70
    %72 = arith.subi %42, %c1_i32 : i32
    %73:8 = scf.for %arg9 = %c0_i32 to %72 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %62, %arg13 = %71, %arg14 = %58, %arg15 = %67, %arg16 = %28, %arg17 = %40) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32xi32, #linear>, tensor<32x64xi32, #linear2>)  : i32 {
      %100 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %101 = arith.addi %arg16, %cst_0 : tensor<64x32xi32, #linear>
      %102 = arith.addi %arg17, %50 : tensor<32x64xi32, #linear2>
      %103 = arith.addi %arg11, %c1_i32 : i32
      %104 = arith.cmpi slt, %103, %c2_i32 : i32
      %105 = arith.select %104, %103, %c0_i32 : i32
      %106 = arith.addi %arg9, %c1_i32 : i32
      %107 = arith.muli %106, %c32_i32 : i32
      %108 = arith.subi %arg5, %107 : i32
      %109 = tt.splat %108 : i32 -> tensor<1x32xi32, #linear>
      %110 = arith.cmpi slt, %20, %109 : tensor<1x32xi32, #linear>
      %111 = tt.broadcast %110 : tensor<1x32xi1, #linear> -> tensor<64x32xi1, #linear>
      %112 = arith.andi %45, %111 : tensor<64x32xi1, #linear>
      %113 = ttg.memdesc_index %51[%105] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %114 = amdg.buffer_load_to_local %arg0[%101] mask = %112 into %113 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear>]  -> <64x32xf16, #shared, #smem, mutable>
      %115 = ttg.async_commit_group tokens %114
      %116 = ttg.local_load %arg14 token %100 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %117 = tt.splat %108 : i32 -> tensor<32x1xi32, #linear2>
      %118 = arith.cmpi slt, %30, %117 : tensor<32x1xi32, #linear2>
      %119 = tt.broadcast %118 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
      %120 = arith.andi %119, %48 : tensor<32x64xi1, #linear2>
      %121 = ttg.memdesc_index %52[%105] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %122 = amdg.buffer_load_to_local %arg1[%102] mask = %120 into %121 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
      %123 = ttg.async_commit_group tokens %122
      %124 = ttg.local_load %arg15 token %100 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %125 = tt.dot %116, %124, %arg10 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %125, %105, %115, %123, %113, %121, %101, %102 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, tensor<64x32xi32, #linear>, tensor<32x64xi32, #linear2>
    }
    %74 = arith.cmpi sge, %42, %c1_i32 : i32
    %75 = ttg.async_wait %73#2, %73#3 {num = 0 : i32}
    %76 = ttg.local_load %73#4 token %75 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %77 = ttg.local_load %73#5 token %75 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %78 = scf.if %74 -> (tensor<64x64xf32, #mma>) {
      %100 = tt.dot %76, %77, %73#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %100 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %73#0 : tensor<64x64xf32, #mma>
    }
    %79 = arith.select %74, %78, %73#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %52 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %51 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %80 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %81 = arith.cmpi slt, %17, %80 : tensor<64x1xi32, #linear1>
    %82 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear1>
    %83 = arith.cmpi slt, %32, %82 : tensor<1x64xi32, #linear1>
    %84 = tt.broadcast %81 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %85 = tt.broadcast %83 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %86 = arith.andi %84, %85 : tensor<64x64xi1, #linear1>
    %87 = arith.muli %2, %arg8 : i32
    %88 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %89 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #linear1>
    %90 = arith.muli %88, %89 : tensor<64x1xi32, #linear1>
    %91 = tt.broadcast %90 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %92 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %93 = tt.broadcast %92 : tensor<1x64xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %94 = arith.addi %87, %11 : i32
    %95 = arith.addi %91, %93 : tensor<64x64xi32, #linear1>
    %96 = tt.splat %94 : i32 -> tensor<64x64xi32, #linear1>
    %97 = arith.addi %96, %95 : tensor<64x64xi32, #linear1>
    %98 = arith.truncf %79 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %99 = ttg.convert_layout %98 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear1>
    amdg.buffer_store %99, %arg2[%97], %86 {contiguity = 8 : i32} : tensor<64x64xf16, #linear1>
    tt.return
  }
}
