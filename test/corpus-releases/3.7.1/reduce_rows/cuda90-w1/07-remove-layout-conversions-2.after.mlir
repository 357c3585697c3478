#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %c16_i32 = arith.constant 16 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked1>
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked2>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked2>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked2>
    %8 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst) -> (tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked}>>)  : i32 {
      %16 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %17 = tt.splat %arg5 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %18 = arith.addi %17, %16 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %19 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16x1xi32, #blocked1>
      %20 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked1>
      %21 = arith.cmpi slt, %19, %20 : tensor<16x1xi32, #blocked1>
      %22 = tt.expand_dims %18 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
      %23 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked1>
      %24 = arith.cmpi slt, %22, %23 : tensor<1x128xi32, #blocked1>
      %25 = tt.broadcast %21 : tensor<16x1xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %26 = tt.broadcast %24 : tensor<1x128xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %27 = arith.andi %25, %26 : tensor<16x128xi1, #blocked1>
      %28 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked1>
      %29 = arith.muli %19, %28 : tensor<16x1xi32, #blocked1>
      %30 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked1>
      %31 = tt.addptr %30, %29 : tensor<16x1x!tt.ptr<f32>, #blocked1>, tensor<16x1xi32, #blocked1>
      %32 = tt.broadcast %31 : tensor<16x1x!tt.ptr<f32>, #blocked1> -> tensor<16x128x!tt.ptr<f32>, #blocked1>
      %33 = tt.broadcast %22 : tensor<1x128xi32, #blocked1> -> tensor<16x128xi32, #blocked1>
      %34 = tt.addptr %32, %33 : tensor<16x128x!tt.ptr<f32>, #blocked1>, tensor<16x128xi32, #blocked1>
      %35 = tt.load %34, %27, %cst_0 : tensor<16x128x!tt.ptr<f32>, #blocked1>
      %36 = tt.reshape %35 allow_reorder efficient_layout : tensor<16x128xf32, #blocked1> -> tensor<16x32x4xf32, #blocked>
      %37 = "tt.reduce"(%36) <{axis = 2 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %39 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %39 : f32
      }) : (tensor<16x32x4xf32, #blocked>) -> tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
      %38 = arith.addf %arg6, %37 : tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
      scf.yield %38 : tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked}>>
    }
    %9 = "tt.reduce"(%8) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %16 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %16 : f32
    }) : (tensor<16x32xf32, #ttg.slice<{dim = 2, parent = #blocked}>>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %10 = arith.addf %9, %cst_1 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %11 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked2>
    %12 = arith.cmpi slt, %7, %11 : tensor<16xi32, #blocked2>
    %13 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked2>
    %14 = tt.addptr %13, %7 : tensor<16x!tt.ptr<f32>, #blocked2>, tensor<16xi32, #blocked2>
    %15 = ttg.convert_layout %10 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<16xf32, #blocked2>
    tt.store %14, %15, %12 : tensor<16x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
