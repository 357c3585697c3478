#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16xf32, #blocked>
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked1>
    %c16_i32 = arith.constant 16 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<16xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<16xi32, #blocked>
    %5 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst) -> (tensor<16xf32, #blocked>)  : i32 {
      %13 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %14 = tt.splat %arg5 : i32 -> tensor<128xi32, #blocked>
      %15 = arith.addi %14, %13 : tensor<128xi32, #blocked>
      %16 = ttg.convert_layout %4 : tensor<16xi32, #blocked> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %17 = tt.expand_dims %16 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<16x1xi32, #blocked2>
      %18 = ttg.convert_layout %17 : tensor<16x1xi32, #blocked2> -> tensor<16x1xi32, #blocked3>
      %19 = ttg.convert_layout %17 : tensor<16x1xi32, #blocked2> -> tensor<16x1xi32, #blocked3>
      %20 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked3>
      %21 = arith.cmpi slt, %19, %20 : tensor<16x1xi32, #blocked3>
      %22 = ttg.convert_layout %15 : tensor<128xi32, #blocked> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x128xi32, #blocked4>
      %24 = ttg.convert_layout %23 : tensor<1x128xi32, #blocked4> -> tensor<1x128xi32, #blocked1>
      %25 = ttg.convert_layout %23 : tensor<1x128xi32, #blocked4> -> tensor<1x128xi32, #blocked1>
      %26 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked1>
      %27 = arith.cmpi slt, %25, %26 : tensor<1x128xi32, #blocked1>
      %28 = tt.broadcast %21 : tensor<16x1xi1, #blocked3> -> tensor<16x128xi1, #blocked3>
      %29 = ttg.convert_layout %28 : tensor<16x128xi1, #blocked3> -> tensor<16x128xi1, #blocked1>
      %30 = tt.broadcast %27 : tensor<1x128xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %31 = arith.andi %29, %30 : tensor<16x128xi1, #blocked1>
      %32 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked3>
      %33 = arith.muli %18, %32 : tensor<16x1xi32, #blocked3>
      %34 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked3>
      %35 = tt.addptr %34, %33 : tensor<16x1x!tt.ptr<f32>, #blocked3>, tensor<16x1xi32, #blocked3>
      %36 = tt.broadcast %35 : tensor<16x1x!tt.ptr<f32>, #blocked3> -> tensor<16x128x!tt.ptr<f32>, #blocked3>
      %37 = ttg.convert_layout %36 : tensor<16x128x!tt.ptr<f32>, #blocked3> -> tensor<16x128x!tt.ptr<f32>, #blocked1>
      %38 = tt.broadcast %24 : tensor<1x128xi32, #blocked1> -> tensor<16x128xi32, #blocked1>
      %39 = tt.addptr %37, %38 : tensor<16x128x!tt.ptr<f32>, #blocked1>, tensor<16x128xi32, #blocked1>
      %40 = ttg.convert_layout %39 : tensor<16x128x!tt.ptr<f32>, #blocked1> -> tensor<16x128x!tt.ptr<f32>, #blocked1>
      %41 = ttg.convert_layout %31 : tensor<16x128xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %42 = ttg.convert_layout %cst_0 : tensor<16x128xf32, #blocked1> -> tensor<16x128xf32, #blocked1>
      %43 = tt.load %40, %41, %42 : tensor<16x128x!tt.ptr<f32>, #blocked1>
      %44 = "tt.reduce"(%43) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %47 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %47 : f32
      }) : (tensor<16x128xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %45 = ttg.convert_layout %44 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16xf32, #blocked>
      %46 = arith.addf %arg6, %45 : tensor<16xf32, #blocked>
      scf.yield %46 : tensor<16xf32, #blocked>
    }
    %6 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked>
    %7 = arith.cmpi slt, %4, %6 : tensor<16xi32, #blocked>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %4 : tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xi32, #blocked>
    %10 = ttg.convert_layout %9 : tensor<16x!tt.ptr<f32>, #blocked> -> tensor<16x!tt.ptr<f32>, #blocked>
    %11 = ttg.convert_layout %5 : tensor<16xf32, #blocked> -> tensor<16xf32, #blocked>
    %12 = ttg.convert_layout %7 : tensor<16xi1, #blocked> -> tensor<16xi1, #blocked>
    tt.store %10, %11, %12 : tensor<16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
