#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reshape_cat(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<256x!tt.ptr<i32>, #blocked> -> tensor<256x!tt.ptr<i32>, #blocked>
    %4 = tt.load %3 : tensor<256x!tt.ptr<i32>, #blocked>
    %5 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %6 = tt.addptr %5, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %7 = ttg.convert_layout %6 : tensor<256x!tt.ptr<i32>, #blocked> -> tensor<256x!tt.ptr<i32>, #blocked>
    %8 = tt.load %7 : tensor<256x!tt.ptr<i32>, #blocked>
    %9 = tt.reshape %4 : tensor<256xi32, #blocked> -> tensor<8x32xi32, #blocked1>
    %10 = "tt.reduce"(%9) <{axis = 1 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %19 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %19 : i32
    }) : (tensor<8x32xi32, #blocked1>) -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = ttg.convert_layout %10 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<8xi32, #blocked>
    %12 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked>
    %13 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>, #blocked>
    %14 = tt.addptr %13, %12 : tensor<8x!tt.ptr<i32>, #blocked>, tensor<8xi32, #blocked>
    %15 = ttg.convert_layout %14 : tensor<8x!tt.ptr<i32>, #blocked> -> tensor<8x!tt.ptr<i32>, #blocked>
    %16 = ttg.convert_layout %11 : tensor<8xi32, #blocked> -> tensor<8xi32, #blocked>
    tt.store %15, %16 : tensor<8x!tt.ptr<i32>, #blocked>
    %17 = tt.cat %4, %8 : tensor<256xi32, #blocked> -> tensor<512xi32, #blocked>
    %18 = "tt.reduce"(%17) <{axis = 0 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %19 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %19 : i32
    }) : (tensor<512xi32, #blocked>) -> i32
    tt.store %arg3, %18 : !tt.ptr<i32>
    tt.return
  }
}
