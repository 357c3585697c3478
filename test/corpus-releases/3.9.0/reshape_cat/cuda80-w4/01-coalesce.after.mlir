#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reshape_cat(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %3 = ttg.convert_layout %2 : tensor<256x!tt.ptr<i32>, #blocked> -> tensor<256x!tt.ptr<i32>, #blocked1>
    %4 = tt.load %3 : tensor<256x!tt.ptr<i32>, #blocked1>
    %5 = ttg.convert_layout %4 : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked>
    %6 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
    %7 = tt.addptr %6, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
    %8 = ttg.convert_layout %7 : tensor<256x!tt.ptr<i32>, #blocked> -> tensor<256x!tt.ptr<i32>, #blocked1>
    %9 = tt.load %8 : tensor<256x!tt.ptr<i32>, #blocked1>
    %10 = ttg.convert_layout %9 : tensor<256xi32, #blocked1> -> tensor<256xi32, #blocked>
    %11 = tt.reshape %5 : tensor<256xi32, #blocked> -> tensor<8x32xi32, #blocked2>
    %12 = "tt.reduce"(%11) <{axis = 1 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %21 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %21 : i32
    }) : (tensor<8x32xi32, #blocked2>) -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = ttg.convert_layout %12 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<8xi32, #blocked>
    %14 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked>
    %15 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>, #blocked>
    %16 = tt.addptr %15, %14 : tensor<8x!tt.ptr<i32>, #blocked>, tensor<8xi32, #blocked>
    %17 = ttg.convert_layout %16 : tensor<8x!tt.ptr<i32>, #blocked> -> tensor<8x!tt.ptr<i32>, #blocked>
    %18 = ttg.convert_layout %13 : tensor<8xi32, #blocked> -> tensor<8xi32, #blocked>
    tt.store %17, %18 : tensor<8x!tt.ptr<i32>, #blocked>
    %19 = tt.cat %5, %10 : tensor<256xi32, #blocked> -> tensor<512xi32, #blocked>
    %20 = "tt.reduce"(%19) <{axis = 0 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %21 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %21 : i32
    }) : (tensor<512xi32, #blocked>) -> i32
    tt.store %arg3, %20 : !tt.ptr<i32>
    tt.return
  }
}
