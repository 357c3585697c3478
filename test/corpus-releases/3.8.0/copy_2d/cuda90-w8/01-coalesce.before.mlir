#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    %4 = tt.splat %2 : i32 -> tensor<32xi32, #blocked>
    %5 = arith.addi %4, %3 : tensor<32xi32, #blocked>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %8 = tt.splat %6 : i32 -> tensor<64xi32, #blocked>
    %9 = arith.addi %8, %7 : tensor<64xi32, #blocked>
    %10 = ttg.convert_layout %5 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %12 = ttg.convert_layout %11 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %13 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked2>
    %14 = arith.cmpi slt, %12, %13 : tensor<32x1xi32, #blocked2>
    %15 = ttg.convert_layout %9 : tensor<64xi32, #blocked> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %16 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x64xi32, #blocked3>
    %17 = ttg.convert_layout %16 : tensor<1x64xi32, #blocked3> -> tensor<1x64xi32, #blocked4>
    %18 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked4>
    %19 = arith.cmpi slt, %17, %18 : tensor<1x64xi32, #blocked4>
    %20 = tt.broadcast %14 : tensor<32x1xi1, #blocked2> -> tensor<32x64xi1, #blocked2>
    %21 = ttg.convert_layout %20 : tensor<32x64xi1, #blocked2> -> tensor<32x64xi1, #blocked4>
    %22 = tt.broadcast %19 : tensor<1x64xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
    %23 = arith.andi %21, %22 : tensor<32x64xi1, #blocked4>
    %24 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked2>
    %25 = arith.muli %12, %24 : tensor<32x1xi32, #blocked2>
    %26 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked2>
    %27 = tt.addptr %26, %25 : tensor<32x1x!tt.ptr<f32>, #blocked2>, tensor<32x1xi32, #blocked2>
    %28 = tt.broadcast %27 : tensor<32x1x!tt.ptr<f32>, #blocked2> -> tensor<32x64x!tt.ptr<f32>, #blocked2>
    %29 = ttg.convert_layout %28 : tensor<32x64x!tt.ptr<f32>, #blocked2> -> tensor<32x64x!tt.ptr<f32>, #blocked4>
    %30 = tt.broadcast %17 : tensor<1x64xi32, #blocked4> -> tensor<32x64xi32, #blocked4>
    %31 = tt.addptr %29, %30 : tensor<32x64x!tt.ptr<f32>, #blocked4>, tensor<32x64xi32, #blocked4>
    %32 = tt.load %31, %23 : tensor<32x64x!tt.ptr<f32>, #blocked4>
    %33 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked2>
    %34 = arith.muli %12, %33 : tensor<32x1xi32, #blocked2>
    %35 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked2>
    %36 = tt.addptr %35, %34 : tensor<32x1x!tt.ptr<f32>, #blocked2>, tensor<32x1xi32, #blocked2>
    %37 = tt.broadcast %36 : tensor<32x1x!tt.ptr<f32>, #blocked2> -> tensor<32x64x!tt.ptr<f32>, #blocked2>
    %38 = ttg.convert_layout %37 : tensor<32x64x!tt.ptr<f32>, #blocked2> -> tensor<32x64x!tt.ptr<f32>, #blocked4>
    %39 = tt.addptr %38, %30 : tensor<32x64x!tt.ptr<f32>, #blocked4>, tensor<32x64xi32, #blocked4>
    tt.store %39, %32, %23 : tensor<32x64x!tt.ptr<f32>, #blocked4>
    tt.return
  }
}
