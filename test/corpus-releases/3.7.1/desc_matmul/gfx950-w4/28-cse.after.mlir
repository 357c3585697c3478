#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0], [0, 8]], warp = [[0, 32], [32, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 4, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
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
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_3 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_4 = arith.constant dense<0> : tensor<64x1xi64, #linear>
    %cst_5 = arith.constant dense<0> : tensor<1x64xi64, #linear>
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
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %20 = arith.cmpi sge, %15, %cst_3 : tensor<64x1xi64, #blocked1>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %22 = arith.cmpi slt, %15, %21 : tensor<64x1xi64, #blocked1>
    %23 = arith.andi %20, %22 : tensor<64x1xi1, #blocked1>
    %24 = tt.broadcast %23 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked1>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %29 = arith.addi %28, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %32 = arith.cmpi sge, %30, %cst_0 : tensor<1x64xi64, #blocked>
    %33 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %34 = arith.cmpi slt, %30, %33 : tensor<1x64xi64, #blocked>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #blocked>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %37 = ttg.local_alloc : () -> !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %38 = ttg.local_alloc : () -> !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    %39 = arith.cmpi sgt, %6, %c0_i32 : i32
    %40 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %41 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %42 = arith.muli %8, %2 : i64
    %43 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %44 = arith.muli %41, %43 : tensor<64x1xi64, #blocked1>
    %45 = tt.broadcast %44 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %46 = tt.broadcast %40 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %47 = arith.addi %45, %46 : tensor<64x32xi64, #blocked1>
    %48 = tt.splat %42 : i64 -> tensor<64x32xi64, #blocked1>
    %49 = arith.addi %48, %47 : tensor<64x32xi64, #blocked1>
    %50 = arith.trunci %49 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
    %51 = tt.splat %39 : i1 -> tensor<64x32xi1, #blocked1>
    %52 = arith.cmpi sge, %40, %cst_2 : tensor<1x32xi64, #blocked1>
    %53 = arith.cmpi slt, %40, %25 : tensor<1x32xi64, #blocked1>
    %54 = arith.andi %52, %53 : tensor<1x32xi1, #blocked1>
    %55 = tt.broadcast %54 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %56 = arith.andi %24, %55 : tensor<64x32xi1, #blocked1>
    %57 = arith.andi %51, %56 : tensor<64x32xi1, #blocked1>
    %58 = amdg.buffer_load %arg0[%50], %57 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
    %59 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %60 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %61 = arith.muli %59, %60 : tensor<32x1xi64, #blocked>
    %62 = tt.broadcast %61 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %63 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %64 = tt.broadcast %63 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %65 = arith.addi %62, %64 : tensor<32x64xi64, #blocked>
    %66 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %67 = arith.addi %66, %65 : tensor<32x64xi64, #blocked>
    %68 = arith.trunci %67 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %69 = tt.splat %39 : i1 -> tensor<32x64xi1, #blocked>
    %70 = arith.cmpi sge, %59, %cst_1 : tensor<32x1xi64, #blocked>
    %71 = arith.cmpi slt, %59, %31 : tensor<32x1xi64, #blocked>
    %72 = arith.andi %70, %71 : tensor<32x1xi1, #blocked>
    %73 = tt.broadcast %72 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %74 = arith.andi %73, %36 : tensor<32x64xi1, #blocked>
    %75 = arith.andi %69, %74 : tensor<32x64xi1, #blocked>
    %76 = amdg.buffer_load %arg1[%68], %75 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
    %77 = ttg.memdesc_index %37[%c0_i32] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    ttg.local_store %58, %77 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %78 = ttg.memdesc_index %38[%c0_i32] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    ttg.local_store %76, %78 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %79 = arith.subi %6, %c1_i32 : i32
    %80:4 = scf.for %arg6 = %c0_i32 to %79 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c0_i32, %arg9 = %77, %arg10 = %78) -> (tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>)  : i32 {
      %121 = arith.addi %arg6, %c1_i32 : i32
      %122 = arith.muli %121, %c32_i32 : i32
      %123 = arith.extsi %122 : i32 to i64
      %124 = tt.splat %123 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %125 = tt.splat %123 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %126 = arith.addi %124, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %127 = arith.addi %125, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %128 = tt.expand_dims %126 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %129 = arith.addi %42, %123 : i64
      %130 = tt.splat %129 : i64 -> tensor<64x32xi64, #blocked1>
      %131 = arith.addi %130, %47 : tensor<64x32xi64, #blocked1>
      %132 = arith.trunci %131 : tensor<64x32xi64, #blocked1> to tensor<64x32xi32, #blocked1>
      %133 = arith.cmpi sge, %128, %cst_2 : tensor<1x32xi64, #blocked1>
      %134 = arith.cmpi slt, %128, %25 : tensor<1x32xi64, #blocked1>
      %135 = arith.andi %133, %134 : tensor<1x32xi1, #blocked1>
      %136 = tt.broadcast %135 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %137 = arith.andi %24, %136 : tensor<64x32xi1, #blocked1>
      %138 = amdg.buffer_load %arg0[%132], %137 {contiguity = 8 : i32} : tensor<64x32xf16, #blocked1>
      %139 = ttg.local_load %arg9 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %140 = tt.expand_dims %127 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %141 = arith.muli %123, %4 : i64
      %142 = arith.addi %141, %27 : i64
      %143 = tt.splat %142 : i64 -> tensor<32x64xi64, #blocked>
      %144 = arith.addi %143, %65 : tensor<32x64xi64, #blocked>
      %145 = arith.trunci %144 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
      %146 = arith.cmpi sge, %140, %cst_1 : tensor<32x1xi64, #blocked>
      %147 = arith.cmpi slt, %140, %31 : tensor<32x1xi64, #blocked>
      %148 = arith.andi %146, %147 : tensor<32x1xi1, #blocked>
      %149 = tt.broadcast %148 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %150 = arith.andi %149, %36 : tensor<32x64xi1, #blocked>
      %151 = amdg.buffer_load %arg1[%145], %150 {contiguity = 8 : i32} : tensor<32x64xf16, #blocked>
      %152 = ttg.local_load %arg10 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %153 = tt.dot %139, %152, %arg7 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      %154 = arith.addi %arg8, %c1_i32 : i32
      %155 = arith.cmpi slt, %154, %c1_i32 : i32
      %156 = arith.select %155, %154, %c0_i32 : i32
      %157 = ttg.memdesc_index %37[%156] : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      ttg.local_store %138, %157 : tensor<64x32xf16, #blocked1> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %158 = ttg.memdesc_index %38[%156] : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      ttg.local_store %151, %158 : tensor<32x64xf16, #blocked> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      scf.yield %153, %156, %157, %158 : tensor<64x64xf32, #mma>, i32, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    }
    %81 = arith.cmpi sge, %6, %c1_i32 : i32
    %82 = ttg.local_load %80#2 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
    %83 = ttg.local_load %80#3 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
    %84 = scf.if %81 -> (tensor<64x64xf32, #mma>) {
      %121 = tt.dot %82, %83, %80#0 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      scf.yield %121 : tensor<64x64xf32, #mma>
    } else {
      scf.yield %80#0 : tensor<64x64xf32, #mma>
    }
    %85 = arith.select %81, %84, %80#0 : tensor<64x64xf32, #mma>
    ttg.local_dealloc %38 : !ttg.memdesc<1x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %37 : !ttg.memdesc<1x64x32xf16, #shared, #smem, mutable>
    %86 = arith.truncf %85 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %87 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %88 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %89 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %90 = arith.extsi %88 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %91 = arith.extsi %89 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %92 = arith.addi %87, %90 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>>
    %93 = tt.expand_dims %92 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %94 = tt.splat %27 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %95 = arith.addi %94, %91 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>>
    %96 = tt.expand_dims %95 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %97 = tt.expand_dims %90 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi64, #linear>
    %98 = arith.muli %8, %4 : i64
    %99 = tt.splat %4 : i64 -> tensor<64x1xi64, #linear>
    %100 = arith.muli %97, %99 : tensor<64x1xi64, #linear>
    %101 = tt.broadcast %100 : tensor<64x1xi64, #linear> -> tensor<64x64xi64, #linear>
    %102 = tt.expand_dims %91 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi64, #linear>
    %103 = tt.broadcast %102 : tensor<1x64xi64, #linear> -> tensor<64x64xi64, #linear>
    %104 = arith.addi %98, %27 : i64
    %105 = arith.addi %101, %103 : tensor<64x64xi64, #linear>
    %106 = tt.splat %104 : i64 -> tensor<64x64xi64, #linear>
    %107 = arith.addi %106, %105 : tensor<64x64xi64, #linear>
    %108 = arith.trunci %107 : tensor<64x64xi64, #linear> to tensor<64x64xi32, #linear>
    %109 = arith.cmpi sge, %93, %cst_4 : tensor<64x1xi64, #linear>
    %110 = tt.splat %3 : i64 -> tensor<64x1xi64, #linear>
    %111 = arith.cmpi slt, %93, %110 : tensor<64x1xi64, #linear>
    %112 = arith.andi %109, %111 : tensor<64x1xi1, #linear>
    %113 = tt.broadcast %112 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %114 = arith.cmpi sge, %96, %cst_5 : tensor<1x64xi64, #linear>
    %115 = tt.splat %4 : i64 -> tensor<1x64xi64, #linear>
    %116 = arith.cmpi slt, %96, %115 : tensor<1x64xi64, #linear>
    %117 = arith.andi %114, %116 : tensor<1x64xi1, #linear>
    %118 = tt.broadcast %117 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %119 = arith.andi %113, %118 : tensor<64x64xi1, #linear>
    %120 = ttg.convert_layout %86 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #linear>
    amdg.buffer_store %120, %arg2[%108], %119 {contiguity = 8 : i32} : tensor<64x64xf16, #linear>
    tt.return
  }
}
