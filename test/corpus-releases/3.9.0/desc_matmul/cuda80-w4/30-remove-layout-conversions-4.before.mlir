#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
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
    %59 = ttg.async_copy_global_to_local %50, %56 mask %58 other %cst_6 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %60 = ttg.async_commit_group tokens %59
    %61 = tt.reshape %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
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
    %79 = tt.reshape %77 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
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
    %93 = tt.reshape %78 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
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
    %108 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %109 = ttg.async_wait %60, %75 {num = 2 : i32}
    %110 = ttg.memdesc_subslice %108[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
    %111 = ttg.local_load %110 token %109 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %112 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %113 = ttg.memdesc_subslice %112[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
    %114 = ttg.local_load %113 token %109 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %115:13 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_8, %arg8 = %c1_i32, %arg9 = %c-1_i32, %arg10 = %60, %arg11 = %92, %arg12 = %75, %arg13 = %107, %arg14 = %108, %arg15 = %112, %arg16 = %109, %arg17 = %109, %arg18 = %111, %arg19 = %114) -> (tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>)  : i32 {
      %138 = arith.subi %6, %c2_i32 : i32
      %139 = arith.cmpi slt, %arg6, %138 : i32
      %140 = arith.addi %arg9, %c1_i32 : i32
      %141 = arith.cmpi sge, %140, %c2_i32 : i32
      %142 = arith.select %141, %c0_i32, %140 : i32
      %143 = ttg.async_wait %arg10, %arg12 {num = 2 : i32}
      %144 = ttg.memdesc_subslice %arg14[0, 16] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %145 = ttg.local_load %144 token %arg16 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %146 = ttg.memdesc_subslice %arg15[16, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %147 = ttg.local_load %146 token %arg17 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %148 = tt.dot %arg18, %arg19, %arg7, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %149 = arith.addi %arg8, %c1_i32 : i32
      %150 = arith.cmpi sge, %149, %c2_i32 : i32
      %151 = arith.select %150, %c0_i32, %149 : i32
      %152 = arith.addi %arg6, %c2_i32 : i32
      %153 = arith.muli %152, %c32_i32 : i32
      %154 = arith.extsi %153 : i32 to i64
      %155 = tt.splat %154 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %156 = tt.splat %154 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %157 = arith.addi %155, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %158 = arith.addi %156, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %159 = tt.reshape %157 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi64, #blocked1>
      %160 = tt.broadcast %159 : tensor<1x32xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %161 = arith.addi %23, %160 : tensor<64x32xi64, #blocked1>
      %162 = tt.addptr %20, %161 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi64, #blocked1>
      %163 = arith.cmpi sge, %159, %cst_3 : tensor<1x32xi64, #blocked1>
      %164 = arith.cmpi slt, %159, %29 : tensor<1x32xi64, #blocked1>
      %165 = arith.andi %163, %164 : tensor<1x32xi1, #blocked1>
      %166 = tt.broadcast %165 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %167 = arith.andi %28, %166 : tensor<64x32xi1, #blocked1>
      %168 = ttg.memdesc_index %44[%151] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %169 = tt.splat %139 : i1 -> tensor<64x32xi1, #blocked1>
      %170 = arith.andi %169, %167 : tensor<64x32xi1, #blocked1>
      %171 = ttg.async_copy_global_to_local %162, %168 mask %170 other %cst_6 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %172 = ttg.async_commit_group tokens %171
      %173 = tt.reshape %158 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %174 = arith.muli %173, %36 : tensor<32x1xi64, #blocked>
      %175 = tt.broadcast %174 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %176 = arith.addi %175, %37 : tensor<32x64xi64, #blocked>
      %177 = tt.addptr %35, %176 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %178 = arith.cmpi sge, %173, %cst_4 : tensor<32x1xi64, #blocked>
      %179 = arith.cmpi slt, %173, %38 : tensor<32x1xi64, #blocked>
      %180 = arith.andi %178, %179 : tensor<32x1xi1, #blocked>
      %181 = tt.broadcast %180 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %182 = arith.andi %181, %43 : tensor<32x64xi1, #blocked>
      %183 = ttg.memdesc_index %45[%151] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %184 = tt.splat %139 : i1 -> tensor<32x64xi1, #blocked>
      %185 = arith.andi %184, %182 : tensor<32x64xi1, #blocked>
      %186 = ttg.async_copy_global_to_local %177, %183 mask %185 other %cst_7 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
      %187 = ttg.async_commit_group tokens %186
      %188 = arith.addi %142, %c1_i32 : i32
      %189 = arith.cmpi sge, %188, %c2_i32 : i32
      %190 = arith.select %189, %c0_i32, %188 : i32
      %191 = ttg.memdesc_index %44[%190] : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %192 = arith.addi %142, %c1_i32 : i32
      %193 = arith.cmpi sge, %192, %c2_i32 : i32
      %194 = arith.select %193, %c0_i32, %192 : i32
      %195 = ttg.memdesc_index %45[%194] : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %196 = ttg.async_wait %arg11, %arg13 {num = 2 : i32}
      %197 = ttg.async_wait %arg11, %arg13 {num = 2 : i32}
      %198 = ttg.memdesc_subslice %191[0, 0] : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32>
      %199 = ttg.local_load %198 token %196 : !ttg.memdesc<64x16xf16, #shared, #smem, mutable, 64x32> -> tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %200 = ttg.memdesc_subslice %195[0, 0] : !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64>
      %201 = ttg.local_load %200 token %197 : !ttg.memdesc<16x64xf16, #shared1, #smem, mutable, 32x64> -> tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %202 = tt.dot %145, %147, %148, inputPrecision = tf32 : tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %202, %151, %142, %arg11, %172, %arg13, %187, %191, %195, %196, %197, %199, %201 : tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x16xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, tensor<16x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    }
    %116 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<2x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<2x64x32xf16, #shared, #smem, mutable>
    %117 = arith.truncf %115#0 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %118 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %119 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %120 = arith.extsi %119 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %121 = arith.addi %118, %120 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %122 = tt.reshape %121 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi64, #blocked>
    %123 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %124 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked>
    %125 = arith.muli %122, %124 : tensor<64x1xi64, #blocked>
    %126 = tt.broadcast %125 : tensor<64x1xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %127 = tt.broadcast %34 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %128 = arith.addi %126, %127 : tensor<64x64xi64, #blocked>
    %129 = tt.addptr %123, %128 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %130 = arith.cmpi sge, %122, %cst_1 : tensor<64x1xi64, #blocked>
    %131 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked>
    %132 = arith.cmpi slt, %122, %131 : tensor<64x1xi64, #blocked>
    %133 = arith.andi %130, %132 : tensor<64x1xi1, #blocked>
    %134 = tt.broadcast %133 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %135 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %136 = arith.andi %134, %135 : tensor<64x64xi1, #blocked>
    %137 = ttg.convert_layout %117 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %129, %137, %136 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
