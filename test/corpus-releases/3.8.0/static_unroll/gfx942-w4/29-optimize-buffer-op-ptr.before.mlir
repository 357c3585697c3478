#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @static_unroll(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) attributes {noinline = false} {
    %c768_i32 = arith.constant 768 : i32
    %cst = arith.constant dense<3.000000e+00> : tensor<256xf32, #blocked>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<256xf32, #blocked>
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %c3_i32 = arith.constant 3 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c768_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 : tensor<256xf32, #blocked>
    %9 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    amdg.buffer_store %8, %arg1[%9], %6 : tensor<256xf32, #blocked>
    %10 = arith.muli %0, %c3_i32 : i32
    %11 = arith.addi %10, %c1_i32 : i32
    %12 = arith.muli %11, %c256_i32 : i32
    %13 = tt.splat %12 : i32 -> tensor<256xi32, #blocked>
    %14 = arith.addi %13, %2 : tensor<256xi32, #blocked>
    %15 = arith.cmpi slt, %14, %5 : tensor<256xi32, #blocked>
    %16 = arith.addi %13, %2 : tensor<256xi32, #blocked>
    %17 = amdg.buffer_load %arg0[%16], %15 : tensor<256xf32, #blocked>
    %18 = arith.addi %13, %2 : tensor<256xi32, #blocked>
    %19 = arith.mulf %17, %cst_0 : tensor<256xf32, #blocked>
    amdg.buffer_store %19, %arg1[%18], %15 : tensor<256xf32, #blocked>
    %20 = arith.addi %10, %c2_i32 : i32
    %21 = arith.muli %20, %c256_i32 : i32
    %22 = tt.splat %21 : i32 -> tensor<256xi32, #blocked>
    %23 = arith.addi %22, %2 : tensor<256xi32, #blocked>
    %24 = arith.cmpi slt, %23, %5 : tensor<256xi32, #blocked>
    %25 = arith.addi %22, %2 : tensor<256xi32, #blocked>
    %26 = amdg.buffer_load %arg0[%25], %24 : tensor<256xf32, #blocked>
    %27 = arith.addi %22, %2 : tensor<256xi32, #blocked>
    %28 = arith.mulf %26, %cst : tensor<256xf32, #blocked>
    amdg.buffer_store %28, %arg1[%27], %24 : tensor<256xf32, #blocked>
    tt.return
  }
}
