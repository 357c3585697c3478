#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 16, 4], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1, 1], instrShape = [32, 32, 8], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [2, 0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<32> : tensor<1x32x1xi32, #mma>
    %cst_0 = arith.constant dense<1024> : tensor<4x1x1xi32, #mma>
    %cst_1 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked>
    %cst_2 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #mma>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %1 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>>
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #mma}>}>>
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #mma}>}>>
    %6 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %7 = tt.expand_dims %6 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %8 = arith.muli %7, %cst_2 : tensor<4x1x1xi32, #blocked>
    %9 = tt.broadcast %8 : tensor<4x1x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %10 = tt.expand_dims %2 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %11 = tt.expand_dims %10 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %12 = arith.muli %11, %cst_1 : tensor<1x32x1xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %14 = arith.addi %9, %13 : tensor<4x32x1xi32, #blocked>
    %15 = tt.broadcast %14 : tensor<4x32x1xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %16 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %17 = tt.expand_dims %16 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %18 = tt.broadcast %17 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %19 = arith.addi %15, %18 : tensor<4x32x32xi32, #blocked>
    %20 = amdg.buffer_load %arg0[%19] {contiguity = 8 : i32} : tensor<4x32x32xf16, #blocked>
    %21 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %22 = tt.expand_dims %21 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %23 = arith.muli %22, %cst_2 : tensor<4x1x1xi32, #blocked>
    %24 = tt.broadcast %23 : tensor<4x1x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %25 = tt.expand_dims %2 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %26 = tt.expand_dims %25 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %27 = arith.muli %26, %cst_1 : tensor<1x32x1xi32, #blocked>
    %28 = tt.broadcast %27 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %29 = arith.addi %24, %28 : tensor<4x32x1xi32, #blocked>
    %30 = tt.broadcast %29 : tensor<4x32x1xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %31 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %32 = tt.expand_dims %31 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %33 = tt.broadcast %32 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %34 = arith.addi %30, %33 : tensor<4x32x32xi32, #blocked>
    %35 = amdg.buffer_load %arg1[%34] {contiguity = 8 : i32} : tensor<4x32x32xf16, #blocked>
    %36 = ttg.local_alloc %20 : (tensor<4x32x32xf16, #blocked>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %37 = ttg.local_load %36 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %38 = ttg.local_alloc %35 : (tensor<4x32x32xf16, #blocked>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %39 = ttg.local_load %38 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %40 = tt.dot %37, %39, %cst_3, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<4x32x32xf32, #mma>
    %41 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %42 = tt.expand_dims %41 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<4x1x1xi32, #mma>
    %43 = arith.muli %42, %cst_0 : tensor<4x1x1xi32, #mma>
    %44 = tt.broadcast %43 : tensor<4x1x1xi32, #mma> -> tensor<4x32x1xi32, #mma>
    %45 = tt.expand_dims %3 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #mma}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #mma}>>
    %46 = tt.expand_dims %45 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #mma}>> -> tensor<1x32x1xi32, #mma>
    %47 = arith.muli %46, %cst : tensor<1x32x1xi32, #mma>
    %48 = tt.broadcast %47 : tensor<1x32x1xi32, #mma> -> tensor<4x32x1xi32, #mma>
    %49 = arith.addi %44, %48 : tensor<4x32x1xi32, #mma>
    %50 = tt.broadcast %49 : tensor<4x32x1xi32, #mma> -> tensor<4x32x32xi32, #mma>
    %51 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #mma}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #mma}>>
    %52 = tt.expand_dims %51 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<1x1x32xi32, #mma>
    %53 = tt.broadcast %52 : tensor<1x1x32xi32, #mma> -> tensor<4x32x32xi32, #mma>
    %54 = arith.addi %50, %53 : tensor<4x32x32xi32, #mma>
    amdg.buffer_store %40, %arg2[%54] {contiguity = 4 : i32} : tensor<4x32x32xf32, #mma>
    tt.return
  }
}
