#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fp64_math(%arg0: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f64> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<128xf64, #blocked>
    %cst_0 = arith.constant dense<2.500000e-01> : tensor<128xf64, #blocked>
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<128xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<128xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<128xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<128x!tt.ptr<f64>, #blocked> -> tensor<128x!tt.ptr<f64>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    %11 = ttg.convert_layout %cst : tensor<128xf64, #blocked> -> tensor<128xf64, #blocked1>
    %12 = tt.load %9, %10, %11 : tensor<128x!tt.ptr<f64>, #blocked1>
    %13 = ttg.convert_layout %12 : tensor<128xf64, #blocked1> -> tensor<128xf64, #blocked>
    %14 = tt.splat %arg1 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %15 = tt.addptr %14, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %16 = ttg.convert_layout %15 : tensor<128x!tt.ptr<f64>, #blocked> -> tensor<128x!tt.ptr<f64>, #blocked1>
    %17 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    %18 = ttg.convert_layout %cst : tensor<128xf64, #blocked> -> tensor<128xf64, #blocked1>
    %19 = tt.load %16, %17, %18 : tensor<128x!tt.ptr<f64>, #blocked1>
    %20 = ttg.convert_layout %19 : tensor<128xf64, #blocked1> -> tensor<128xf64, #blocked>
    %21 = tt.splat %arg2 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %22 = tt.addptr %21, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %23 = math.absf %13 : tensor<128xf64, #blocked>
    %24 = math.sqrt %23 : tensor<128xf64, #blocked>
    %25 = arith.mulf %20, %cst_0 : tensor<128xf64, #blocked>
    %26 = math.exp %25 : tensor<128xf64, #blocked>
    %27 = arith.mulf %13, %13 : tensor<128xf64, #blocked>
    %28 = arith.addf %27, %cst : tensor<128xf64, #blocked>
    %29 = arith.divf %26, %28 : tensor<128xf64, #blocked>
    %30 = arith.addf %24, %29 : tensor<128xf64, #blocked>
    %31 = ttg.convert_layout %22 : tensor<128x!tt.ptr<f64>, #blocked> -> tensor<128x!tt.ptr<f64>, #blocked1>
    %32 = ttg.convert_layout %30 : tensor<128xf64, #blocked> -> tensor<128xf64, #blocked1>
    %33 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked1>
    tt.store %31, %32, %33 : tensor<128x!tt.ptr<f64>, #blocked1>
    tt.return
  }
}
