#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<256x1xi32, #blocked>
    %c512_i32 = arith.constant 512 : i32
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<256xi32, #blocked1>
    %5 = arith.addi %4, %3 : tensor<256xi32, #blocked1>
    %6 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %7 = arith.cmpi slt, %5, %6 : tensor<256xi32, #blocked1>
    %8 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = ttg.convert_layout %7 : tensor<256xi1, #blocked1> -> tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %10 = tt.expand_dims %9 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<256x1xi1, #blocked2>
    %11 = ttg.convert_layout %10 : tensor<256x1xi1, #blocked2> -> tensor<256x1xi1, #blocked3>
    %12 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %13 = arith.muli %0, %c512_i32 : i32
    %14 = arith.muli %12, %cst : tensor<256x1xi32, #blocked>
    %15 = tt.broadcast %14 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %16 = tt.expand_dims %8 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %17 = tt.broadcast %16 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %18 = arith.addi %15, %17 : tensor<256x2xi32, #blocked>
    %19 = tt.splat %13 : i32 -> tensor<256x2xi32, #blocked>
    %20 = arith.addi %19, %18 : tensor<256x2xi32, #blocked>
    %21 = tt.broadcast %11 : tensor<256x1xi1, #blocked3> -> tensor<256x2xi1, #blocked3>
    %22 = ttg.convert_layout %21 : tensor<256x2xi1, #blocked3> -> tensor<256x2xi1, #blocked>
    %23 = amdg.buffer_load %arg0[%20], %22 {contiguity = 2 : i32} : tensor<256x2xf32, #blocked>
    %outLHS, %outRHS = tt.split %23 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked1>
    %24 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %25 = arith.muli %0, %c512_i32 : i32
    %26 = arith.muli %24, %cst : tensor<256x1xi32, #blocked>
    %27 = tt.broadcast %26 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %28 = tt.expand_dims %8 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %30 = arith.addi %27, %29 : tensor<256x2xi32, #blocked>
    %31 = tt.splat %25 : i32 -> tensor<256x2xi32, #blocked>
    %32 = arith.addi %31, %30 : tensor<256x2xi32, #blocked>
    %33 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked>
    amdg.buffer_store %33, %arg1[%32], %22 {contiguity = 2 : i32} : tensor<256x2xf32, #blocked>
    %34 = arith.addi %4, %3 : tensor<256xi32, #blocked1>
    %35 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    amdg.buffer_store %35, %arg2[%34], %7 : tensor<256xf32, #blocked1>
    tt.return
  }
}
