#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @minmax_reduce(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<0xFF800000> : tensor<128xf32, #blocked>
    %cst_0 = arith.constant dense<0x7F800000> : tensor<128xf32, #blocked>
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<128xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<128xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<128xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %9 = tt.load %8, %6, %cst_0 : tensor<128x!tt.ptr<f32>, #blocked>
    %10 = tt.load %8, %6, %cst : tensor<128x!tt.ptr<f32>, #blocked>
    %11:2 = "tt.reduce"(%9, %10) <{axis = 0 : i32}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32):
      %15 = arith.minnumf %arg3, %arg5 : f32
      %16 = arith.maxnumf %arg4, %arg6 : f32
      tt.reduce.return %15, %16 : f32, f32
    }) : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> (f32, f32)
    %12 = arith.muli %0, %c2_i32 : i32
    %13 = tt.addptr %arg1, %12 : !tt.ptr<f32>, i32
    tt.store %13, %11#0 : !tt.ptr<f32>
    %14 = tt.addptr %13, %c1_i32 : !tt.ptr<f32>, i32
    tt.store %14, %11#1 : !tt.ptr<f32>
    tt.return
  }
}
