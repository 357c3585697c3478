#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @tl_gather_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %c0_i32 = arith.constant 0 : i32
    %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %3 = arith.muli %c0_i32, %c64_i32 : i32
    %4 = tt.splat %c0_i32 : i32 -> tensor<32x1xi32, #blocked>
    %5 = tt.splat %c64_i32 : i32 -> tensor<32x1xi32, #blocked>
    %6 = arith.muli %2, %cst : tensor<32x1xi32, #blocked>
    %7 = arith.muli %4, %cst : tensor<32x1xi32, #blocked>
    %8 = arith.muli %2, %5 : tensor<32x1xi32, #blocked>
    %9 = arith.addi %6, %7 : tensor<32x1xi32, #blocked>
    %10 = arith.addi %9, %8 : tensor<32x1xi32, #blocked>
    %11 = tt.broadcast %10 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %12 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %13 = tt.broadcast %12 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %14 = arith.addi %11, %13 : tensor<32x64xi32, #blocked>
    %15 = tt.splat %3 : i32 -> tensor<32x64xi32, #blocked>
    %16 = arith.addi %15, %14 : tensor<32x64xi32, #blocked>
    %17 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %18 = tt.addptr %17, %16 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %19 = tt.load %18 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %c0_i32_0 = arith.constant 0 : i32
    %20 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c64_i32_1 = arith.constant 64 : i32
    %cst_2 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %21 = arith.muli %c0_i32_0, %c64_i32_1 : i32
    %22 = tt.splat %c0_i32_0 : i32 -> tensor<32x1xi32, #blocked>
    %23 = tt.splat %c64_i32_1 : i32 -> tensor<32x1xi32, #blocked>
    %24 = arith.muli %20, %cst_2 : tensor<32x1xi32, #blocked>
    %25 = arith.muli %22, %cst_2 : tensor<32x1xi32, #blocked>
    %26 = arith.muli %20, %23 : tensor<32x1xi32, #blocked>
    %27 = arith.addi %24, %25 : tensor<32x1xi32, #blocked>
    %28 = arith.addi %27, %26 : tensor<32x1xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %30 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %32 = arith.addi %29, %31 : tensor<32x64xi32, #blocked>
    %33 = tt.splat %21 : i32 -> tensor<32x64xi32, #blocked>
    %34 = arith.addi %33, %32 : tensor<32x64xi32, #blocked>
    %35 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x64x!tt.ptr<i32>, #blocked>
    %36 = tt.addptr %35, %34 : tensor<32x64x!tt.ptr<i32>, #blocked>, tensor<32x64xi32, #blocked>
    %37 = tt.load %36 : tensor<32x64x!tt.ptr<i32>, #blocked>
    %c0_i32_3 = arith.constant 0 : i32
    %38 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c64_i32_4 = arith.constant 64 : i32
    %cst_5 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %39 = arith.muli %c0_i32_3, %c64_i32_4 : i32
    %40 = tt.splat %c0_i32_3 : i32 -> tensor<32x1xi32, #blocked>
    %41 = tt.splat %c64_i32_4 : i32 -> tensor<32x1xi32, #blocked>
    %42 = arith.muli %38, %cst_5 : tensor<32x1xi32, #blocked>
    %43 = arith.muli %40, %cst_5 : tensor<32x1xi32, #blocked>
    %44 = arith.muli %38, %41 : tensor<32x1xi32, #blocked>
    %45 = arith.addi %42, %43 : tensor<32x1xi32, #blocked>
    %46 = arith.addi %45, %44 : tensor<32x1xi32, #blocked>
    %47 = tt.broadcast %46 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %48 = tt.expand_dims %1 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %50 = arith.addi %47, %49 : tensor<32x64xi32, #blocked>
    %51 = tt.splat %39 : i32 -> tensor<32x64xi32, #blocked>
    %52 = arith.addi %51, %50 : tensor<32x64xi32, #blocked>
    %53 = ttg.convert_layout %19 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %54 = ttg.convert_layout %37 : tensor<32x64xi32, #blocked> -> tensor<32x64xi32, #blocked1>
    %55 = tt.gather %53[%54] {axis = 1 : i32, efficient_layout} : (tensor<32x64xf32, #blocked1>, tensor<32x64xi32, #blocked1>) -> tensor<32x64xf32, #blocked1>
    %56 = ttg.convert_layout %55 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    %57 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %58 = tt.addptr %57, %52 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    tt.store %58, %56 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
