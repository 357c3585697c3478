#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %5 = ttg.convert_layout %4 : tensor<32x!tt.ptr<i32>, #blocked2> -> tensor<32x!tt.ptr<i32>, #blocked2>
    %6 = tt.load %5 : tensor<32x!tt.ptr<i32>, #blocked2>
    %7 = tt.get_program_id x : i32
    %8 = arith.muli %7, %c64_i32 : i32
    %9 = tt.reshape %6 : tensor<32xi32, #blocked2> -> tensor<32x1xi32, #blocked1>
    %10 = arith.extsi %8 : i32 to i64
    %11 = arith.extsi %9 : tensor<32x1xi32, #blocked1> to tensor<32x1xi64, #blocked1>
    %12 = tt.splat %10 : i64 -> tensor<64xi64, #blocked2>
    %13 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %14 = arith.extsi %13 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %15 = arith.addi %12, %14 : tensor<64xi64, #blocked2>
    %16 = tt.reshape %15 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %18 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked1>
    %19 = arith.muli %11, %18 : tensor<32x1xi64, #blocked1>
    %20 = tt.broadcast %19 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %21 = ttg.convert_layout %20 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %22 = tt.broadcast %16 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %23 = arith.addi %21, %22 : tensor<32x64xi64, #blocked>
    %24 = tt.addptr %17, %23 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %25 = arith.cmpi sge, %11, %cst_0 : tensor<32x1xi64, #blocked1>
    %26 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked1>
    %27 = arith.cmpi slt, %11, %26 : tensor<32x1xi64, #blocked1>
    %28 = arith.andi %25, %27 : tensor<32x1xi1, #blocked1>
    %29 = tt.broadcast %28 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %30 = ttg.convert_layout %29 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %31 = arith.cmpi sge, %16, %cst : tensor<1x64xi64, #blocked>
    %32 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %33 = arith.cmpi slt, %16, %32 : tensor<1x64xi64, #blocked>
    %34 = arith.andi %31, %33 : tensor<1x64xi1, #blocked>
    %35 = tt.broadcast %34 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %36 = arith.andi %30, %35 : tensor<32x64xi1, #blocked>
    %37 = ttg.convert_layout %24 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked3>
    %38 = ttg.convert_layout %36 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked3>
    %39 = ttg.convert_layout %cst_1 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked3>
    %40 = tt.load %37, %38, %39 : tensor<32x64x!tt.ptr<f32>, #blocked3>
    %41 = ttg.convert_layout %40 : tensor<32x64xf32, #blocked3> -> tensor<32x64xf32, #blocked>
    %42 = arith.mulf %41, %cst_2 : tensor<32x64xf32, #blocked>
    %43 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %44 = tt.addptr %43, %23 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %45 = ttg.convert_layout %44 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked3>
    %46 = ttg.convert_layout %42 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked3>
    %47 = ttg.convert_layout %36 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked3>
    tt.store %45, %46, %47 : tensor<32x64x!tt.ptr<f32>, #blocked3>
    tt.return
  }
}
