#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @cumsum_rows(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
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
    %25 = amdg.buffer_load %arg0[%24], %14 : !tt.ptr<i32> -> tensor<8x128xi32, #blocked>
    %26 = tt.expand_dims %2 {axis = 1 : i32} : tensor<8xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<8x1xi32, #blocked>
    %27 = arith.muli %1, %arg4 : i32
    %28 = tt.splat %arg4 : i32 -> tensor<8x1xi32, #blocked>
    %29 = arith.muli %26, %28 : tensor<8x1xi32, #blocked>
    %30 = tt.broadcast %29 : tensor<8x1xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %31 = tt.expand_dims %8 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
    %32 = tt.broadcast %31 : tensor<1x128xi32, #blocked> -> tensor<8x128xi32, #blocked>
    %33 = arith.addi %30, %32 : tensor<8x128xi32, #blocked>
    %34 = tt.splat %27 : i32 -> tensor<8x128xi32, #blocked>
    %35 = arith.addi %34, %33 : tensor<8x128xi32, #blocked>
    %36 = "tt.scan"(%25) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%arg5: i32, %arg6: i32):
      %37 = arith.addi %arg5, %arg6 : i32
      tt.scan.return %37 : i32
    }) : (tensor<8x128xi32, #blocked>) -> tensor<8x128xi32, #blocked>
    amdg.buffer_store %36, %arg1[%35], %14 : !tt.ptr<i32> -> tensor<8x128xi32, #blocked>
    tt.return
  }
}
