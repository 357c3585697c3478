#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @nested_loops(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #blocked>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %2 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked2>
    %3 = tt.splat %arg3 : i32 -> tensor<1x32xi32, #blocked>
    %4 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked2>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked2>
    %6 = scf.for %arg5 = %c0_i32 to %arg2 step %c16_i32 iter_args(%arg6 = %cst) -> (tensor<16x32xf32, #blocked>)  : i32 {
      %10 = tt.splat %arg5 : i32 -> tensor<16xi32, #blocked1>
      %11 = arith.addi %10, %0 : tensor<16xi32, #blocked1>
      %12 = ttg.convert_layout %11 : tensor<16xi32, #blocked1> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %14 = ttg.convert_layout %13 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked2>
      %15 = arith.cmpi slt, %14, %2 : tensor<16x1xi32, #blocked2>
      %16 = tt.broadcast %15 : tensor<16x1xi1, #blocked2> -> tensor<16x32xi1, #blocked2>
      %17 = ttg.convert_layout %16 : tensor<16x32xi1, #blocked2> -> tensor<16x32xi1, #blocked>
      %18 = arith.muli %14, %4 : tensor<16x1xi32, #blocked2>
      %19 = tt.addptr %5, %18 : tensor<16x1x!tt.ptr<f32>, #blocked2>, tensor<16x1xi32, #blocked2>
      %20 = tt.broadcast %19 : tensor<16x1x!tt.ptr<f32>, #blocked2> -> tensor<16x32x!tt.ptr<f32>, #blocked2>
      %21 = ttg.convert_layout %20 : tensor<16x32x!tt.ptr<f32>, #blocked2> -> tensor<16x32x!tt.ptr<f32>, #blocked>
      %22 = scf.for %arg7 = %c0_i32 to %arg3 step %c32_i32 iter_args(%arg8 = %arg6) -> (tensor<16x32xf32, #blocked>)  : i32 {
        %23 = tt.splat %arg7 : i32 -> tensor<32xi32, #blocked1>
        %24 = arith.addi %23, %1 : tensor<32xi32, #blocked1>
        %25 = ttg.convert_layout %24 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
        %26 = tt.expand_dims %25 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x32xi32, #blocked4>
        %27 = ttg.convert_layout %26 : tensor<1x32xi32, #blocked4> -> tensor<1x32xi32, #blocked>
        %28 = arith.cmpi slt, %27, %3 : tensor<1x32xi32, #blocked>
        %29 = tt.broadcast %28 : tensor<1x32xi1, #blocked> -> tensor<16x32xi1, #blocked>
        %30 = arith.andi %17, %29 : tensor<16x32xi1, #blocked>
        %31 = tt.broadcast %27 : tensor<1x32xi32, #blocked> -> tensor<16x32xi32, #blocked>
        %32 = tt.addptr %21, %31 : tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xi32, #blocked>
        %33 = tt.load %32, %30, %cst : tensor<16x32x!tt.ptr<f32>, #blocked>
        %34 = arith.addf %arg8, %33 : tensor<16x32xf32, #blocked>
        scf.yield %34 : tensor<16x32xf32, #blocked>
      }
      scf.yield %22 : tensor<16x32xf32, #blocked>
    }
    %7 = "tt.reduce"(%6) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %10 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %10 : f32
    }) : (tensor<16x32xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = ttg.convert_layout %7 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    %9 = "tt.reduce"(%8) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %10 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %10 : f32
    }) : (tensor<16xf32, #blocked1>) -> f32
    tt.store %arg1, %9 : !tt.ptr<f32>
    tt.return
  }
}
