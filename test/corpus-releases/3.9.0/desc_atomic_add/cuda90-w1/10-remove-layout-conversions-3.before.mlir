#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @desc_atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg2, %arg3], [%2, %c1_i64] : <f32>, <32x64xf32>
    %4 = tt.make_tensor_descriptor %arg1, [%arg2, %arg3], [%2, %c1_i64] : <f32>, <32x64xf32>
    %5 = arith.muli %0, %c32_i32 : i32
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.descriptor_load %3[%5, %6] : !tt.tensordesc<32x64xf32> -> tensor<32x64xf32, #blocked>
    tt.descriptor_reduce add, %4[%5, %6], %7 : !tt.tensordesc<32x64xf32>, tensor<32x64xf32, #blocked>
    tt.return
  }
}
