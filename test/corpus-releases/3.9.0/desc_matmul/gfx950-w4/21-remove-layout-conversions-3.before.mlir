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
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x1xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_3 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_4 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_5 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %15 = tt.reshape %14 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %21 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %22 = arith.muli %15, %21 : tensor<64x1xi64, #blocked1>
    %23 = tt.broadcast %22 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %24 = arith.cmpi sge, %15, %cst_2 : tensor<64x1xi64, #blocked1>
    %25 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %26 = arith.cmpi slt, %15, %25 : tensor<64x1xi64, #blocked1>
    %27 = arith.andi %24, %26 : tensor<64x1xi1, #blocked1>
    %28 = tt.broadcast %27 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %29 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %30 = arith.muli %1, %c64_i32 : i32
    %31 = arith.extsi %30 : i32 to i64
    %32 = tt.splat %31 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %33 = arith.addi %32, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %34 = tt.reshape %33 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %35 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %36 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %37 = tt.broadcast %34 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %38 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %39 = arith.cmpi sge, %34, %cst_5 : tensor<1x64xi64, #blocked>
    %40 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %41 = arith.cmpi slt, %34, %40 : tensor<1x64xi64, #blocked>
    %42 = arith.andi %39, %41 : tensor<1x64xi1, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %6, %c0_i32 : i32
    %47 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %48 = tt.broadcast %47 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %49 = arith.addi %23, %48 : tensor<64x32xi64, #blocked1>
    %50 = tt.addptr %20, %49 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
    %51 = arith.cmpi sge, %47, %cst_3 : tensor<1x32xi64, #blocked1>
    %52 = arith.cmpi slt, %47, %29 : tensor<1x32xi64, #blocked1>
    %53 = arith.andi %51, %52 : tensor<1x32xi1, #blocked1>
    %54 = tt.broadcast %53 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %55 = arith.andi %28, %54 : tensor<64x32xi1, #blocked1>
    %56 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %57 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked1>
    %58 = arith.andi %57, %55 : tensor<64x32xi1, #blocked1>
    %59 = ttg.convert_layout %50 : tensor<64x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %60 = ttg.convert_layout %58 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
    %61 = ttg.async_copy_global_to_local %59, %56 mask %60 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %62 = ttg.async_commit_group tokens %61
    %63 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %64 = arith.muli %63, %36 : tensor<32x1xi64, #blocked>
    %65 = tt.broadcast %64 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %66 = arith.addi %65, %37 : tensor<32x64xi64, #blocked>
    %67 = tt.addptr %35, %66 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
    %68 = arith.cmpi sge, %63, %cst_4 : tensor<32x1xi64, #blocked>
    %69 = arith.cmpi slt, %63, %38 : tensor<32x1xi64, #blocked>
    %70 = arith.andi %68, %69 : tensor<32x1xi1, #blocked>
    %71 = tt.broadcast %70 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %72 = arith.andi %71, %43 : tensor<32x64xi1, #blocked>
    %73 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %74 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked>
    %75 = arith.andi %74, %72 : tensor<32x64xi1, #blocked>
    %76 = ttg.convert_layout %67 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %77 = ttg.convert_layout %75 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #linear>
    %78 = ttg.async_copy_global_to_local %76, %73 mask %77 other %cst {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %79 = ttg.async_commit_group tokens %78
    %80 = arith.subi %6, %c1_i32 : i32
    %81:6 = scf.for %arg6 = %c0_i32 to %80 step %c1_i32 iter_args(%arg7 = %cst_6, %arg8 = %c0_i32, %arg9 = %62, %arg10 = %79, %arg11 = %56, %arg12 = %73) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %124 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %125 = arith.addi %arg8, %c1_i32 : i32
      %126 = arith.cmpi slt, %125, %c2_i32 : i32
      %127 = arith.select %126, %125, %c0_i32 : i32
      %128 = arith.addi %arg6, %c1_i32 : i32
      %129 = arith.muli %128, %c32_i32 : i32
      %130 = arith.extsi %129 : i32 to i64
      %131 = tt.splat %130 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %132 = tt.splat %130 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %133 = arith.addi %131, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %134 = arith.addi %132, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %135 = tt.reshape %133 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %136 = tt.broadcast %135 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %137 = arith.addi %23, %136 : tensor<64x32xi64, #blocked1>
      %138 = tt.addptr %20, %137 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
      %139 = arith.cmpi sge, %135, %cst_3 : tensor<1x32xi64, #blocked1>
      %140 = arith.cmpi slt, %135, %29 : tensor<1x32xi64, #blocked1>
      %141 = arith.andi %139, %140 : tensor<1x32xi1, #blocked1>
      %142 = tt.broadcast %141 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %143 = arith.andi %28, %142 : tensor<64x32xi1, #blocked1>
      %144 = ttg.memdesc_index %44[%127] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %145 = ttg.convert_layout %138 : tensor<64x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #linear1>
      %146 = ttg.convert_layout %143 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
      %147 = ttg.async_copy_global_to_local %145, %144 mask %146 other %cst_0 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %148 = ttg.async_commit_group tokens %147
      %149 = ttg.local_load %arg11 token %124 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %150 = tt.reshape %134 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %151 = arith.muli %150, %36 : tensor<32x1xi64, #blocked>
      %152 = tt.broadcast %151 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %153 = arith.addi %152, %37 : tensor<32x64xi64, #blocked>
      %154 = tt.addptr %35, %153 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %155 = arith.cmpi sge, %150, %cst_4 : tensor<32x1xi64, #blocked>
      %156 = arith.cmpi slt, %150, %38 : tensor<32x1xi64, #blocked>
      %157 = arith.andi %155, %156 : tensor<32x1xi1, #blocked>
      %158 = tt.broadcast %157 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %159 = arith.andi %158, %43 : tensor<32x64xi1, #blocked>
      %160 = ttg.memdesc_index %45[%127] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %161 = ttg.convert_layout %154 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #linear>
      %162 = ttg.convert_layout %159 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #linear>
      %163 = ttg.async_copy_global_to_local %161, %160 mask %162 other %cst {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %164 = ttg.async_commit_group tokens %163
      %165 = ttg.local_load %arg12 token %124 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %166 = tt.dot %149, %165, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %166, %127, %148, %164, %144, %160 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %82 = arith.cmpi sge, %6, %c1_i32 : i32
    %83 = ttg.async_wait %81#2, %81#3 {num = 0 : i32}
    %84 = ttg.local_load %81#4 token %83 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %85 = ttg.local_load %81#5 token %83 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %86 = scf.if %82 -> (tensor<64x64xf32, #mma>) {
      %124 = tt.dot %84, %85, %81#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %124 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %81#0 : tensor<64x64xf32, #mma>
    }
    %87 = arith.select %82, %86, %81#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %88 = arith.muli %0, %c64_i32 : i32
    %89 = arith.muli %1, %c64_i32 : i32
    %90 = arith.truncf %87 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %91 = arith.extsi %88 : i32 to i64
    %92 = arith.extsi %89 : i32 to i64
    %93 = tt.splat %91 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %94 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %95 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %96 = arith.extsi %94 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %97 = arith.extsi %95 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %98 = arith.addi %93, %96 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %99 = tt.reshape %98 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi64, #blocked>
    %100 = tt.splat %92 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %101 = arith.addi %100, %97 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %102 = tt.reshape %101 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %103 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %104 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked>
    %105 = arith.muli %99, %104 : tensor<64x1xi64, #blocked>
    %106 = tt.broadcast %105 : tensor<64x1xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %107 = tt.broadcast %102 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %108 = arith.addi %106, %107 : tensor<64x64xi64, #blocked>
    %109 = tt.addptr %103, %108 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %110 = arith.cmpi sge, %99, %cst_1 : tensor<64x1xi64, #blocked>
    %111 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked>
    %112 = arith.cmpi slt, %99, %111 : tensor<64x1xi64, #blocked>
    %113 = arith.andi %110, %112 : tensor<64x1xi1, #blocked>
    %114 = tt.broadcast %113 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %115 = arith.cmpi sge, %102, %cst_5 : tensor<1x64xi64, #blocked>
    %116 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %117 = arith.cmpi slt, %102, %116 : tensor<1x64xi64, #blocked>
    %118 = arith.andi %115, %117 : tensor<1x64xi1, #blocked>
    %119 = tt.broadcast %118 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %120 = arith.andi %114, %119 : tensor<64x64xi1, #blocked>
    %121 = ttg.convert_layout %109 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %122 = ttg.convert_layout %90 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    %123 = ttg.convert_layout %120 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #linear2>
    tt.store %121, %122, %123 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
