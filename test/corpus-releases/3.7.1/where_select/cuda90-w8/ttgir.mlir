#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @where_select(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %c256_i32 = arith.constant 256 : i32
    %cst = arith.constant dense<5.000000e-01> : tensor<256xf32, #blocked>
    %cst_0 = arith.constant dense<7> : tensor<256xi32, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<256xi32, #blocked>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<256xf32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %12 = tt.load %11, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %13 = arith.cmpf ogt, %9, %cst_2 : tensor<256xf32, #blocked>
    %14 = arith.mulf %12, %cst : tensor<256xf32, #blocked>
    %15 = arith.select %13, %9, %14 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %16 = arith.remsi %4, %cst_0 : tensor<256xi32, #blocked>
    %17 = arith.cmpi eq, %16, %cst_1 : tensor<256xi32, #blocked>
    %18 = arith.select %17, %cst_2, %15 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %19 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %20 = tt.addptr %19, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %20, %18, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
