#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %c256_i32 = arith.constant 256 : i32
    %cst = arith.constant dense<2> : tensor<256x1xi32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<256xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<256xi32, #blocked1>
    %8 = tt.splat %arg3 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %10 = arith.cmpi slt, %6, %8 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.cmpi slt, %7, %9 : tensor<256xi32, #blocked1>
    %12 = tt.expand_dims %6 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %13 = arith.muli %12, %cst : tensor<256x1xi32, #blocked>
    %14 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %16 = tt.broadcast %13 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %17 = tt.broadcast %15 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %18 = arith.addi %16, %17 : tensor<256x2xi32, #blocked>
    %19 = tt.expand_dims %10 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi1, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %21 = tt.addptr %20, %18 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %22 = tt.broadcast %19 : tensor<256x1xi1, #blocked> -> tensor<256x2xi1, #blocked>
    %23 = tt.load %21, %22 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %outLHS, %outRHS = tt.split %23 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked2>
    %24 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %25 = tt.addptr %24, %18 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %26 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked2> -> tensor<256x2xf32, #blocked>
    tt.store %25, %26, %22 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %27 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %28 = tt.addptr %27, %7 : tensor<256x!tt.ptr<f32>, #blocked1>, tensor<256xi32, #blocked1>
    %29 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked2>
    %30 = ttg.convert_layout %29 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked1>
    tt.store %28, %30, %11 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
