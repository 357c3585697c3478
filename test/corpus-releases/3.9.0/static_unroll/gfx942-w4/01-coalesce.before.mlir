#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @static_unroll(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) attributes {noinline = false} {
    %c768_i32 = arith.constant 768 : i32
    %cst = arith.constant dense<3.000000e+00> : tensor<256xf32, #blocked>
    %c2_i32 = arith.constant 2 : i32
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<256xf32, #blocked>
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
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %11, %9, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %12 = arith.muli %0, %c3_i32 : i32
    %13 = arith.addi %12, %c1_i32 : i32
    %14 = arith.muli %13, %c256_i32 : i32
    %15 = tt.splat %14 : i32 -> tensor<256xi32, #blocked>
    %16 = arith.addi %15, %2 : tensor<256xi32, #blocked>
    %17 = arith.cmpi slt, %16, %5 : tensor<256xi32, #blocked>
    %18 = tt.addptr %7, %16 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %19 = tt.load %18, %17 : tensor<256x!tt.ptr<f32>, #blocked>
    %20 = tt.addptr %10, %16 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %21 = arith.mulf %19, %cst_0 : tensor<256xf32, #blocked>
    tt.store %20, %21, %17 : tensor<256x!tt.ptr<f32>, #blocked>
    %22 = arith.addi %12, %c2_i32 : i32
    %23 = arith.muli %22, %c256_i32 : i32
    %24 = tt.splat %23 : i32 -> tensor<256xi32, #blocked>
    %25 = arith.addi %24, %2 : tensor<256xi32, #blocked>
    %26 = arith.cmpi slt, %25, %5 : tensor<256xi32, #blocked>
    %27 = tt.addptr %7, %25 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %28 = tt.load %27, %26 : tensor<256x!tt.ptr<f32>, #blocked>
    %29 = tt.addptr %10, %25 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %30 = arith.mulf %28, %cst : tensor<256xf32, #blocked>
    tt.store %29, %30, %26 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
