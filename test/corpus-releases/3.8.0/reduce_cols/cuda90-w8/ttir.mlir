module {
  tt.func public @reduce_cols(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %3 = tt.splat %1 : i32 -> tensor<64xi32>
    %4 = arith.addi %3, %2 : tensor<64xi32>
    %5 = scf.for %arg5 = %c0_i32 to %arg2 step %c32_i32 iter_args(%arg6 = %cst) -> (tensor<64xf32>)  : i32 {
      %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
      %11 = tt.splat %arg5 : i32 -> tensor<32xi32>
      %12 = arith.addi %11, %10 : tensor<32xi32>
      %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
      %14 = tt.splat %arg2 : i32 -> tensor<32x1xi32>
      %15 = arith.cmpi slt, %13, %14 : tensor<32x1xi32>
      %16 = tt.expand_dims %4 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
      %17 = tt.splat %arg3 : i32 -> tensor<1x64xi32>
      %18 = arith.cmpi slt, %16, %17 : tensor<1x64xi32>
      %19 = tt.broadcast %15 : tensor<32x1xi1> -> tensor<32x64xi1>
      %20 = tt.broadcast %18 : tensor<1x64xi1> -> tensor<32x64xi1>
      %21 = arith.andi %19, %20 : tensor<32x64xi1>
      %22 = tt.splat %arg4 : i32 -> tensor<32x1xi32>
      %23 = arith.muli %13, %22 : tensor<32x1xi32>
      %24 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>>
      %25 = tt.addptr %24, %23 : tensor<32x1x!tt.ptr<f32>>, tensor<32x1xi32>
      %26 = tt.broadcast %25 : tensor<32x1x!tt.ptr<f32>> -> tensor<32x64x!tt.ptr<f32>>
      %27 = tt.broadcast %16 : tensor<1x64xi32> -> tensor<32x64xi32>
      %28 = tt.addptr %26, %27 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi32>
      %29 = tt.load %28, %21, %cst_0 : tensor<32x64x!tt.ptr<f32>>
      %30 = "tt.reduce"(%29) <{axis = 0 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %32 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %32 : f32
      }) : (tensor<32x64xf32>) -> tensor<64xf32>
      %31 = arith.addf %arg6, %30 : tensor<64xf32>
      scf.yield %31 : tensor<64xf32>
    }
    %6 = tt.splat %arg3 : i32 -> tensor<64xi32>
    %7 = arith.cmpi slt, %4, %6 : tensor<64xi32>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
    %9 = tt.addptr %8, %4 : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
    tt.store %9, %5, %7 : tensor<64x!tt.ptr<f32>>
    tt.return
  }
}
