module {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32>
    %cst_0 = arith.constant dense<32> : tensor<1x32x1xi32>
    %cst_1 = arith.constant dense<1024> : tensor<4x1x1xi32>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
    %2 = tt.expand_dims %1 {axis = 2 : i32} : tensor<4x1xi32> -> tensor<4x1x1xi32>
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %4 = arith.muli %2, %cst_1 : tensor<4x1x1xi32>
    %5 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>>
    %6 = tt.addptr %5, %4 : tensor<4x1x1x!tt.ptr<f16>>, tensor<4x1x1xi32>
    %7 = tt.expand_dims %3 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %8 = tt.expand_dims %7 {axis = 2 : i32} : tensor<1x32xi32> -> tensor<1x32x1xi32>
    %9 = arith.muli %8, %cst_0 : tensor<1x32x1xi32>
    %10 = tt.broadcast %6 : tensor<4x1x1x!tt.ptr<f16>> -> tensor<4x32x1x!tt.ptr<f16>>
    %11 = tt.broadcast %9 : tensor<1x32x1xi32> -> tensor<4x32x1xi32>
    %12 = tt.addptr %10, %11 : tensor<4x32x1x!tt.ptr<f16>>, tensor<4x32x1xi32>
    %13 = tt.expand_dims %7 {axis = 1 : i32} : tensor<1x32xi32> -> tensor<1x1x32xi32>
    %14 = tt.broadcast %12 : tensor<4x32x1x!tt.ptr<f16>> -> tensor<4x32x32x!tt.ptr<f16>>
    %15 = tt.broadcast %13 : tensor<1x1x32xi32> -> tensor<4x32x32xi32>
    %16 = tt.addptr %14, %15 : tensor<4x32x32x!tt.ptr<f16>>, tensor<4x32x32xi32>
    %17 = tt.load %16 : tensor<4x32x32x!tt.ptr<f16>>
    %18 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>>
    %19 = tt.addptr %18, %4 : tensor<4x1x1x!tt.ptr<f16>>, tensor<4x1x1xi32>
    %20 = tt.broadcast %19 : tensor<4x1x1x!tt.ptr<f16>> -> tensor<4x32x1x!tt.ptr<f16>>
    %21 = tt.addptr %20, %11 : tensor<4x32x1x!tt.ptr<f16>>, tensor<4x32x1xi32>
    %22 = tt.broadcast %21 : tensor<4x32x1x!tt.ptr<f16>> -> tensor<4x32x32x!tt.ptr<f16>>
    %23 = tt.addptr %22, %15 : tensor<4x32x32x!tt.ptr<f16>>, tensor<4x32x32xi32>
    %24 = tt.load %23 : tensor<4x32x32x!tt.ptr<f16>>
    %25 = tt.dot %17, %24, %cst, inputPrecision = tf32 : tensor<4x32x32xf16> * tensor<4x32x32xf16> -> tensor<4x32x32xf32>
    %26 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>>
    %27 = tt.addptr %26, %4 : tensor<4x1x1x!tt.ptr<f32>>, tensor<4x1x1xi32>
    %28 = tt.broadcast %27 : tensor<4x1x1x!tt.ptr<f32>> -> tensor<4x32x1x!tt.ptr<f32>>
    %29 = tt.addptr %28, %11 : tensor<4x32x1x!tt.ptr<f32>>, tensor<4x32x1xi32>
    %30 = tt.broadcast %29 : tensor<4x32x1x!tt.ptr<f32>> -> tensor<4x32x32x!tt.ptr<f32>>
    %31 = tt.addptr %30, %15 : tensor<4x32x32x!tt.ptr<f32>>, tensor<4x32x32xi32>
    tt.store %31, %25 : tensor<4x32x32x!tt.ptr<f32>>
    tt.return
  }
}
