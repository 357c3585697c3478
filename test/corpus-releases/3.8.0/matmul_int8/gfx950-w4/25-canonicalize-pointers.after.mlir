#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[1, 0], [32, 0]], block = []}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8]], lane = [[0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0]], warp = [[1, 0], [2, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 32], isTransposed = true}>
#shared = #ttg.padded_shared<[1024:+16] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [4, 0], [8, 0], [16, 0], [32, 0], [1, 0], [2, 0]], block = []}>
#shared1 = #ttg.padded_shared<[1024:+32] {offset = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [2, 0], [4, 0], [8, 0], [16, 0], [1, 0], [32, 0]], block = []}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %c0_i32 = arith.constant 0 : i32
    %c64_i32 = arith.constant 64 : i32
    %c63_i32 = arith.constant 63 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #linear>
    %cst_1 = arith.constant dense<0> : tensor<64x64xi8, #linear1>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_2 = arith.constant dense<64> : tensor<64x64xi32, #linear1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %18 = arith.muli %2, %arg6 : i32
    %19 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %c0_i32_3 = arith.constant 0 : i32
    %21 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %c0_i32_4 = arith.constant 0 : i32
    %cst_5 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %22 = arith.muli %c0_i32_3, %c0_i32_4 : i32
    %23 = tt.splat %c0_i32_3 : i32 -> tensor<64x1xi32, #linear1>
    %24 = tt.splat %c0_i32_4 : i32 -> tensor<64x1xi32, #linear1>
    %25 = arith.muli %21, %cst_5 : tensor<64x1xi32, #linear1>
    %26 = arith.muli %23, %cst_5 : tensor<64x1xi32, #linear1>
    %27 = arith.muli %21, %24 : tensor<64x1xi32, #linear1>
    %28 = arith.addi %25, %26 : tensor<64x1xi32, #linear1>
    %29 = arith.addi %28, %27 : tensor<64x1xi32, #linear1>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %c0_i32_7 = arith.constant 0 : i32
    %cst_8 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %30 = arith.muli %2, %c0_i32_7 : i32
    %31 = tt.splat %2 : i32 -> tensor<64x1xi32, #linear1>
    %32 = tt.splat %c0_i32_7 : i32 -> tensor<64x1xi32, #linear1>
    %33 = arith.muli %cst_6, %cst_8 : tensor<64x1xi32, #linear1>
    %34 = arith.muli %31, %cst_8 : tensor<64x1xi32, #linear1>
    %35 = arith.muli %cst_6, %32 : tensor<64x1xi32, #linear1>
    %36 = arith.addi %33, %34 : tensor<64x1xi32, #linear1>
    %37 = arith.addi %36, %35 : tensor<64x1xi32, #linear1>
    %38 = arith.addi %22, %30 : i32
    %39 = arith.addi %29, %37 : tensor<64x1xi32, #linear1>
    %c0_i32_9 = arith.constant 0 : i32
    %40 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear1}>> -> tensor<64x1xi32, #linear1>
    %cst_10 = arith.constant dense<0> : tensor<64x1xi32, #linear1>
    %41 = arith.muli %c0_i32_9, %arg6 : i32
    %42 = tt.splat %c0_i32_9 : i32 -> tensor<64x1xi32, #linear1>
    %43 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #linear1>
    %44 = arith.muli %40, %cst_10 : tensor<64x1xi32, #linear1>
    %45 = arith.muli %42, %cst_10 : tensor<64x1xi32, #linear1>
    %46 = arith.muli %40, %43 : tensor<64x1xi32, #linear1>
    %47 = arith.addi %44, %45 : tensor<64x1xi32, #linear1>
    %48 = arith.addi %47, %46 : tensor<64x1xi32, #linear1>
    %49 = arith.addi %38, %41 : i32
    %50 = arith.addi %39, %48 : tensor<64x1xi32, #linear1>
    %51 = arith.addi %18, %49 : i32
    %52 = tt.broadcast %50 : tensor<64x1xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %53 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear1}>> -> tensor<1x64xi32, #linear1>
    %54 = tt.broadcast %53 : tensor<1x64xi32, #linear1> -> tensor<64x64xi32, #linear1>
    %55 = arith.addi %52, %54 : tensor<64x64xi32, #linear1>
    %56 = tt.splat %51 : i32 -> tensor<64x64xi32, #linear1>
    %57 = arith.addi %56, %55 : tensor<64x64xi32, #linear1>
    %58 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>>
    %59 = tt.expand_dims %58 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %c0_i32_11 = arith.constant 0 : i32
    %60 = arith.muli %c0_i32_11, %arg7 : i32
    %61 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %62 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %c0_i32_12 = arith.constant 0 : i32
    %63 = tt.expand_dims %58 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %c0_i32_13 = arith.constant 0 : i32
    %cst_14 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %64 = arith.muli %c0_i32_12, %c0_i32_13 : i32
    %65 = tt.splat %c0_i32_12 : i32 -> tensor<64x1xi32, #linear>
    %66 = tt.splat %c0_i32_13 : i32 -> tensor<64x1xi32, #linear>
    %67 = arith.muli %63, %cst_14 : tensor<64x1xi32, #linear>
    %68 = arith.muli %65, %cst_14 : tensor<64x1xi32, #linear>
    %69 = arith.muli %63, %66 : tensor<64x1xi32, #linear>
    %70 = arith.addi %67, %68 : tensor<64x1xi32, #linear>
    %71 = arith.addi %70, %69 : tensor<64x1xi32, #linear>
    %cst_15 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %c0_i32_16 = arith.constant 0 : i32
    %cst_17 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %72 = arith.muli %c0_i32_11, %c0_i32_16 : i32
    %73 = tt.splat %c0_i32_11 : i32 -> tensor<64x1xi32, #linear>
    %74 = tt.splat %c0_i32_16 : i32 -> tensor<64x1xi32, #linear>
    %75 = arith.muli %cst_15, %cst_17 : tensor<64x1xi32, #linear>
    %76 = arith.muli %73, %cst_17 : tensor<64x1xi32, #linear>
    %77 = arith.muli %cst_15, %74 : tensor<64x1xi32, #linear>
    %78 = arith.addi %75, %76 : tensor<64x1xi32, #linear>
    %79 = arith.addi %78, %77 : tensor<64x1xi32, #linear>
    %80 = arith.addi %64, %72 : i32
    %81 = arith.addi %71, %79 : tensor<64x1xi32, #linear>
    %c0_i32_18 = arith.constant 0 : i32
    %82 = tt.expand_dims %58 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #linear}>> -> tensor<64x1xi32, #linear>
    %cst_19 = arith.constant dense<0> : tensor<64x1xi32, #linear>
    %83 = arith.muli %c0_i32_18, %arg7 : i32
    %84 = tt.splat %c0_i32_18 : i32 -> tensor<64x1xi32, #linear>
    %85 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #linear>
    %86 = arith.muli %82, %cst_19 : tensor<64x1xi32, #linear>
    %87 = arith.muli %84, %cst_19 : tensor<64x1xi32, #linear>
    %88 = arith.muli %82, %85 : tensor<64x1xi32, #linear>
    %89 = arith.addi %86, %87 : tensor<64x1xi32, #linear>
    %90 = arith.addi %89, %88 : tensor<64x1xi32, #linear>
    %91 = arith.addi %80, %83 : i32
    %92 = arith.addi %81, %90 : tensor<64x1xi32, #linear>
    %93 = arith.addi %60, %91 : i32
    %94 = tt.broadcast %92 : tensor<64x1xi32, #linear> -> tensor<64x64xi32, #linear>
    %95 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #linear}>> -> tensor<1x64xi32, #linear>
    %96 = tt.broadcast %95 : tensor<1x64xi32, #linear> -> tensor<64x64xi32, #linear>
    %97 = arith.addi %93, %11 : i32
    %98 = arith.addi %94, %96 : tensor<64x64xi32, #linear>
    %99 = tt.splat %97 : i32 -> tensor<64x64xi32, #linear>
    %100 = arith.addi %99, %98 : tensor<64x64xi32, #linear>
    %101 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #linear1>
    %102 = arith.cmpi slt, %16, %101 : tensor<64x1xi32, #linear1>
    %103 = tt.broadcast %102 : tensor<64x1xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %104 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #linear>
    %105 = arith.cmpi slt, %61, %104 : tensor<1x64xi32, #linear>
    %106 = tt.broadcast %105 : tensor<1x64xi1, #linear> -> tensor<64x64xi1, #linear>
    %107 = arith.muli %arg7, %c64_i32 : i32
    %108 = tt.splat %107 : i32 -> tensor<64x64xi32, #linear>
    %109 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %110 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %111 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %112 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #linear1>
    %113 = arith.cmpi slt, %20, %112 : tensor<1x64xi32, #linear1>
    %114 = tt.broadcast %113 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
    %115 = arith.andi %103, %114 : tensor<64x64xi1, #linear1>
    %116 = ttg.memdesc_index %109[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %117 = tt.splat %111 : i1 -> tensor<64x64xi1, #linear1>
    %118 = arith.andi %117, %115 : tensor<64x64xi1, #linear1>
    %119 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear1>
    %120 = tt.addptr %119, %57 : tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64xi32, #linear1>
    %121 = ttg.async_copy_global_to_local %120, %116 mask %118 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
    %122 = ttg.async_commit_group tokens %121
    %123 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #linear>
    %124 = arith.cmpi slt, %59, %123 : tensor<64x1xi32, #linear>
    %125 = tt.broadcast %124 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
    %126 = arith.andi %125, %106 : tensor<64x64xi1, #linear>
    %127 = ttg.memdesc_index %110[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %128 = tt.splat %111 : i1 -> tensor<64x64xi1, #linear>
    %129 = arith.andi %128, %126 : tensor<64x64xi1, #linear>
    %130 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear>
    %131 = tt.addptr %130, %100 : tensor<64x64x!tt.ptr<i8>, #linear>, tensor<64x64xi32, #linear>
    %132 = ttg.async_copy_global_to_local %131, %127 mask %129 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
    %133 = ttg.async_commit_group tokens %132
    %134 = arith.subi %arg5, %c64_i32 : i32
    %135:10 = scf.for %arg9 = %c0_i32 to %134 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %c0_i32, %arg12 = %122, %arg13 = %133, %arg14 = %116, %arg15 = %127, %arg16 = %arg0, %arg17 = %57, %arg18 = %arg1, %arg19 = %100) -> (tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, !tt.ptr<i8>, tensor<64x64xi32, #linear1>, !tt.ptr<i8>, tensor<64x64xi32, #linear>)  : i32 {
      %192 = ttg.async_wait %arg12, %arg13 {num = 0 : i32}
      %193 = arith.addi %arg17, %cst_2 : tensor<64x64xi32, #linear1>
      %194 = arith.addi %arg19, %108 : tensor<64x64xi32, #linear>
      %195 = arith.addi %arg11, %c1_i32 : i32
      %196 = arith.cmpi slt, %195, %c2_i32 : i32
      %197 = arith.select %196, %195, %c0_i32 : i32
      %198 = arith.addi %arg9, %c64_i32 : i32
      %199 = arith.subi %arg5, %198 : i32
      %200 = tt.splat %199 : i32 -> tensor<1x64xi32, #linear1>
      %201 = arith.cmpi slt, %20, %200 : tensor<1x64xi32, #linear1>
      %202 = tt.broadcast %201 : tensor<1x64xi1, #linear1> -> tensor<64x64xi1, #linear1>
      %203 = arith.andi %103, %202 : tensor<64x64xi1, #linear1>
      %204 = ttg.memdesc_index %109[%197] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %205 = tt.splat %arg16 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear1>
      %206 = tt.addptr %205, %193 : tensor<64x64x!tt.ptr<i8>, #linear1>, tensor<64x64xi32, #linear1>
      %207 = ttg.async_copy_global_to_local %206, %204 mask %203 other %cst_1 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear1> -> <64x64xi8, #shared, #smem, mutable>
      %208 = ttg.async_commit_group tokens %207
      %209 = ttg.local_load %arg14 token %192 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
      %210 = tt.splat %199 : i32 -> tensor<64x1xi32, #linear>
      %211 = arith.cmpi slt, %59, %210 : tensor<64x1xi32, #linear>
      %212 = tt.broadcast %211 : tensor<64x1xi1, #linear> -> tensor<64x64xi1, #linear>
      %213 = arith.andi %212, %106 : tensor<64x64xi1, #linear>
      %214 = ttg.memdesc_index %110[%197] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %215 = tt.splat %arg18 : !tt.ptr<i8> -> tensor<64x64x!tt.ptr<i8>, #linear>
      %216 = tt.addptr %215, %194 : tensor<64x64x!tt.ptr<i8>, #linear>, tensor<64x64xi32, #linear>
      %217 = ttg.async_copy_global_to_local %216, %214 mask %213 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #linear> -> <64x64xi8, #shared1, #smem, mutable>
      %218 = ttg.async_commit_group tokens %217
      %219 = ttg.local_load %arg15 token %192 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
      %220 = tt.dot %209, %219, %arg10 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %220, %197, %208, %218, %204, %214, %arg16, %193, %arg18, %194 : tensor<64x64xi32, #mma>, i32, !ttg.async.token, !ttg.async.token, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>, !tt.ptr<i8>, tensor<64x64xi32, #linear1>, !tt.ptr<i8>, tensor<64x64xi32, #linear>
    }
    %136 = arith.addi %arg5, %c63_i32 : i32
    %137 = arith.divsi %136, %c64_i32 : i32
    %138 = arith.cmpi sge, %137, %c1_i32 : i32
    %139 = ttg.async_wait %135#2, %135#3 {num = 0 : i32}
    %140 = ttg.local_load %135#4 token %139 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    %141 = ttg.local_load %135#5 token %139 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>>
    %142 = scf.if %138 -> (tensor<64x64xi32, #mma>) {
      %192 = tt.dot %140, %141, %135#0 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 16}>> -> tensor<64x64xi32, #mma>
      scf.yield %192 : tensor<64x64xi32, #mma>
    } else {
      scf.yield %135#0 : tensor<64x64xi32, #mma>
    }
    %143 = arith.select %138, %142, %135#0 : tensor<64x64xi32, #mma>
    ttg.local_dealloc %110 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %109 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %144 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #mma>
    %145 = arith.cmpi slt, %17, %144 : tensor<64x1xi32, #mma>
    %146 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #mma>
    %147 = arith.cmpi slt, %62, %146 : tensor<1x64xi32, #mma>
    %148 = tt.broadcast %145 : tensor<64x1xi1, #mma> -> tensor<64x64xi1, #mma>
    %149 = tt.broadcast %147 : tensor<1x64xi1, #mma> -> tensor<64x64xi1, #mma>
    %150 = arith.andi %148, %149 : tensor<64x64xi1, #mma>
    %151 = arith.muli %2, %arg8 : i32
    %c0_i32_20 = arith.constant 0 : i32
    %152 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %c0_i32_21 = arith.constant 0 : i32
    %cst_22 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %153 = arith.muli %c0_i32_20, %c0_i32_21 : i32
    %154 = tt.splat %c0_i32_20 : i32 -> tensor<64x1xi32, #mma>
    %155 = tt.splat %c0_i32_21 : i32 -> tensor<64x1xi32, #mma>
    %156 = arith.muli %152, %cst_22 : tensor<64x1xi32, #mma>
    %157 = arith.muli %154, %cst_22 : tensor<64x1xi32, #mma>
    %158 = arith.muli %152, %155 : tensor<64x1xi32, #mma>
    %159 = arith.addi %156, %157 : tensor<64x1xi32, #mma>
    %160 = arith.addi %159, %158 : tensor<64x1xi32, #mma>
    %cst_23 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %c0_i32_24 = arith.constant 0 : i32
    %cst_25 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %161 = arith.muli %2, %c0_i32_24 : i32
    %162 = tt.splat %2 : i32 -> tensor<64x1xi32, #mma>
    %163 = tt.splat %c0_i32_24 : i32 -> tensor<64x1xi32, #mma>
    %164 = arith.muli %cst_23, %cst_25 : tensor<64x1xi32, #mma>
    %165 = arith.muli %162, %cst_25 : tensor<64x1xi32, #mma>
    %166 = arith.muli %cst_23, %163 : tensor<64x1xi32, #mma>
    %167 = arith.addi %164, %165 : tensor<64x1xi32, #mma>
    %168 = arith.addi %167, %166 : tensor<64x1xi32, #mma>
    %169 = arith.addi %153, %161 : i32
    %170 = arith.addi %160, %168 : tensor<64x1xi32, #mma>
    %c0_i32_26 = arith.constant 0 : i32
    %171 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xi32, #mma>
    %cst_27 = arith.constant dense<0> : tensor<64x1xi32, #mma>
    %172 = arith.muli %c0_i32_26, %arg8 : i32
    %173 = tt.splat %c0_i32_26 : i32 -> tensor<64x1xi32, #mma>
    %174 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #mma>
    %175 = arith.muli %171, %cst_27 : tensor<64x1xi32, #mma>
    %176 = arith.muli %173, %cst_27 : tensor<64x1xi32, #mma>
    %177 = arith.muli %171, %174 : tensor<64x1xi32, #mma>
    %178 = arith.addi %175, %176 : tensor<64x1xi32, #mma>
    %179 = arith.addi %178, %177 : tensor<64x1xi32, #mma>
    %180 = arith.addi %169, %172 : i32
    %181 = arith.addi %170, %179 : tensor<64x1xi32, #mma>
    %182 = arith.addi %151, %180 : i32
    %183 = tt.broadcast %181 : tensor<64x1xi32, #mma> -> tensor<64x64xi32, #mma>
    %184 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #mma}>> -> tensor<1x64xi32, #mma>
    %185 = tt.broadcast %184 : tensor<1x64xi32, #mma> -> tensor<64x64xi32, #mma>
    %186 = arith.addi %182, %11 : i32
    %187 = arith.addi %183, %185 : tensor<64x64xi32, #mma>
    %188 = tt.splat %186 : i32 -> tensor<64x64xi32, #mma>
    %189 = arith.addi %188, %187 : tensor<64x64xi32, #mma>
    %190 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x64x!tt.ptr<i32>, #mma>
    %191 = tt.addptr %190, %189 : tensor<64x64x!tt.ptr<i32>, #mma>, tensor<64x64xi32, #mma>
    tt.store %191, %143, %150 : tensor<64x64x!tt.ptr<i32>, #mma>
    tt.return
  }
}
