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
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %12 = tt.load %11, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %13 = arith.mulf %9, %cst_1 : tensor<256xf32, #blocked>
    %14 = math.exp %13 : tensor<256xf32, #blocked>
    %15 = math.absf %12 : tensor<256xf32, #blocked>
    %16 = arith.addf %15, %cst_0 : tensor<256xf32, #blocked>
    %17 = math.log %16 : tensor<256xf32, #blocked>
    %18 = arith.addf %14, %17 : tensor<256xf32, #blocked>
    %19 = math.sin %9 : tensor<256xf32, #blocked>
    %20 = math.cos %12 : tensor<256xf32, #blocked>
    %21 = arith.mulf %19, %20 : tensor<256xf32, #blocked>
    %22 = arith.mulf %9, %9 : tensor<256xf32, #blocked>
    %23 = arith.addf %22, %cst_0 : tensor<256xf32, #blocked>
    %24 = math.rsqrt %23 : tensor<256xf32, #blocked>
    %25 = arith.addf %21, %24 : tensor<256xf32, #blocked>
    %26 = math.erf %9 : tensor<256xf32, #blocked>
    %27 = math.floor %12 : tensor<256xf32, #blocked>
    %28 = arith.mulf %25, %25 : tensor<256xf32, #blocked>
    %29 = arith.addf %28, %cst : tensor<256xf32, #blocked>
    %30 = arith.divf %18, %29 : tensor<256xf32, #blocked>
    %31 = math.fma %26, %27, %30 : tensor<256xf32, #blocked>
    %32 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %33 = tt.addptr %32, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %33, %31, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
