module {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c64_i64 = arith.constant 64 : i64
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64>
    %c0_i64 = arith.constant 0 : i64
    %c63_i32 = arith.constant 63 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %c1_i32 = arith.constant 1 : i32
    %c64_i32 = arith.constant 64 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_2) -> (i64, tensor<32xf32>)  : i32 {
      %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
      %17 = tt.splat %5 : i64 -> tensor<32xi64>
      %18 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
      %19 = arith.extsi %18 : tensor<32xi32> to tensor<32xi64>
      %20 = arith.addi %17, %19 : tensor<32xi64>
      %21 = tt.expand_dims %20 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
      %22 = tt.splat %4 : i64 -> tensor<32x1xi64>
      %23 = arith.muli %21, %22 : tensor<32x1xi64>
      %24 = tt.broadcast %23 : tensor<32x1xi64> -> tensor<32x64xi64>
      %25 = tt.splat %arg6 : i64 -> tensor<64xi64>
      %26 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
      %27 = arith.extsi %26 : tensor<64xi32> to tensor<64xi64>
      %28 = arith.addi %25, %27 : tensor<64xi64>
      %29 = tt.expand_dims %28 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
      %30 = tt.broadcast %29 : tensor<1x64xi64> -> tensor<32x64xi64>
      %31 = arith.addi %24, %30 : tensor<32x64xi64>
      %32 = tt.addptr %16, %31 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
      %33 = arith.cmpi sge, %21, %cst_1 : tensor<32x1xi64>
      %34 = tt.splat %2 : i64 -> tensor<32x1xi64>
      %35 = arith.cmpi slt, %21, %34 : tensor<32x1xi64>
      %36 = arith.andi %33, %35 : tensor<32x1xi1>
      %37 = tt.broadcast %36 : tensor<32x1xi1> -> tensor<32x64xi1>
      %38 = arith.cmpi sge, %29, %cst_0 : tensor<1x64xi64>
      %39 = tt.splat %3 : i64 -> tensor<1x64xi64>
      %40 = arith.cmpi slt, %29, %39 : tensor<1x64xi64>
      %41 = arith.andi %38, %40 : tensor<1x64xi1>
      %42 = tt.broadcast %41 : tensor<1x64xi1> -> tensor<32x64xi1>
      %43 = arith.andi %37, %42 : tensor<32x64xi1>
      %44 = tt.load %32, %43, %cst : tensor<32x64x!tt.ptr<f32>>
      %45 = "tt.reduce"(%44) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %48 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %48 : f32
      }) : (tensor<32x64xf32>) -> tensor<32xf32>
      %46 = arith.addf %arg7, %45 : tensor<32xf32>
      %47 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %47, %46 : i64, tensor<32xf32>
    }
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %10 = tt.splat %1 : i32 -> tensor<32xi32>
    %11 = arith.addi %10, %9 : tensor<32xi32>
    %12 = tt.splat %arg2 : i32 -> tensor<32xi32>
    %13 = arith.cmpi slt, %11, %12 : tensor<32xi32>
    %14 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>>
    %15 = tt.addptr %14, %11 : tensor<32x!tt.ptr<f32>>, tensor<32xi32>
    tt.store %15, %8#1, %13 : tensor<32x!tt.ptr<f32>>
    tt.return
  }
}
