#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
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
    %7 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 : tensor<256xf32, #blocked>
    %9 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %10 = amdg.buffer_load %arg1[%9], %6 : tensor<256xf32, #blocked>
    %11 = arith.cmpf ogt, %8, %cst : tensor<256xf32, #blocked>
    %12 = arith.mulf %10, %cst_2 : tensor<256xf32, #blocked>
    %13 = arith.select %11, %8, %12 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %14 = arith.remsi %4, %cst_1 : tensor<256xi32, #blocked>
    %15 = arith.cmpi eq, %14, %cst_0 : tensor<256xi32, #blocked>
    %16 = arith.select %15, %cst, %13 : tensor<256xi1, #blocked>, tensor<256xf32, #blocked>
    %17 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    amdg.buffer_store %16, %arg2[%17], %6 : tensor<256xf32, #blocked>
    tt.return
  }
}
