#blocked = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #mma>
    %cst_0 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked>
    %cst_1 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked1>
    %cst_2 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked>
    %cst_3 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked1>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %1 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %3 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %4 = tt.expand_dims %2 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %5 = tt.expand_dims %3 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<4x1x1xi32, #blocked1>
    %6 = arith.muli %4, %cst_2 : tensor<4x1x1xi32, #blocked>
    %7 = arith.muli %5, %cst_3 : tensor<4x1x1xi32, #blocked1>
    %8 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked>
    %9 = tt.addptr %8, %6 : tensor<4x1x1x!tt.ptr<f16>, #blocked>, tensor<4x1x1xi32, #blocked>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %14 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %15 = tt.expand_dims %11 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %16 = tt.expand_dims %12 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %17 = tt.expand_dims %13 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %18 = tt.expand_dims %14 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %19 = tt.expand_dims %15 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<1x32x1xi32, #blocked1>
    %20 = arith.muli %18, %cst_0 : tensor<1x32x1xi32, #blocked>
    %21 = arith.muli %19, %cst_1 : tensor<1x32x1xi32, #blocked1>
    %22 = tt.broadcast %9 : tensor<4x1x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x1x!tt.ptr<f16>, #blocked>
    %23 = tt.broadcast %20 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %24 = tt.broadcast %21 : tensor<1x32x1xi32, #blocked1> -> tensor<4x32x1xi32, #blocked1>
    %25 = tt.addptr %22, %23 : tensor<4x32x1x!tt.ptr<f16>, #blocked>, tensor<4x32x1xi32, #blocked>
    %26 = tt.expand_dims %16 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %27 = tt.expand_dims %17 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %28 = tt.broadcast %25 : tensor<4x32x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %29 = tt.broadcast %26 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %30 = tt.broadcast %27 : tensor<1x1x32xi32, #blocked1> -> tensor<4x32x32xi32, #blocked1>
    %31 = tt.addptr %28, %29 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %32 = tt.load %31 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %33 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked>
    %34 = tt.addptr %33, %6 : tensor<4x1x1x!tt.ptr<f16>, #blocked>, tensor<4x1x1xi32, #blocked>
    %35 = tt.broadcast %34 : tensor<4x1x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x1x!tt.ptr<f16>, #blocked>
    %36 = tt.addptr %35, %23 : tensor<4x32x1x!tt.ptr<f16>, #blocked>, tensor<4x32x1xi32, #blocked>
    %37 = tt.broadcast %36 : tensor<4x32x1x!tt.ptr<f16>, #blocked> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %38 = tt.addptr %37, %29 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %39 = tt.load %38 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %40 = ttg.convert_layout %32 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %41 = ttg.convert_layout %39 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %42 = tt.dot %40, %41, %cst, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<4x32x32xf32, #mma>
    %43 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked1>
    %44 = tt.addptr %43, %7 : tensor<4x1x1x!tt.ptr<f32>, #blocked1>, tensor<4x1x1xi32, #blocked1>
    %45 = tt.broadcast %44 : tensor<4x1x1x!tt.ptr<f32>, #blocked1> -> tensor<4x32x1x!tt.ptr<f32>, #blocked1>
    %46 = tt.addptr %45, %24 : tensor<4x32x1x!tt.ptr<f32>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %47 = tt.broadcast %46 : tensor<4x32x1x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    %48 = tt.addptr %47, %30 : tensor<4x32x32x!tt.ptr<f32>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %49 = ttg.convert_layout %42 : tensor<4x32x32xf32, #mma> -> tensor<4x32x32xf32, #blocked1>
    tt.store %48, %49 : tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
