#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
      %86 = arith.subi %arg5, %c64_i32 : i32
      %87 = arith.cmpi slt, %arg10, %86 : i32
      %88 = arith.addi %arg15, %c1_i32 : i32
      %89 = arith.cmpi sge, %88, %c3_i32 : i32
      %90 = arith.select %89, %c0_i32, %88 : i32
      %91 = ttg.async_wait %arg16, %arg18 {num = 2 : i32}
      %92 = ttg.memdesc_index %29[%90] : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %93 = ttng.warp_group_dot %18, %92, %cst_1 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x64xf16, #shared, #smem> * !ttg.memdesc<64x32xf16, #shared1, #smem, mutable> -> tensor<64x32xf32, #mma>
      %94:4 = ttng.warp_group_dot_wait %93, %18, %92, %arg13 {pendings = 0 : i32} : tensor<64x32xf32, #mma>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>, tensor<64x64xf32, #mma1>
      %95 = arith.mulf %94#0, %25 : tensor<64x32xf32, #mma>
      %96 = "tt.reduce"(%95) <{axis = 1 : i32}> ({
      ^bb0(%arg20: f32, %arg21: f32):
        %141 = arith.maxnumf %arg20, %arg21 : f32
        tt.reduce.return %141 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %97 = arith.maxnumf %arg11, %96 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %98 = tt.expand_dims %97 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %99 = tt.broadcast %98 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %100 = arith.subf %95, %99 : tensor<64x32xf32, #mma>
      %101 = math.exp2 %100 : tensor<64x32xf32, #mma>
      %102 = arith.subf %arg11, %97 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %103 = math.exp2 %102 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %104 = arith.mulf %arg12, %103 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %105 = "tt.reduce"(%101) <{axis = 1 : i32}> ({
      ^bb0(%arg20: f32, %arg21: f32):
        %141 = arith.addf %arg20, %arg21 : f32
        tt.reduce.return %141 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %106 = arith.addf %104, %105 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %107 = ttg.memdesc_index %30[%90] : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
      %108 = arith.truncf %101 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %109 = tt.expand_dims %103 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %110 = ttg.convert_layout %109 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
      %111 = tt.broadcast %110 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
      %112 = arith.mulf %94#3, %111 : tensor<64x64xf32, #mma1>
      %113 = ttg.convert_layout %108 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>>
      %114 = ttng.warp_group_dot %113, %107, %112 {inputPrecision = 0 : i32, isAsync = true} : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 2}>> * !ttg.memdesc<32x64xf16, #shared, #smem, mutable> -> tensor<64x64xf32, #mma1>
      %115 = arith.addi %arg14, %c1_i32 : i32
      %116 = arith.cmpi sge, %115, %c3_i32 : i32
      %117 = arith.select %116, %c0_i32, %115 : i32
      %118 = arith.addi %arg10, %c64_i32 : i32
      %119 = tt.splat %118 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %120 = tt.splat %118 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %121 = arith.addi %119, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %122 = arith.addi %120, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %123 = tt.expand_dims %121 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %124 = arith.muli %123, %20 : tensor<1x32xi32, #blocked1>
      %125 = tt.addptr %21, %124 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %126 = tt.broadcast %125 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %127 = tt.addptr %126, %24 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %128 = ttg.memdesc_index %29[%117] : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable> -> !ttg.memdesc<64x32xf16, #shared1, #smem, mutable>
      %129 = tt.splat %87 : i1 -> tensor<64x32xi1, #blocked1>
      %130 = ttg.async_copy_global_to_local %127, %128 mask %129 {contiguity = 8 : i32} : tensor<64x32x!tt.ptr<f16>, #blocked1> -> <64x32xf16, #shared1, #smem, mutable>
      %131 = ttg.async_commit_group tokens %130
      %132 = tt.expand_dims %122 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %133 = arith.muli %132, %26 : tensor<32x1xi32, #blocked>
      %134 = tt.addptr %27, %133 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %135 = tt.broadcast %134 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %136 = tt.addptr %135, %28 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %137 = ttg.memdesc_index %30[%117] : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
      %138 = tt.splat %87 : i1 -> tensor<32x64xi1, #blocked>
      %139 = ttg.async_copy_global_to_local %136, %137 mask %138 {contiguity = 8 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
      %140 = ttg.async_commit_group tokens %139
      scf.yield %97, %106, %114, %117, %90, %arg17, %131, %arg19, %140 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma1>, i32, i32, !ttg.async.token, !ttg.async.token, !ttg.async.token, !ttg.async.token
    }
    %72 = ttng.warp_group_dot_wait %71#2 {pendings = 0 : i32} : tensor<64x64xf32, #mma1>
    %73 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %30 : !ttg.memdesc<3x32x64xf16, #shared, #smem, mutable>
    ttg.local_dealloc %29 : !ttg.memdesc<3x64x32xf16, #shared1, #smem, mutable>
    %74 = tt.expand_dims %71#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %75 = ttg.convert_layout %74 : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    %76 = tt.broadcast %75 : tensor<64x1xf32, #mma1> -> tensor<64x64xf32, #mma1>
    %77 = arith.divf %72, %76 : tensor<64x64xf32, #mma1>
    %78 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked>
    %79 = arith.muli %7, %78 : tensor<64x1xi32, #blocked>
    %80 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %81 = tt.addptr %80, %79 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %82 = tt.broadcast %81 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %83 = tt.addptr %82, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %84 = arith.truncf %77 : tensor<64x64xf32, #mma1> to tensor<64x64xf16, #mma1>
    %85 = ttg.convert_layout %84 : tensor<64x64xf16, #mma1> -> tensor<64x64xf16, #blocked>
    tt.store %83, %85 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
