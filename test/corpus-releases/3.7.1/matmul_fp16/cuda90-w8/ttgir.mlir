#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #blocked1>
    %c-1_i32 = arith.constant -1 : i32
    %c3_i32 = arith.constant 3 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %16 = arith.muli %13, %15 : tensor<64x1xi32, #blocked1>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %21 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %22 = tt.broadcast %20 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %24 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %26 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked>
    %27 = arith.muli %25, %26 : tensor<32x1xi32, #blocked>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %32 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %33 = tt.addptr %31, %32 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %34 = arith.addi %arg5, %c31_i32 : i32
    %35 = arith.divsi %34, %c32_i32 : i32
    %36 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %37 = arith.cmpi slt, %13, %36 : tensor<64x1xi32, #blocked1>
    %38 = tt.broadcast %37 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %39 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %40 = arith.cmpi slt, %30, %39 : tensor<1x64xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %42 = arith.muli %arg7, %c32_i32 : i32
    %43 = tt.splat %42 : i32 -> tensor<32x64xi32, #blocked>
    %44 = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable>
    %46 = arith.cmpi sgt, %35, %c0_i32 : i32
    %47 = tt.splat %arg5 : i32 -> tensor<1x32xi32, #blocked1>
    %48 = arith.cmpi slt, %20, %47 : tensor<1x32xi32, #blocked1>
    %49 = tt.broadcast %48 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %50 = arith.andi %38, %49 : tensor<64x32xi1, #blocked1>
    %51 = ttg.memdesc_index %44[%c0_i32] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %52 = tt.splat %46 : i1 -> tensor<64x32xi1, #blocked1>
    %53 = arith.andi %52, %50 : tensor<64x32xi1, #blocked1>
    %54 = ttg.async_copy_global_to_local %23, %51 mask %53 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %55 = ttg.async_commit_group tokens %54
    %56 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %57 = arith.cmpi slt, %25, %56 : tensor<32x1xi32, #blocked>
    %58 = tt.broadcast %57 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %59 = arith.andi %58, %41 : tensor<32x64xi1, #blocked>
    %60 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %61 = tt.splat %46 : i1 -> tensor<32x64xi1, #blocked>
    %62 = arith.andi %61, %59 : tensor<32x64xi1, #blocked>
    %63 = ttg.async_copy_global_to_local %33, %60 mask %62 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %64 = ttg.async_commit_group tokens %63
    %65 = arith.cmpi sgt, %35, %c1_i32 : i32
    %66 = tt.addptr %23, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %67 = tt.addptr %33, %43 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %68 = arith.subi %arg5, %c32_i32 : i32
    %69 = tt.splat %68 : i32 -> tensor<1x32xi32, #blocked1>
    %70 = arith.cmpi slt, %20, %69 : tensor<1x32xi32, #blocked1>
    %71 = tt.broadcast %70 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %72 = arith.andi %38, %71 : tensor<64x32xi1, #blocked1>
    %73 = ttg.memdesc_index %44[%c1_i32] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
    %74 = tt.splat %65 : i1 -> tensor<64x32xi1, #blocked1>
    %75 = arith.andi %74, %72 : tensor<64x32xi1, #blocked1>
    %76 = ttg.async_copy_global_to_local %66, %73 mask %75 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
    %77 = ttg.async_commit_group tokens %76
    %78 = tt.splat %68 : i32 -> tensor<32x1xi32, #blocked>
    %79 = arith.cmpi slt, %25, %78 : tensor<32x1xi32, #blocked>
    %80 = tt.broadcast %79 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %81 = arith.andi %80, %41 : tensor<32x64xi1, #blocked>
    %82 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    %83 = tt.splat %65 : i1 -> tensor<32x64xi1, #blocked>
    %84 = arith.andi %83, %81 : tensor<32x64xi1, #blocked>
    %85 = ttg.async_copy_global_to_local %67, %82 mask %84 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
    %86 = ttg.async_commit_group tokens %85
    %87:9 = scf.for %arg9 = %c0_i32 to %35 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %66, %arg12 = %67, %arg13 = %c1_i32, %arg14 = %c-1_i32, %arg15 = %55, %arg16 = %77, %arg17 = %64, %arg18 = %86) -> (tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %104 = arith.subi %35, %c2_i32 : i32
      %105 = arith.cmpi slt, %arg9, %104 : i32
      %106 = arith.addi %arg14, %c1_i32 : i32
      %107 = arith.cmpi sge, %106, %c3_i32 : i32
      %108 = arith.select %107, %c0_i32, %106 : i32
      %109 = ttg.async_wait %arg15, %arg17 {num = 2 : i32}
      %110 = ttg.memdesc_index %44[%108] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %111 = ttg.memdesc_index %45[%108] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %112 = ttng.warp_group_dot %110, %111, %arg10 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x32xf16, #shared, #smem, mutable> * !ttg.memdesc<32x64xf16, #shared1, #smem, mutable> -> tensor<64x64xf32, #mma>
      %113:3 = ttng.warp_group_dot_wait %112, %110, %111 {pendings = 1 : i32} : tensor<64x64xf32, #mma>, !ttg.memdesc<64x32xf16, #shared, #smem, mutable>, !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %114 = tt.addptr %arg11, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %115 = tt.addptr %arg12, %43 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %116 = arith.addi %arg13, %c1_i32 : i32
      %117 = arith.cmpi sge, %116, %c3_i32 : i32
      %118 = arith.select %117, %c0_i32, %116 : i32
      %119 = arith.addi %arg9, %c2_i32 : i32
      %120 = arith.muli %119, %c32_i32 : i32
      %121 = arith.subi %arg5, %120 : i32
      %122 = tt.splat %121 : i32 -> tensor<1x32xi32, #blocked1>
      %123 = arith.cmpi slt, %20, %122 : tensor<1x32xi32, #blocked1>
      %124 = tt.broadcast %123 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %125 = arith.andi %38, %124 : tensor<64x32xi1, #blocked1>
      %126 = ttg.memdesc_index %44[%118] : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared, #smem, mutable>
      %127 = tt.splat %105 : i1 -> tensor<64x32xi1, #blocked1>
      %128 = arith.andi %127, %125 : tensor<64x32xi1, #blocked1>
      %129 = ttg.async_copy_global_to_local %114, %126 mask %128 other %cst_1 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared, #smem, mutable>
      %130 = ttg.async_commit_group tokens %129
      %131 = tt.splat %121 : i32 -> tensor<32x1xi32, #blocked>
      %132 = arith.cmpi slt, %25, %131 : tensor<32x1xi32, #blocked>
      %133 = tt.broadcast %132 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %134 = arith.andi %133, %41 : tensor<32x64xi1, #blocked>
      %135 = ttg.memdesc_index %45[%118] : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
      %136 = tt.splat %105 : i1 -> tensor<32x64xi1, #blocked>
      %137 = arith.andi %136, %134 : tensor<32x64xi1, #blocked>
      %138 = ttg.async_copy_global_to_local %115, %135 mask %137 other %cst_0 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared1, #smem, mutable>
      %139 = ttg.async_commit_group tokens %138
      scf.yield %113#0, %114, %115, %118, %108, %arg16, %130, %arg18, %139 : tensor<64x64xf32, #mma>, tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %88 = ttng.warp_group_dot_wait %87#0 {pendings = 0 : i32} : tensor<64x64xf32, #mma>
    %89 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<3x32x64xf16, #shared1, #smem, mutable>
    ttg.local_dealloc %44 : !ttg.memdesc<3x64x32xf16, #shared, #smem, mutable>
    %90 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %91 = arith.cmpi slt, %14, %90 : tensor<64x1xi32, #blocked>
    %92 = tt.broadcast %91 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %93 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %94 = arith.andi %92, %93 : tensor<64x64xi1, #blocked>
    %95 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked>
    %96 = arith.muli %14, %95 : tensor<64x1xi32, #blocked>
    %97 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %98 = tt.addptr %97, %96 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %99 = tt.broadcast %98 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %100 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %101 = tt.addptr %99, %100 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %102 = arith.truncf %88 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %103 = ttg.convert_layout %102 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %101, %103, %94 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
