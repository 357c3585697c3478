#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
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
    %5 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %6 = ttg.convert_layout %4 : tensor<16xi32, #blocked> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %7 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<16x1xi32, #blocked2>
    %8 = ttg.convert_layout %7 : tensor<16x1xi32, #blocked2> -> tensor<16x1xi32, #blocked3>
    %9 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked3>
    %10 = arith.cmpi slt, %8, %9 : tensor<16x1xi32, #blocked3>
    %11 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked1>
    %12 = tt.broadcast %10 : tensor<16x1xi1, #blocked3> -> tensor<16x128xi1, #blocked3>
    %13 = ttg.convert_layout %12 : tensor<16x128xi1, #blocked3> -> tensor<16x128xi1, #blocked1>
    %14 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked3>
    %15 = arith.muli %8, %14 : tensor<16x1xi32, #blocked3>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked3>
    %17 = tt.addptr %16, %15 : tensor<16x1x!tt.ptr<f32>, #blocked3>, tensor<16x1xi32, #blocked3>
    %18 = tt.broadcast %17 : tensor<16x1x!tt.ptr<f32>, #blocked3> -> tensor<16x128x!tt.ptr<f32>, #blocked3>
    %19 = ttg.convert_layout %18 : tensor<16x128x!tt.ptr<f32>, #blocked3> -> tensor<16x128x!tt.ptr<f32>, #blocked1>
    %20 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst) -> (tensor<16xf32, #blocked>)  : i32 {
      %28 = tt.splat %arg5 : i32 -> tensor<128xi32, #blocked>
      %29 = arith.addi %28, %5 : tensor<128xi32, #blocked>
      %30 = ttg.convert_layout %29 : tensor<128xi32, #blocked> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %31 = tt.expand_dims %30 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x128xi32, #blocked4>
      %32 = ttg.convert_layout %31 : tensor<1x128xi32, #blocked4> -> tensor<1x128xi32, #blocked1>
      %33 = arith.cmpi slt, %32, %11 : tensor<1x128xi32, #blocked1>
      %34 = tt.broadcast %33 : tensor<1x128xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %35 = arith.andi %13, %34 : tensor<16x128xi1, #blocked1>
      %36 = tt.broadcast %32 : tensor<1x128xi32, #blocked1> -> tensor<16x128xi32, #blocked1>
      %37 = tt.addptr %19, %36 : tensor<16x128x!tt.ptr<f32>, #blocked1>, tensor<16x128xi32, #blocked1>
      %38 = ttg.convert_layout %37 : tensor<16x128x!tt.ptr<f32>, #blocked1> -> tensor<16x128x!tt.ptr<f32>, #blocked1>
      %39 = ttg.convert_layout %35 : tensor<16x128xi1, #blocked1> -> tensor<16x128xi1, #blocked1>
      %40 = ttg.convert_layout %cst_0 : tensor<16x128xf32, #blocked1> -> tensor<16x128xf32, #blocked1>
      %41 = tt.load %38, %39, %40 : tensor<16x128x!tt.ptr<f32>, #blocked1>
      %42 = "tt.reduce"(%41) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %45 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %45 : f32
      }) : (tensor<16x128xf32, #blocked1>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %43 = ttg.convert_layout %42 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<16xf32, #blocked>
      %44 = arith.addf %arg6, %43 : tensor<16xf32, #blocked>
      scf.yield %44 : tensor<16xf32, #blocked>
    }
    %21 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked>
    %22 = arith.cmpi slt, %4, %21 : tensor<16xi32, #blocked>
    %23 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked>
    %24 = tt.addptr %23, %4 : tensor<16x!tt.ptr<f32>, #blocked>, tensor<16xi32, #blocked>
    %25 = ttg.convert_layout %24 : tensor<16x!tt.ptr<f32>, #blocked> -> tensor<16x!tt.ptr<f32>, #blocked>
    %26 = ttg.convert_layout %20 : tensor<16xf32, #blocked> -> tensor<16xf32, #blocked>
    %27 = ttg.convert_layout %22 : tensor<16xi1, #blocked> -> tensor<16xi1, #blocked>
    tt.store %25, %26, %27 : tensor<16x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
