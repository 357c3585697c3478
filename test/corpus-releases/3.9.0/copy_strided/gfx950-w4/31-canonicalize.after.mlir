#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_strided(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = arith.muli %1, %arg3 : i32
    %8 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
    %9 = arith.muli %2, %8 : tensor<512xi32, #blocked>
    %10 = tt.splat %7 : i32 -> tensor<512xi32, #blocked>
    %11 = arith.addi %10, %9 : tensor<512xi32, #blocked>
    %12 = amdg.buffer_load %arg0[%11], %6 : !tt.ptr<f32> -> tensor<512xf32, #blocked>
    %13 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    amdg.buffer_store %12, %arg1[%13], %6 : !tt.ptr<f32> -> tensor<512xf32, #blocked>
    tt.return
  }
}
