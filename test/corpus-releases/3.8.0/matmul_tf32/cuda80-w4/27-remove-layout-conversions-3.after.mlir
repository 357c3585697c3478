#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 4, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<16> : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_0 = arith.constant dense<16> : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %c2_i32 = arith.constant 2 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #blocked>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c16_i32 = arith.constant 16 : i32
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.addi %11, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %arg5, %c15_i32 : i32
    %16 = arith.divsi %15, %c16_i32 : i32
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %19 = arith.cmpi slt, %17, %18 : tensor<64x1xi32, #blocked1>
    %20 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %21 = tt.broadcast %19 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %23 = arith.muli %17, %22 : tensor<64x1xi32, #blocked1>
    %24 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %25 = tt.addptr %24, %23 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %26 = tt.broadcast %25 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %27 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %28 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %29 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %30 = arith.cmpi slt, %28, %29 : tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %32 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %33 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
    %34 = tt.broadcast %28 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %35 = ttg.local_alloc : () -> !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable>
    %36 = ttg.local_alloc : () -> !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable>
    %37 = arith.cmpi sgt, %16, %c0_i32 : i32
    %38 = tt.expand_dims %13 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %39 = arith.cmpi slt, %38, %20 : tensor<1x16xi32, #blocked1>
    %40 = tt.broadcast %39 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %41 = arith.andi %21, %40 : tensor<64x16xi1, #blocked1>
    %42 = tt.broadcast %38 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %43 = tt.addptr %26, %42 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %44 = ttg.memdesc_index %35[%c0_i32] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %45 = tt.splat %37 : i1 -> tensor<64x16xi1, #blocked1>
    %46 = arith.andi %45, %41 : tensor<64x16xi1, #blocked1>
    %47 = ttg.async_copy_global_to_local %43, %44 mask %46 other %cst_2 {contiguity = 4 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked1> -> <64x16xf32, #shared, #smem, mutable>
    %48 = ttg.async_commit_group tokens %47
    %49 = tt.expand_dims %14 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %50 = arith.cmpi slt, %49, %27 : tensor<16x1xi32, #blocked>
    %51 = tt.broadcast %50 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %52 = arith.andi %51, %31 : tensor<16x64xi1, #blocked>
    %53 = arith.muli %49, %32 : tensor<16x1xi32, #blocked>
    %54 = tt.addptr %33, %53 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
    %55 = tt.broadcast %54 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %56 = tt.addptr %55, %34 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %57 = ttg.memdesc_index %36[%c0_i32] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %58 = tt.splat %37 : i1 -> tensor<16x64xi1, #blocked>
    %59 = arith.andi %58, %52 : tensor<16x64xi1, #blocked>
    %60 = ttg.async_copy_global_to_local %56, %57 mask %59 other %cst_1 {contiguity = 4 : i32} : tensor<16x64x!tt.ptr<f32>, #blocked> -> <16x64xf32, #shared1, #smem, mutable>
    %61 = ttg.async_commit_group tokens %60
    %62 = arith.cmpi sgt, %16, %c1_i32 : i32
    %63 = arith.addi %13, %cst_0 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %64 = arith.addi %14, %cst : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %65 = tt.expand_dims %63 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
    %66 = arith.cmpi slt, %65, %20 : tensor<1x16xi32, #blocked1>
    %67 = tt.broadcast %66 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %68 = arith.andi %21, %67 : tensor<64x16xi1, #blocked1>
    %69 = tt.broadcast %65 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
    %70 = tt.addptr %26, %69 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
    %71 = ttg.memdesc_index %35[%c1_i32] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %72 = tt.splat %62 : i1 -> tensor<64x16xi1, #blocked1>
    %73 = arith.andi %72, %68 : tensor<64x16xi1, #blocked1>
    %74 = ttg.async_copy_global_to_local %70, %71 mask %73 other %cst_2 {contiguity = 4 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked1> -> <64x16xf32, #shared, #smem, mutable>
    %75 = ttg.async_commit_group tokens %74
    %76 = tt.expand_dims %64 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %77 = arith.cmpi slt, %76, %27 : tensor<16x1xi32, #blocked>
    %78 = tt.broadcast %77 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %79 = arith.andi %78, %31 : tensor<16x64xi1, #blocked>
    %80 = arith.muli %76, %32 : tensor<16x1xi32, #blocked>
    %81 = tt.addptr %33, %80 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
    %82 = tt.broadcast %81 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
    %83 = tt.addptr %82, %34 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
    %84 = ttg.memdesc_index %36[%c1_i32] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %85 = tt.splat %62 : i1 -> tensor<16x64xi1, #blocked>
    %86 = arith.andi %85, %79 : tensor<16x64xi1, #blocked>
    %87 = ttg.async_copy_global_to_local %83, %84 mask %86 other %cst_1 {contiguity = 4 : i32} : tensor<16x64x!tt.ptr<f32>, #blocked> -> <16x64xf32, #shared1, #smem, mutable>
    %88 = ttg.async_commit_group tokens %87
    %89 = ttg.memdesc_index %35[%c0_i32] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
    %90 = ttg.async_wait %48, %61 {num = 2 : i32}
    %91 = ttg.memdesc_subslice %89[0, 0] : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x8xf32, #shared, #smem, mutable, 64x16>
    %92 = ttg.local_load %91 token %90 : !ttg.memdesc<64x8xf32, #shared, #smem, mutable, 64x16> -> tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
    %93 = ttg.memdesc_index %36[%c0_i32] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %94 = ttg.memdesc_subslice %93[0, 0] : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<8x64xf32, #shared1, #smem, mutable, 16x64>
    %95 = ttg.local_load %94 token %90 : !ttg.memdesc<8x64xf32, #shared1, #smem, mutable, 16x64> -> tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
    %96:13 = scf.for %arg9 = %c0_i32 to %16 step %c1_i32 iter_args(%arg10 = %cst_3, %arg11 = %c1_i32, %arg12 = %c-1_i32, %arg13 = %48, %arg14 = %75, %arg15 = %61, %arg16 = %88, %arg17 = %89, %arg18 = %93, %arg19 = %90, %arg20 = %90, %arg21 = %92, %arg22 = %95) -> (tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>)  : i32 {
      %112 = arith.subi %16, %c2_i32 : i32
      %113 = arith.cmpi slt, %arg9, %112 : i32
      %114 = arith.addi %arg12, %c1_i32 : i32
      %115 = arith.cmpi sge, %114, %c2_i32 : i32
      %116 = arith.select %115, %c0_i32, %114 : i32
      %117 = ttg.async_wait %arg13, %arg15 {num = 2 : i32}
      %118 = ttg.memdesc_subslice %arg17[0, 8] : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x8xf32, #shared, #smem, mutable, 64x16>
      %119 = ttg.local_load %118 token %arg19 : !ttg.memdesc<64x8xf32, #shared, #smem, mutable, 64x16> -> tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
      %120 = ttg.memdesc_subslice %arg18[8, 0] : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<8x64xf32, #shared1, #smem, mutable, 16x64>
      %121 = ttg.local_load %120 token %arg20 : !ttg.memdesc<8x64xf32, #shared1, #smem, mutable, 16x64> -> tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
      %122 = tt.dot %arg21, %arg22, %arg10, inputPrecision = tf32 : tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
      %123 = arith.addi %arg11, %c1_i32 : i32
      %124 = arith.cmpi sge, %123, %c2_i32 : i32
      %125 = arith.select %124, %c0_i32, %123 : i32
      %126 = arith.addi %arg9, %c2_i32 : i32
      %127 = arith.muli %126, %c16_i32 : i32
      %128 = tt.splat %127 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %129 = tt.splat %127 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %130 = arith.addi %128, %13 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %131 = arith.addi %129, %14 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %132 = tt.expand_dims %130 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %133 = arith.cmpi slt, %132, %20 : tensor<1x16xi32, #blocked1>
      %134 = tt.broadcast %133 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %135 = arith.andi %21, %134 : tensor<64x16xi1, #blocked1>
      %136 = tt.broadcast %132 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %137 = tt.addptr %26, %136 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %138 = ttg.memdesc_index %35[%125] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %139 = tt.splat %113 : i1 -> tensor<64x16xi1, #blocked1>
      %140 = arith.andi %139, %135 : tensor<64x16xi1, #blocked1>
      %141 = ttg.async_copy_global_to_local %137, %138 mask %140 other %cst_2 {contiguity = 4 : i32} : tensor<64x16x!tt.ptr<f32>, #blocked1> -> <64x16xf32, #shared, #smem, mutable>
      %142 = ttg.async_commit_group tokens %141
      %143 = tt.expand_dims %131 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %144 = arith.cmpi slt, %143, %27 : tensor<16x1xi32, #blocked>
      %145 = tt.broadcast %144 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %146 = arith.andi %145, %31 : tensor<16x64xi1, #blocked>
      %147 = arith.muli %143, %32 : tensor<16x1xi32, #blocked>
      %148 = tt.addptr %33, %147 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %149 = tt.broadcast %148 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %150 = tt.addptr %149, %34 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %151 = ttg.memdesc_index %36[%125] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      %152 = tt.splat %113 : i1 -> tensor<16x64xi1, #blocked>
      %153 = arith.andi %152, %146 : tensor<16x64xi1, #blocked>
      %154 = ttg.async_copy_global_to_local %150, %151 mask %153 other %cst_1 {contiguity = 4 : i32} : tensor<16x64x!tt.ptr<f32>, #blocked> -> <16x64xf32, #shared1, #smem, mutable>
      %155 = ttg.async_commit_group tokens %154
      %156 = arith.addi %116, %c1_i32 : i32
      %157 = arith.cmpi sge, %156, %c2_i32 : i32
      %158 = arith.select %157, %c0_i32, %156 : i32
      %159 = ttg.memdesc_index %35[%158] : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x16xf32, #shared, #smem, mutable>
      %160 = arith.addi %116, %c1_i32 : i32
      %161 = arith.cmpi sge, %160, %c2_i32 : i32
      %162 = arith.select %161, %c0_i32, %160 : i32
      %163 = ttg.memdesc_index %36[%162] : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
      %164 = ttg.async_wait %arg14, %arg16 {num = 2 : i32}
      %165 = ttg.async_wait %arg14, %arg16 {num = 2 : i32}
      %166 = ttg.memdesc_subslice %159[0, 0] : !ttg.memdesc<64x16xf32, #shared, #smem, mutable> -> !ttg.memdesc<64x8xf32, #shared, #smem, mutable, 64x16>
      %167 = ttg.local_load %166 token %164 : !ttg.memdesc<64x8xf32, #shared, #smem, mutable, 64x16> -> tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
      %168 = ttg.memdesc_subslice %163[0, 0] : !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> !ttg.memdesc<8x64xf32, #shared1, #smem, mutable, 16x64>
      %169 = ttg.local_load %168 token %165 : !ttg.memdesc<8x64xf32, #shared1, #smem, mutable, 16x64> -> tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
      %170 = tt.dot %119, %121, %122, inputPrecision = tf32 : tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
      scf.yield %170, %125, %116, %arg14, %142, %arg16, %155, %159, %163, %164, %165, %167, %169 : tensor<64x64xf32, #mma>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x16xf32, #shared, #smem, mutable>, !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>, !ttg.async.token, !ttg.async.token, tensor<64x8xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, tensor<8x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
    }
    %97 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %36 : !ttg.memdesc<2x16x64xf32, #shared1, #smem, mutable>
    ttg.local_dealloc %35 : !ttg.memdesc<2x64x16xf32, #shared, #smem, mutable>
    %98 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %99 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %100 = arith.cmpi slt, %98, %99 : tensor<64x1xi32, #blocked>
    %101 = tt.broadcast %100 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %102 = tt.broadcast %30 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %103 = arith.andi %101, %102 : tensor<64x64xi1, #blocked>
    %104 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked>
    %105 = arith.muli %98, %104 : tensor<64x1xi32, #blocked>
    %106 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %107 = tt.addptr %106, %105 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %108 = tt.broadcast %107 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %109 = tt.broadcast %28 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %110 = tt.addptr %108, %109 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %111 = ttg.convert_layout %96#0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %110, %111, %103 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
