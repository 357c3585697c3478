module {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64>
    %c63_i32 = arith.constant 63 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32xf32>
    %c64_i64 = arith.constant 64 : i64
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_1) -> (i64, tensor<32xf32>)  : i32 {
      %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
      %17 = arith.extsi %16 : tensor<32xi32> to tensor<32xi64>
      %18 = tt.splat %5 : i64 -> tensor<32xi64>
      %19 = arith.addi %18, %17 : tensor<32xi64>
      %20 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
      %21 = tt.splat %4 : i64 -> tensor<32x1xi64>
      %22 = arith.muli %20, %21 : tensor<32x1xi64>
      %23 = tt.broadcast %22 : tensor<32x1xi64> -> tensor<32x64xi64>
      %24 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
      %25 = arith.cmpi sge, %20, %cst_0 : tensor<32x1xi64>
      %26 = tt.splat %2 : i64 -> tensor<32x1xi64>
      %27 = arith.cmpi slt, %20, %26 : tensor<32x1xi64>
      %28 = arith.andi %25, %27 : tensor<32x1xi1>
      %29 = tt.broadcast %28 : tensor<32x1xi1> -> tensor<32x64xi1>
      %30 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
      %31 = arith.extsi %30 : tensor<64xi32> to tensor<64xi64>
      %32 = tt.splat %arg6 : i64 -> tensor<64xi64>
      %33 = arith.addi %32, %31 : tensor<64xi64>
      %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
      %35 = tt.broadcast %34 : tensor<1x64xi64> -> tensor<32x64xi64>
      %36 = arith.addi %23, %35 : tensor<32x64xi64>
      %37 = tt.addptr %24, %36 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
      %38 = arith.cmpi sge, %34, %cst : tensor<1x64xi64>
      %39 = tt.splat %3 : i64 -> tensor<1x64xi64>
      %40 = arith.cmpi slt, %34, %39 : tensor<1x64xi64>
      %41 = arith.andi %38, %40 : tensor<1x64xi1>
      %42 = tt.broadcast %41 : tensor<1x64xi1> -> tensor<32x64xi1>
      %43 = arith.andi %29, %42 : tensor<32x64xi1>
      %44 = tt.load %37, %43, %cst_2 : tensor<32x64x!tt.ptr<f32>>
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
