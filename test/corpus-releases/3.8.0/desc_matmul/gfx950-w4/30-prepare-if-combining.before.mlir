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
    %46 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
    %47 = tt.broadcast %46 : tensor<1x32xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %48 = arith.addi %45, %47 : tensor<64x32xi64, #linear1>
    %49 = tt.splat %42 : i64 -> tensor<64x32xi64, #linear1>
    %50 = arith.addi %49, %48 : tensor<64x32xi64, #linear1>
    %51 = arith.trunci %50 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
    %52 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #linear1>
    %53 = tt.broadcast %52 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %54 = arith.andi %24, %53 : tensor<64x32xi1, #linear1>
    %55 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %56 = tt.splat %39 : i1 -> tensor<64x32xi1, #linear1>
    %57 = arith.andi %56, %54 : tensor<64x32xi1, #linear1>
    %58 = amdg.buffer_load_to_local %arg0[%51] mask = %57 into %55 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear1>]  -> <64x32xf16, #shared, #smem, mutable>
    %59 = ttg.async_commit_group tokens %58
    %60 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
    %61 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
    %62 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear2>
    %63 = arith.muli %61, %62 : tensor<32x1xi64, #linear2>
    %64 = tt.broadcast %63 : tensor<32x1xi64, #linear2> -> tensor<32x64xi64, #linear2>
    %65 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
    %66 = tt.broadcast %65 : tensor<1x64xi64, #linear2> -> tensor<32x64xi64, #linear2>
    %67 = arith.addi %64, %66 : tensor<32x64xi64, #linear2>
    %68 = tt.splat %27 : i64 -> tensor<32x64xi64, #linear2>
    %69 = arith.addi %68, %67 : tensor<32x64xi64, #linear2>
    %70 = arith.trunci %69 : tensor<32x64xi64, #linear2> to tensor<32x64xi32, #linear2>
    %71 = arith.cmpi slt, %60, %31 : tensor<32x1xi64, #linear2>
    %72 = tt.broadcast %71 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
    %73 = arith.andi %72, %36 : tensor<32x64xi1, #linear2>
    %74 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %75 = tt.splat %39 : i1 -> tensor<32x64xi1, #linear2>
    %76 = arith.andi %75, %73 : tensor<32x64xi1, #linear2>
    %77 = amdg.buffer_load_to_local %arg1[%70] mask = %76 into %74 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
    %78 = ttg.async_commit_group tokens %77
    %79 = arith.subi %6, %c1_i32 : i32
    %80:6 = scf.for %arg6 = %c0_i32 to %79 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %59, %arg10 = %78, %arg11 = %55, %arg12 = %74) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %126 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %127 = arith.addi %arg8, %c1_i32 : i32
      %128 = arith.cmpi slt, %127, %c2_i32 : i32
      %129 = arith.select %128, %127, %c0_i32 : i32
      %130 = arith.addi %arg6, %c1_i32 : i32
      %131 = arith.muli %130, %c32_i32 : i32
      %132 = arith.extsi %131 : i32 to i64
      %133 = tt.splat %132 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %134 = tt.splat %132 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
      %135 = arith.addi %133, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>>
      %136 = arith.addi %134, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>>
      %137 = tt.expand_dims %135 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %138 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi64, #linear1>
      %139 = arith.muli %8, %2 : i64
      %140 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
      %141 = arith.muli %138, %140 : tensor<64x1xi64, #linear1>
      %142 = tt.broadcast %141 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %143 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x32xi64, #linear1>
      %144 = tt.broadcast %143 : tensor<1x32xi64, #linear1> -> tensor<64x32xi64, #linear1>
      %145 = arith.addi %139, %132 : i64
      %146 = arith.addi %142, %144 : tensor<64x32xi64, #linear1>
      %147 = tt.splat %145 : i64 -> tensor<64x32xi64, #linear1>
      %148 = arith.addi %147, %146 : tensor<64x32xi64, #linear1>
      %149 = arith.trunci %148 : tensor<64x32xi64, #linear1> to tensor<64x32xi32, #linear1>
      %150 = arith.cmpi slt, %137, %25 : tensor<1x32xi64, #linear1>
      %151 = tt.broadcast %150 : tensor<1x32xi1, #linear1> -> tensor<64x32xi1, #linear1>
      %152 = arith.andi %24, %151 : tensor<64x32xi1, #linear1>
      %153 = ttg.memdesc_index %37[%129] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %154 = amdg.buffer_load_to_local %arg0[%149] mask = %152 into %153 {contiguity = 8 : i32} : <f16>[tensor<64x32xi32, #linear1>]  -> <64x32xf16, #shared, #smem, mutable>
      %155 = ttg.async_commit_group tokens %154
      %156 = ttg.local_load %arg11 token %126 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %157 = tt.expand_dims %136 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
      %158 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #linear2}>> -> tensor<32x1xi64, #linear2>
      %159 = arith.muli %132, %4 : i64
      %160 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear2>
      %161 = arith.muli %158, %160 : tensor<32x1xi64, #linear2>
      %162 = tt.broadcast %161 : tensor<32x1xi64, #linear2> -> tensor<32x64xi64, #linear2>
      %163 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear2}>> -> tensor<1x64xi64, #linear2>
      %164 = tt.broadcast %163 : tensor<1x64xi64, #linear2> -> tensor<32x64xi64, #linear2>
      %165 = arith.addi %159, %27 : i64
      %166 = arith.addi %162, %164 : tensor<32x64xi64, #linear2>
      %167 = tt.splat %165 : i64 -> tensor<32x64xi64, #linear2>
      %168 = arith.addi %167, %166 : tensor<32x64xi64, #linear2>
      %169 = arith.trunci %168 : tensor<32x64xi64, #linear2> to tensor<32x64xi32, #linear2>
      %170 = arith.cmpi slt, %157, %31 : tensor<32x1xi64, #linear2>
      %171 = tt.broadcast %170 : tensor<32x1xi1, #linear2> -> tensor<32x64xi1, #linear2>
      %172 = arith.andi %171, %36 : tensor<32x64xi1, #linear2>
      %173 = ttg.memdesc_index %38[%129] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %174 = amdg.buffer_load_to_local %arg1[%169] mask = %172 into %173 {contiguity = 8 : i32} : <f16>[tensor<32x64xi32, #linear2>]  -> <32x64xf16, #shared1, #smem, mutable>
      %175 = ttg.async_commit_group tokens %174
      %176 = ttg.local_load %arg12 token %126 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %177 = tt.dot %156, %176, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %177, %129, %155, %175, %153, %173 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %81 = arith.cmpi sge, %6, %c1_i32 : i32
    %82 = ttg.async_wait %80#2, %80#3 {num = 0 : i32}
    %83 = ttg.local_load %80#4 token %82 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %84 = ttg.local_load %80#5 token %82 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %85 = scf.if %81 -> (tensor<64x64xf32, #mma>) {
      %126 = tt.dot %83, %84, %80#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %126 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %80#0 : tensor<64x64xf32, #mma>
    }
    %86 = arith.select %81, %85, %80#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %87 = arith.muli %0, %c64_i32 : i32
    %88 = arith.muli %1, %c64_i32 : i32
    %89 = arith.truncf %86 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %90 = arith.extsi %87 : i32 to i64
    %91 = arith.extsi %88 : i32 to i64
    %92 = tt.splat %90 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %93 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %94 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %95 = arith.extsi %93 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %96 = arith.extsi %94 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %97 = arith.addi %92, %95 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %98 = tt.expand_dims %97 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %99 = tt.splat %91 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %100 = arith.addi %99, %96 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %101 = tt.expand_dims %100 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %102 = tt.expand_dims %95 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %103 = arith.muli %90, %4 : i64
    %104 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear>
    %105 = arith.muli %102, %104 : tensor<64x1xi64, #linear>
    %106 = tt.broadcast %105 : tensor<64x1xi64, #linear> -> tensor<64x64xi64, #linear>
    %107 = tt.expand_dims %96 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %108 = tt.broadcast %107 : tensor<1x64xi64, #linear> -> tensor<64x64xi64, #linear>
    %109 = arith.addi %103, %91 : i64
    %110 = arith.addi %106, %108 : tensor<64x64xi64, #linear>
    %111 = tt.splat %109 : i64 -> tensor<64x64xi64, #linear>
    %112 = arith.addi %111, %110 : tensor<64x64xi64, #linear>
    %113 = arith.trunci %112 : tensor<64x64xi64, #linear> to tensor<64x64xi32, #linear>
    %114 = arith.cmpi sge, %98, %cst_0 : tensor<64x1xi64, #linear>
    %115 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear>
    %116 = arith.cmpi slt, %98, %115 : tensor<64x1xi64, #linear>
    %117 = arith.andi %114, %116 : tensor<64x1xi1, #linear>
    %118 = tt.broadcast %117 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %119 = arith.cmpi sge, %101, %cst_3 : tensor<1x64xi64, #linear>
    %120 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear>
    %121 = arith.cmpi slt, %101, %120 : tensor<1x64xi64, #linear>
    %122 = arith.andi %119, %121 : tensor<1x64xi1, #linear>
    %123 = tt.broadcast %122 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %124 = arith.andi %118, %123 : tensor<64x64xi1, #linear>
    %125 = ttg.convert_layout %89 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %125, %arg2[%113], %124 {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
