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
    %8 = amdg.buffer_load %arg0[%7] {contiguity = 4 : i32} : tensor<32x64xf32, #blocked>
    %9 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %10 = arith.muli %9, %cst : tensor<32x1xi32, #blocked>
    %11 = tt.broadcast %10 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %12 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %14 = arith.addi %11, %13 : tensor<32x64xi32, #blocked>
    %15 = amdg.buffer_load %arg1[%14] {contiguity = 4 : i32} : tensor<32x64xi32, #blocked>
    %16 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %17 = arith.muli %16, %cst : tensor<32x1xi32, #blocked>
    %18 = tt.broadcast %17 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %19 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %20 = tt.broadcast %19 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %21 = arith.addi %18, %20 : tensor<32x64xi32, #blocked>
    %22 = ttg.convert_layout %8 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %23 = ttg.convert_layout %15 : tensor<32x64xi32, #blocked> -> tensor<32x64xi32, #blocked1>
    %24 = tt.gather %22[%23] {axis = 1 : i32, efficient_layout} : (tensor<32x64xf32, #blocked1>, tensor<32x64xi32, #blocked1>) -> tensor<32x64xf32, #blocked1>
    %25 = ttg.convert_layout %24 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    amdg.buffer_store %25, %arg2[%21] {contiguity = 4 : i32} : tensor<32x64xf32, #blocked>
    tt.return
  }
}
