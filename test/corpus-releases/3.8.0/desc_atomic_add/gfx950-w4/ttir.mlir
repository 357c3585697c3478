module {
  tt.func public @desc_atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c32_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<32xi64>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %10 = arith.extsi %9 : tensor<32xi32> to tensor<32xi64>
    %11 = arith.addi %8, %10 : tensor<32xi64>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
    %13 = tt.splat %7 : i64 -> tensor<64xi64>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %15 = arith.extsi %14 : tensor<64xi32> to tensor<64xi64>
    %16 = arith.addi %13, %15 : tensor<64xi64>
    %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %19 = tt.splat %2 : i64 -> tensor<32x1xi64>
    %20 = arith.muli %12, %19 : tensor<32x1xi64>
    %21 = tt.broadcast %20 : tensor<32x1xi64> -> tensor<32x64xi64>
    %22 = tt.broadcast %17 : tensor<1x64xi64> -> tensor<32x64xi64>
    %23 = arith.addi %21, %22 : tensor<32x64xi64>
    %24 = tt.addptr %18, %23 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
    %25 = arith.cmpi sge, %12, %cst_0 : tensor<32x1xi64>
    %26 = tt.splat %3 : i64 -> tensor<32x1xi64>
    %27 = arith.cmpi slt, %12, %26 : tensor<32x1xi64>
    %28 = arith.andi %25, %27 : tensor<32x1xi1>
    %29 = tt.broadcast %28 : tensor<32x1xi1> -> tensor<32x64xi1>
    %30 = arith.cmpi sge, %17, %cst : tensor<1x64xi64>
    %31 = tt.splat %2 : i64 -> tensor<1x64xi64>
    %32 = arith.cmpi slt, %17, %31 : tensor<1x64xi64>
    %33 = arith.andi %30, %32 : tensor<1x64xi1>
    %34 = tt.broadcast %33 : tensor<1x64xi1> -> tensor<32x64xi1>
    %35 = arith.andi %29, %34 : tensor<32x64xi1>
    %36 = tt.load %24, %35, %cst_1 : tensor<32x64x!tt.ptr<f32>>
    %37 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %38 = tt.addptr %37, %23 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
    %39 = tt.atomic_rmw fadd, release, gpu, %38, %36, %35 : (tensor<32x64x!tt.ptr<f32>>, tensor<32x64xf32>, tensor<32x64xi1>) -> tensor<32x64xf32>
    tt.return
  }
}
