#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @where_select(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
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
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<f32>, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %14 = ttg.convert_layout %13 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %15 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %16 = tt.load %14, %15 : tensor<256x!tt.ptr<f32>, #blocked>
    %17 = arith.cmpf ogt, %11, %cst : tensor<256xf32, #blocked>
    %18 = arith.mulf %16, %cst_2 : tensor<256xf32, #blocked>
    %19 = arith.select %17, %11, %18 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %20 = arith.remsi %4, %cst_1 : tensor<256xi32, #blocked>
    %21 = arith.cmpi eq, %20, %cst_0 : tensor<256xi32, #blocked>
    %22 = arith.select %21, %cst, %19 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %23 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %24 = tt.addptr %23, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %25 = ttg.convert_layout %24 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %26 = ttg.convert_layout %22 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
    %27 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    tt.store %25, %26, %27 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
