#blocked = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #blocked>
    %cst_0 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked1>
    %cst_1 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked2>
    %cst_2 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked3>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked3}>}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked3}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked3}>>
    %2 = tt.expand_dims %1 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked3}>> -> tensor<4x1x1xi32, #blocked3>
    %3 = arith.muli %2, %cst_2 : tensor<4x1x1xi32, #blocked3>
    %4 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked3>
    %5 = tt.addptr %4, %3 : tensor<4x1x1x!tt.ptr<f16>, #blocked3>, tensor<4x1x1xi32, #blocked3>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked2}>}>>
    %10 = tt.expand_dims %6 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %11 = tt.expand_dims %7 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked2}>>
    %12 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked2}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %14 = tt.expand_dims %10 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<1x32x1xi32, #blocked1>
    %15 = tt.expand_dims %11 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked2}>> -> tensor<1x32x1xi32, #blocked2>
    %16 = arith.muli %14, %cst_0 : tensor<1x32x1xi32, #blocked1>
    %17 = arith.muli %15, %cst_1 : tensor<1x32x1xi32, #blocked2>
    %18 = tt.broadcast %5 : tensor<4x1x1x!tt.ptr<f16>, #blocked3> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %19 = tt.broadcast %16 : tensor<1x32x1xi32, #blocked1> -> tensor<4x32x1xi32, #blocked1>
    %20 = tt.broadcast %17 : tensor<1x32x1xi32, #blocked2> -> tensor<4x32x1xi32, #blocked2>
    %21 = tt.addptr %18, %19 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %22 = tt.expand_dims %12 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %23 = tt.expand_dims %13 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<1x1x32xi32, #blocked2>
    %24 = tt.broadcast %21 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %25 = tt.broadcast %22 : tensor<1x1x32xi32, #blocked1> -> tensor<4x32x32xi32, #blocked1>
    %26 = tt.broadcast %23 : tensor<1x1x32xi32, #blocked2> -> tensor<4x32x32xi32, #blocked2>
    %27 = tt.addptr %24, %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %28 = tt.load %27 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %29 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked3>
    %30 = tt.addptr %29, %3 : tensor<4x1x1x!tt.ptr<f16>, #blocked3>, tensor<4x1x1xi32, #blocked3>
    %31 = tt.broadcast %30 : tensor<4x1x1x!tt.ptr<f16>, #blocked3> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %32 = tt.addptr %31, %19 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %33 = tt.broadcast %32 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %34 = tt.addptr %33, %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %35 = tt.load %34 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %36 = ttg.convert_layout %28 : tensor<4x32x32xf16, #blocked1> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %37 = ttg.convert_layout %35 : tensor<4x32x32xf16, #blocked1> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %38 = tt.dot %36, %37, %cst, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<4x32x32xf32, #blocked>
    %39 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked3>
    %40 = tt.addptr %39, %3 : tensor<4x1x1x!tt.ptr<f32>, #blocked3>, tensor<4x1x1xi32, #blocked3>
    %41 = tt.broadcast %40 : tensor<4x1x1x!tt.ptr<f32>, #blocked3> -> tensor<4x32x1x!tt.ptr<f32>, #blocked2>
    %42 = tt.addptr %41, %20 : tensor<4x32x1x!tt.ptr<f32>, #blocked2>, tensor<4x32x1xi32, #blocked2>
    %43 = tt.broadcast %42 : tensor<4x32x1x!tt.ptr<f32>, #blocked2> -> tensor<4x32x32x!tt.ptr<f32>, #blocked2>
    %44 = tt.addptr %43, %26 : tensor<4x32x32x!tt.ptr<f32>, #blocked2>, tensor<4x32x32xi32, #blocked2>
    %45 = ttg.convert_layout %38 : tensor<4x32x32xf32, #blocked> -> tensor<4x32x32xf32, #blocked2>
    tt.store %44, %45 : tensor<4x32x32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
