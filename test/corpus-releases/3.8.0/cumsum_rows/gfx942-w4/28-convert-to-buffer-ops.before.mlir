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
    %15 = tt.expand_dims %2 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xi32, #blocked>
    %16 = arith.muli %1, %arg4 : i32
    %17 = tt.splat %arg4 : i32 -> tensor<8x1xi32, #blocked>
    %18 = arith.muli %15, %17 : tensor<8x1xi32, #blocked>
    %19 = tt.broadcast %18 : tensor<8x1xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %20 = tt.expand_dims %8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %21 = tt.broadcast %20 : tensor<1x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %22 = arith.addi %19, %21 : tensor<8x128xi32, #blocked>
    %23 = tt.splat %16 : i32 -> tensor<8x128xi32, #blocked>
    %24 = arith.addi %23, %22 : tensor<8x128xi32, #blocked>
    %25 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %26 = tt.addptr %25, %24 : tensor<8x128x!tt.ptr<i32>, #blocked>, tensor<8x128xi32, #blocked>
    %27 = tt.load %26, %14, %cst : tensor<8x128x!tt.ptr<i32>, #blocked>
    %28 = tt.expand_dims %2 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xi32, #blocked>
    %29 = arith.muli %1, %arg4 : i32
    %30 = tt.splat %arg4 : i32 -> tensor<8x1xi32, #blocked>
    %31 = arith.muli %28, %30 : tensor<8x1xi32, #blocked>
    %32 = tt.broadcast %31 : tensor<8x1xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %33 = tt.expand_dims %8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %34 = tt.broadcast %33 : tensor<1x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %35 = arith.addi %32, %34 : tensor<8x128xi32, #blocked>
    %36 = tt.splat %29 : i32 -> tensor<8x128xi32, #blocked>
    %37 = arith.addi %36, %35 : tensor<8x128xi32, #blocked>
    %38 = "tt.scan"(%27) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %41 = arith.addi %arg5, %arg6 : i32
      tt.scan.return %41 : i32
    }) : (tensor<8x128xi32, #blocked>) -> tensor<8x128xi32, #blocked>
    %39 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %40 = tt.addptr %39, %37 : tensor<8x128x!tt.ptr<i32>, #blocked>, tensor<8x128xi32, #blocked>
    tt.store %40, %38, %14 : tensor<8x128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
