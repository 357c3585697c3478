#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c15_i32 = arith.constant 15 : i32
    %c16_i32 = arith.constant 16 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #blocked1>
    %c-1_i32 = arith.constant -1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst_2 = arith.constant dense<16> : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %cst_3 = arith.constant dense<16> : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %15 = arith.addi %arg5, %c15_i32 : i32
    %16 = arith.divsi %15, %c16_i32 : i32
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.cmpi slt, %17, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked>
    %21 = tt.broadcast %19 : tensor<64x1xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %23 = arith.muli %17, %22 : tensor<64x1xi32, #blocked>
    %24 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %25 = tt.addptr %24, %23 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %26 = tt.broadcast %25 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x16x!tt.ptr<f32>, #blocked>
    %27 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked1>
    %28 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %29 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %30 = arith.cmpi slt, %28, %29 : tensor<1x64xi32, #blocked1>
    %31 = tt.broadcast %30 : tensor<1x64xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
    %32 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked1>
    %33 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked1>
    %34 = tt.broadcast %28 : tensor<1x64xi32, #blocked1> -> tensor<16x64xi32, #blocked1>
    %35 = ttg.local_alloc : () -> !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable>
    %36 = ttg.local_alloc : () -> !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable>
    %37 = arith.cmpi sgt, %16, %c0_i32 : i32
    %38 = tt.expand_dims %13 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %39 = arith.cmpi slt, %38, %20 : tensor<1x16xi32, #blocked>
    %40 = tt.broadcast %39 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %41 = arith.andi %21, %40 : tensor<64x16xi1, #blocked>
    %42 = tt.broadcast %38 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %43 = tt.addptr %26, %42 : tensor<64x16x!tt.ptr<f32>, #blocked>, tensor<64x16xi32, #blocked>
    %44 = ttg.memdesc_index %35[%c0_i32] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %45 = tt.splat %37 : i1 -> tensor<64x16xi1, #blocked>
    %46 = arith.andi %45, %41 : tensor<64x16xi1, #blocked>
    %47 = ttg.async_copy_global_to_local %43, %44 mask %46 other %cst_0 {contiguity = 4 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked> -> <64x16xf32, #shared, #smem, mutable>
    %48 = ttg.async_commit_group tokens %47
    %49 = tt.expand_dims %14 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %50 = arith.cmpi slt, %49, %27 : tensor<16x1xi32, #blocked1>
    %51 = tt.broadcast %50 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
    %52 = arith.andi %51, %31 : tensor<16x64xi1, #blocked1>
    %53 = arith.muli %49, %32 : tensor<16x1xi32, #blocked1>
    %54 = tt.addptr %33, %53 : tensor<16x1x!tt.ptr<f32>, #blocked1>, tensor<16x1xi32, #blocked1>
    %55 = tt.broadcast %54 : tensor<16x1x!tt.ptr<f32>, #blocked1> -> tensor<16x64x!tt.ptr<f32>, #blocked1>
    %56 = tt.addptr %55, %34 : tensor<16x64x!tt.ptr<f32>, #blocked1>, tensor<16x64xi32, #blocked1>
    %57 = ttg.memdesc_index %36[%c0_i32] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %58 = tt.splat %37 : i1 -> tensor<16x64xi1, #blocked1>
    %59 = arith.andi %58, %52 : tensor<16x64xi1, #blocked1>
    %60 = ttg.async_copy_global_to_local %56, %57 mask %59 other %cst_1 {contiguity = 4 : i32} : tensor<16x64x!tt.ptr<f32>, #blocked1> -> <16x64xf32, #shared1, #smem, mutable>
    %61 = ttg.async_commit_group tokens %60
    %62 = arith.cmpi sgt, %16, %c1_i32 : i32
    %63 = arith.addi %13, %cst_2 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %64 = arith.addi %14, %cst_3 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %65 = tt.expand_dims %63 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
    %66 = arith.cmpi slt, %65, %20 : tensor<1x16xi32, #blocked>
    %67 = tt.broadcast %66 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
    %68 = arith.andi %21, %67 : tensor<64x16xi1, #blocked>
    %69 = tt.broadcast %65 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
    %70 = tt.addptr %26, %69 : tensor<64x16x!tt.ptr<f32>, #blocked>, tensor<64x16xi32, #blocked>
    %71 = ttg.memdesc_index %35[%c1_i32] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %72 = tt.splat %62 : i1 -> tensor<64x16xi1, #blocked>
    %73 = arith.andi %72, %68 : tensor<64x16xi1, #blocked>
    %74 = ttg.async_copy_global_to_local %70, %71 mask %73 other %cst_0 {contiguity = 4 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked> -> <64x16xf32, #shared, #smem, mutable>
    %75 = ttg.async_commit_group tokens %74
    %76 = tt.expand_dims %64 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
    %77 = arith.cmpi slt, %76, %27 : tensor<16x1xi32, #blocked1>
    %78 = tt.broadcast %77 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
    %79 = arith.andi %78, %31 : tensor<16x64xi1, #blocked1>
    %80 = arith.muli %76, %32 : tensor<16x1xi32, #blocked1>
    %81 = tt.addptr %33, %80 : tensor<16x1x!tt.ptr<f32>, #blocked1>, tensor<16x1xi32, #blocked1>
    %82 = tt.broadcast %81 : tensor<16x1x!tt.ptr<f32>, #blocked1> -> tensor<16x64x!tt.ptr<f32>, #blocked1>
    %83 = tt.addptr %82, %34 : tensor<16x64x!tt.ptr<f32>, #blocked1>, tensor<16x64xi32, #blocked1>
    %84 = ttg.memdesc_index %36[%c1_i32] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %85 = tt.splat %62 : i1 -> tensor<16x64xi1, #blocked1>
    %86 = arith.andi %85, %79 : tensor<16x64xi1, #blocked1>
    %87 = ttg.async_copy_global_to_local %83, %84 mask %86 other %cst_1 {contiguity = 4 : i32} : tensor<16x64x!tt.ptr<f32>, #blocked1> -> <16x64xf32, #shared1, #smem, mutable>
    %88 = ttg.async_commit_group tokens %87
    %89:7 = scf.for %arg9 = %c0_i32 to %16 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %c1_i32, %arg12 = %c-1_i32, %arg13 = %48, %arg14 = %75, %arg15 = %61, %arg16 = %88) -> (tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %105 = arith.subi %16, %c2_i32 : i32
      %106 = arith.cmpi slt, %arg9, %105 : i32
      %107 = arith.addi %arg12, %c1_i32 : i32
      %108 = arith.cmpi sge, %107, %c2_i32 : i32
      %109 = arith.select %108, %c0_i32, %107 : i32
      %110 = ttg.async_wait %arg13, %arg15 {num = 2 : i32}
      %111 = ttg.memdesc_index %35[%109] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %112 = ttg.local_load %111 token %110 : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
      %113 = ttg.memdesc_index %36[%109] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      %114 = ttg.local_load %113 token %110 : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
      %115 = tt.dot %112, %114, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
      %116 = arith.addi %arg11, %c1_i32 : i32
      %117 = arith.cmpi sge, %116, %c2_i32 : i32
      %118 = arith.select %117, %c0_i32, %116 : i32
      %119 = arith.addi %arg9, %c2_i32 : i32
      %120 = arith.muli %119, %c16_i32 : i32
      %121 = tt.splat %120 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %122 = tt.splat %120 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %123 = arith.addi %121, %13 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %124 = arith.addi %122, %14 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %125 = tt.expand_dims %123 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x16xi32, #blocked>
      %126 = arith.cmpi slt, %125, %20 : tensor<1x16xi32, #blocked>
      %127 = tt.broadcast %126 : tensor<1x16xi1, #blocked> -> tensor<64x16xi1, #blocked>
      %128 = arith.andi %21, %127 : tensor<64x16xi1, #blocked>
      %129 = tt.broadcast %125 : tensor<1x16xi32, #blocked> -> tensor<64x16xi32, #blocked>
      %130 = tt.addptr %26, %129 : tensor<64x16x!tt.ptr<f32>, #blocked>, tensor<64x16xi32, #blocked>
      %131 = ttg.memdesc_index %35[%118] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %132 = tt.splat %106 : i1 -> tensor<64x16xi1, #blocked>
      %133 = arith.andi %132, %128 : tensor<64x16xi1, #blocked>
      %134 = ttg.async_copy_global_to_local %130, %131 mask %133 other %cst_0 {contiguity = 4 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked> -> <64x16xf32, #shared, #smem, mutable>
      %135 = ttg.async_commit_group tokens %134
      %136 = tt.expand_dims %124 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
      %137 = arith.cmpi slt, %136, %27 : tensor<16x1xi32, #blocked1>
      %138 = tt.broadcast %137 : tensor<16x1xi1, #blocked1> -> tensor<16x64xi1, #blocked1>
      %139 = arith.andi %138, %31 : tensor<16x64xi1, #blocked1>
      %140 = arith.muli %136, %32 : tensor<16x1xi32, #blocked1>
      %141 = tt.addptr %33, %140 : tensor<16x1x!tt.ptr<f32>, #blocked1>, tensor<16x1xi32, #blocked1>
      %142 = tt.broadcast %141 : tensor<16x1x!tt.ptr<f32>, #blocked1> -> tensor<16x64x!tt.ptr<f32>, #blocked1>
      %143 = tt.addptr %142, %34 : tensor<16x64x!tt.ptr<f32>, #blocked1>, tensor<16x64xi32, #blocked1>
      %144 = ttg.memdesc_index %36[%118] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      %145 = tt.splat %106 : i1 -> tensor<16x64xi1, #blocked1>
      %146 = arith.andi %145, %139 : tensor<16x64xi1, #blocked1>
      %147 = ttg.async_copy_global_to_local %143, %144 mask %146 other %cst_1 {contiguity = 4 : i32} : tensor<16x64x!tt.ptr<f32>, #blocked1> -> <16x64xf32, #shared1, #smem, mutable>
      %148 = ttg.async_commit_group tokens %147
      scf.yield %115, %118, %109, %arg14, %135, %arg16, %148 : tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %90 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %36 : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %35 : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable>
    %91 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %92 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %93 = arith.cmpi slt, %91, %92 : tensor<64x1xi32, #blocked1>
    %94 = tt.broadcast %93 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %95 = tt.broadcast %30 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %96 = arith.andi %94, %95 : tensor<64x64xi1, #blocked1>
    %97 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %98 = arith.muli %91, %97 : tensor<64x1xi32, #blocked1>
    %99 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %100 = tt.addptr %99, %98 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %101 = tt.broadcast %100 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
    %102 = tt.broadcast %28 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %103 = tt.addptr %101, %102 : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %104 = ttg.convert_layout %89#0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked1>
    tt.store %103, %104, %96 : tensor<64x64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
