#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reshape_cat(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<i32>, #blocked>
    %4 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %5 = tt.addptr %4, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %6 = tt.load %5 : tensor<256x!tt.ptr<i32>, #blocked>
    %7 = tt.reshape %3 : tensor<256xi32, #blocked> -> tensor<8x32xi32, #blocked1>
    %8 = "tt.reduce"(%7) <{axis = 1 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %15 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %15 : i32
    }) : (tensor<8x32xi32, #blocked1>) -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked>
    %10 = ttg.convert_layout %8 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<8xi32, #blocked>
    %11 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>, #blocked>
    %12 = tt.addptr %11, %9 : tensor<8x!tt.ptr<i32>, #blocked>, tensor<8xi32, #blocked>
    tt.store %12, %10 : tensor<8x!tt.ptr<i32>, #blocked>
    %13 = tt.cat %3, %6 : tensor<256xi32, #blocked> -> tensor<512xi32, #blocked>
    %14 = "tt.reduce"(%13) <{axis = 0 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %15 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %15 : i32
    }) : (tensor<512xi32, #blocked>) -> i32
    tt.store %arg3, %14 : !tt.ptr<i32>
    tt.return
  }
}
