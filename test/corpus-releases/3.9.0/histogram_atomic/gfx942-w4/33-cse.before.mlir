#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @histogram_atomic(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) attributes {noinline = false} {
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 : !tt.ptr<i32> -> tensor<512xi32, #blocked>
    %9 = tt.histogram %8, %6 : tensor<512xi32, #blocked> -> tensor<64xi32, #blocked1>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %11 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %9, %arg1[%10] : !tt.ptr<i32> -> tensor<64xi32, #blocked1>
    tt.return
  }
}
