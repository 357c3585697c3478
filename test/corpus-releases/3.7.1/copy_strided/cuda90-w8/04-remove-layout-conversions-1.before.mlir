#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_strided(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<512xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<512xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32, #blocked>
    %7 = tt.splat %arg3 : i32 -> tensor<512xi32, #blocked>
    %8 = arith.muli %4, %7 : tensor<512xi32, #blocked>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %11 = ttg.convert_layout %10 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %12 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
    %13 = tt.load %11, %12 : tensor<512x!tt.ptr<f32>, #blocked1>
    %14 = ttg.convert_layout %13 : tensor<512xf32, #blocked1> -> tensor<512xf32, #blocked>
    %15 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %16 = tt.addptr %15, %4 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %17 = ttg.convert_layout %16 : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %18 = ttg.convert_layout %14 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    %19 = ttg.convert_layout %6 : tensor<512xi1, #blocked> -> tensor<512xi1, #blocked1>
    tt.store %17, %18, %19 : tensor<512x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
