#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
      %10 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %11 = tt.splat %arg5 : i32 -> tensor<128xi32, #blocked>
      %12 = arith.addi %11, %10 : tensor<128xi32, #blocked>
      %13 = ttg.convert_layout %4 : tensor<16xi32, #blocked> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %14 = tt.expand_dims %13 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<16x1xi32, #blocked2>
      %15 = ttg.convert_layout %14 : tensor<16x1xi32, #blocked2> -> tensor<16x1xi32, #blocked3>
      %16 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked3>
      %17 = arith.cmpi slt, %15, %16 : tensor<16x1xi32, #blocked3>
      %18 = ttg.convert_layout %12 : tensor<128xi32, #blocked> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %19 = tt.expand_dims %18 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x128xi32, #blocked4>
      %20 = ttg.convert_layout %19 : tensor<1x128xi32, #blocked4> -> tensor<1x128xi32, #blocked1>
      %21 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked1>
      %22 = arith.cmpi slt, %20, %21 : tensor<1x128xi32, #blocked1>
      %23 = tt.broadcast %17 : tensor<16x1xi1, #blocked3> -> tensor<16x128xi1, #blocked3>
      %24 = ttg.convert_layout %23 : tensor<16x128xi1, #blocked3> -> tensor<16x128xi1, #blocked1>
      %25 = tt.broadcast %22 : tensor<1x128xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %26 = arith.andi %24, %25 : tensor<16x128xi1, #blocked1>
      %27 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked3>
      %28 = arith.muli %15, %27 : tensor<16x1xi32, #blocked3>
      %29 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked3>
      %30 = tt.addptr %29, %28 : tensor<16x1x!tt.ptr<f32>, #blocked3>, tensor<16x1xi32, #blocked3>
      %31 = tt.broadcast %30 : tensor<16x1x!tt.ptr<f32>, #blocked3> -> tensor<16x128x!tt.ptr<f32>, #blocked3>
      %32 = ttg.convert_layout %31 : tensor<16x128x!tt.ptr<f32>, #blocked3> -> tensor<16x128x!tt.ptr<f32>, #blocked1>
      %33 = tt.broadcast %20 : tensor<1x128xi32, #blocked1> -> tensor<16x128xi32, #blocked1>
      %34 = tt.addptr %32, %33 : tensor<16x128x!tt.ptr<f32>, #blocked1>, tensor<16x128xi32, #blocked1>
      %35 = tt.load %34, %26, %cst_0 : tensor<16x128x!tt.ptr<f32>, #blocked1>
      %36 = "tt.reduce"(%35) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %39 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %39 : f32
      }) : (tensor<16x128xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %37 = ttg.convert_layout %36 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16xf32, #blocked>
      %38 = arith.addf %arg6, %37 : tensor<16xf32, #blocked>
      scf.yield %38 : tensor<16xf32, #blocked>
    }
    %6 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked>
    %7 = arith.cmpi slt, %4, %6 : tensor<16xi32, #blocked>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %4 : tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xi32, #blocked>
    tt.store %9, %5, %7 : tensor<16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
