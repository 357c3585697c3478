#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @barrier_shift(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<1> : tensor<256xi32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %5 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %8 = tt.load %7 : tensor<256x!tt.ptr<f32>, #blocked>
    %9 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %11 = tt.addptr %10, %9 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %11, %8 : tensor<256x!tt.ptr<f32>, #blocked>
    ttg.barrier all
    %12 = arith.xori %4, %cst : tensor<256xi32, #blocked>
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %14 = tt.addptr %13, %12 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %15 = tt.load %14 : tensor<256x!tt.ptr<f32>, #blocked>
    %16 = arith.addf %8, %15 : tensor<256xf32, #blocked>
    %17 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %18 = tt.addptr %17, %9 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %18, %16 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
