#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
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
    %7 = amdg.buffer_load %arg0[%4], %6 : tensor<256xf32, #blocked>
    amdg.buffer_store %7, %arg1[%4], %6 : tensor<256xf32, #blocked>
    %8 = arith.muli %0, %c3_i32 : i32
    %9 = arith.addi %8, %c1_i32 : i32
    %10 = arith.muli %9, %c256_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<256xi32, #blocked>
    %12 = arith.addi %11, %2 : tensor<256xi32, #blocked>
    %13 = arith.cmpi slt, %12, %5 : tensor<256xi32, #blocked>
    %14 = amdg.buffer_load %arg0[%12], %13 : tensor<256xf32, #blocked>
    %15 = arith.mulf %14, %cst_0 : tensor<256xf32, #blocked>
    amdg.buffer_store %15, %arg1[%12], %13 : tensor<256xf32, #blocked>
    %16 = arith.addi %8, %c2_i32 : i32
    %17 = arith.muli %16, %c256_i32 : i32
    %18 = tt.splat %17 : i32 -> tensor<256xi32, #blocked>
    %19 = arith.addi %18, %2 : tensor<256xi32, #blocked>
    %20 = arith.cmpi slt, %19, %5 : tensor<256xi32, #blocked>
    %21 = amdg.buffer_load %arg0[%19], %20 : tensor<256xf32, #blocked>
    %22 = arith.mulf %21, %cst : tensor<256xf32, #blocked>
    amdg.buffer_store %22, %arg1[%19], %20 : tensor<256xf32, #blocked>
    tt.return
  }
}
