#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cumsum_rows(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<8x128xi32, #blocked>
    %c8_i32 = arith.constant 8 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c8_i32 : i32
    %2 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked1>
    %3 = tt.splat %1 : i32 -> tensor<8xi32, #blocked1>
    %4 = arith.addi %3, %2 : tensor<8xi32, #blocked1>
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked1>
    %6 = ttg.convert_layout %4 : tensor<8xi32, #blocked1> -> tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %7 = tt.expand_dims %6 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<8x1xi32, #blocked2>
    %8 = ttg.convert_layout %7 : tensor<8x1xi32, #blocked2> -> tensor<8x1xi32, #blocked3>
    %9 = tt.splat %arg2 : i32 -> tensor<8x1xi32, #blocked3>
    %10 = arith.cmpi slt, %8, %9 : tensor<8x1xi32, #blocked3>
    %11 = ttg.convert_layout %5 : tensor<128xi32, #blocked1> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %12 = tt.expand_dims %11 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x128xi32, #blocked4>
    %13 = ttg.convert_layout %12 : tensor<1x128xi32, #blocked4> -> tensor<1x128xi32, #blocked>
    %14 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
    %15 = arith.cmpi slt, %13, %14 : tensor<1x128xi32, #blocked>
    %16 = tt.broadcast %10 : tensor<8x1xi1, #blocked3> -> tensor<8x128xi1, #blocked3>
    %17 = ttg.convert_layout %16 : tensor<8x128xi1, #blocked3> -> tensor<8x128xi1, #blocked>
    %18 = tt.broadcast %15 : tensor<1x128xi1, #blocked> -> tensor<8x128xi1, #blocked>
    %19 = arith.andi %17, %18 : tensor<8x128xi1, #blocked>
    %20 = tt.splat %arg4 : i32 -> tensor<8x1xi32, #blocked3>
    %21 = arith.muli %8, %20 : tensor<8x1xi32, #blocked3>
    %22 = tt.broadcast %21 : tensor<8x1xi32, #blocked3> -> tensor<8x128xi32, #blocked3>
    %23 = ttg.convert_layout %22 : tensor<8x128xi32, #blocked3> -> tensor<8x128xi32, #blocked>
    %24 = tt.broadcast %13 : tensor<1x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %25 = arith.addi %23, %24 : tensor<8x128xi32, #blocked>
    %26 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %27 = tt.addptr %26, %25 : tensor<8x128x!tt.ptr<i32>, #blocked>, tensor<8x128xi32, #blocked>
    %28 = ttg.convert_layout %27 : tensor<8x128x!tt.ptr<i32>, #blocked> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %29 = ttg.convert_layout %19 : tensor<8x128xi1, #blocked> -> tensor<8x128xi1, #blocked>
    %30 = ttg.convert_layout %cst : tensor<8x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %31 = tt.load %28, %29, %30 : tensor<8x128x!tt.ptr<i32>, #blocked>
    %32 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %33 = tt.addptr %32, %25 : tensor<8x128x!tt.ptr<i32>, #blocked>, tensor<8x128xi32, #blocked>
    %34 = "tt.scan"(%31) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %38 = arith.addi %arg5, %arg6 : i32
      tt.scan.return %38 : i32
    }) : (tensor<8x128xi32, #blocked>) -> tensor<8x128xi32, #blocked>
    %35 = ttg.convert_layout %33 : tensor<8x128x!tt.ptr<i32>, #blocked> -> tensor<8x128x!tt.ptr<i32>, #blocked>
    %36 = ttg.convert_layout %34 : tensor<8x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %37 = ttg.convert_layout %19 : tensor<8x128xi1, #blocked> -> tensor<8x128xi1, #blocked>
    tt.store %35, %36, %37 : tensor<8x128x!tt.ptr<i32>, #blocked>
    tt.return
  }
}
