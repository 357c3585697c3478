#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reshape_cat(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = amdg.buffer_load %arg0[%0] : tensor<256xi32, #blocked>
    %2 = amdg.buffer_load %arg1[%0] : tensor<256xi32, #blocked>
    %3 = tt.reshape %1 : tensor<256xi32, #blocked> -> tensor<8x32xi32, #blocked1>
    %4 = "tt.reduce"(%3) <{axis = 1 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %9 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %9 : i32
    }) : (tensor<8x32xi32, #blocked1>) -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked>
    %6 = ttg.convert_layout %4 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<8xi32, #blocked>
    amdg.buffer_store %6, %arg2[%5] : tensor<8xi32, #blocked>
    %7 = tt.cat %1, %2 : tensor<256xi32, #blocked> -> tensor<512xi32, #blocked>
    %8 = "tt.reduce"(%7) <{axis = 0 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %9 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %9 : i32
    }) : (tensor<512xi32, #blocked>) -> i32
    tt.store %arg3, %8 : !tt.ptr<i32>
    tt.return
  }
}
