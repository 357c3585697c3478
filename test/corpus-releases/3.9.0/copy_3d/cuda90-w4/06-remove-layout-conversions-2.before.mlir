#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_3d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<4x8x32xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x8x32xf32, #blocked>
    %c4_i32 = arith.constant 4 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c4_i32 : i32
    %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %3 = tt.splat %1 : i32 -> tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %4 = arith.addi %3, %2 : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %5 = tt.expand_dims %4 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %6 = tt.expand_dims %5 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %7 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %8 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %9 = tt.expand_dims %8 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %11 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %13 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32, #blocked>
    %14 = arith.cmpi slt, %6, %13 : tensor<4x1x1xi32, #blocked>
    %15 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32, #blocked>
    %16 = arith.cmpi slt, %9, %15 : tensor<1x8x1xi32, #blocked>
    %17 = tt.broadcast %14 : tensor<4x1x1xi1, #blocked> -> tensor<4x8x1xi1, #blocked>
    %18 = tt.broadcast %16 : tensor<1x8x1xi1, #blocked> -> tensor<4x8x1xi1, #blocked>
    %19 = arith.andi %17, %18 : tensor<4x8x1xi1, #blocked>
    %20 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32, #blocked1>
    %21 = arith.cmpi slt, %12, %20 : tensor<1x1x32xi32, #blocked1>
    %22 = tt.broadcast %19 : tensor<4x8x1xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %23 = tt.broadcast %21 : tensor<1x1x32xi1, #blocked1> -> tensor<4x8x32xi1, #blocked>
    %24 = arith.andi %22, %23 : tensor<4x8x32xi1, #blocked>
    %25 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32, #blocked>
    %26 = arith.muli %6, %25 : tensor<4x1x1xi32, #blocked>
    %27 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked>
    %28 = tt.addptr %27, %26 : tensor<4x1x1x!tt.ptr<f32>, #blocked>, tensor<4x1x1xi32, #blocked>
    %29 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32, #blocked>
    %30 = arith.muli %9, %29 : tensor<1x8x1xi32, #blocked>
    %31 = tt.broadcast %28 : tensor<4x1x1x!tt.ptr<f32>, #blocked> -> tensor<4x8x1x!tt.ptr<f32>, #blocked>
    %32 = tt.broadcast %30 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %33 = tt.addptr %31, %32 : tensor<4x8x1x!tt.ptr<f32>, #blocked>, tensor<4x8x1xi32, #blocked>
    %34 = tt.broadcast %33 : tensor<4x8x1x!tt.ptr<f32>, #blocked> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %35 = tt.broadcast %12 : tensor<1x1x32xi32, #blocked1> -> tensor<4x8x32xi32, #blocked>
    %36 = tt.addptr %34, %35 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %37 = tt.load %36, %24, %cst_0 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %38 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32, #blocked>
    %39 = arith.muli %6, %38 : tensor<4x1x1xi32, #blocked>
    %40 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked>
    %41 = tt.addptr %40, %39 : tensor<4x1x1x!tt.ptr<f32>, #blocked>, tensor<4x1x1xi32, #blocked>
    %42 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32, #blocked>
    %43 = arith.muli %9, %42 : tensor<1x8x1xi32, #blocked>
    %44 = tt.broadcast %41 : tensor<4x1x1x!tt.ptr<f32>, #blocked> -> tensor<4x8x1x!tt.ptr<f32>, #blocked>
    %45 = tt.broadcast %43 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %46 = tt.addptr %44, %45 : tensor<4x8x1x!tt.ptr<f32>, #blocked>, tensor<4x8x1xi32, #blocked>
    %47 = tt.broadcast %46 : tensor<4x8x1x!tt.ptr<f32>, #blocked> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %48 = tt.addptr %47, %35 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %49 = arith.mulf %37, %cst : tensor<4x8x32xf32, #blocked>
    tt.store %48, %49, %24 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
