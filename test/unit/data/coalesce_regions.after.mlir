#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32>, %arg2: i32) {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %4 = tt.load %3 : tensor<512x!tt.ptr<f32>, #blocked1>
    %5 = ttg.convert_layout %4 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %6 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %5) -> (tensor<512xf32, #blocked>)  : i32 {
      %9 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
      %cst = arith.constant dense<3> : tensor<512xi32, #blocked>
      %10 = arith.muli %9, %cst : tensor<512xi32, #blocked>
      %11 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
      %12 = tt.addptr %11, %10 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
      %13 = ttg.convert_layout %12 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked>
      %14 = tt.load %13 : tensor<512x!tt.ptr<f32>, #blocked>
      %15 = ttg.convert_layout %12 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked>
      %16 = ttg.convert_layout %14 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked>
      tt.store %15, %16 : tensor<512x!tt.ptr<f32>, #blocked>
      scf.yield %arg4 : tensor<512xf32, #blocked>
    }
    %7 = ttg.convert_layout %2 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %8 = ttg.convert_layout %6 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    tt.store %7, %8 : tensor<512x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
