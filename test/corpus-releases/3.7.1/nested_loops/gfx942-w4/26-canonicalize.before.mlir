#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @nested_loops(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c16_i32 = arith.constant 16 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x32xf32, #blocked>
    %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %2 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
    %3 = tt.splat %arg3 : i32 -> tensor<1x32xi32, #blocked>
    %4 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
    %6 = scf.for %arg5 = %c0_i32 to %arg2 step %c16_i32 iter_args(%arg6 = %cst) -> (tensor<16x32xf32, #blocked>)  : i32 {
      %9 = tt.splat %arg5 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %10 = arith.addi %9, %0 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %12 = arith.cmpi slt, %11, %2 : tensor<16x1xi32, #blocked>
      %13 = tt.broadcast %12 : tensor<16x1xi1, #blocked> -> tensor<16x32xi1, #blocked>
      %14 = arith.muli %11, %4 : tensor<16x1xi32, #blocked>
      %15 = tt.addptr %5, %14 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %16 = tt.broadcast %15 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x32x!tt.ptr<f32>, #blocked>
      %17 = scf.for %arg7 = %c0_i32 to %arg3 step %c32_i32 iter_args(%arg8 = %arg6) -> (tensor<16x32xf32, #blocked>)  : i32 {
        %18 = tt.splat %arg7 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
        %19 = arith.addi %18, %1 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
        %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
        %21 = arith.cmpi slt, %20, %3 : tensor<1x32xi32, #blocked>
        %22 = tt.broadcast %21 : tensor<1x32xi1, #blocked> -> tensor<16x32xi1, #blocked>
        %23 = arith.andi %13, %22 : tensor<16x32xi1, #blocked>
        %24 = tt.broadcast %20 : tensor<1x32xi32, #blocked> -> tensor<16x32xi32, #blocked>
        %25 = tt.addptr %16, %24 : tensor<16x32x!tt.ptr<f32>, #blocked>, tensor<16x32xi32, #blocked>
        %26 = tt.load %25, %23, %cst : tensor<16x32x!tt.ptr<f32>, #blocked>
        %27 = arith.addf %arg8, %26 : tensor<16x32xf32, #blocked>
        scf.yield %27 : tensor<16x32xf32, #blocked>
      }
      scf.yield %17 : tensor<16x32xf32, #blocked>
    }
    %7 = "tt.reduce"(%6) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %9 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %9 : f32
    }) : (tensor<16x32xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = "tt.reduce"(%7) <{axis = 0 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %9 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %9 : f32
    }) : (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) -> f32
    tt.store %arg1, %8 : !tt.ptr<f32>
    tt.return
  }
}
