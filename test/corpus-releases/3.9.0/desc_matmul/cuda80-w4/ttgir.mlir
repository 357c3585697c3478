#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_4 = arith.constant dense<0> : tensor<1x32xi64, #blocked1>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi64, #blocked>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_7 = arith.constant dense<32> : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %cst_8 = arith.constant dense<32> : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
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
    %24 = arith.cmpi sge, %15, %cst_5 : tensor<64x1xi64, #blocked1>
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
    %39 = arith.cmpi sge, %34, %cst_2 : tensor<1x64xi64, #blocked>
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
    %51 = arith.cmpi sge, %47, %cst_4 : tensor<1x32xi64, #blocked1>
    %52 = arith.cmpi slt, %47, %29 : tensor<1x32xi64, #blocked1>
    %53 = arith.andi %51, %52 : tensor<1x32xi1, #blocked1>
    %54 = tt.broadcast %53 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %55 = arith.andi %28, %54 : tensor<64x32xi1, #blocked1>
    %56 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %57 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked1>
    %58 = arith.andi %57, %55 : tensor<64x32xi1, #blocked1>
    %59 = ttg.async_copy_global_to_local %50, %56 mask %58 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %60 = ttg.async_commit_group tokens %59
    %61 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %62 = arith.muli %61, %36 : tensor<32x1xi64, #blocked>
    %63 = tt.broadcast %62 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %64 = arith.addi %63, %37 : tensor<32x64xi64, #blocked>
    %65 = tt.addptr %35, %64 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
    %66 = arith.cmpi sge, %61, %cst_3 : tensor<32x1xi64, #blocked>
    %67 = arith.cmpi slt, %61, %38 : tensor<32x1xi64, #blocked>
    %68 = arith.andi %66, %67 : tensor<32x1xi1, #blocked>
    %69 = tt.broadcast %68 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %70 = arith.andi %69, %43 : tensor<32x64xi1, #blocked>
    %71 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %72 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked>
    %73 = arith.andi %72, %70 : tensor<32x64xi1, #blocked>
    %74 = ttg.async_copy_global_to_local %65, %71 mask %73 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %75 = ttg.async_commit_group tokens %74
    %76 = arith.cmpi sgt, %6, %c1_i32 : i32
    %77 = arith.addi %18, %cst_7 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %78 = arith.addi %19, %cst_8 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %79 = tt.reshape %77 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
    %80 = tt.broadcast %79 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %81 = arith.addi %23, %80 : tensor<64x32xi64, #blocked1>
    %82 = tt.addptr %20, %81 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
    %83 = arith.cmpi sge, %79, %cst_4 : tensor<1x32xi64, #blocked1>
    %84 = arith.cmpi slt, %79, %29 : tensor<1x32xi64, #blocked1>
    %85 = arith.andi %83, %84 : tensor<1x32xi1, #blocked1>
    %86 = tt.broadcast %85 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %87 = arith.andi %28, %86 : tensor<64x32xi1, #blocked1>
    %88 = ttg.memdesc_index %44[%c1_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %89 = tt.splat %76 : i1 -> tensor<64x32xi1, #blocked1>
    %90 = arith.andi %89, %87 : tensor<64x32xi1, #blocked1>
    %91 = ttg.async_copy_global_to_local %82, %88 mask %90 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %92 = ttg.async_commit_group tokens %91
    %93 = tt.reshape %78 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %94 = arith.muli %93, %36 : tensor<32x1xi64, #blocked>
    %95 = tt.broadcast %94 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %96 = arith.addi %95, %37 : tensor<32x64xi64, #blocked>
    %97 = tt.addptr %35, %96 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
    %98 = arith.cmpi sge, %93, %cst_3 : tensor<32x1xi64, #blocked>
    %99 = arith.cmpi slt, %93, %38 : tensor<32x1xi64, #blocked>
    %100 = arith.andi %98, %99 : tensor<32x1xi1, #blocked>
    %101 = tt.broadcast %100 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %102 = arith.andi %101, %43 : tensor<32x64xi1, #blocked>
    %103 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %104 = tt.splat %76 : i1 -> tensor<32x64xi1, #blocked>
    %105 = arith.andi %104, %102 : tensor<32x64xi1, #blocked>
    %106 = ttg.async_copy_global_to_local %97, %103 mask %105 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %107 = ttg.async_commit_group tokens %106
    %108 = ttg.async_wait %60, %75 {num = 2 : i32}
    %109 = ttg.memdesc_subslice %56[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
    %110 = ttg.local_load %109 token %108 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %111 = ttg.memdesc_subslice %71[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
    %112 = ttg.local_load %111 token %108 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %113:13 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst, %arg8 = %c1_i32, %arg9 = %c-1_i32, %arg10 = %60, %arg11 = %92, %arg12 = %75, %arg13 = %107, %arg14 = %56, %arg15 = %71, %arg16 = %108, %arg17 = %108, %arg18 = %110, %arg19 = %112) -> (tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>)  : i32 {
      %136 = arith.subi %6, %c2_i32 : i32
      %137 = arith.cmpi slt, %arg6, %136 : i32
      %138 = arith.addi %arg9, %c1_i32 : i32
      %139 = arith.cmpi sge, %138, %c2_i32 : i32
      %140 = arith.select %139, %c0_i32, %138 : i32
      %141 = ttg.async_wait %arg10, %arg12 {num = 2 : i32}
      %142 = ttg.memdesc_subslice %arg14[0, 16] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %143 = ttg.local_load %142 token %arg16 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %144 = ttg.memdesc_subslice %arg15[16, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %145 = ttg.local_load %144 token %arg17 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %146 = tt.dot %arg18, %arg19, %arg7, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %147 = arith.addi %arg8, %c1_i32 : i32
      %148 = arith.cmpi sge, %147, %c2_i32 : i32
      %149 = arith.select %148, %c0_i32, %147 : i32
      %150 = arith.addi %arg6, %c2_i32 : i32
      %151 = arith.muli %150, %c32_i32 : i32
      %152 = arith.extsi %151 : i32 to i64
      %153 = tt.splat %152 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %154 = tt.splat %152 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %155 = arith.addi %153, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %156 = arith.addi %154, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %157 = tt.reshape %155 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %158 = tt.broadcast %157 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %159 = arith.addi %23, %158 : tensor<64x32xi64, #blocked1>
      %160 = tt.addptr %20, %159 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
      %161 = arith.cmpi sge, %157, %cst_4 : tensor<1x32xi64, #blocked1>
      %162 = arith.cmpi slt, %157, %29 : tensor<1x32xi64, #blocked1>
      %163 = arith.andi %161, %162 : tensor<1x32xi1, #blocked1>
      %164 = tt.broadcast %163 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %165 = arith.andi %28, %164 : tensor<64x32xi1, #blocked1>
      %166 = ttg.memdesc_index %44[%149] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %167 = tt.splat %137 : i1 -> tensor<64x32xi1, #blocked1>
      %168 = arith.andi %167, %165 : tensor<64x32xi1, #blocked1>
      %169 = ttg.async_copy_global_to_local %160, %166 mask %168 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %170 = ttg.async_commit_group tokens %169
      %171 = tt.reshape %156 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %172 = arith.muli %171, %36 : tensor<32x1xi64, #blocked>
      %173 = tt.broadcast %172 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %174 = arith.addi %173, %37 : tensor<32x64xi64, #blocked>
      %175 = tt.addptr %35, %174 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %176 = arith.cmpi sge, %171, %cst_3 : tensor<32x1xi64, #blocked>
      %177 = arith.cmpi slt, %171, %38 : tensor<32x1xi64, #blocked>
      %178 = arith.andi %176, %177 : tensor<32x1xi1, #blocked>
      %179 = tt.broadcast %178 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %180 = arith.andi %179, %43 : tensor<32x64xi1, #blocked>
      %181 = ttg.memdesc_index %45[%149] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %182 = tt.splat %137 : i1 -> tensor<32x64xi1, #blocked>
      %183 = arith.andi %182, %180 : tensor<32x64xi1, #blocked>
      %184 = ttg.async_copy_global_to_local %175, %181 mask %183 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
      %185 = ttg.async_commit_group tokens %184
      %186 = arith.addi %140, %c1_i32 : i32
      %187 = arith.cmpi sge, %186, %c2_i32 : i32
      %188 = arith.select %187, %c0_i32, %186 : i32
      %189 = ttg.memdesc_index %44[%188] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %190 = ttg.memdesc_index %45[%188] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %191 = ttg.async_wait %arg11, %arg13 {num = 2 : i32}
      %192 = ttg.async_wait %arg11, %arg13 {num = 2 : i32}
      %193 = ttg.memdesc_subslice %189[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %194 = ttg.local_load %193 token %191 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %195 = ttg.memdesc_subslice %190[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %196 = ttg.local_load %195 token %192 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %197 = tt.dot %143, %145, %146, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %197, %149, %140, %arg11, %170, %arg13, %185, %189, %190, %191, %192, %194, %196 : tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    }
    %114 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %115 = arith.truncf %113#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %116 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %117 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %118 = arith.extsi %117 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %119 = arith.addi %116, %118 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %120 = tt.reshape %119 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi64, #blocked>
    %121 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %122 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked>
    %123 = arith.muli %120, %122 : tensor<64x1xi64, #blocked>
    %124 = tt.broadcast %123 : tensor<64x1xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %125 = tt.broadcast %34 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %126 = arith.addi %124, %125 : tensor<64x64xi64, #blocked>
    %127 = tt.addptr %121, %126 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %128 = arith.cmpi sge, %120, %cst_6 : tensor<64x1xi64, #blocked>
    %129 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked>
    %130 = arith.cmpi slt, %120, %129 : tensor<64x1xi64, #blocked>
    %131 = arith.andi %128, %130 : tensor<64x1xi1, #blocked>
    %132 = tt.broadcast %131 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %133 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %134 = arith.andi %132, %133 : tensor<64x64xi1, #blocked>
    %135 = ttg.convert_layout %115 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %127, %135, %134 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
