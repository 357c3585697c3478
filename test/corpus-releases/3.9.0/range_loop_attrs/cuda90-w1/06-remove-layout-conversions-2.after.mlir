#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
      %20 = tt.load %19, %17 : tensor<256x!tt.ptr<f32>, #blocked>
      %21 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %22 = tt.addptr %21, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %23 = math.absf %20 : tensor<256xf32, #blocked>
      tt.store %22, %23, %17 : tensor<256x!tt.ptr<f32>, #blocked>
      %24 = arith.addi %arg3, %3 : i32
      %25 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
      %26 = tt.splat %24 : i32 -> tensor<256xi32, #blocked>
      %27 = arith.addi %26, %25 : tensor<256xi32, #blocked>
      %28 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
      %29 = arith.cmpi slt, %27, %28 : tensor<256xi32, #blocked>
      %30 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %31 = tt.addptr %30, %27 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %32 = tt.load %31, %29 : tensor<256x!tt.ptr<f32>, #blocked>
      %33 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %34 = tt.addptr %33, %27 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %35 = math.absf %32 : tensor<256xf32, #blocked>
      tt.store %34, %35, %29 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 2 : i32}
    scf.for %arg3 = %11 to %arg2 step %3  : i32 {
      %13 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
      %14 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %15 = arith.addi %14, %13 : tensor<256xi32, #blocked>
      %16 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
      %17 = arith.cmpi slt, %15, %16 : tensor<256xi32, #blocked>
      %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %19 = tt.addptr %18, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %20 = tt.load %19, %17 : tensor<256x!tt.ptr<f32>, #blocked>
      %21 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
      %22 = tt.addptr %21, %15 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %23 = math.absf %20 : tensor<256xf32, #blocked>
      tt.store %22, %23, %17 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
