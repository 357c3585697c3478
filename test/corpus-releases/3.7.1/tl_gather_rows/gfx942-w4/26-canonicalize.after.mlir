#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @tl_gather_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<64> : tensor<32x1xi32, #blocked>
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %3 = arith.muli %2, %cst : tensor<32x1xi32, #blocked>
    %4 = tt.broadcast %3 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %5 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %6 = tt.broadcast %5 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %7 = arith.addi %4, %6 : tensor<32x64xi32, #blocked>
    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %7 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %10 = tt.load %9 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %11 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %12 = arith.muli %11, %cst : tensor<32x1xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %14 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %15 = tt.broadcast %14 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %16 = arith.addi %13, %15 : tensor<32x64xi32, #blocked>
    %17 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<32x64x!tt.ptr<i32>, #blocked>, tensor<32x64xi32, #blocked>
    %19 = tt.load %18 : tensor<32x64x!tt.ptr<i32>, #blocked>
    %20 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %21 = arith.muli %20, %cst : tensor<32x1xi32, #blocked>
    %22 = tt.broadcast %21 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %23 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %24 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %25 = arith.addi %22, %24 : tensor<32x64xi32, #blocked>
    %26 = ttg.convert_layout %10 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %27 = ttg.convert_layout %19 : tensor<32x64xi32, #blocked> -> tensor<32x64xi32, #blocked1>
    %28 = tt.gather %26[%27] {axis = 1 : i32, efficient_layout} : (tensor<32x64xf32, #blocked1>, tensor<32x64xi32, #blocked1>) -> tensor<32x64xf32, #blocked1>
    %29 = ttg.convert_layout %28 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    %30 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %31 = tt.addptr %30, %25 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    tt.store %31, %29 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
