#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @while_loop(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %2 = tt.addptr %arg1, %0 : !tt.ptr<i32>, i32
    %3 = tt.load %2 : !tt.ptr<i32>
    %4:2 = scf.while (%arg3 = %cst, %arg4 = %c0_i32) : (tensor<128xf32, #blocked>, i32) -> (tensor<128xf32, #blocked>, i32) {
      %8 = arith.cmpi slt, %arg4, %3 : i32
      scf.condition(%8) %arg3, %arg4 : tensor<128xf32, #blocked>, i32
    } do {
    ^bb0(%arg3: tensor<128xf32, #blocked>, %arg4: i32):
      %8 = arith.muli %arg4, %c128_i32 : i32
      %9 = tt.splat %8 : i32 -> tensor<128xi32, #blocked>
      %10 = arith.addi %1, %9 : tensor<128xi32, #blocked>
      %11 = amdg.buffer_load %arg0[%10] : !tt.ptr<f32> -> tensor<128xf32, #blocked>
      %12 = arith.addf %arg3, %11 : tensor<128xf32, #blocked>
      %13 = arith.addi %arg4, %c1_i32 : i32
      scf.yield %12, %13 : tensor<128xf32, #blocked>, i32
    }
    %5 = arith.muli %0, %c128_i32 : i32
    %6 = tt.splat %5 : i32 -> tensor<128xi32, #blocked>
    %7 = arith.addi %1, %6 : tensor<128xi32, #blocked>
    amdg.buffer_store %4#0, %arg2[%7] : !tt.ptr<f32> -> tensor<128xf32, #blocked>
    tt.return
  }
}
