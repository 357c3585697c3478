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
    %6 = amdg.buffer_load %arg0[%5] : tensor<256xf32, #blocked>
    %7 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    amdg.buffer_store %6, %arg1[%7] : tensor<256xf32, #blocked>
    ttg.barrier all
    %8 = arith.xori %4, %cst : tensor<256xi32, #blocked>
    %9 = amdg.buffer_load %arg1[%8] : tensor<256xf32, #blocked>
    %10 = arith.addf %6, %9 : tensor<256xf32, #blocked>
    amdg.buffer_store %10, %arg1[%7] : tensor<256xf32, #blocked>
    tt.return
  }
}
