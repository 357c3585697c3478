module {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
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
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %9 = arith.extsi %8 : tensor<32xi32> to tensor<32xi64>
    %10 = tt.splat %5 : i64 -> tensor<32xi64>
    %11 = arith.addi %10, %9 : tensor<32xi64>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
    %13 = tt.splat %4 : i64 -> tensor<32x1xi64>
    %14 = arith.muli %12, %13 : tensor<32x1xi64>
    %15 = tt.broadcast %14 : tensor<32x1xi64> -> tensor<32x64xi64>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %17 = arith.cmpi sge, %12, %cst_0 : tensor<32x1xi64>
    %18 = tt.splat %2 : i64 -> tensor<32x1xi64>
    %19 = arith.cmpi slt, %12, %18 : tensor<32x1xi64>
    %20 = arith.andi %17, %19 : tensor<32x1xi1>
    %21 = tt.broadcast %20 : tensor<32x1xi1> -> tensor<32x64xi1>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %23 = arith.extsi %22 : tensor<64xi32> to tensor<64xi64>
    %24 = tt.splat %3 : i64 -> tensor<1x64xi64>
    %25:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_1) -> (i64, tensor<32xf32>)  : i32 {
      %33 = tt.splat %arg6 : i64 -> tensor<64xi64>
      %34 = arith.addi %33, %23 : tensor<64xi64>
      %35 = tt.expand_dims %34 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
      %36 = tt.broadcast %35 : tensor<1x64xi64> -> tensor<32x64xi64>
      %37 = arith.addi %15, %36 : tensor<32x64xi64>
      %38 = tt.addptr %16, %37 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
      %39 = arith.cmpi sge, %35, %cst : tensor<1x64xi64>
      %40 = arith.cmpi slt, %35, %24 : tensor<1x64xi64>
      %41 = arith.andi %39, %40 : tensor<1x64xi1>
      %42 = tt.broadcast %41 : tensor<1x64xi1> -> tensor<32x64xi1>
      %43 = arith.andi %21, %42 : tensor<32x64xi1>
      %44 = tt.load %38, %43, %cst_2 : tensor<32x64x!tt.ptr<f32>>
      %45 = "tt.reduce"(%44) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %48 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %48 : f32
      }) : (tensor<32x64xf32>) -> tensor<32xf32>
      %46 = arith.addf %arg7, %45 : tensor<32xf32>
      %47 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %47, %46 : i64, tensor<32xf32>
    }
    %26 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %27 = tt.splat %1 : i32 -> tensor<32xi32>
    %28 = arith.addi %27, %26 : tensor<32xi32>
    %29 = tt.splat %arg2 : i32 -> tensor<32xi32>
    %30 = arith.cmpi slt, %28, %29 : tensor<32xi32>
    %31 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>>
    %32 = tt.addptr %31, %28 : tensor<32x!tt.ptr<f32>>, tensor<32xi32>
    tt.store %32, %25#1, %30 : tensor<32x!tt.ptr<f32>>
    tt.return
  }
}
