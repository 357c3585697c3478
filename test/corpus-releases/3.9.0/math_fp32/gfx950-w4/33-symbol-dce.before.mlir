#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
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
    %7 = amdg.buffer_load %arg0[%4], %6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %8 = amdg.buffer_load %arg1[%4], %6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %9 = arith.mulf %7, %cst_1 : tensor<256xf32, #blocked>
    %10 = math.exp %9 : tensor<256xf32, #blocked>
    %11 = math.absf %8 : tensor<256xf32, #blocked>
    %12 = arith.addf %11, %cst_0 : tensor<256xf32, #blocked>
    %13 = math.log %12 : tensor<256xf32, #blocked>
    %14 = arith.addf %10, %13 : tensor<256xf32, #blocked>
    %15 = math.sin %7 : tensor<256xf32, #blocked>
    %16 = math.cos %8 : tensor<256xf32, #blocked>
    %17 = arith.mulf %15, %16 : tensor<256xf32, #blocked>
    %18 = arith.mulf %7, %7 : tensor<256xf32, #blocked>
    %19 = arith.addf %18, %cst_0 : tensor<256xf32, #blocked>
    %20 = math.rsqrt %19 : tensor<256xf32, #blocked>
    %21 = arith.addf %17, %20 : tensor<256xf32, #blocked>
    %22 = math.erf %7 : tensor<256xf32, #blocked>
    %23 = math.floor %8 : tensor<256xf32, #blocked>
    %24 = arith.mulf %21, %21 : tensor<256xf32, #blocked>
    %25 = arith.addf %24, %cst : tensor<256xf32, #blocked>
    %26 = arith.divf %14, %25 : tensor<256xf32, #blocked>
    %27 = math.fma %22, %23, %26 : tensor<256xf32, #blocked>
    amdg.buffer_store %27, %arg2[%4], %6 : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    tt.return
  }
}
