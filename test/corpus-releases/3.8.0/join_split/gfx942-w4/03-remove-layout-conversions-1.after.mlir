#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
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
    %8 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked1>
    %9 = arith.cmpi slt, %7, %8 : tensor<256xi32, #blocked1>
    %10 = tt.expand_dims %6 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %11 = arith.muli %10, %cst : tensor<256x1xi32, #blocked>
    %12 = tt.make_range {end = 2 : i32, start = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %14 = tt.broadcast %11 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %15 = tt.broadcast %13 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %16 = arith.addi %14, %15 : tensor<256x2xi32, #blocked>
    %17 = ttg.convert_layout %9 : tensor<256xi1, #blocked1> -> tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %18 = tt.expand_dims %17 {axis = 1 : i32} : tensor<256xi1, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<256x1xi1, #blocked2>
    %19 = ttg.convert_layout %18 : tensor<256x1xi1, #blocked2> -> tensor<256x1xi1, #blocked3>
    %20 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %21 = tt.addptr %20, %16 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %22 = tt.broadcast %19 : tensor<256x1xi1, #blocked3> -> tensor<256x2xi1, #blocked3>
    %23 = ttg.convert_layout %22 : tensor<256x2xi1, #blocked3> -> tensor<256x2xi1, #blocked>
    %24 = tt.load %21, %23 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %outLHS, %outRHS = tt.split %24 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked1>
    %25 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %26 = tt.addptr %25, %16 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %27 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked>
    tt.store %26, %27, %23 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %28 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %29 = tt.addptr %28, %7 : tensor<256x!tt.ptr<f32>, #blocked1>, tensor<256xi32, #blocked1>
    %30 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    tt.store %29, %30, %9 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
