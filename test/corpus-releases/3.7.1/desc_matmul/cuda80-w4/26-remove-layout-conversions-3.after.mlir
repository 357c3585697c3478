#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_0 = arith.constant dense<32> : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x1xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_3 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_4 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_5 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %cst_7 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %c31_i32 = arith.constant 31 : i32
    %cst_8 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
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
    %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
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
    %47 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
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
    %59 = ttg.async_copy_global_to_local %50, %56 mask %58 other %cst_6 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %60 = ttg.async_commit_group tokens %59
    %61 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %62 = arith.muli %61, %36 : tensor<32x1xi64, #blocked>
    %63 = tt.broadcast %62 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %64 = arith.addi %63, %37 : tensor<32x64xi64, #blocked>
    %65 = tt.addptr %35, %64 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
    %66 = arith.cmpi sge, %61, %cst_4 : tensor<32x1xi64, #blocked>
    %67 = arith.cmpi slt, %61, %38 : tensor<32x1xi64, #blocked>
    %68 = arith.andi %66, %67 : tensor<32x1xi1, #blocked>
    %69 = tt.broadcast %68 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %70 = arith.andi %69, %43 : tensor<32x64xi1, #blocked>
    %71 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %72 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked>
    %73 = arith.andi %72, %70 : tensor<32x64xi1, #blocked>
    %74 = ttg.async_copy_global_to_local %65, %71 mask %73 other %cst_7 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %75 = ttg.async_commit_group tokens %74
    %76 = arith.cmpi sgt, %6, %c1_i32 : i32
    %77 = arith.addi %18, %cst_0 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %78 = arith.addi %19, %cst : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %79 = tt.expand_dims %77 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %80 = tt.broadcast %79 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %81 = arith.addi %23, %80 : tensor<64x32xi64, #blocked1>
    %82 = tt.addptr %20, %81 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
    %83 = arith.cmpi sge, %79, %cst_3 : tensor<1x32xi64, #blocked1>
    %84 = arith.cmpi slt, %79, %29 : tensor<1x32xi64, #blocked1>
    %85 = arith.andi %83, %84 : tensor<1x32xi1, #blocked1>
    %86 = tt.broadcast %85 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %87 = arith.andi %28, %86 : tensor<64x32xi1, #blocked1>
    %88 = ttg.memdesc_index %44[%c1_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %89 = tt.splat %76 : i1 -> tensor<64x32xi1, #blocked1>
    %90 = arith.andi %89, %87 : tensor<64x32xi1, #blocked1>
    %91 = ttg.async_copy_global_to_local %82, %88 mask %90 other %cst_6 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %92 = ttg.async_commit_group tokens %91
    %93 = tt.expand_dims %78 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %94 = arith.muli %93, %36 : tensor<32x1xi64, #blocked>
    %95 = tt.broadcast %94 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %96 = arith.addi %95, %37 : tensor<32x64xi64, #blocked>
    %97 = tt.addptr %35, %96 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
    %98 = arith.cmpi sge, %93, %cst_4 : tensor<32x1xi64, #blocked>
    %99 = arith.cmpi slt, %93, %38 : tensor<32x1xi64, #blocked>
    %100 = arith.andi %98, %99 : tensor<32x1xi1, #blocked>
    %101 = tt.broadcast %100 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %102 = arith.andi %101, %43 : tensor<32x64xi1, #blocked>
    %103 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %104 = tt.splat %76 : i1 -> tensor<32x64xi1, #blocked>
    %105 = arith.andi %104, %102 : tensor<32x64xi1, #blocked>
    %106 = ttg.async_copy_global_to_local %97, %103 mask %105 other %cst_7 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %107 = ttg.async_commit_group tokens %106
    %108:7 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_8, %arg8 = %c1_i32, %arg9 = %c-1_i32, %arg10 = %60, %arg11 = %92, %arg12 = %75, %arg13 = %107) -> (tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %131 = arith.subi %6, %c2_i32 : i32
      %132 = arith.cmpi slt, %arg6, %131 : i32
      %133 = arith.addi %arg9, %c1_i32 : i32
      %134 = arith.cmpi sge, %133, %c2_i32 : i32
      %135 = arith.select %134, %c0_i32, %133 : i32
      %136 = ttg.async_wait %arg10, %arg12 {num = 2 : i32}
      %137 = ttg.memdesc_index %44[%135] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %138 = ttg.local_load %137 token %136 : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %139 = ttg.memdesc_index %45[%135] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %140 = ttg.local_load %139 token %136 : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %141 = tt.dot %138, %140, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %142 = arith.addi %arg8, %c1_i32 : i32
      %143 = arith.cmpi sge, %142, %c2_i32 : i32
      %144 = arith.select %143, %c0_i32, %142 : i32
      %145 = arith.addi %arg6, %c2_i32 : i32
      %146 = arith.muli %145, %c32_i32 : i32
      %147 = arith.extsi %146 : i32 to i64
      %148 = tt.splat %147 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %149 = tt.splat %147 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %150 = arith.addi %148, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %151 = arith.addi %149, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %152 = tt.expand_dims %150 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %153 = tt.broadcast %152 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %154 = arith.addi %23, %153 : tensor<64x32xi64, #blocked1>
      %155 = tt.addptr %20, %154 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
      %156 = arith.cmpi sge, %152, %cst_3 : tensor<1x32xi64, #blocked1>
      %157 = arith.cmpi slt, %152, %29 : tensor<1x32xi64, #blocked1>
      %158 = arith.andi %156, %157 : tensor<1x32xi1, #blocked1>
      %159 = tt.broadcast %158 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %160 = arith.andi %28, %159 : tensor<64x32xi1, #blocked1>
      %161 = ttg.memdesc_index %44[%144] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %162 = tt.splat %132 : i1 -> tensor<64x32xi1, #blocked1>
      %163 = arith.andi %162, %160 : tensor<64x32xi1, #blocked1>
      %164 = ttg.async_copy_global_to_local %155, %161 mask %163 other %cst_6 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %165 = ttg.async_commit_group tokens %164
      %166 = tt.expand_dims %151 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %167 = arith.muli %166, %36 : tensor<32x1xi64, #blocked>
      %168 = tt.broadcast %167 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %169 = arith.addi %168, %37 : tensor<32x64xi64, #blocked>
      %170 = tt.addptr %35, %169 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %171 = arith.cmpi sge, %166, %cst_4 : tensor<32x1xi64, #blocked>
      %172 = arith.cmpi slt, %166, %38 : tensor<32x1xi64, #blocked>
      %173 = arith.andi %171, %172 : tensor<32x1xi1, #blocked>
      %174 = tt.broadcast %173 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %175 = arith.andi %174, %43 : tensor<32x64xi1, #blocked>
      %176 = ttg.memdesc_index %45[%144] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %177 = tt.splat %132 : i1 -> tensor<32x64xi1, #blocked>
      %178 = arith.andi %177, %175 : tensor<32x64xi1, #blocked>
      %179 = ttg.async_copy_global_to_local %170, %176 mask %178 other %cst_7 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
      %180 = ttg.async_commit_group tokens %179
      scf.yield %141, %144, %135, %arg11, %165, %arg13, %180 : tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %109 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %110 = arith.truncf %108#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %111 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %112 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %113 = arith.extsi %112 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %114 = arith.addi %111, %113 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %115 = tt.expand_dims %114 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi64, #blocked>
    %116 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %117 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked>
    %118 = arith.muli %115, %117 : tensor<64x1xi64, #blocked>
    %119 = tt.broadcast %118 : tensor<64x1xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %120 = tt.broadcast %34 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %121 = arith.addi %119, %120 : tensor<64x64xi64, #blocked>
    %122 = tt.addptr %116, %121 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %123 = arith.cmpi sge, %115, %cst_1 : tensor<64x1xi64, #blocked>
    %124 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked>
    %125 = arith.cmpi slt, %115, %124 : tensor<64x1xi64, #blocked>
    %126 = arith.andi %123, %125 : tensor<64x1xi1, #blocked>
    %127 = tt.broadcast %126 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %128 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %129 = arith.andi %127, %128 : tensor<64x64xi1, #blocked>
    %130 = ttg.convert_layout %110 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %122, %130, %129 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
