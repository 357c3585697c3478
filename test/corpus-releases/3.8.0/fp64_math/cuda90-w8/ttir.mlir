module {
  tt.func public @fp64_math(%arg0: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<128xf64>
    %cst_0 = arith.constant dense<2.500000e-01> : tensor<128xf64>
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %3 = tt.splat %1 : i32 -> tensor<128xi32>
    %4 = arith.addi %3, %2 : tensor<128xi32>
    %5 = tt.splat %arg3 : i32 -> tensor<128xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<128xi32>
    %7 = tt.splat %arg0 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>>
    %8 = tt.addptr %7, %4 : tensor<128x!tt.ptr<f64>>, tensor<128xi32>
    %9 = tt.load %8, %6, %cst : tensor<128x!tt.ptr<f64>>
    %10 = tt.splat %arg1 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>>
    %11 = tt.addptr %10, %4 : tensor<128x!tt.ptr<f64>>, tensor<128xi32>
    %12 = tt.load %11, %6, %cst : tensor<128x!tt.ptr<f64>>
    %13 = tt.splat %arg2 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>>
    %14 = tt.addptr %13, %4 : tensor<128x!tt.ptr<f64>>, tensor<128xi32>
    %15 = math.absf %9 : tensor<128xf64>
    %16 = math.sqrt %15 : tensor<128xf64>
    %17 = arith.mulf %12, %cst_0 : tensor<128xf64>
    %18 = math.exp %17 : tensor<128xf64>
    %19 = arith.mulf %9, %9 : tensor<128xf64>
    %20 = arith.addf %19, %cst : tensor<128xf64>
    %21 = arith.divf %18, %20 : tensor<128xf64>
    %22 = arith.addf %16, %21 : tensor<128xf64>
    tt.store %14, %22, %6 : tensor<128x!tt.ptr<f64>>
    tt.return
  }
}
