#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @static_unroll(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32) attributes {noinline = false} {
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
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<f32>, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %14 = tt.addptr %13, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %16 = ttg.convert_layout %12 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    %17 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    tt.store %15, %16, %17 : tensor<256x!tt.ptr<f32>, #blocked1>
    %18 = arith.muli %0, %c3_i32 : i32
    %19 = arith.addi %18, %c1_i32 : i32
    %20 = arith.muli %19, %c256_i32 : i32
    %21 = tt.splat %20 : i32 -> tensor<256xi32, #blocked>
    %22 = arith.addi %21, %2 : tensor<256xi32, #blocked>
    %23 = arith.cmpi slt, %22, %5 : tensor<256xi32, #blocked>
    %24 = tt.addptr %7, %22 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %25 = ttg.convert_layout %24 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %26 = ttg.convert_layout %23 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %27 = tt.load %25, %26 : tensor<256x!tt.ptr<f32>, #blocked1>
    %28 = ttg.convert_layout %27 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %29 = tt.addptr %13, %22 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %30 = arith.mulf %28, %cst_0 : tensor<256xf32, #blocked>
    %31 = ttg.convert_layout %29 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %32 = ttg.convert_layout %30 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    %33 = ttg.convert_layout %23 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    tt.store %31, %32, %33 : tensor<256x!tt.ptr<f32>, #blocked1>
    %34 = arith.addi %18, %c2_i32 : i32
    %35 = arith.muli %34, %c256_i32 : i32
    %36 = tt.splat %35 : i32 -> tensor<256xi32, #blocked>
    %37 = arith.addi %36, %2 : tensor<256xi32, #blocked>
    %38 = arith.cmpi slt, %37, %5 : tensor<256xi32, #blocked>
    %39 = tt.addptr %7, %37 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %40 = ttg.convert_layout %39 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %41 = ttg.convert_layout %38 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    %42 = tt.load %40, %41 : tensor<256x!tt.ptr<f32>, #blocked1>
    %43 = ttg.convert_layout %42 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %44 = tt.addptr %13, %37 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %45 = arith.mulf %43, %cst : tensor<256xf32, #blocked>
    %46 = ttg.convert_layout %44 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %47 = ttg.convert_layout %45 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    %48 = ttg.convert_layout %38 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
    tt.store %46, %47, %48 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
