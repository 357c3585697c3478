#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %c256_i32 = arith.constant 256 : i32
    %cst = arith.constant dense<2> : tensor<256x1xi32, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %4 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %5 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %1 : i32 -> tensor<256xi32, #blocked1>
    %7 = tt.splat %1 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %8 = arith.addi %5, %2 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.addi %6, %3 : tensor<256xi32, #blocked1>
    %10 = arith.addi %7, %4 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %12 = tt.splat %arg3 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = arith.cmpi slt, %9, %11 : tensor<256xi32, #blocked1>
    %14 = arith.cmpi slt, %10, %12 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %15 = tt.expand_dims %8 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %16 = arith.muli %15, %cst : tensor<256x1xi32, #blocked>
    %17 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %18 = tt.expand_dims %17 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %19 = tt.broadcast %16 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %20 = tt.broadcast %18 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %21 = arith.addi %19, %20 : tensor<256x2xi32, #blocked>
    %22 = tt.expand_dims %14 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<256x1xi1, #blocked2>
    %23 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %24 = tt.addptr %23, %21 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %25 = tt.broadcast %22 : tensor<256x1xi1, #blocked2> -> tensor<256x2xi1, #blocked>
    %26 = tt.load %24, %25 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %outLHS, %outRHS = tt.split %26 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked3>
    %27 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %28 = tt.addptr %27, %21 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %29 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked3> -> tensor<256x2xf32, #blocked>
    tt.store %28, %29, %25 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %30 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %31 = tt.addptr %30, %9 : tensor<256x!tt.ptr<f32>, #blocked1>, tensor<256xi32, #blocked1>
    %32 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked3>
    %33 = ttg.convert_layout %32 : tensor<256xf32, #blocked3> -> tensor<256xf32, #blocked1>
    tt.store %31, %33, %13 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
