#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @range_loop_attrs(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    %2 = arith.muli %0, %c256_i32 : i32
    %3 = arith.muli %1, %c256_i32 : i32
    %4 = arith.subi %arg2, %2 : i32
    %5 = arith.subi %3, %c1_i32 : i32
    %6 = arith.addi %4, %5 : i32
    %7 = arith.divui %6, %3 : i32
    %8 = arith.remsi %7, %c2_i32 : i32
    %9 = arith.subi %7, %8 : i32
    %10 = arith.muli %9, %3 : i32
    %11 = arith.addi %2, %10 : i32
    %12 = arith.muli %3, %c2_i32 : i32
    scf.for %arg3 = %2 to %11 step %12  : i32 {
      %13 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
      %14 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %15 = arith.addi %14, %13 : tensor<256xi32, #blocked>
      %16 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
      %17 = arith.cmpi slt, %15, %16 : tensor<256xi32, #blocked>
      %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %19 = tt.addptr %18, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %20 = ttg.convert_layout %19 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
      %21 = ttg.convert_layout %17 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
      %22 = tt.load %20, %21 : tensor<256x!tt.ptr<f32>, #blocked1>
      %23 = ttg.convert_layout %22 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
      %24 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %25 = tt.addptr %24, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %26 = math.absf %23 : tensor<256xf32, #blocked>
      %27 = ttg.convert_layout %25 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
      %28 = ttg.convert_layout %26 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
      %29 = ttg.convert_layout %17 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
      tt.store %27, %28, %29 : tensor<256x!tt.ptr<f32>, #blocked1>
      %30 = arith.addi %arg3, %3 : i32
      %31 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
      %32 = tt.splat %30 : i32 -> tensor<256xi32, #blocked>
      %33 = arith.addi %32, %31 : tensor<256xi32, #blocked>
      %34 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
      %35 = arith.cmpi slt, %33, %34 : tensor<256xi32, #blocked>
      %36 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %37 = tt.addptr %36, %33 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %38 = ttg.convert_layout %37 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
      %39 = ttg.convert_layout %35 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
      %40 = tt.load %38, %39 : tensor<256x!tt.ptr<f32>, #blocked1>
      %41 = ttg.convert_layout %40 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
      %42 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %43 = tt.addptr %42, %33 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %44 = math.absf %41 : tensor<256xf32, #blocked>
      %45 = ttg.convert_layout %43 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
      %46 = ttg.convert_layout %44 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
      %47 = ttg.convert_layout %35 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
      tt.store %45, %46, %47 : tensor<256x!tt.ptr<f32>, #blocked1>
    } {tt.num_stages = 2 : i32}
    scf.for %arg3 = %11 to %arg2 step %3  : i32 {
      %13 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
      %14 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %15 = arith.addi %14, %13 : tensor<256xi32, #blocked>
      %16 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
      %17 = arith.cmpi slt, %15, %16 : tensor<256xi32, #blocked>
      %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %19 = tt.addptr %18, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %20 = ttg.convert_layout %19 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
      %21 = ttg.convert_layout %17 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
      %22 = tt.load %20, %21 : tensor<256x!tt.ptr<f32>, #blocked1>
      %23 = ttg.convert_layout %22 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
      %24 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %25 = tt.addptr %24, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %26 = math.absf %23 : tensor<256xf32, #blocked>
      %27 = ttg.convert_layout %25 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
      %28 = ttg.convert_layout %26 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
      %29 = ttg.convert_layout %17 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked1>
      tt.store %27, %28, %29 : tensor<256x!tt.ptr<f32>, #blocked1>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
