#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
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
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<f32>, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %14 = ttg.convert_layout %13 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %15 = ttg.convert_layout %11 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
    %16 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    tt.store %14, %15, %16 : tensor<256x!tt.ptr<f32>, #blocked>
    %17 = arith.muli %0, %c3_i32 : i32
    %18 = arith.addi %17, %c1_i32 : i32
    %19 = arith.muli %18, %c256_i32 : i32
    %20 = tt.splat %19 : i32 -> tensor<256xi32, #blocked>
    %21 = arith.addi %20, %2 : tensor<256xi32, #blocked>
    %22 = arith.cmpi slt, %21, %5 : tensor<256xi32, #blocked>
    %23 = tt.addptr %7, %21 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %24 = ttg.convert_layout %23 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %25 = ttg.convert_layout %22 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %26 = tt.load %24, %25 : tensor<256x!tt.ptr<f32>, #blocked>
    %27 = tt.addptr %12, %21 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %28 = arith.mulf %26, %cst_0 : tensor<256xf32, #blocked>
    %29 = ttg.convert_layout %27 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %30 = ttg.convert_layout %28 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
    %31 = ttg.convert_layout %22 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    tt.store %29, %30, %31 : tensor<256x!tt.ptr<f32>, #blocked>
    %32 = arith.addi %17, %c2_i32 : i32
    %33 = arith.muli %32, %c256_i32 : i32
    %34 = tt.splat %33 : i32 -> tensor<256xi32, #blocked>
    %35 = arith.addi %34, %2 : tensor<256xi32, #blocked>
    %36 = arith.cmpi slt, %35, %5 : tensor<256xi32, #blocked>
    %37 = tt.addptr %7, %35 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %38 = ttg.convert_layout %37 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %39 = ttg.convert_layout %36 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %40 = tt.load %38, %39 : tensor<256x!tt.ptr<f32>, #blocked>
    %41 = tt.addptr %12, %35 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %42 = arith.mulf %40, %cst : tensor<256xf32, #blocked>
    %43 = ttg.convert_layout %41 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
    %44 = ttg.convert_layout %42 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked>
    %45 = ttg.convert_layout %36 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    tt.store %43, %44, %45 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
