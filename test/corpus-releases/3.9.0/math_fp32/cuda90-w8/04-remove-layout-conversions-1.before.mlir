#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @math_fp32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<256xf32, #blocked>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<256xf32, #blocked>
    %cst_1 = arith.constant dense<5.000000e-01> : tensor<256xf32, #blocked>
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
    %17 = arith.mulf %11, %cst_1 : tensor<256xf32, #blocked>
    %18 = math.exp %17 : tensor<256xf32, #blocked>
    %19 = math.absf %16 : tensor<256xf32, #blocked>
    %20 = arith.addf %19, %cst_0 : tensor<256xf32, #blocked>
    %21 = math.log %20 : tensor<256xf32, #blocked>
    %22 = arith.addf %18, %21 : tensor<256xf32, #blocked>
    %23 = math.sin %11 : tensor<256xf32, #blocked>
    %24 = math.cos %16 : tensor<256xf32, #blocked>
    %25 = arith.mulf %23, %24 : tensor<256xf32, #blocked>
    %26 = arith.mulf %11, %11 : tensor<256xf32, #blocked>
    %27 = arith.addf %26, %cst_0 : tensor<256xf32, #blocked>
    %28 = math.rsqrt %27 : tensor<256xf32, #blocked>
    %29 = arith.addf %25, %28 : tensor<256xf32, #blocked>
    %30 = math.erf %11 : tensor<256xf32, #blocked>
    %31 = math.floor %16 : tensor<256xf32, #blocked>
    %32 = arith.mulf %29, %29 : tensor<256xf32, #blocked>
    %33 = arith.addf %32, %cst : tensor<256xf32, #blocked>
    %34 = arith.divf %22, %33 : tensor<256xf32, #blocked>
    %35 = math.fma %30, %31, %34 : tensor<256xf32, #blocked>
    %36 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %37 = tt.addptr %36, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %38 = ttg.convert_layout %37 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %39 = ttg.convert_layout %35 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
    %40 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    tt.store %38, %39, %40 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
