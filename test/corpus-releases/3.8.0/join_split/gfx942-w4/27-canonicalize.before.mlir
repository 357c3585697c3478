#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @join_split(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
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
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<0> : tensor<256x1xi32, #blocked>
    %13 = arith.muli %1, %c2_i32 : i32
    %14 = tt.splat %1 : i32 -> tensor<256x1xi32, #blocked>
    %15 = tt.splat %c2_i32 : i32 -> tensor<256x1xi32, #blocked>
    %16 = arith.muli %12, %cst : tensor<256x1xi32, #blocked>
    %17 = arith.muli %14, %cst : tensor<256x1xi32, #blocked>
    %18 = arith.muli %12, %15 : tensor<256x1xi32, #blocked>
    %19 = arith.addi %16, %17 : tensor<256x1xi32, #blocked>
    %20 = arith.addi %19, %18 : tensor<256x1xi32, #blocked>
    %21 = tt.broadcast %20 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %22 = tt.expand_dims %8 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %23 = tt.broadcast %22 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %24 = arith.addi %21, %23 : tensor<256x2xi32, #blocked>
    %25 = tt.splat %13 : i32 -> tensor<256x2xi32, #blocked>
    %26 = arith.addi %25, %24 : tensor<256x2xi32, #blocked>
    %27 = tt.broadcast %11 : tensor<256x1xi1, #blocked3> -> tensor<256x2xi1, #blocked3>
    %28 = ttg.convert_layout %27 : tensor<256x2xi1, #blocked3> -> tensor<256x2xi1, #blocked>
    %29 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %30 = tt.addptr %29, %26 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    %31 = tt.load %30, %28 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %outLHS, %outRHS = tt.split %31 : tensor<256x2xf32, #blocked> -> tensor<256xf32, #blocked1>
    %32 = tt.expand_dims %2 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
    %c2_i32_0 = arith.constant 2 : i32
    %cst_1 = arith.constant dense<0> : tensor<256x1xi32, #blocked>
    %33 = arith.muli %1, %c2_i32_0 : i32
    %34 = tt.splat %1 : i32 -> tensor<256x1xi32, #blocked>
    %35 = tt.splat %c2_i32_0 : i32 -> tensor<256x1xi32, #blocked>
    %36 = arith.muli %32, %cst_1 : tensor<256x1xi32, #blocked>
    %37 = arith.muli %34, %cst_1 : tensor<256x1xi32, #blocked>
    %38 = arith.muli %32, %35 : tensor<256x1xi32, #blocked>
    %39 = arith.addi %36, %37 : tensor<256x1xi32, #blocked>
    %40 = arith.addi %39, %38 : tensor<256x1xi32, #blocked>
    %41 = tt.broadcast %40 : tensor<256x1xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %42 = tt.expand_dims %8 {axis = 0 : i32} : tensor<2xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x2xi32, #blocked>
    %43 = tt.broadcast %42 : tensor<1x2xi32, #blocked> -> tensor<256x2xi32, #blocked>
    %44 = arith.addi %41, %43 : tensor<256x2xi32, #blocked>
    %45 = tt.splat %33 : i32 -> tensor<256x2xi32, #blocked>
    %46 = arith.addi %45, %44 : tensor<256x2xi32, #blocked>
    %47 = tt.join %outRHS, %outLHS : tensor<256xf32, #blocked1> -> tensor<256x2xf32, #blocked>
    %48 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x2x!tt.ptr<f32>, #blocked>
    %49 = tt.addptr %48, %46 : tensor<256x2x!tt.ptr<f32>, #blocked>, tensor<256x2xi32, #blocked>
    tt.store %49, %47, %28 : tensor<256x2x!tt.ptr<f32>, #blocked>
    %50 = arith.addi %4, %3 : tensor<256xi32, #blocked1>
    %51 = arith.addf %outLHS, %outRHS : tensor<256xf32, #blocked1>
    %52 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked1>
    %53 = tt.addptr %52, %50 : tensor<256x!tt.ptr<f32>, #blocked1>, tensor<256xi32, #blocked1>
    tt.store %53, %51, %7 : tensor<256x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
