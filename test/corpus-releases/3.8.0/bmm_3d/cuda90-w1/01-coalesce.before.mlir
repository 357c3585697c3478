#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked9 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
#blocked10 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
#blocked11 = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #blocked>
    %cst_0 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked1>
    %cst_1 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked2>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #blocked3>
    %1 = ttg.convert_layout %0 : tensor<4xi32, #blocked3> -> tensor<4xi32, #ttg.slice<{dim = 1, parent = #blocked4}>>
    %2 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<4x1xi32, #blocked4>
    %3 = ttg.convert_layout %2 : tensor<4x1xi32, #blocked4> -> tensor<4x1xi32, #blocked5>
    %4 = ttg.convert_layout %3 : tensor<4x1xi32, #blocked5> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked6}>>
    %5 = tt.expand_dims %4 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked6}>> -> tensor<4x1x1xi32, #blocked6>
    %6 = ttg.convert_layout %5 : tensor<4x1x1xi32, #blocked6> -> tensor<4x1x1xi32, #blocked2>
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
    %8 = arith.muli %6, %cst_1 : tensor<4x1x1xi32, #blocked2>
    %9 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked2>
    %10 = tt.addptr %9, %8 : tensor<4x1x1x!tt.ptr<f16>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %11 = ttg.convert_layout %7 : tensor<32xi32, #blocked3> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked7}>>
    %12 = tt.expand_dims %11 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked7}>> -> tensor<1x32xi32, #blocked7>
    %13 = ttg.convert_layout %12 : tensor<1x32xi32, #blocked7> -> tensor<1x32xi32, #blocked8>
    %14 = ttg.convert_layout %13 : tensor<1x32xi32, #blocked8> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked9}>>
    %15 = tt.expand_dims %14 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked9}>> -> tensor<1x32x1xi32, #blocked9>
    %16 = ttg.convert_layout %15 : tensor<1x32x1xi32, #blocked9> -> tensor<1x32x1xi32, #blocked1>
    %17 = arith.muli %16, %cst_0 : tensor<1x32x1xi32, #blocked1>
    %18 = tt.broadcast %10 : tensor<4x1x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked2>
    %19 = ttg.convert_layout %18 : tensor<4x32x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %20 = tt.broadcast %17 : tensor<1x32x1xi32, #blocked1> -> tensor<4x32x1xi32, #blocked1>
    %21 = tt.addptr %19, %20 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %22 = ttg.convert_layout %13 : tensor<1x32xi32, #blocked8> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked10}>>
    %23 = tt.expand_dims %22 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked10}>> -> tensor<1x1x32xi32, #blocked10>
    %24 = ttg.convert_layout %23 : tensor<1x1x32xi32, #blocked10> -> tensor<1x1x32xi32, #blocked>
    %25 = tt.broadcast %21 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %26 = ttg.convert_layout %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %27 = tt.broadcast %24 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %28 = tt.addptr %26, %27 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %29 = tt.load %28 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %30 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked2>
    %31 = tt.addptr %30, %8 : tensor<4x1x1x!tt.ptr<f16>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %32 = tt.broadcast %31 : tensor<4x1x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked2>
    %33 = ttg.convert_layout %32 : tensor<4x32x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %34 = tt.addptr %33, %20 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %35 = tt.broadcast %34 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %36 = ttg.convert_layout %35 : tensor<4x32x32x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %37 = tt.addptr %36, %27 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %38 = tt.load %37 : tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %39 = ttg.convert_layout %29 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked11}>>
    %40 = ttg.convert_layout %38 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked11}>>
    %41 = ttg.convert_layout %cst : tensor<4x32x32xf32, #blocked> -> tensor<4x32x32xf32, #blocked11>
    %42 = tt.dot %39, %40, %41, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked11}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked11}>> -> tensor<4x32x32xf32, #blocked11>
    %43 = ttg.convert_layout %42 : tensor<4x32x32xf32, #blocked11> -> tensor<4x32x32xf32, #blocked>
    %44 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked2>
    %45 = tt.addptr %44, %8 : tensor<4x1x1x!tt.ptr<f32>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %46 = tt.broadcast %45 : tensor<4x1x1x!tt.ptr<f32>, #blocked2> -> tensor<4x32x1x!tt.ptr<f32>, #blocked2>
    %47 = ttg.convert_layout %46 : tensor<4x32x1x!tt.ptr<f32>, #blocked2> -> tensor<4x32x1x!tt.ptr<f32>, #blocked1>
    %48 = tt.addptr %47, %20 : tensor<4x32x1x!tt.ptr<f32>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %49 = tt.broadcast %48 : tensor<4x32x1x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    %50 = ttg.convert_layout %49 : tensor<4x32x32x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked>
    %51 = tt.addptr %50, %27 : tensor<4x32x32x!tt.ptr<f32>, #blocked>, tensor<4x32x32xi32, #blocked>
    tt.store %51, %43 : tensor<4x32x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
