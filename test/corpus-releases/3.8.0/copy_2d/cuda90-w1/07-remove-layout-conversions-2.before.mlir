#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.splat %2 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = arith.addi %4, %3 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %8 = tt.splat %6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = arith.addi %8, %7 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %11 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked>
    %12 = arith.cmpi slt, %10, %11 : tensor<32x1xi32, #blocked>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked>
    %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32, #blocked>
    %16 = tt.broadcast %12 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %17 = tt.broadcast %15 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %18 = arith.andi %16, %17 : tensor<32x64xi1, #blocked>
    %19 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %20 = arith.muli %10, %19 : tensor<32x1xi32, #blocked>
    %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
    %22 = tt.addptr %21, %20 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
    %23 = tt.broadcast %22 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %24 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %25 = tt.addptr %23, %24 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %26 = tt.load %25, %18 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %27 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %28 = arith.muli %10, %27 : tensor<32x1xi32, #blocked>
    %29 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked>
    %30 = tt.addptr %29, %28 : tensor<32x1x!tt.ptr<f32>, #blocked>, tensor<32x1xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<32x1x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %32 = tt.addptr %31, %24 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    tt.store %32, %26, %18 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
