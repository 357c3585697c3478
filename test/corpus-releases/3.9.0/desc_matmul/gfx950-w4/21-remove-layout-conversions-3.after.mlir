#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0]], warp = [[1, 0], [16, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4]], lane = [[0, 8], [0, 16], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#linear2 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#linear3 = #ttg.linear<{register = [], lane = [[0], [0], [4], [8], [16], [32]], warp = [[1], [2]], block = []}>
#linear4 = #ttg.linear<{register = [], lane = [[0], [0], [0], [2], [4], [8]], warp = [[1], [16]], block = []}>
#linear5 = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16], [0]], warp = [[0], [32]], block = []}>
#linear6 = #ttg.linear<{register = [[1], [2], [4], [16]], lane = [[0], [0], [0], [0], [0], [8]], warp = [[32], [0]], block = []}>
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
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #linear>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %cst_4 = arith.constant dense<0> : tensor<64x1xi64, #linear2>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi64, #linear1>
    %cst_6 = arith.constant dense<0> : tensor<32x1xi64, #linear>
    %cst_7 = arith.constant dense<0> : tensor<1x64xi64, #linear2>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #linear3>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear3>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.extsi %10 : tensor<64xi32, #linear3> to tensor<64xi64, #linear3>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #linear3>
    %15 = tt.reshape %14 : tensor<64xi64, #linear3> -> tensor<64x1xi64, #linear1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #linear4>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #linear4> to tensor<32xi64, #linear4>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #linear1>
    %21 = tt.splat %2 : i64 -> tensor<64x1xi64, #linear1>
    %22 = arith.muli %15, %21 : tensor<64x1xi64, #linear1>
    %23 = tt.broadcast %22 : tensor<64x1xi64, #linear1> -> tensor<64x32xi64, #linear1>
    %24 = arith.cmpi sge, %15, %cst_5 : tensor<64x1xi64, #linear1>
    %25 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear1>
    %26 = arith.cmpi slt, %15, %25 : tensor<64x1xi64, #linear1>
    %27 = arith.andi %24, %26 : tensor<64x1xi1, #linear1>
    %28 = tt.broadcast %27 : tensor<64x1xi1, #linear1> -> tensor<64x32xi1, #linear1>
    %29 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %30 = arith.muli %1, %c64_i32 : i32
    %31 = arith.extsi %30 : i32 to i64
    %32 = tt.splat %31 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %33 = arith.addi %32, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %34 = tt.reshape %33 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %35 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #linear>
    %36 = tt.splat %4 : i64 -> tensor<32x1xi64, #linear>
    %37 = tt.broadcast %34 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #linear>
    %38 = tt.splat %2 : i64 -> tensor<32x1xi64, #linear>
    %39 = arith.cmpi sge, %34, %cst_0 : tensor<1x64xi64, #blocked>
    %40 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %41 = arith.cmpi slt, %34, %40 : tensor<1x64xi64, #blocked>
    %42 = arith.andi %39, %41 : tensor<1x64xi1, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #linear>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %6, %c0_i32 : i32
    %47 = tt.reshape %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %48 = tt.broadcast %47 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #linear1>
    %49 = arith.addi %23, %48 : tensor<64x32xi64, #linear1>
    %50 = tt.addptr %20, %49 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi64, #linear1>
    %51 = arith.cmpi sge, %47, %cst_1 : tensor<1x32xi64, #blocked1>
    %52 = arith.cmpi slt, %47, %29 : tensor<1x32xi64, #blocked1>
    %53 = arith.andi %51, %52 : tensor<1x32xi1, #blocked1>
    %54 = tt.broadcast %53 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
    %55 = arith.andi %28, %54 : tensor<64x32xi1, #linear1>
    %56 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %57 = tt.splat %46 : i1 -> tensor<64x32xi1, #linear1>
    %58 = arith.andi %57, %55 : tensor<64x32xi1, #linear1>
    %59 = ttg.async_copy_global_to_local %50, %56 mask %58 other %cst_3 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
    %60 = ttg.async_commit_group tokens %59
    %61 = tt.reshape %19 : tensor<32xi64, #linear4> -> tensor<32x1xi64, #linear>
    %62 = arith.muli %61, %36 : tensor<32x1xi64, #linear>
    %63 = tt.broadcast %62 : tensor<32x1xi64, #linear> -> tensor<32x64xi64, #linear>
    %64 = arith.addi %63, %37 : tensor<32x64xi64, #linear>
    %65 = tt.addptr %35, %64 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi64, #linear>
    %66 = arith.cmpi sge, %61, %cst_6 : tensor<32x1xi64, #linear>
    %67 = arith.cmpi slt, %61, %38 : tensor<32x1xi64, #linear>
    %68 = arith.andi %66, %67 : tensor<32x1xi1, #linear>
    %69 = tt.broadcast %68 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
    %70 = arith.andi %69, %43 : tensor<32x64xi1, #linear>
    %71 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %72 = tt.splat %46 : i1 -> tensor<32x64xi1, #linear>
    %73 = arith.andi %72, %70 : tensor<32x64xi1, #linear>
    %74 = ttg.async_copy_global_to_local %65, %71 mask %73 other %cst_2 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
    %75 = ttg.async_commit_group tokens %74
    %76 = arith.subi %6, %c1_i32 : i32
    %77:6 = scf.for %arg6 = %c0_i32 to %76 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %60, %arg10 = %75, %arg11 = %56, %arg12 = %71) -> (tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %118 = ttg.async_wait %arg9, %arg10 {num = 0 : i32}
      %119 = arith.addi %arg8, %c1_i32 : i32
      %120 = arith.cmpi slt, %119, %c2_i32 : i32
      %121 = arith.select %120, %119, %c0_i32 : i32
      %122 = arith.addi %arg6, %c1_i32 : i32
      %123 = arith.muli %122, %c32_i32 : i32
      %124 = arith.extsi %123 : i32 to i64
      %125 = tt.splat %124 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %126 = tt.splat %124 : i64 -> tensor<32xi64, #linear4>
      %127 = arith.addi %125, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %128 = arith.addi %126, %19 : tensor<32xi64, #linear4>
      %129 = tt.reshape %127 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %130 = tt.broadcast %129 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #linear1>
      %131 = arith.addi %23, %130 : tensor<64x32xi64, #linear1>
      %132 = tt.addptr %20, %131 : tensor<64x32x!tt.ptr<f16>, #linear1>, tensor<64x32xi64, #linear1>
      %133 = arith.cmpi sge, %129, %cst_1 : tensor<1x32xi64, #blocked1>
      %134 = arith.cmpi slt, %129, %29 : tensor<1x32xi64, #blocked1>
      %135 = arith.andi %133, %134 : tensor<1x32xi1, #blocked1>
      %136 = tt.broadcast %135 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #linear1>
      %137 = arith.andi %28, %136 : tensor<64x32xi1, #linear1>
      %138 = ttg.memdesc_index %44[%121] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %139 = ttg.async_copy_global_to_local %132, %138 mask %137 other %cst_3 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #linear1> -> <64x32xf16, #shared, #smem, mutable>
      %140 = ttg.async_commit_group tokens %139
      %141 = ttg.local_load %arg11 token %118 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %142 = tt.reshape %128 : tensor<32xi64, #linear4> -> tensor<32x1xi64, #linear>
      %143 = arith.muli %142, %36 : tensor<32x1xi64, #linear>
      %144 = tt.broadcast %143 : tensor<32x1xi64, #linear> -> tensor<32x64xi64, #linear>
      %145 = arith.addi %144, %37 : tensor<32x64xi64, #linear>
      %146 = tt.addptr %35, %145 : tensor<32x64x!tt.ptr<f16>, #linear>, tensor<32x64xi64, #linear>
      %147 = arith.cmpi sge, %142, %cst_6 : tensor<32x1xi64, #linear>
      %148 = arith.cmpi slt, %142, %38 : tensor<32x1xi64, #linear>
      %149 = arith.andi %147, %148 : tensor<32x1xi1, #linear>
      %150 = tt.broadcast %149 : tensor<32x1xi1, #linear> -> tensor<32x64xi1, #linear>
      %151 = arith.andi %150, %43 : tensor<32x64xi1, #linear>
      %152 = ttg.memdesc_index %45[%121] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %153 = ttg.async_copy_global_to_local %146, %152 mask %151 other %cst_2 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #linear> -> <32x64xf16, #shared1, #smem, mutable>
      %154 = ttg.async_commit_group tokens %153
      %155 = ttg.local_load %arg12 token %118 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %156 = tt.dot %141, %155, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %156, %121, %140, %154, %138, %152 : tensor<64x64xf32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %78 = arith.cmpi sge, %6, %c1_i32 : i32
    %79 = ttg.async_wait %77#2, %77#3 {num = 0 : i32}
    %80 = ttg.local_load %77#4 token %79 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %81 = ttg.local_load %77#5 token %79 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %82 = scf.if %78 -> (tensor<64x64xf32, #mma>) {
      %118 = tt.dot %80, %81, %77#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %118 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %77#0 : tensor<64x64xf32, #mma>
    }
    %83 = arith.select %78, %82, %77#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %84 = arith.muli %0, %c64_i32 : i32
    %85 = arith.muli %1, %c64_i32 : i32
    %86 = arith.truncf %83 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %87 = arith.extsi %84 : i32 to i64
    %88 = arith.extsi %85 : i32 to i64
    %89 = tt.splat %87 : i64 -> tensor<64xi64, #linear5>
    %90 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear5>
    %91 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #linear6>
    %92 = arith.extsi %90 : tensor<64xi32, #linear5> to tensor<64xi64, #linear5>
    %93 = arith.extsi %91 : tensor<64xi32, #linear6> to tensor<64xi64, #linear6>
    %94 = arith.addi %89, %92 : tensor<64xi64, #linear5>
    %95 = tt.reshape %94 : tensor<64xi64, #linear5> -> tensor<64x1xi64, #linear2>
    %96 = tt.splat %88 : i64 -> tensor<64xi64, #linear6>
    %97 = arith.addi %96, %93 : tensor<64xi64, #linear6>
    %98 = tt.reshape %97 : tensor<64xi64, #linear6> -> tensor<1x64xi64, #linear2>
    %99 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #linear2>
    %100 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear2>
    %101 = arith.muli %95, %100 : tensor<64x1xi64, #linear2>
    %102 = tt.broadcast %101 : tensor<64x1xi64, #linear2> -> tensor<64x64xi64, #linear2>
    %103 = tt.broadcast %98 : tensor<1x64xi64, #linear2> -> tensor<64x64xi64, #linear2>
    %104 = arith.addi %102, %103 : tensor<64x64xi64, #linear2>
    %105 = tt.addptr %99, %104 : tensor<64x64x!tt.ptr<f16>, #linear2>, tensor<64x64xi64, #linear2>
    %106 = arith.cmpi sge, %95, %cst_4 : tensor<64x1xi64, #linear2>
    %107 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear2>
    %108 = arith.cmpi slt, %95, %107 : tensor<64x1xi64, #linear2>
    %109 = arith.andi %106, %108 : tensor<64x1xi1, #linear2>
    %110 = tt.broadcast %109 : tensor<64x1xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %111 = arith.cmpi sge, %98, %cst_7 : tensor<1x64xi64, #linear2>
    %112 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear2>
    %113 = arith.cmpi slt, %98, %112 : tensor<1x64xi64, #linear2>
    %114 = arith.andi %111, %113 : tensor<1x64xi1, #linear2>
    %115 = tt.broadcast %114 : tensor<1x64xi1, #linear2> -> tensor<64x64xi1, #linear2>
    %116 = arith.andi %110, %115 : tensor<64x64xi1, #linear2>
    %117 = ttg.convert_layout %86 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear2>
    tt.store %105, %117, %116 : tensor<64x64x!tt.ptr<f16>, #linear2>
    tt.return
  }
}
