#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @nested_loops(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #blocked>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %2 = scf.for %arg5 = %c0_i32 to %arg2 step %c16_i32 iter_args(%arg6 = %cst) -> (tensor<16x32xf32, #blocked>)  : i32 {
      %6 = tt.splat %arg5 : i32 -> tensor<16xi32, #blocked1>
      %7 = arith.addi %6, %0 : tensor<16xi32, #blocked1>
      %8 = scf.for %arg7 = %c0_i32 to %arg3 step %c32_i32 iter_args(%arg8 = %arg6) -> (tensor<16x32xf32, #blocked>)  : i32 {
        %9 = tt.splat %arg7 : i32 -> tensor<32xi32, #blocked1>
        %10 = arith.addi %9, %1 : tensor<32xi32, #blocked1>
        %11 = ttg.convert_layout %7 : tensor<16xi32, #blocked1> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
        %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<16x1xi32, #blocked2>
        %13 = ttg.convert_layout %12 : tensor<16x1xi32, #blocked2> -> tensor<16x1xi32, #blocked3>
        %14 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked3>
        %15 = arith.cmpi slt, %13, %14 : tensor<16x1xi32, #blocked3>
        %16 = ttg.convert_layout %10 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
        %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x32xi32, #blocked4>
        %18 = ttg.convert_layout %17 : tensor<1x32xi32, #blocked4> -> tensor<1x32xi32, #blocked>
        %19 = tt.splat %arg3 : i32 -> tensor<1x32xi32, #blocked>
        %20 = arith.cmpi slt, %18, %19 : tensor<1x32xi32, #blocked>
        %21 = tt.broadcast %15 : tensor<16x1xi1, #blocked3> -> tensor<16x32xi1, #blocked3>
        %22 = ttg.convert_layout %21 : tensor<16x32xi1, #blocked3> -> tensor<16x32xi1, #blocked>
        %23 = tt.broadcast %20 : tensor<1x32xi1, #blocked> -> tensor<16x32xi1, #blocked>
        %24 = arith.andi %22, %23 : tensor<16x32xi1, #blocked>
        %25 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked3>
        %26 = arith.muli %13, %25 : tensor<16x1xi32, #blocked3>
        %27 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked3>
        %28 = tt.addptr %27, %26 : tensor<16x1x!tt.ptr<f32>, #blocked3>, tensor<16x1xi32, #blocked3>
        %29 = tt.broadcast %28 : tensor<16x1x!tt.ptr<f32>, #blocked3> -> tensor<16x32x!tt.ptr<f32>, #blocked3>
        %30 = ttg.convert_layout %29 : tensor<16x32x!tt.ptr<f32>, #blocked3> -> tensor<16x32x!tt.ptr<f32>, #blocked>
        %31 = tt.broadcast %18 : tensor<1x32xi32, #blocked> -> tensor<16x32xi32, #blocked>
        %32 = tt.addptr %30, %31 : tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xi32, #blocked>
        %33 = ttg.convert_layout %32 : tensor<16x32x!tt.ptr<f32>, #blocked> -> tensor<16x32x!tt.ptr<f32>, #blocked>
        %34 = ttg.convert_layout %24 : tensor<16x32xi1, #blocked> -> tensor<16x32xi1, #blocked>
        %35 = ttg.convert_layout %cst : tensor<16x32xf32, #blocked> -> tensor<16x32xf32, #blocked>
        %36 = tt.load %33, %34, %35 : tensor<16x32x!tt.ptr<f32>, #blocked>
        %37 = arith.addf %arg8, %36 : tensor<16x32xf32, #blocked>
        scf.yield %37 : tensor<16x32xf32, #blocked>
      }
      scf.yield %8 : tensor<16x32xf32, #blocked>
    }
    %3 = "tt.reduce"(%2) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %6 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %6 : f32
    }) : (tensor<16x32xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = ttg.convert_layout %3 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    %5 = "tt.reduce"(%4) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %6 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %6 : f32
    }) : (tensor<16xf32, #blocked1>) -> f32
    tt.store %arg1, %5 : !tt.ptr<f32>
    tt.return
  }
}
