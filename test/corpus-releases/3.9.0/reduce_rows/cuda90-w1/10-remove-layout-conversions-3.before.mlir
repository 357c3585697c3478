#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1, 1, 1], threadsPerWarp = [1, 1, 32, 1], warpsPerCTA = [1, 1, 1, 1], order = [3, 2, 1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1, 1], threadsPerWarp = [1, 32, 1, 1], warpsPerCTA = [1, 1, 1, 1], order = [3, 1, 2, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttng.two-ctas" = false} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked2>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked2>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked2>
    %8:2 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst_0, %arg7 = %cst_1) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>)  : i32 {
      %17 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %18 = tt.splat %arg5 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %19 = arith.addi %18, %17 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %20 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %21 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
      %22 = arith.cmpi slt, %20, %21 : tensor<16x1xi32, #blocked>
      %23 = tt.expand_dims %19 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %24 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
      %25 = arith.cmpi slt, %23, %24 : tensor<1x128xi32, #blocked>
      %26 = tt.broadcast %22 : tensor<16x1xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %27 = tt.broadcast %25 : tensor<1x128xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %28 = arith.andi %26, %27 : tensor<16x128xi1, #blocked>
      %29 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
      %30 = arith.muli %20, %29 : tensor<16x1xi32, #blocked>
      %31 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
      %32 = tt.addptr %31, %30 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %33 = tt.broadcast %32 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x128x!tt.ptr<f32>, #blocked>
      %34 = tt.broadcast %23 : tensor<1x128xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %35 = tt.addptr %33, %34 : tensor<16x128x!tt.ptr<f32>, #blocked>, tensor<16x128xi32, #blocked>
      %36 = tt.load %35, %28, %cst : tensor<16x128x!tt.ptr<f32>, #blocked>
      %37 = tt.reshape %36 : tensor<16x128xf32, #blocked> -> tensor<16x4x32x1xf32, #blocked3>
      %38 = tt.trans %37 {order = array<i32: 0, 2, 1, 3>} : tensor<16x4x32x1xf32, #blocked3> -> tensor<16x32x4x1xf32, #blocked4>
      %39 = tt.reshape %38 efficient_layout : tensor<16x32x4x1xf32, #blocked4> -> tensor<16x32x4xf32, #ttg.slice<{dim = 3, parent = #blocked4}>>
      %40 = ttg.convert_layout %39 : tensor<16x32x4xf32, #ttg.slice<{dim = 3, parent = #blocked4}>> -> tensor<16x32x4xf32, #blocked1>
      %41 = "tt.reduce"(%40) <{axis = 2 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %43 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %43 : f32
      }) : (tensor<16x32x4xf32, #blocked1>) -> tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
      %42 = arith.addf %arg7, %41 : tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
      scf.yield %arg6, %42 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    }
    %9 = "tt.reduce"(%8#1) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %17 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %17 : f32
    }) : (tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %10 = ttg.convert_layout %9 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addf %10, %cst_0 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked2>
    %13 = arith.cmpi slt, %7, %12 : tensor<16xi32, #blocked2>
    %14 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked2>
    %15 = tt.addptr %14, %7 : tensor<16x!tt.ptr<f32>, #blocked2>, tensor<16xi32, #blocked2>
    %16 = ttg.convert_layout %11 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked2>
    tt.store %15, %16, %13 : tensor<16x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
