#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2> : tensor<256x1xi32, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked1>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked1>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked1>
    %7 = ttg.convert_layout %4 : tensor<256xi32, #blocked1> -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %8 = tt.expand_dims %7 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<256x1xi32, #blocked2>
    %9 = ttg.convert_layout %8 : tensor<256x1xi32, #blocked2> -> tensor<256x1xi32, #blocked>
    %10 = arith.muli %9, %cst : tensor<256x1xi32, #blocked>
    %11 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<2xi32, #blocked1> -> tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x2xi32, #blocked3>
    %14 = ttg.convert_layout %13 : tensor<1x2xi32, #blocked3> -> tensor<1x2xi32, #blocked4>
    %15 = tt.broadcast %10 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %16 = ttg.convert_layout %15 : tensor<256x2xi32, #blocked> -> tensor<256x2xi32, #blocked4>
    %17 = tt.broadcast %14 : tensor<1x2xi32, #blocked4> -> tensor<256x2xi32, #blocked4>
    %18 = arith.addi %16, %17 : tensor<256x2xi32, #blocked4>
    %19 = ttg.convert_layout %6 : tensor<256xi1, #blocked1> -> tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %20 = tt.expand_dims %19 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<256x1xi1, #blocked2>
    %21 = ttg.convert_layout %20 : tensor<256x1xi1, #blocked2> -> tensor<256x1xi1, #blocked>
    %22 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked4>
    %23 = tt.addptr %22, %18 : tensor<256x2x!tt.ptr<f32>, #blocked4>, tensor<256x2xi32, #blocked4>
    %24 = tt.broadcast %21 : tensor<256x1xi1, #blocked> -> tensor<256x2xi1, #blocked>
    %25 = ttg.convert_layout %24 : tensor<256x2xi1, #blocked> -> tensor<256x2xi1, #blocked4>
    %26 = ttg.convert_layout %23 : tensor<256x2x!tt.ptr<f32>, #blocked4> -> tensor<256x2x!tt.ptr<f32>, #blocked5>
    %27 = ttg.convert_layout %25 : tensor<256x2xi1, #blocked4> -> tensor<256x2xi1, #blocked5>
    %28 = tt.load %26, %27 : tensor<256x2x!tt.ptr<f32>, #blocked5>
    %29 = ttg.convert_layout %28 : tensor<256x2xf32, #blocked5> -> tensor<256x2xf32, #blocked4>
    %30 = ttg.convert_layout %29 : tensor<256x2xf32, #blocked4> -> tensor<256x2xf32, #blocked5>
    %outLHS, %outRHS = tt.split %30 : tensor<256x2xf32, #blocked5> -> tensor<256xf32, #blocked1>
    %31 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked4>
    %32 = tt.addptr %31, %18 : tensor<256x2x!tt.ptr<f32>, #blocked4>, tensor<256x2xi32, #blocked4>
    %33 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked5>
    %34 = ttg.convert_layout %33 : tensor<256x2xf32, #blocked5> -> tensor<256x2xf32, #blocked4>
    %35 = ttg.convert_layout %32 : tensor<256x2x!tt.ptr<f32>, #blocked4> -> tensor<256x2x!tt.ptr<f32>, #blocked5>
    %36 = ttg.convert_layout %34 : tensor<256x2xf32, #blocked4> -> tensor<256x2xf32, #blocked5>
    %37 = ttg.convert_layout %25 : tensor<256x2xi1, #blocked4> -> tensor<256x2xi1, #blocked5>
    tt.store %35, %36, %37 : tensor<256x2x!tt.ptr<f32>, #blocked5>
    %38 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %39 = tt.addptr %38, %4 : tensor<256x!tt.ptr<f32>, #blocked1>, tensor<256xi32, #blocked1>
    %40 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    %41 = ttg.convert_layout %39 : tensor<256x!tt.ptr<f32>, #blocked1> -> tensor<256x!tt.ptr<f32>, #blocked6>
    %42 = ttg.convert_layout %40 : tensor<256xf32, #blocked1> -> tensor<256xf32, #blocked6>
    %43 = ttg.convert_layout %6 : tensor<256xi1, #blocked1> -> tensor<256xi1, #blocked6>
    tt.store %41, %42, %43 : tensor<256x!tt.ptr<f32>, #blocked6>
    tt.return
  }
}
