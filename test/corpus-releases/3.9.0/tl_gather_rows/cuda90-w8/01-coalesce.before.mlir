#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tl_gather_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<32x1xi32, #blocked>
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %2 = ttg.convert_layout %0 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
    %4 = ttg.convert_layout %3 : tensor<32x1xi32, #blocked2> -> tensor<32x1xi32, #blocked>
    %5 = arith.muli %4, %cst : tensor<32x1xi32, #blocked>
    %6 = ttg.convert_layout %1 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %7 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
    %8 = ttg.convert_layout %7 : tensor<1x64xi32, #blocked3> -> tensor<1x64xi32, #blocked4>
    %9 = tt.broadcast %5 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %10 = ttg.convert_layout %9 : tensor<32x64xi32, #blocked> -> tensor<32x64xi32, #blocked4>
    %11 = tt.broadcast %8 : tensor<1x64xi32, #blocked4> -> tensor<32x64xi32, #blocked4>
    %12 = arith.addi %10, %11 : tensor<32x64xi32, #blocked4>
    %13 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked4>
    %14 = tt.addptr %13, %12 : tensor<32x64x!tt.ptr<f32>, #blocked4>, tensor<32x64xi32, #blocked4>
    %15 = tt.load %14 : tensor<32x64x!tt.ptr<f32>, #blocked4>
    %16 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>, #blocked4>
    %17 = tt.addptr %16, %12 : tensor<32x64x!tt.ptr<i32>, #blocked4>, tensor<32x64xi32, #blocked4>
    %18 = tt.load %17 : tensor<32x64x!tt.ptr<i32>, #blocked4>
    %19 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked4>
    %20 = tt.addptr %19, %12 : tensor<32x64x!tt.ptr<f32>, #blocked4>, tensor<32x64xi32, #blocked4>
    %21 = tt.gather %15[%18] {axis = 1 : i32} : (tensor<32x64xf32, #blocked4>, tensor<32x64xi32, #blocked4>) -> tensor<32x64xf32, #blocked4>
    tt.store %20, %21 : tensor<32x64x!tt.ptr<f32>, #blocked4>
    tt.return
  }
}
