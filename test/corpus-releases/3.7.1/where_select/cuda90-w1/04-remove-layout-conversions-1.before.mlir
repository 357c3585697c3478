#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @where_select(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<256xi32, #blocked>
    %cst_1 = arith.constant dense<7> : tensor<256xi32, #blocked>
    %cst_2 = arith.constant dense<5.000000e-01> : tensor<256xf32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<f32>, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %16 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %17 = tt.load %15, %16 : tensor<256x!tt.ptr<f32>, #blocked1>
    %18 = ttg.convert_layout %17 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %19 = arith.cmpf ogt, %12, %cst : tensor<256xf32, #blocked>
    %20 = arith.mulf %18, %cst_2 : tensor<256xf32, #blocked>
    %21 = arith.select %19, %12, %20 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %22 = arith.remsi %4, %cst_1 : tensor<256xi32, #blocked>
    %23 = arith.cmpi eq, %22, %cst_0 : tensor<256xi32, #blocked>
    %24 = arith.select %23, %cst, %21 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %25 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %26 = tt.addptr %25, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %27 = ttg.convert_layout %26 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %28 = ttg.convert_layout %24 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    %29 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    tt.store %27, %28, %29 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
