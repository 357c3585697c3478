#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @atomic_add_sum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) attributes {noinline = false} {
    %true = arith.constant true
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %8 = amdg.buffer_load %arg0[%7], %6 : tensor<512xf32, #blocked>
    %9 = "tt.reduce"(%8) <{axis = 0 : i32}> ({
    ^bb0(%arg3: f32, %arg4: f32):
      %11 = arith.addf %arg3, %arg4 : f32
      tt.reduce.return %11 : f32
    }) : (tensor<512xf32, #blocked>) -> f32
    %10 = tt.atomic_rmw fadd, acq_rel, gpu, %arg1, %9, %true : (!tt.ptr<f32>, f32, i1) -> f32
    tt.return
  }
}
