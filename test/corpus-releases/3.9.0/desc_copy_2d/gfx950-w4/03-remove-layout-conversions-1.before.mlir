#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c64_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<64xi64, #blocked2>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %10 = arith.extsi %9 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %11 = arith.addi %8, %10 : tensor<64xi64, #blocked2>
    %12 = tt.reshape %11 : tensor<64xi64, #blocked2> -> tensor<64x1xi64, #blocked1>
    %13 = tt.splat %7 : i64 -> tensor<64xi64, #blocked2>
    %14 = arith.addi %13, %10 : tensor<64xi64, #blocked2>
    %15 = tt.reshape %14 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %17 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %18 = arith.muli %12, %17 : tensor<64x1xi64, #blocked1>
    %19 = tt.broadcast %18 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %20 = ttg.convert_layout %19 : tensor<64x64xi64, #blocked1> -> tensor<64x64xi64, #blocked>
    %21 = tt.broadcast %15 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %22 = arith.addi %20, %21 : tensor<64x64xi64, #blocked>
    %23 = tt.addptr %16, %22 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi64, #blocked>
    %24 = arith.cmpi sge, %12, %cst_0 : tensor<64x1xi64, #blocked1>
    %25 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %26 = arith.cmpi slt, %12, %25 : tensor<64x1xi64, #blocked1>
    %27 = arith.andi %24, %26 : tensor<64x1xi1, #blocked1>
    %28 = tt.broadcast %27 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %29 = ttg.convert_layout %28 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked>
    %30 = arith.cmpi sge, %15, %cst : tensor<1x64xi64, #blocked>
    %31 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %32 = arith.cmpi slt, %15, %31 : tensor<1x64xi64, #blocked>
    %33 = arith.andi %30, %32 : tensor<1x64xi1, #blocked>
    %34 = tt.broadcast %33 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %35 = arith.andi %29, %34 : tensor<64x64xi1, #blocked>
    %36 = ttg.convert_layout %23 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked3>
    %37 = ttg.convert_layout %35 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked3>
    %38 = ttg.convert_layout %cst_1 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked3>
    %39 = tt.load %36, %37, %38 : tensor<64x64x!tt.ptr<f32>, #blocked3>
    %40 = ttg.convert_layout %39 : tensor<64x64xf32, #blocked3> -> tensor<64x64xf32, #blocked>
    %41 = arith.mulf %40, %cst_2 : tensor<64x64xf32, #blocked>
    %42 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %43 = tt.addptr %42, %22 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi64, #blocked>
    %44 = ttg.convert_layout %43 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked3>
    %45 = ttg.convert_layout %41 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked3>
    %46 = ttg.convert_layout %35 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked3>
    tt.store %44, %45, %46 : tensor<64x64x!tt.ptr<f32>, #blocked3>
    tt.return
  }
}
