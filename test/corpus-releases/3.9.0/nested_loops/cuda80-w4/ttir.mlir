module {
  tt.func public @nested_loops(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %2 = scf.for %arg5 = %c0_i32 to %arg2 step %c16_i32 iter_args(%arg6 = %cst) -> (tensor<16x32xf32>)  : i32 {
      %5 = tt.splat %arg5 : i32 -> tensor<16xi32>
      %6 = arith.addi %5, %0 : tensor<16xi32>
      %7 = scf.for %arg7 = %c0_i32 to %arg3 step %c32_i32 iter_args(%arg8 = %arg6) -> (tensor<16x32xf32>)  : i32 {
        %8 = tt.splat %arg7 : i32 -> tensor<32xi32>
        %9 = arith.addi %8, %1 : tensor<32xi32>
        %10 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
        %11 = tt.splat %arg2 : i32 -> tensor<16x1xi32>
        %12 = arith.cmpi slt, %10, %11 : tensor<16x1xi32>
        %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
        %14 = tt.splat %arg3 : i32 -> tensor<1x32xi32>
        %15 = arith.cmpi slt, %13, %14 : tensor<1x32xi32>
        %16 = tt.broadcast %12 : tensor<16x1xi1> -> tensor<16x32xi1>
        %17 = tt.broadcast %15 : tensor<1x32xi1> -> tensor<16x32xi1>
        %18 = arith.andi %16, %17 : tensor<16x32xi1>
        %19 = tt.splat %arg4 : i32 -> tensor<16x1xi32>
        %20 = arith.muli %10, %19 : tensor<16x1xi32>
        %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>>
        %22 = tt.addptr %21, %20 : tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>
        %23 = tt.broadcast %22 : tensor<16x1x!tt.ptr<f32>> -> tensor<16x32x!tt.ptr<f32>>
        %24 = tt.broadcast %13 : tensor<1x32xi32> -> tensor<16x32xi32>
        %25 = tt.addptr %23, %24 : tensor<16x32x!tt.ptr<f32>>, tensor<16x32xi32>
        %26 = tt.load %25, %18, %cst : tensor<16x32x!tt.ptr<f32>>
        %27 = arith.addf %arg8, %26 : tensor<16x32xf32>
        scf.yield %27 : tensor<16x32xf32>
      }
      scf.yield %7 : tensor<16x32xf32>
    }
    %3 = "tt.reduce"(%2) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %5 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %5 : f32
    }) : (tensor<16x32xf32>) -> tensor<16xf32>
    %4 = "tt.reduce"(%3) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %5 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %5 : f32
    }) : (tensor<16xf32>) -> f32
    tt.store %arg1, %4 : !tt.ptr<f32>
    tt.return
  }
}
