module {
  tt.func public @cumsum_rows(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<8x128xi32>
    %c8_i32 = arith.constant 8 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c8_i32 : i32
    %2 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %3 = tt.splat %1 : i32 -> tensor<8xi32>
    %4 = arith.addi %3, %2 : tensor<8xi32>
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %6 = tt.expand_dims %4 {axis = 1 : i32} : tensor<8xi32> -> tensor<8x1xi32>
    %7 = tt.splat %arg2 : i32 -> tensor<8x1xi32>
    %8 = arith.cmpi slt, %6, %7 : tensor<8x1xi32>
    %9 = tt.expand_dims %5 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
    %10 = tt.splat %arg3 : i32 -> tensor<1x128xi32>
    %11 = arith.cmpi slt, %9, %10 : tensor<1x128xi32>
    %12 = tt.broadcast %8 : tensor<8x1xi1> -> tensor<8x128xi1>
    %13 = tt.broadcast %11 : tensor<1x128xi1> -> tensor<8x128xi1>
    %14 = arith.andi %12, %13 : tensor<8x128xi1>
    %15 = tt.splat %arg4 : i32 -> tensor<8x1xi32>
    %16 = arith.muli %6, %15 : tensor<8x1xi32>
    %17 = tt.broadcast %16 : tensor<8x1xi32> -> tensor<8x128xi32>
    %18 = tt.broadcast %9 : tensor<1x128xi32> -> tensor<8x128xi32>
    %19 = arith.addi %17, %18 : tensor<8x128xi32>
    %20 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>>
    %21 = tt.addptr %20, %19 : tensor<8x128x!tt.ptr<i32>>, tensor<8x128xi32>
    %22 = tt.load %21, %14, %cst : tensor<8x128x!tt.ptr<i32>>
    %23 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>>
    %24 = tt.addptr %23, %19 : tensor<8x128x!tt.ptr<i32>>, tensor<8x128xi32>
    %25 = "tt.scan"(%22) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %26 = arith.addi %arg5, %arg6 : i32
      tt.scan.return %26 : i32
    }) : (tensor<8x128xi32>) -> tensor<8x128xi32>
    tt.store %24, %25, %14 : tensor<8x128x!tt.ptr<i32>>
    tt.return
  }
}
