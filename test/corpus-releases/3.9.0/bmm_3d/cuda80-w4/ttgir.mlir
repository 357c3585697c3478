#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [1, 16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [2, 0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked>
    %cst_0 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked1>
    %cst_1 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked2>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #mma>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %2 = tt.expand_dims %1 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %3 = arith.muli %2, %cst : tensor<4x1x1xi32, #blocked>
    %4 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked>
    %5 = tt.addptr %4, %3 : tensor<4x1x1x!tt.ptr<f16>, #blocked>, tensor<4x1x1xi32, #blocked>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked2}>}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %10 = tt.expand_dims %6 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked2}>>
    %11 = tt.expand_dims %7 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %12 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked2}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = tt.expand_dims %10 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked2}>> -> tensor<1x32x1xi32, #blocked2>
    %15 = tt.expand_dims %11 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<1x32x1xi32, #blocked1>
    %16 = arith.muli %14, %cst_1 : tensor<1x32x1xi32, #blocked2>
    %17 = arith.muli %15, %cst_0 : tensor<1x32x1xi32, #blocked1>
    %18 = tt.broadcast %5 : tensor<4x1x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x1x!tt.ptr<f16>, #blocked2>
    %19 = tt.broadcast %16 : tensor<1x32x1xi32, #blocked2> -> tensor<4x32x1xi32, #blocked2>
    %20 = tt.broadcast %17 : tensor<1x32x1xi32, #blocked1> -> tensor<4x32x1xi32, #blocked1>
    %21 = tt.addptr %18, %19 : tensor<4x32x1x!tt.ptr<f16>, #blocked2>, tensor<4x32x1xi32, #blocked2>
    %22 = tt.expand_dims %12 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<1x1x32xi32, #blocked2>
    %23 = tt.expand_dims %13 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %24 = tt.broadcast %21 : tensor<4x32x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x32x!tt.ptr<f16>, #blocked2>
    %25 = tt.broadcast %22 : tensor<1x1x32xi32, #blocked2> -> tensor<4x32x32xi32, #blocked2>
    %26 = tt.broadcast %23 : tensor<1x1x32xi32, #blocked1> -> tensor<4x32x32xi32, #blocked1>
    %27 = tt.addptr %24, %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked2>, tensor<4x32x32xi32, #blocked2>
    %28 = tt.load %27 : tensor<4x32x32x!tt.ptr<f16>, #blocked2>
    %29 = ttg.local_alloc %28 : (tensor<4x32x32xf16, #blocked2>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %30 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked>
    %31 = tt.addptr %30, %3 : tensor<4x1x1x!tt.ptr<f16>, #blocked>, tensor<4x1x1xi32, #blocked>
    %32 = tt.broadcast %31 : tensor<4x1x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x1x!tt.ptr<f16>, #blocked2>
    %33 = tt.addptr %32, %19 : tensor<4x32x1x!tt.ptr<f16>, #blocked2>, tensor<4x32x1xi32, #blocked2>
    %34 = tt.broadcast %33 : tensor<4x32x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x32x!tt.ptr<f16>, #blocked2>
    %35 = tt.addptr %34, %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked2>, tensor<4x32x32xi32, #blocked2>
    %36 = tt.load %35 : tensor<4x32x32x!tt.ptr<f16>, #blocked2>
    %37 = ttg.local_alloc %36 : (tensor<4x32x32xf16, #blocked2>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %38 = ttg.local_load %29 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %39 = ttg.local_load %37 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %40 = tt.dot %38, %39, %cst_2, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<4x32x32xf32, #mma>
    %41 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked>
    %42 = tt.addptr %41, %3 : tensor<4x1x1x!tt.ptr<f32>, #blocked>, tensor<4x1x1xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<4x1x1x!tt.ptr<f32>, #blocked> -> tensor<4x32x1x!tt.ptr<f32>, #blocked1>
    %44 = tt.addptr %43, %20 : tensor<4x32x1x!tt.ptr<f32>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %45 = tt.broadcast %44 : tensor<4x32x1x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    %46 = tt.addptr %45, %26 : tensor<4x32x32x!tt.ptr<f32>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %47 = ttg.convert_layout %40 : tensor<4x32x32xf32, #mma> -> tensor<4x32x32xf32, #blocked1>
    tt.store %46, %47 : tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
