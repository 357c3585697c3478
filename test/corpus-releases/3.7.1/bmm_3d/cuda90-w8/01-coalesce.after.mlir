#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [8, 1, 1], order = [0, 1, 2]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked9 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [8, 1, 1], order = [0, 1, 2]}>
#blocked10 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [0, 1, 2]}>
#blocked11 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [8, 1, 1], order = [2, 1, 0]}>
#blocked12 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [2, 4, 1], order = [2, 1, 0]}>
#blocked13 = #ttg.blocked<{sizePerThread = [1, 4, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 2, 1], order = [2, 1, 0]}>
#blocked14 = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %24 = ttg.convert_layout %23 : tensor<1x1x32xi32, #blocked10> -> tensor<1x1x32xi32, #blocked11>
    %25 = tt.broadcast %21 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %26 = ttg.convert_layout %25 : tensor<4x32x32x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %27 = tt.broadcast %24 : tensor<1x1x32xi32, #blocked11> -> tensor<4x32x32xi32, #blocked11>
    %28 = ttg.convert_layout %27 : tensor<4x32x32xi32, #blocked11> -> tensor<4x32x32xi32, #blocked>
    %29 = tt.addptr %26, %28 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %30 = ttg.convert_layout %29 : tensor<4x32x32x!tt.ptr<f16>, #blocked> -> tensor<4x32x32x!tt.ptr<f16>, #blocked12>
    %31 = tt.load %30 : tensor<4x32x32x!tt.ptr<f16>, #blocked12>
    %32 = ttg.convert_layout %31 : tensor<4x32x32xf16, #blocked12> -> tensor<4x32x32xf16, #blocked>
    %33 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked2>
    %34 = tt.addptr %33, %8 : tensor<4x1x1x!tt.ptr<f16>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %35 = tt.broadcast %34 : tensor<4x1x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked2>
    %36 = ttg.convert_layout %35 : tensor<4x32x1x!tt.ptr<f16>, #blocked2> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %37 = tt.addptr %36, %20 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %38 = tt.broadcast %37 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %39 = ttg.convert_layout %38 : tensor<4x32x32x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked>
    %40 = tt.addptr %39, %28 : tensor<4x32x32x!tt.ptr<f16>, #blocked>, tensor<4x32x32xi32, #blocked>
    %41 = ttg.convert_layout %40 : tensor<4x32x32x!tt.ptr<f16>, #blocked> -> tensor<4x32x32x!tt.ptr<f16>, #blocked12>
    %42 = tt.load %41 : tensor<4x32x32x!tt.ptr<f16>, #blocked12>
    %43 = ttg.convert_layout %42 : tensor<4x32x32xf16, #blocked12> -> tensor<4x32x32xf16, #blocked>
    %44 = ttg.convert_layout %32 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked13}>>
    %45 = ttg.convert_layout %43 : tensor<4x32x32xf16, #blocked> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked13}>>
    %46 = ttg.convert_layout %cst : tensor<4x32x32xf32, #blocked> -> tensor<4x32x32xf32, #blocked13>
    %47 = tt.dot %44, %45, %46, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked13}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked13}>> -> tensor<4x32x32xf32, #blocked13>
    %48 = ttg.convert_layout %47 : tensor<4x32x32xf32, #blocked13> -> tensor<4x32x32xf32, #blocked>
    %49 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked2>
    %50 = tt.addptr %49, %8 : tensor<4x1x1x!tt.ptr<f32>, #blocked2>, tensor<4x1x1xi32, #blocked2>
    %51 = tt.broadcast %50 : tensor<4x1x1x!tt.ptr<f32>, #blocked2> -> tensor<4x32x1x!tt.ptr<f32>, #blocked2>
    %52 = ttg.convert_layout %51 : tensor<4x32x1x!tt.ptr<f32>, #blocked2> -> tensor<4x32x1x!tt.ptr<f32>, #blocked1>
    %53 = tt.addptr %52, %20 : tensor<4x32x1x!tt.ptr<f32>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %54 = tt.broadcast %53 : tensor<4x32x1x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked1>
    %55 = ttg.convert_layout %54 : tensor<4x32x32x!tt.ptr<f32>, #blocked1> -> tensor<4x32x32x!tt.ptr<f32>, #blocked>
    %56 = tt.addptr %55, %28 : tensor<4x32x32x!tt.ptr<f32>, #blocked>, tensor<4x32x32xi32, #blocked>
    %57 = ttg.convert_layout %56 : tensor<4x32x32x!tt.ptr<f32>, #blocked> -> tensor<4x32x32x!tt.ptr<f32>, #blocked14>
    %58 = ttg.convert_layout %48 : tensor<4x32x32xf32, #blocked> -> tensor<4x32x32xf32, #blocked14>
    tt.store %57, %58 : tensor<4x32x32x!tt.ptr<f32>, #blocked14>
    tt.return
  }
}
