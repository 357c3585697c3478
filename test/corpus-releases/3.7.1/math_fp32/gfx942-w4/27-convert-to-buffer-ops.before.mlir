#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @math_fp32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
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
    %7 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %10 = tt.load %9, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %11 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %11 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %14 = tt.load %13, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %15 = arith.mulf %10, %cst_1 : tensor<256xf32, #blocked>
    %16 = math.exp %15 : tensor<256xf32, #blocked>
    %17 = math.absf %14 : tensor<256xf32, #blocked>
    %18 = arith.addf %17, %cst_0 : tensor<256xf32, #blocked>
    %19 = math.log %18 : tensor<256xf32, #blocked>
    %20 = arith.addf %16, %19 : tensor<256xf32, #blocked>
    %21 = math.sin %10 : tensor<256xf32, #blocked>
    %22 = math.cos %14 : tensor<256xf32, #blocked>
    %23 = arith.mulf %21, %22 : tensor<256xf32, #blocked>
    %24 = arith.mulf %10, %10 : tensor<256xf32, #blocked>
    %25 = arith.addf %24, %cst_0 : tensor<256xf32, #blocked>
    %26 = math.rsqrt %25 : tensor<256xf32, #blocked>
    %27 = arith.addf %23, %26 : tensor<256xf32, #blocked>
    %28 = math.erf %10 : tensor<256xf32, #blocked>
    %29 = math.floor %14 : tensor<256xf32, #blocked>
    %30 = arith.mulf %27, %27 : tensor<256xf32, #blocked>
    %31 = arith.addf %30, %cst : tensor<256xf32, #blocked>
    %32 = arith.divf %20, %31 : tensor<256xf32, #blocked>
    %33 = math.fma %28, %29, %32 : tensor<256xf32, #blocked>
    %34 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %35 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %36 = tt.addptr %35, %34 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %36, %33, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
