#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 8], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 16, 16]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 2], instrShape = [16, 32, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_0 = arith.constant dense<32> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c64_i32 = arith.constant 64 : i32
    %cst_2 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma1>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_5 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %18 = ttg.local_alloc %17 : (tensor<64x64xf16, #blocked>) -> !ttg.memdesc<64x64xf16, #shared, #smem>
    %19 = arith.mulf %arg4, %cst_2 : f32
    %20 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
    %21 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %23 = tt.expand_dims %22 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %24 = tt.broadcast %23 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %25 = tt.splat %19 : f32 -> tensor<64x32xf32, #mma>
    %26 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
    %27 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %28 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %29 = ttg.local_alloc : () -> !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable>
    %30 = ttg.local_alloc : () -> !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable>
    %31 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %32 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %33 = arith.muli %32, %20 : tensor<1x32xi32, #blocked1>
    %34 = tt.addptr %21, %33 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %35 = tt.broadcast %34 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %36 = tt.addptr %35, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %37 = ttg.memdesc_index %29[%c0_i32] : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %38 = tt.splat %31 : i1 -> tensor<64x32xi1, #blocked1>
    %39 = ttg.async_copy_global_to_local %36, %37 mask %38 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %40 = ttg.async_commit_group tokens %39
    %41 = tt.expand_dims %6 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %42 = arith.muli %41, %26 : tensor<32x1xi32, #blocked>
    %43 = tt.addptr %27, %42 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %44 = tt.broadcast %43 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %45 = tt.addptr %44, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %46 = ttg.memdesc_index %30[%c0_i32] : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %47 = tt.splat %31 : i1 -> tensor<32x64xi1, #blocked>
    %48 = ttg.async_copy_global_to_local %45, %46 mask %47 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %49 = ttg.async_commit_group tokens %48
    %50 = arith.cmpi sgt, %arg5, %c32_i32 : i32
    %51 = arith.addi %5, %cst_0 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %52 = arith.addi %6, %cst : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %53 = tt.expand_dims %51 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %54 = arith.muli %53, %20 : tensor<1x32xi32, #blocked1>
    %55 = tt.addptr %21, %54 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
    %56 = tt.broadcast %55 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %57 = tt.addptr %56, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %58 = ttg.memdesc_index %29[%c1_i32] : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
    %59 = tt.splat %50 : i1 -> tensor<64x32xi1, #blocked1>
    %60 = ttg.async_copy_global_to_local %57, %58 mask %59 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
    %61 = ttg.async_commit_group tokens %60
    %62 = tt.expand_dims %52 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %63 = arith.muli %62, %26 : tensor<32x1xi32, #blocked>
    %64 = tt.addptr %27, %63 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %65 = tt.broadcast %64 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %66 = tt.addptr %65, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %67 = ttg.memdesc_index %30[%c1_i32] : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %68 = tt.splat %50 : i1 -> tensor<32x64xi1, #blocked>
    %69 = ttg.async_copy_global_to_local %66, %67 mask %68 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %70 = ttg.async_commit_group tokens %69
    %71:9 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_5, %arg12 = %cst_4, %arg13 = %cst_3, %arg14 = %c1_i32, %arg15 = %c-1_i32, %arg16 = %40, %arg17 = %61, %arg18 = %49, %arg19 = %70) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token)  : i32 {
      %85 = arith.subi %arg5, %c64_i32 : i32
      %86 = arith.cmpi slt, %arg10, %85 : i32
      %87 = arith.addi %arg15, %c1_i32 : i32
      %88 = arith.cmpi sge, %87, %c3_i32 : i32
      %89 = arith.select %88, %c0_i32, %87 : i32
      %90 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %91 = ttg.memdesc_index %29[%89] : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %92 = ttng.warp_group_dot %18, %91, %cst_1 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf32, #mma>
      %93:4 = ttng.warp_group_dot_wait %92, %18, %91, %arg13 {pendings = 0 : i32} : tensor<64x32xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, tensor<64x64xf32, #mma1>
      %94 = arith.mulf %93#0, %25 : tensor<64x32xf32, #mma>
      %95 = "tt.reduce"(%94) <{axis = 1 : i32}> ({
      ^bb0(%arg20: f32, %arg21: f32):
        %139 = arith.maxnumf %arg20, %arg21 : f32
        tt.reduce.return %139 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %96 = arith.maxnumf %arg11, %95 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %97 = tt.expand_dims %96 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %98 = tt.broadcast %97 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %99 = arith.subf %94, %98 : tensor<64x32xf32, #mma>
      %100 = math.exp2 %99 : tensor<64x32xf32, #mma>
      %101 = arith.subf %arg11, %96 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %102 = math.exp2 %101 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %103 = arith.mulf %arg12, %102 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %104 = "tt.reduce"(%100) <{axis = 1 : i32}> ({
      ^bb0(%arg20: f32, %arg21: f32):
        %139 = arith.addf %arg20, %arg21 : f32
        tt.reduce.return %139 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %105 = arith.addf %103, %104 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %106 = ttg.memdesc_index %30[%89] : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
      %107 = arith.truncf %100 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %108 = tt.expand_dims %102 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %109 = tt.broadcast %108 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma1>
      %110 = arith.mulf %93#3, %109 : tensor<64x64xf32, #mma1>
      %111 = ttg.convert_layout %107 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>
      %112 = ttng.warp_group_dot %111, %106, %110 {inputPrecision = 0 : i32, isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma1>
      %113 = arith.addi %arg14, %c1_i32 : i32
      %114 = arith.cmpi sge, %113, %c3_i32 : i32
      %115 = arith.select %114, %c0_i32, %113 : i32
      %116 = arith.addi %arg10, %c64_i32 : i32
      %117 = tt.splat %116 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %118 = tt.splat %116 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %119 = arith.addi %117, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %120 = arith.addi %118, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %121 = tt.expand_dims %119 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %122 = arith.muli %121, %20 : tensor<1x32xi32, #blocked1>
      %123 = tt.addptr %21, %122 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %124 = tt.broadcast %123 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %125 = tt.addptr %124, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %126 = ttg.memdesc_index %29[%115] : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %127 = tt.splat %86 : i1 -> tensor<64x32xi1, #blocked1>
      %128 = ttg.async_copy_global_to_local %125, %126 mask %127 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %129 = ttg.async_commit_group tokens %128
      %130 = tt.expand_dims %120 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %131 = arith.muli %130, %26 : tensor<32x1xi32, #blocked>
      %132 = tt.addptr %27, %131 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %133 = tt.broadcast %132 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %134 = tt.addptr %133, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %135 = ttg.memdesc_index %30[%115] : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
      %136 = tt.splat %86 : i1 -> tensor<32x64xi1, #blocked>
      %137 = ttg.async_copy_global_to_local %134, %135 mask %136 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
      %138 = ttg.async_commit_group tokens %137
      scf.yield %96, %105, %112, %115, %89, %arg17, %129, %arg19, %138 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %72 = ttng.warp_group_dot_wait %71#2 {pendings = 0 : i32} : tensor<64x64xf32, #mma1>
    %73 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %30 : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %29 : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable>
    %74 = tt.expand_dims %71#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %75 = tt.broadcast %74 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma1>
    %76 = arith.divf %72, %75 : tensor<64x64xf32, #mma1>
    %77 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked>
    %78 = arith.muli %7, %77 : tensor<64x1xi32, #blocked>
    %79 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %80 = tt.addptr %79, %78 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %81 = tt.broadcast %80 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %82 = tt.addptr %81, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %83 = arith.truncf %76 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %84 = ttg.convert_layout %83 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #blocked>
    tt.store %82, %84 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
