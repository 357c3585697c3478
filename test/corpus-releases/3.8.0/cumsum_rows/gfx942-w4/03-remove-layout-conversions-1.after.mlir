#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @cumsum_rows(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<8x128xi32, #blocked>
    %c8_i32 = arith.constant 8 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c8_i32 : i32
    %2 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.splat %1 : i32 -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = arith.addi %3, %2 : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.expand_dims %4 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xi32, #blocked>
    %6 = tt.splat %arg2 : i32 -> tensor<8x1xi32, #blocked>
    %7 = arith.cmpi slt, %5, %6 : tensor<8x1xi32, #blocked>
    %8 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = tt.expand_dims %8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %10 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
    %11 = arith.cmpi slt, %9, %10 : tensor<1x128xi32, #blocked>
    %12 = tt.broadcast %7 : tensor<8x1xi1, #blocked> -> tensor<8x128xi1, #blocked>
    %13 = tt.broadcast %11 : tensor<1x128xi1, #blocked> -> tensor<8x128xi1, #blocked>
    %14 = arith.andi %12, %13 : tensor<8x128xi1, #blocked>
    %15 = tt.splat %arg4 : i32 -> tensor<8x1xi32, #blocked>
    %16 = arith.muli %5, %15 : tensor<8x1xi32, #blocked>
    %17 = tt.broadcast %16 : tensor<8x1xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %18 = tt.broadcast %9 : tensor<1x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %19 = arith.addi %17, %18 : tensor<8x128xi32, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<8x128x!tt.ptr<i32>, #blocked>, tensor<8x128xi32, #blocked>
    %22 = tt.load %21, %14, %cst : tensor<8x128x!tt.ptr<i32>, #blocked>
    %23 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %24 = tt.addptr %23, %19 : tensor<8x128x!tt.ptr<i32>, #blocked>, tensor<8x128xi32, #blocked>
    %25 = "tt.scan"(%22) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %26 = arith.addi %arg5, %arg6 : i32
      tt.scan.return %26 : i32
    }) : (tensor<8x128xi32, #blocked>) -> tensor<8x128xi32, #blocked>
    tt.store %24, %25, %14 : tensor<8x128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
