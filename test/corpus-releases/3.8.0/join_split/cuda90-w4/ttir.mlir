module {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<256x1xi32>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %3 = tt.splat %1 : i32 -> tensor<256xi32>
    %4 = arith.addi %3, %2 : tensor<256xi32>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<256xi32> -> tensor<256x1xi32>
    %8 = arith.muli %7, %cst : tensor<256x1xi32>
    %9 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32>
    %10 = tt.expand_dims %9 {axis = 0 : i32} : tensor<2xi32> -> tensor<1x2xi32>
    %11 = tt.broadcast %8 : tensor<256x1xi32> -> tensor<256x2xi32>
    %12 = tt.broadcast %10 : tensor<1x2xi32> -> tensor<256x2xi32>
    %13 = arith.addi %11, %12 : tensor<256x2xi32>
    %14 = tt.expand_dims %6 {axis = 1 : i32} : tensor<256xi1> -> tensor<256x1xi1>
    %15 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>>
    %16 = tt.addptr %15, %13 : tensor<256x2x!tt.ptr<f32>>, tensor<256x2xi32>
    %17 = tt.broadcast %14 : tensor<256x1xi1> -> tensor<256x2xi1>
    %18 = tt.load %16, %17 : tensor<256x2x!tt.ptr<f32>>
    %outLHS, %outRHS = tt.split %18 : tensor<256x2xf32> -> tensor<256xf32>
    %19 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>>
    %20 = tt.addptr %19, %13 : tensor<256x2x!tt.ptr<f32>>, tensor<256x2xi32>
    %21 = tt.join %outRHS, %outLHS : tensor<256xf32> -> tensor<256x2xf32>
    tt.store %20, %21, %17 : tensor<256x2x!tt.ptr<f32>>
    %22 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %23 = tt.addptr %22, %4 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %24 = arith.addf %outLHS, %outRHS : tensor<256xf32>
    tt.store %23, %24, %6 : tensor<256x!tt.ptr<f32>>
    tt.return
  }
}
