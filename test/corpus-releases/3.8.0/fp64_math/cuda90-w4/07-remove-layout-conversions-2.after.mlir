#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %9 = tt.load %8, %6, %cst : tensor<128x!tt.ptr<f64>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %12 = tt.load %11, %6, %cst : tensor<128x!tt.ptr<f64>, #blocked>
    %13 = tt.splat %arg2 : !tt.ptr<f64> -> tensor<128x!tt.ptr<f64>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<128x!tt.ptr<f64>, #blocked>, tensor<128xi32, #blocked>
    %15 = math.absf %9 : tensor<128xf64, #blocked>
    %16 = math.sqrt %15 : tensor<128xf64, #blocked>
    %17 = arith.mulf %12, %cst_0 : tensor<128xf64, #blocked>
    %18 = math.exp %17 : tensor<128xf64, #blocked>
    %19 = arith.mulf %9, %9 : tensor<128xf64, #blocked>
    %20 = arith.addf %19, %cst : tensor<128xf64, #blocked>
    %21 = arith.divf %18, %20 : tensor<128xf64, #blocked>
    %22 = arith.addf %16, %21 : tensor<128xf64, #blocked>
    tt.store %14, %22, %6 : tensor<128x!tt.ptr<f64>, #blocked>
    tt.return
  }
}
