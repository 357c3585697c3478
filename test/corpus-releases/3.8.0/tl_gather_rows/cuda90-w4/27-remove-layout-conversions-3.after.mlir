#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tl_gather_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<32x1xi32, #blocked>
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %2 = arith.muli %1, %cst : tensor<32x1xi32, #blocked>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %4 = tt.expand_dims %3 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %5 = tt.broadcast %2 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %6 = tt.broadcast %4 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %7 = arith.addi %5, %6 : tensor<32x64xi32, #blocked>
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %7 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %10 = tt.load %9 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %11 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>, #blocked>
    %12 = tt.addptr %11, %7 : tensor<32x64x!tt.ptr<i32>, #blocked>, tensor<32x64xi32, #blocked>
    %13 = tt.load %12 : tensor<32x64x!tt.ptr<i32>, #blocked>
    %14 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %15 = tt.addptr %14, %7 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %16 = ttg.convert_layout %10 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %17 = ttg.convert_layout %13 : tensor<32x64xi32, #blocked> -> tensor<32x64xi32, #blocked1>
    %18 = tt.gather %16[%17] {axis = 1 : i32, efficient_layout} : (tensor<32x64xf32, #blocked1>, tensor<32x64xi32, #blocked1>) -> tensor<32x64xf32, #blocked1>
    %19 = ttg.convert_layout %18 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    tt.store %15, %19 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
