#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @range_loop_attrs(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c2_i32 = arith.constant 2 : i32
    %c1_i32 = arith.constant 1 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_num_programs x : i32
    %2 = arith.muli %0, %c256_i32 : i32
    %3 = arith.muli %1, %c256_i32 : i32
    %4 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %7 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %8 = arith.subi %arg2, %2 : i32
    %9 = arith.subi %3, %c1_i32 : i32
    %10 = arith.addi %8, %9 : i32
    %11 = arith.divui %10, %3 : i32
    %12 = arith.remsi %11, %c2_i32 : i32
    %13 = arith.subi %11, %12 : i32
    %14 = arith.muli %13, %3 : i32
    %15 = arith.addi %2, %14 : i32
    %16 = arith.muli %3, %c2_i32 : i32
    scf.for %arg3 = %2 to %15 step %16  : i32 {
      %17 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %18 = arith.addi %17, %4 : tensor<256xi32, #blocked>
      %19 = arith.cmpi slt, %18, %5 : tensor<256xi32, #blocked>
      %20 = tt.addptr %6, %18 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %21 = tt.load %20, %19 : tensor<256x!tt.ptr<f32>, #blocked>
      %22 = tt.addptr %7, %18 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %23 = math.absf %21 : tensor<256xf32, #blocked>
      tt.store %22, %23, %19 : tensor<256x!tt.ptr<f32>, #blocked>
      %24 = arith.addi %arg3, %3 : i32
      %25 = tt.splat %24 : i32 -> tensor<256xi32, #blocked>
      %26 = arith.addi %25, %4 : tensor<256xi32, #blocked>
      %27 = arith.cmpi slt, %26, %5 : tensor<256xi32, #blocked>
      %28 = tt.addptr %6, %26 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %29 = tt.load %28, %27 : tensor<256x!tt.ptr<f32>, #blocked>
      %30 = tt.addptr %7, %26 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %31 = math.absf %29 : tensor<256xf32, #blocked>
      tt.store %30, %31, %27 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 2 : i32}
    scf.for %arg3 = %15 to %arg2 step %3  : i32 {
      %17 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
      %18 = arith.addi %17, %4 : tensor<256xi32, #blocked>
      %19 = arith.cmpi slt, %18, %5 : tensor<256xi32, #blocked>
      %20 = tt.addptr %6, %18 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %21 = tt.load %20, %19 : tensor<256x!tt.ptr<f32>, #blocked>
      %22 = tt.addptr %7, %18 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
      %23 = math.absf %21 : tensor<256xf32, #blocked>
      tt.store %22, %23, %19 : tensor<256x!tt.ptr<f32>, #blocked>
    } {tt.num_stages = 1 : i32}
    tt.return
  }
}
