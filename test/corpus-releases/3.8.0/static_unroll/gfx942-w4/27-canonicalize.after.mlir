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
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %7 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %10 = tt.load %9, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %11 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %11 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %13, %10, %6 : tensor<256x!tt.ptr<f32>, #blocked>
    %14 = arith.muli %0, %c3_i32 : i32
    %15 = arith.addi %14, %c1_i32 : i32
    %16 = arith.muli %15, %c256_i32 : i32
    %17 = tt.splat %16 : i32 -> tensor<256xi32, #blocked>
    %18 = arith.addi %17, %2 : tensor<256xi32, #blocked>
    %19 = arith.cmpi slt, %18, %5 : tensor<256xi32, #blocked>
    %20 = arith.addi %17, %2 : tensor<256xi32, #blocked>
    %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %22 = tt.addptr %21, %20 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %23 = tt.load %22, %19 : tensor<256x!tt.ptr<f32>, #blocked>
    %24 = arith.addi %17, %2 : tensor<256xi32, #blocked>
    %25 = arith.mulf %23, %cst_0 : tensor<256xf32, #blocked>
    %26 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %27 = tt.addptr %26, %24 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %27, %25, %19 : tensor<256x!tt.ptr<f32>, #blocked>
    %28 = arith.addi %14, %c2_i32 : i32
    %29 = arith.muli %28, %c256_i32 : i32
    %30 = tt.splat %29 : i32 -> tensor<256xi32, #blocked>
    %31 = arith.addi %30, %2 : tensor<256xi32, #blocked>
    %32 = arith.cmpi slt, %31, %5 : tensor<256xi32, #blocked>
    %33 = arith.addi %30, %2 : tensor<256xi32, #blocked>
    %34 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %35 = tt.addptr %34, %33 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %36 = tt.load %35, %32 : tensor<256x!tt.ptr<f32>, #blocked>
    %37 = arith.addi %30, %2 : tensor<256xi32, #blocked>
    %38 = arith.mulf %36, %cst : tensor<256xf32, #blocked>
    %39 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %40 = tt.addptr %39, %37 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %40, %38, %32 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
