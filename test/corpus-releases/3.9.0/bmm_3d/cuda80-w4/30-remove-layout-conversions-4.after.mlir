#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #mma>
    %cst_0 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked>
    %cst_1 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked1>
    %cst_2 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked2>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked2}>>
    %2 = tt.expand_dims %1 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked2}>> -> tensor<4x1x1xi32, #blocked2>
    %3 = arith.muli %2, %cst_2 : tensor<4x1x1xi32, #blocked2>
    %4 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked2>
    %5 = tt.addptr %4, %3 : tensor<4x1x1x!tt.ptr<f16>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %10 = tt.expand_dims %6 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %11 = tt.expand_dims %7 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %12 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = tt.expand_dims %10 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %15 = tt.expand_dims %11 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<1x32x1xi32, #blocked1>
    %16 = arith.muli %14, %cst_0 : tensor<1x32x1xi32, #blocked>
    %17 = arith.muli %15, %cst_1 : tensor<1x32x1xi32, #blocked1>
    %18 = tt.broadcast %5 : tensor<4x1x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked>
    %19 = tt.broadcast %16 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %20 = tt.broadcast %17 : tensor<1x32x1xi32, #blocked1> -> tensor<4x32x1xi32, #blocked1>
    %21 = tt.addptr %18, %19 : tensor<4x32x1x!tt.ptr<f16>, #blocked>, tensor<4x32x1xi32, #blocked>
    %22 = tt.expand_dims %12 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %23 = tt.expand_dims %13 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %24 = tt.broadcast %21 : tensor<4x32x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %25 = tt.broadcast %22 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %26 = tt.broadcast %23 : tensor<1x1x32xi32, #blocked1> -> tensor<4x32x32xi32, #blocked1>
    %27 = tt.addptr %24, %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %28 = tt.load %27 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %29 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked2>
    %30 = tt.addptr %29, %3 : tensor<4x1x1x!tt.ptr<f16>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %31 = tt.broadcast %30 : tensor<4x1x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked>
    %32 = tt.addptr %31, %19 : tensor<4x32x1x!tt.ptr<f16>, #blocked>, tensor<4x32x1xi32, #blocked>
    %33 = tt.broadcast %32 : tensor<4x32x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %34 = tt.addptr %33, %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %35 = tt.load %34 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %36 = ttg.convert_layout %28 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %37 = ttg.convert_layout %35 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %38 = tt.dot %36, %37, %cst, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<4x32x32xf32, #mma>
    %39 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked2>
    %40 = tt.addptr %39, %3 : tensor<4x1x1x!tt.ptr<f32>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %41 = tt.broadcast %40 : tensor<4x1x1x!tt.ptr<f32>, #blocked2> -> tensor<4x32x1x!tt.ptr<f32>, #blocked1>
    %42 = tt.addptr %41, %20 : tensor<4x32x1x!tt.ptr<f32>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %43 = tt.broadcast %42 : tensor<4x32x1x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    %44 = tt.addptr %43, %26 : tensor<4x32x32x!tt.ptr<f32>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %45 = ttg.convert_layout %38 : tensor<4x32x32xf32, #mma> -> tensor<4x32x32xf32, #blocked1>
    tt.store %44, %45 : tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
