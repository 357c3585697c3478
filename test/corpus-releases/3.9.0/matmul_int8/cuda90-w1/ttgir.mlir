#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 16, perPhase = 2, maxPhase = 4, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c-1_i32 = arith.constant -1 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_2 = arith.constant dense<0> : tensor<64x64xi8, #blocked1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %8 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %9 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = arith.addi %9, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = arith.addi %10, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = arith.muli %1, %c64_i32 : i32
    %14 = tt.splat %13 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %15 = tt.splat %13 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %16 = arith.addi %14, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %17 = arith.addi %15, %8 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %18 = tt.expand_dims %11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %19 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %20 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %21 = arith.muli %18, %20 : tensor<64x1xi32, #blocked>
    %22 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %23 = tt.addptr %22, %21 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %24 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %25 = tt.broadcast %23 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %26 = tt.broadcast %24 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %27 = tt.addptr %25, %26 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %28 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %29 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %30 = arith.muli %28, %29 : tensor<64x1xi32, #blocked1>
    %31 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked1>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<i8>, #blocked1>, tensor<64x1xi32, #blocked1>
    %33 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %34 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<i8>, #blocked1> -> tensor<64x64x!tt.ptr<i8>, #blocked1>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %37 = tt.broadcast %34 : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
    %38 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %40 = arith.cmpi slt, %18, %39 : tensor<64x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %42 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %43 = arith.cmpi slt, %33, %42 : tensor<1x64xi32, #blocked1>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %45 = arith.muli %arg7, %c64_i32 : i32
    %46 = tt.splat %45 : i32 -> tensor<64x64xi32, #blocked1>
    %47 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %48 = ttg.local_alloc : () -> !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    %49 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %50 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %51 = arith.cmpi slt, %24, %50 : tensor<1x64xi32, #blocked>
    %52 = tt.broadcast %51 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %53 = arith.andi %41, %52 : tensor<64x64xi1, #blocked>
    %54 = ttg.memdesc_index %47[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %55 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked1>
    %56 = tt.splat %49 : i1 -> tensor<64x64xi1, #blocked>
    %57 = arith.andi %56, %53 : tensor<64x64xi1, #blocked>
    %58 = ttg.async_copy_global_to_local %27, %54 mask %57 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %59 = ttg.async_commit_group tokens %58
    %60 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %61 = arith.cmpi slt, %28, %60 : tensor<64x1xi32, #blocked1>
    %62 = tt.broadcast %61 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %63 = arith.andi %62, %44 : tensor<64x64xi1, #blocked1>
    %64 = ttg.memdesc_index %48[%c0_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %65 = arith.andi %55, %63 : tensor<64x64xi1, #blocked1>
    %66 = ttg.async_copy_global_to_local %38, %64 mask %65 other %cst_2 : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared1, #smem, mutable>
    %67 = ttg.async_commit_group tokens %66
    %68 = arith.cmpi sgt, %arg5, %c64_i32 : i32
    %69 = tt.addptr %27, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %70 = tt.addptr %38, %46 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
    %71 = arith.subi %arg5, %c64_i32 : i32
    %72 = tt.splat %71 : i32 -> tensor<1x64xi32, #blocked>
    %73 = arith.cmpi slt, %24, %72 : tensor<1x64xi32, #blocked>
    %74 = tt.broadcast %73 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %75 = arith.andi %41, %74 : tensor<64x64xi1, #blocked>
    %76 = ttg.memdesc_index %47[%c1_i32] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %77 = tt.splat %68 : i1 -> tensor<64x64xi1, #blocked1>
    %78 = tt.splat %68 : i1 -> tensor<64x64xi1, #blocked>
    %79 = arith.andi %78, %75 : tensor<64x64xi1, #blocked>
    %80 = ttg.async_copy_global_to_local %69, %76 mask %79 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %81 = ttg.async_commit_group tokens %80
    %82 = tt.splat %71 : i32 -> tensor<64x1xi32, #blocked1>
    %83 = arith.cmpi slt, %28, %82 : tensor<64x1xi32, #blocked1>
    %84 = tt.broadcast %83 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %85 = arith.andi %84, %44 : tensor<64x64xi1, #blocked1>
    %86 = ttg.memdesc_index %48[%c1_i32] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
    %87 = arith.andi %77, %85 : tensor<64x64xi1, #blocked1>
    %88 = ttg.async_copy_global_to_local %70, %86 mask %87 other %cst_2 : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared1, #smem, mutable>
    %89 = ttg.async_commit_group tokens %88
    %90:9 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst, %arg11 = %69, %arg12 = %c1_i32, %arg13 = %c-1_i32, %arg14 = %59, %arg15 = %81, %arg16 = %67, %arg17 = %89, %arg18 = %70) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, tensor<64x64x!tt.ptr<i8>, #blocked1>)  : i32 {
      %106 = arith.subi %arg5, %c128_i32 : i32
      %107 = arith.cmpi slt, %arg9, %106 : i32
      %108 = arith.addi %arg13, %c1_i32 : i32
      %109 = arith.cmpi sge, %108, %c2_i32 : i32
      %110 = arith.select %109, %c0_i32, %108 : i32
      %111 = ttg.async_wait %arg14, %arg16 {num = 2 : i32}
      %112 = ttg.memdesc_index %47[%110] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %113 = ttg.local_load %112 token %111 : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
      %114 = ttg.memdesc_index %48[%110] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %115 = ttg.local_load %114 token %111 : !ttg.memdesc<64x64xi8, #shared1, #smem, mutable> -> tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
      %116 = tt.dot %113, %115, %arg10, inputPrecision = tf32 : tensor<64x64xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<64x64xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xi32, #mma>
      %117 = tt.addptr %arg11, %cst_1 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %118 = tt.addptr %arg18, %46 : tensor<64x64x!tt.ptr<i8>, #blocked1>, tensor<64x64xi32, #blocked1>
      %119 = arith.addi %arg12, %c1_i32 : i32
      %120 = arith.cmpi sge, %119, %c2_i32 : i32
      %121 = arith.select %120, %c0_i32, %119 : i32
      %122 = arith.addi %arg9, %c128_i32 : i32
      %123 = arith.subi %arg5, %122 : i32
      %124 = tt.splat %123 : i32 -> tensor<1x64xi32, #blocked>
      %125 = arith.cmpi slt, %24, %124 : tensor<1x64xi32, #blocked>
      %126 = tt.broadcast %125 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %127 = arith.andi %41, %126 : tensor<64x64xi1, #blocked>
      %128 = ttg.memdesc_index %47[%121] : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %129 = tt.splat %107 : i1 -> tensor<64x64xi1, #blocked1>
      %130 = tt.splat %107 : i1 -> tensor<64x64xi1, #blocked>
      %131 = arith.andi %130, %127 : tensor<64x64xi1, #blocked>
      %132 = ttg.async_copy_global_to_local %117, %128 mask %131 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
      %133 = ttg.async_commit_group tokens %132
      %134 = tt.splat %123 : i32 -> tensor<64x1xi32, #blocked1>
      %135 = arith.cmpi slt, %28, %134 : tensor<64x1xi32, #blocked1>
      %136 = tt.broadcast %135 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
      %137 = arith.andi %136, %44 : tensor<64x64xi1, #blocked1>
      %138 = ttg.memdesc_index %48[%121] : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared1, #smem, mutable>
      %139 = arith.andi %129, %137 : tensor<64x64xi1, #blocked1>
      %140 = ttg.async_copy_global_to_local %118, %138 mask %139 other %cst_2 : tensor<64x64x!tt.ptr<i8>, #blocked1> -> <64x64xi8, #shared1, #smem, mutable>
      %141 = ttg.async_commit_group tokens %140
      scf.yield %116, %117, %121, %110, %arg15, %133, %arg17, %141, %118 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token, tensor<64x64x!tt.ptr<i8>, #blocked1>
    }
    %91 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %48 : !ttg.memdesc<2x64x64xi8, #shared1, #smem, mutable>
    ttg.local_dealloc %47 : !ttg.memdesc<2x64x64xi8, #shared, #smem, mutable>
    %92 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked2>
    %93 = arith.cmpi slt, %19, %92 : tensor<64x1xi32, #blocked2>
    %94 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked2>
    %95 = arith.cmpi slt, %34, %94 : tensor<1x64xi32, #blocked2>
    %96 = tt.broadcast %93 : tensor<64x1xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %97 = tt.broadcast %95 : tensor<1x64xi1, #blocked2> -> tensor<64x64xi1, #blocked2>
    %98 = arith.andi %96, %97 : tensor<64x64xi1, #blocked2>
    %99 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked2>
    %100 = arith.muli %19, %99 : tensor<64x1xi32, #blocked2>
    %101 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked2>
    %102 = tt.addptr %101, %100 : tensor<64x1x!tt.ptr<i32>, #blocked2>, tensor<64x1xi32, #blocked2>
    %103 = tt.broadcast %102 : tensor<64x1x!tt.ptr<i32>, #blocked2> -> tensor<64x64x!tt.ptr<i32>, #blocked2>
    %104 = tt.addptr %103, %37 : tensor<64x64x!tt.ptr<i32>, #blocked2>, tensor<64x64xi32, #blocked2>
    %105 = ttg.convert_layout %90#0 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked2>
    tt.store %104, %105, %98 : tensor<64x64x!tt.ptr<i32>, #blocked2>
    tt.return
  }
}
