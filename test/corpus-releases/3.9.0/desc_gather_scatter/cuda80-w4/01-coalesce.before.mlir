#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %0 = arith.extsi %arg4 : i32 to i64
    %1 = arith.extsi %arg3 : i32 to i64
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %3 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #blocked2>
    %4 = tt.addptr %3, %2 : tensor<32x!tt.ptr<i32>, #blocked2>, tensor<32xi32, #blocked2>
    %5 = tt.load %4 : tensor<32x!tt.ptr<i32>, #blocked2>
    %6 = tt.get_program_id x : i32
    %7 = arith.muli %6, %c64_i32 : i32
    %8 = tt.reshape %5 : tensor<32xi32, #blocked2> -> tensor<32x1xi32, #blocked1>
    %9 = arith.extsi %7 : i32 to i64
    %10 = arith.extsi %8 : tensor<32x1xi32, #blocked1> to tensor<32x1xi64, #blocked1>
    %11 = tt.splat %9 : i64 -> tensor<64xi64, #blocked2>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %13 = arith.extsi %12 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %14 = arith.addi %11, %13 : tensor<64xi64, #blocked2>
    %15 = tt.reshape %14 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %17 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked1>
    %18 = arith.muli %10, %17 : tensor<32x1xi64, #blocked1>
    %19 = tt.broadcast %18 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %20 = ttg.convert_layout %19 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %21 = tt.broadcast %15 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %22 = arith.addi %20, %21 : tensor<32x64xi64, #blocked>
    %23 = tt.addptr %16, %22 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %24 = arith.cmpi sge, %10, %cst_0 : tensor<32x1xi64, #blocked1>
    %25 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked1>
    %26 = arith.cmpi slt, %10, %25 : tensor<32x1xi64, #blocked1>
    %27 = arith.andi %24, %26 : tensor<32x1xi1, #blocked1>
    %28 = tt.broadcast %27 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %29 = ttg.convert_layout %28 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %30 = arith.cmpi sge, %15, %cst : tensor<1x64xi64, #blocked>
    %31 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %32 = arith.cmpi slt, %15, %31 : tensor<1x64xi64, #blocked>
    %33 = arith.andi %30, %32 : tensor<1x64xi1, #blocked>
    %34 = tt.broadcast %33 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %35 = arith.andi %29, %34 : tensor<32x64xi1, #blocked>
    %36 = tt.load %23, %35, %cst_1 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %37 = arith.mulf %36, %cst_2 : tensor<32x64xf32, #blocked>
    %38 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %39 = tt.addptr %38, %22 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    tt.store %39, %37, %35 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
