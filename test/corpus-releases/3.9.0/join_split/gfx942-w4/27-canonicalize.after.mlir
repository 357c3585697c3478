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
    %21 = tt.broadcast %11 : tensor<256x1xi1, #blocked3> -> tensor<256x2xi1, #blocked>
    %22 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %23 = tt.addptr %22, %20 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %24 = tt.load %23, %21 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %outLHS, %outRHS = tt.split %24 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked1>
    %25 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %26 = arith.muli %0, %c512_i32 : i32
    %27 = arith.muli %25, %cst : tensor<256x1xi32, #blocked>
    %28 = tt.broadcast %27 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %29 = tt.expand_dims %8 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %30 = tt.broadcast %29 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %31 = arith.addi %28, %30 : tensor<256x2xi32, #blocked>
    %32 = tt.splat %26 : i32 -> tensor<256x2xi32, #blocked>
    %33 = arith.addi %32, %31 : tensor<256x2xi32, #blocked>
    %34 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked>
    %35 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %36 = tt.addptr %35, %33 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    tt.store %36, %34, %21 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %37 = arith.addi %4, %3 : tensor<256xi32, #blocked1>
    %38 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    %39 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %40 = tt.addptr %39, %37 : tensor<256x!tt.ptr<f32>, #blocked1>, tensor<256xi32, #blocked1>
    tt.store %40, %38, %7 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
