module {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64>
    %cst_0 = arith.constant dense<0> : tensor<64x1xi64>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<64x64xf32>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c64_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<64xi64>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %10 = arith.extsi %9 : tensor<64xi32> to tensor<64xi64>
    %11 = arith.addi %8, %10 : tensor<64xi64>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<64xi64> -> tensor<64x1xi64>
    %13 = tt.splat %7 : i64 -> tensor<64xi64>
    %14 = arith.addi %13, %10 : tensor<64xi64>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>>
    %17 = tt.splat %2 : i64 -> tensor<64x1xi64>
    %18 = arith.muli %12, %17 : tensor<64x1xi64>
    %19 = tt.broadcast %18 : tensor<64x1xi64> -> tensor<64x64xi64>
    %20 = tt.broadcast %15 : tensor<1x64xi64> -> tensor<64x64xi64>
    %21 = arith.addi %19, %20 : tensor<64x64xi64>
    %22 = tt.addptr %16, %21 : tensor<64x64x!tt.ptr<f32>>, tensor<64x64xi64>
    %23 = arith.cmpi sge, %12, %cst_0 : tensor<64x1xi64>
    %24 = tt.splat %3 : i64 -> tensor<64x1xi64>
    %25 = arith.cmpi slt, %12, %24 : tensor<64x1xi64>
    %26 = arith.andi %23, %25 : tensor<64x1xi1>
    %27 = tt.broadcast %26 : tensor<64x1xi1> -> tensor<64x64xi1>
    %28 = arith.cmpi sge, %15, %cst : tensor<1x64xi64>
    %29 = tt.splat %2 : i64 -> tensor<1x64xi64>
    %30 = arith.cmpi slt, %15, %29 : tensor<1x64xi64>
    %31 = arith.andi %28, %30 : tensor<1x64xi1>
    %32 = tt.broadcast %31 : tensor<1x64xi1> -> tensor<64x64xi1>
    %33 = arith.andi %27, %32 : tensor<64x64xi1>
    %34 = tt.load %22, %33, %cst_1 : tensor<64x64x!tt.ptr<f32>>
    %35 = arith.mulf %34, %cst_2 : tensor<64x64xf32>
    %36 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>>
    %37 = tt.addptr %36, %21 : tensor<64x64x!tt.ptr<f32>>, tensor<64x64xi64>
    tt.store %37, %35, %33 : tensor<64x64x!tt.ptr<f32>>
    tt.return
  }
}
