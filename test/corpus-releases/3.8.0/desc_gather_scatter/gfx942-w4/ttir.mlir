module {
  tt.func public @desc_gather_scatter(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<32x64xf32>
    %c64_i32 = arith.constant 64 : i32
    %0 = arith.extsi %arg4 : i32 to i64
    %1 = arith.extsi %arg3 : i32 to i64
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %3 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>>
    %4 = tt.addptr %3, %2 : tensor<32x!tt.ptr<i32>>, tensor<32xi32>
    %5 = tt.load %4 : tensor<32x!tt.ptr<i32>>
    %6 = tt.get_program_id x : i32
    %7 = arith.muli %6, %c64_i32 : i32
    %8 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %9 = arith.extsi %7 : i32 to i64
    %10 = arith.extsi %8 : tensor<32x1xi32> to tensor<32x1xi64>
    %11 = tt.splat %9 : i64 -> tensor<64xi64>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %13 = arith.extsi %12 : tensor<64xi32> to tensor<64xi64>
    %14 = arith.addi %11, %13 : tensor<64xi64>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %17 = tt.splat %0 : i64 -> tensor<32x1xi64>
    %18 = arith.muli %10, %17 : tensor<32x1xi64>
    %19 = tt.broadcast %18 : tensor<32x1xi64> -> tensor<32x64xi64>
    %20 = tt.broadcast %15 : tensor<1x64xi64> -> tensor<32x64xi64>
    %21 = arith.addi %19, %20 : tensor<32x64xi64>
    %22 = tt.addptr %16, %21 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
    %23 = arith.cmpi sge, %10, %cst_0 : tensor<32x1xi64>
    %24 = tt.splat %1 : i64 -> tensor<32x1xi64>
    %25 = arith.cmpi slt, %10, %24 : tensor<32x1xi64>
    %26 = arith.andi %23, %25 : tensor<32x1xi1>
    %27 = tt.broadcast %26 : tensor<32x1xi1> -> tensor<32x64xi1>
    %28 = arith.cmpi sge, %15, %cst : tensor<1x64xi64>
    %29 = tt.splat %0 : i64 -> tensor<1x64xi64>
    %30 = arith.cmpi slt, %15, %29 : tensor<1x64xi64>
    %31 = arith.andi %28, %30 : tensor<1x64xi1>
    %32 = tt.broadcast %31 : tensor<1x64xi1> -> tensor<32x64xi1>
    %33 = arith.andi %27, %32 : tensor<32x64xi1>
    %34 = tt.load %22, %33, %cst_1 : tensor<32x64x!tt.ptr<f32>>
    %35 = arith.mulf %34, %cst_2 : tensor<32x64xf32>
    %36 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %37 = tt.addptr %36, %21 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
    tt.store %37, %35, %33 : tensor<32x64x!tt.ptr<f32>>
    tt.return
  }
}
