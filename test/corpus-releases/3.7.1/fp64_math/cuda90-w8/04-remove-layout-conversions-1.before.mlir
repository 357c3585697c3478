#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %9 = ttg.convert_layout %8 : tensor<128x!tt.ptr<f64>, #blocked> -> tensor<128x!tt.ptr<f64>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    %11 = ttg.convert_layout %cst : tensor<128xf64, #blocked> -> tensor<128xf64, #blocked>
    %12 = tt.load %9, %10, %11 : tensor<128x!tt.ptr<f64>, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<128x!tt.ptr<f64>, #blocked> -> tensor<128x!tt.ptr<f64>, #blocked>
    %16 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    %17 = ttg.convert_layout %cst : tensor<128xf64, #blocked> -> tensor<128xf64, #blocked>
    %18 = tt.load %15, %16, %17 : tensor<128x!tt.ptr<f64>, #blocked>
    %19 = tt.splat %arg2 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %21 = math.absf %12 : tensor<128xf64, #blocked>
    %22 = math.sqrt %21 : tensor<128xf64, #blocked>
    %23 = arith.mulf %18, %cst_0 : tensor<128xf64, #blocked>
    %24 = math.exp %23 : tensor<128xf64, #blocked>
    %25 = arith.mulf %12, %12 : tensor<128xf64, #blocked>
    %26 = arith.addf %25, %cst : tensor<128xf64, #blocked>
    %27 = arith.divf %24, %26 : tensor<128xf64, #blocked>
    %28 = arith.addf %22, %27 : tensor<128xf64, #blocked>
    %29 = ttg.convert_layout %20 : tensor<128x!tt.ptr<f64>, #blocked> -> tensor<128x!tt.ptr<f64>, #blocked>
    %30 = ttg.convert_layout %28 : tensor<128xf64, #blocked> -> tensor<128xf64, #blocked>
    %31 = ttg.convert_layout %6 : tensor<128xi1, #blocked> -> tensor<128xi1, #blocked>
    tt.store %29, %30, %31 : tensor<128x!tt.ptr<f64>, #blocked>
    tt.return
  }
}
