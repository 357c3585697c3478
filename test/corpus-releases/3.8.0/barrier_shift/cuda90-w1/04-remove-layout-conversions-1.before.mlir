#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @barrier_shift(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<1> : tensor<256xi32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %6 = tt.addptr %5, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %7 = ttg.convert_layout %6 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %8 = tt.load %7 : tensor<256x!tt.ptr<f32>, #blocked1>
    %9 = ttg.convert_layout %8 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %12 = ttg.convert_layout %11 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %13 = ttg.convert_layout %9 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    tt.store %12, %13 : tensor<256x!tt.ptr<f32>, #blocked1>
    ttg.barrier all
    %14 = arith.xori %4, %cst : tensor<256xi32, #blocked>
    %15 = tt.addptr %10, %14 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %16 = ttg.convert_layout %15 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %17 = tt.load %16 : tensor<256x!tt.ptr<f32>, #blocked1>
    %18 = ttg.convert_layout %17 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked>
    %19 = arith.addf %9, %18 : tensor<256xf32, #blocked>
    %20 = ttg.convert_layout %11 : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %21 = ttg.convert_layout %19 : tensor<256xf32, #blocked> -> tensor<256xf32, #blocked1>
    tt.store %20, %21 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
