#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
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
    %8 = ttg.convert_layout %5 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %9 = tt.expand_dims %8 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %10 = ttg.convert_layout %9 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked1>
    %11 = arith.extsi %7 : i32 to i64
    %12 = arith.extsi %10 : tensor<32x1xi32, #blocked1> to tensor<32x1xi64, #blocked1>
    %13 = tt.splat %11 : i64 -> tensor<64xi64, #blocked2>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %15 = arith.extsi %14 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %16 = arith.addi %13, %15 : tensor<64xi64, #blocked2>
    %17 = ttg.convert_layout %16 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %18 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
    %19 = ttg.convert_layout %18 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %21 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked1>
    %22 = arith.muli %12, %21 : tensor<32x1xi64, #blocked1>
    %23 = tt.broadcast %22 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %24 = ttg.convert_layout %23 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %25 = tt.broadcast %19 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %26 = arith.addi %24, %25 : tensor<32x64xi64, #blocked>
    %27 = tt.addptr %20, %26 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %28 = arith.cmpi sge, %12, %cst_0 : tensor<32x1xi64, #blocked1>
    %29 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked1>
    %30 = arith.cmpi slt, %12, %29 : tensor<32x1xi64, #blocked1>
    %31 = arith.andi %28, %30 : tensor<32x1xi1, #blocked1>
    %32 = tt.broadcast %31 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %33 = ttg.convert_layout %32 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %34 = arith.cmpi sge, %19, %cst : tensor<1x64xi64, #blocked>
    %35 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %36 = arith.cmpi slt, %19, %35 : tensor<1x64xi64, #blocked>
    %37 = arith.andi %34, %36 : tensor<1x64xi1, #blocked>
    %38 = tt.broadcast %37 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %39 = arith.andi %33, %38 : tensor<32x64xi1, #blocked>
    %40 = tt.load %27, %39, %cst_1 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %41 = arith.mulf %40, %cst_2 : tensor<32x64xf32, #blocked>
    %42 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %43 = tt.addptr %42, %26 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    tt.store %43, %41, %39 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
