#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.padded_shared<[512:+8] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[512:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [1, 0], [16, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x1xi64, #linear>
    %cst_1 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #linear2>
    %cst_3 = arith.constant dense<0> : tensor<1x64xi64, #linear>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>>
    %12 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear2}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>>
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #linear1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #linear2}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
    %20 = arith.cmpi sge, %15, %cst_1 : tensor<64x1xi64, #linear1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #linear1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #linear1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #linear1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>>
    %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #linear2>
    %32 = arith.cmpi sge, %30, %cst_2 : tensor<1x64xi64, #linear2>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear2>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #linear2>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #linear2>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %6, %c0_i32 : i32
    %40 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
    %41 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
    %42 = arith.muli %8, %2 : i64
    %43 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
    %44 = arith.muli %41, %43 : tensor<64x1xi64, #linear1>
    %45 = tt.broadcast %44 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %46 = tt.broadcast %40 : tensor<1x32xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %47 = arith.addi %45, %46 : tensor<64x32xi64, #linear1>
    %48 = tt.splat %42 : i64 -> tensor<64x32xi64, #linear1>
    %49 = arith.addi %48, %47 : tensor<64x32xi64, #linear1>
    %50 = arith.trunci %49 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
    %51 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #linear1>
    %52 = tt.broadcast %51 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %53 = arith.andi %24, %52 : tensor<64x32xi1, #linear1>
    %54 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %55 = tt.splat %39 : i1 -> tensor<64x32xi1, #linear1>
    %56 = arith.andi %55, %53 : tensor<64x32xi1, #linear1>
    %57 = amdg.buffer_load_to_local %arg0[%50] mask = %56 into %54 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear1>]  -> <64x32xf16, #shared, #smem, mutable>
    %58 = ttg.async_commit_group tokens %57
    %59 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
    %60 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear2>
    %61 = arith.muli %59, %60 : tensor<32x1xi64, #linear2>
    %62 = tt.broadcast %61 : tensor<32x1xi64, #linear2> -> tensor<32x64xi64, #linear2>
    %63 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %64 = tt.broadcast %63 : tensor<1x64xi64, #linear2> -> tensor<32x64xi64, #linear2>
    %65 = arith.addi %62, %64 : tensor<32x64xi64, #linear2>
    %66 = tt.splat %27 : i64 -> tensor<32x64xi64, #linear2>
    %67 = arith.addi %66, %65 : tensor<32x64xi64, #linear2>
    %68 = arith.trunci %67 : tensor<32x64xi64, #linear2> to tensor<32x64xi32, #linear2>
    %69 = arith.cmpi slt, %59, %31 : tensor<32x1xi64, #linear2>
    %70 = tt.broadcast %69 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %71 = arith.andi %70, %36 : tensor<32x64xi1, #linear2>
    %72 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %73 = tt.splat %39 : i1 -> tensor<32x64xi1, #linear2>
    %74 = arith.andi %73, %71 : tensor<32x64xi1, #linear2>
    %75 = amdg.buffer_load_to_local %arg1[%68] mask = %74 into %72 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
    %76 = ttg.async_commit_group tokens %75
    %77 = arith.subi %6, %c1_i32 : i32
    %78:6 = scf.for %arg6 = %c0_i32 to %77 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %58, %arg10 = %76, %arg11 = %54, %arg12 = %72) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %120 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %121 = arith.addi %arg8, %c1_i32 : i32
      %122 = arith.cmpi slt, %121, %c2_i32 : i32
      %123 = arith.select %122, %121, %c0_i32 : i32
      %124 = arith.addi %arg6, %c1_i32 : i32
      %125 = arith.muli %124, %c32_i32 : i32
      %126 = arith.extsi %125 : i32 to i64
      %127 = tt.splat %126 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %128 = tt.splat %126 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
      %129 = arith.addi %127, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %130 = arith.addi %128, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
      %131 = tt.expand_dims %129 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %132 = arith.addi %42, %126 : i64
      %133 = tt.splat %132 : i64 -> tensor<64x32xi64, #linear1>
      %134 = arith.addi %133, %47 : tensor<64x32xi64, #linear1>
      %135 = arith.trunci %134 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
      %136 = arith.cmpi slt, %131, %25 : tensor<1x32xi64, #linear1>
      %137 = tt.broadcast %136 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
      %138 = arith.andi %24, %137 : tensor<64x32xi1, #linear1>
      %139 = ttg.memdesc_index %37[%123] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %140 = amdg.buffer_load_to_local %arg0[%135] mask = %138 into %139 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear1>]  -> <64x32xf16, #shared, #smem, mutable>
      %141 = ttg.async_commit_group tokens %140
      %142 = ttg.local_load %arg11 token %120 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %143 = tt.expand_dims %130 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
      %144 = arith.muli %126, %4 : i64
      %145 = arith.addi %144, %27 : i64
      %146 = tt.splat %145 : i64 -> tensor<32x64xi64, #linear2>
      %147 = arith.addi %146, %65 : tensor<32x64xi64, #linear2>
      %148 = arith.trunci %147 : tensor<32x64xi64, #linear2> to tensor<32x64xi32, #linear2>
      %149 = arith.cmpi slt, %143, %31 : tensor<32x1xi64, #linear2>
      %150 = tt.broadcast %149 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
      %151 = arith.andi %150, %36 : tensor<32x64xi1, #linear2>
      %152 = ttg.memdesc_index %38[%123] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %153 = amdg.buffer_load_to_local %arg1[%148] mask = %151 into %152 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
      %154 = ttg.async_commit_group tokens %153
      %155 = ttg.local_load %arg12 token %120 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %156 = tt.dot %142, %155, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %156, %123, %141, %154, %139, %152 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %79 = arith.cmpi sge, %6, %c1_i32 : i32
    %80 = ttg.async_wait %78#2, %78#3 {num = 0 : i32}
    %81 = ttg.local_load %78#4 token %80 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %82 = ttg.local_load %78#5 token %80 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %83 = scf.if %79 -> (tensor<64x64xf32, #mma>) {
      %120 = tt.dot %81, %82, %78#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %120 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %78#0 : tensor<64x64xf32, #mma>
    }
    %84 = arith.select %79, %83, %78#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %85 = arith.truncf %84 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %86 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %87 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %88 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %89 = arith.extsi %87 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %90 = arith.extsi %88 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %91 = arith.addi %86, %89 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %92 = tt.expand_dims %91 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %93 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %94 = arith.addi %93, %90 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %95 = tt.expand_dims %94 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %96 = tt.expand_dims %89 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %97 = arith.muli %8, %4 : i64
    %98 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear>
    %99 = arith.muli %96, %98 : tensor<64x1xi64, #linear>
    %100 = tt.broadcast %99 : tensor<64x1xi64, #linear> -> tensor<64x64xi64, #linear>
    %101 = tt.expand_dims %90 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %102 = tt.broadcast %101 : tensor<1x64xi64, #linear> -> tensor<64x64xi64, #linear>
    %103 = arith.addi %97, %27 : i64
    %104 = arith.addi %100, %102 : tensor<64x64xi64, #linear>
    %105 = tt.splat %103 : i64 -> tensor<64x64xi64, #linear>
    %106 = arith.addi %105, %104 : tensor<64x64xi64, #linear>
    %107 = arith.trunci %106 : tensor<64x64xi64, #linear> to tensor<64x64xi32, #linear>
    %108 = arith.cmpi sge, %92, %cst_0 : tensor<64x1xi64, #linear>
    %109 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear>
    %110 = arith.cmpi slt, %92, %109 : tensor<64x1xi64, #linear>
    %111 = arith.andi %108, %110 : tensor<64x1xi1, #linear>
    %112 = tt.broadcast %111 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %113 = arith.cmpi sge, %95, %cst_3 : tensor<1x64xi64, #linear>
    %114 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear>
    %115 = arith.cmpi slt, %95, %114 : tensor<1x64xi64, #linear>
    %116 = arith.andi %113, %115 : tensor<1x64xi1, #linear>
    %117 = tt.broadcast %116 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %118 = arith.andi %112, %117 : tensor<64x64xi1, #linear>
    %119 = ttg.convert_layout %85 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %119, %arg2[%107], %118 {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
