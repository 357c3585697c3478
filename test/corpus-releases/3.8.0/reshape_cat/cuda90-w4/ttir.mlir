module {
  tt.func public @reshape_cat(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<i32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
    %3 = tt.load %2 : tensor<256x!tt.ptr<i32>>
    %4 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>>
    %5 = tt.addptr %4, %0 : tensor<256x!tt.ptr<i32>>, tensor<256xi32>
    %6 = tt.load %5 : tensor<256x!tt.ptr<i32>>
    %7 = tt.reshape %3 : tensor<256xi32> -> tensor<8x32xi32>
    %8 = "tt.reduce"(%7) <{axis = 1 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %14 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %14 : i32
    }) : (tensor<8x32xi32>) -> tensor<8xi32>
    %9 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %10 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
    %11 = tt.addptr %10, %9 : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
    tt.store %11, %8 : tensor<8x!tt.ptr<i32>>
    %12 = tt.cat %3, %6 : tensor<256xi32> -> tensor<512xi32>
    %13 = "tt.reduce"(%12) <{axis = 0 : i32}> ({
    ^bb0(%arg4: i32, %arg5: i32):
      %14 = arith.addi %arg4, %arg5 : i32
      tt.reduce.return %14 : i32
    }) : (tensor<512xi32>) -> i32
    tt.store %arg3, %13 : !tt.ptr<i32>
    tt.return
  }
}
