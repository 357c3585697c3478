module {
  tt.func public @tl_gather_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<32x1xi32>
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %3 = arith.muli %2, %cst : tensor<32x1xi32>
    %4 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %5 = tt.broadcast %3 : tensor<32x1xi32> -> tensor<32x64xi32>
    %6 = tt.broadcast %4 : tensor<1x64xi32> -> tensor<32x64xi32>
    %7 = arith.addi %5, %6 : tensor<32x64xi32>
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %9 = tt.addptr %8, %7 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi32>
    %10 = tt.load %9 : tensor<32x64x!tt.ptr<f32>>
    %11 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>>
    %12 = tt.addptr %11, %7 : tensor<32x64x!tt.ptr<i32>>, tensor<32x64xi32>
    %13 = tt.load %12 : tensor<32x64x!tt.ptr<i32>>
    %14 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %15 = tt.addptr %14, %7 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi32>
    %16 = tt.gather %10[%13] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<32x64xi32>) -> tensor<32x64xf32>
    tt.store %15, %16 : tensor<32x64x!tt.ptr<f32>>
    tt.return
  }
}
