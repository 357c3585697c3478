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
      %9 = arith.cmpi slt, %arg4, %3 : i32
      scf.condition(%9) %arg3, %arg4 : tensor<128xf32, #blocked>, i32
    } do {
    ^bb0(%arg3: tensor<128xf32, #blocked>, %arg4: i32):
      %9 = arith.muli %arg4, %c128_i32 : i32
      %10 = tt.addptr %arg0, %9 : !tt.ptr<f32>, i32
      %11 = tt.splat %10 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
      %12 = tt.addptr %11, %1 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
      %13 = tt.load %12 : tensor<128x!tt.ptr<f32>, #blocked>
      %14 = arith.addf %arg3, %13 : tensor<128xf32, #blocked>
      %15 = arith.addi %arg4, %c1_i32 : i32
      scf.yield %14, %15 : tensor<128xf32, #blocked>, i32
    }
    %5 = arith.muli %0, %c128_i32 : i32
    %6 = tt.addptr %arg2, %5 : !tt.ptr<f32>, i32
    %7 = tt.splat %6 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %1 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %8, %4#0 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
