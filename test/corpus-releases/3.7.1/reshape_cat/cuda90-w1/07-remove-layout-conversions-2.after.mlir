#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reshape_cat(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<i32>, #blocked>
    %4 = ttg.convert_layout %3 : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %5 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %6 = tt.addptr %5, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %7 = tt.load %6 : tensor<256x!tt.ptr<i32>, #blocked>
    %8 = ttg.convert_layout %7 : tensor<256xi32, #blocked> -> tensor<256xi32, #blocked1>
    %9 = tt.reshape %3 : tensor<256xi32, #blocked> -> tensor<8x32xi32, #blocked2>
    %10 = "tt.reduce"(%9) <{axis = 1 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %17 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %17 : i32
    }) : (tensor<8x32xi32, #blocked2>) -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked1>
    %12 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>, #blocked1>
    %13 = tt.addptr %12, %11 : tensor<8x!tt.ptr<i32>, #blocked1>, tensor<8xi32, #blocked1>
    %14 = ttg.convert_layout %10 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<8xi32, #blocked1>
    tt.store %13, %14 : tensor<8x!tt.ptr<i32>, #blocked1>
    %15 = tt.cat %4, %8 : tensor<256xi32, #blocked1> -> tensor<512xi32, #blocked1>
    %16 = "tt.reduce"(%15) <{axis = 0 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %17 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %17 : i32
    }) : (tensor<512xi32, #blocked1>) -> i32
    tt.store %arg3, %16 : !tt.ptr<i32>
    tt.return
  }
}
