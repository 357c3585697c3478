#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %c16_i32 = arith.constant 16 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %c128_i32 = arith.constant 128 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %8 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst_0) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %14 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %15 = tt.splat %arg5 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %16 = arith.addi %15, %14 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %17 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %18 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
      %19 = arith.cmpi slt, %17, %18 : tensor<16x1xi32, #blocked>
      %20 = tt.expand_dims %16 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %21 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
      %22 = arith.cmpi slt, %20, %21 : tensor<1x128xi32, #blocked>
      %23 = tt.broadcast %19 : tensor<16x1xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %24 = tt.broadcast %22 : tensor<1x128xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %25 = arith.andi %23, %24 : tensor<16x128xi1, #blocked>
      %26 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
      %27 = arith.muli %17, %26 : tensor<16x1xi32, #blocked>
      %28 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
      %29 = tt.addptr %28, %27 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %30 = tt.broadcast %29 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x128x!tt.ptr<f32>, #blocked>
      %31 = tt.broadcast %20 : tensor<1x128xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %32 = tt.addptr %30, %31 : tensor<16x128x!tt.ptr<f32>, #blocked>, tensor<16x128xi32, #blocked>
      %33 = tt.load %32, %25, %cst : tensor<16x128x!tt.ptr<f32>, #blocked>
      %34 = "tt.reduce"(%33) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %36 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %36 : f32
      }) : (tensor<16x128xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %35 = arith.addf %arg6, %34 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %35 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %9 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked1>
    %10 = arith.cmpi slt, %7, %9 : tensor<16xi32, #blocked1>
    %11 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked1>
    %12 = tt.addptr %11, %7 : tensor<16x!tt.ptr<f32>, #blocked1>, tensor<16xi32, #blocked1>
    %13 = ttg.convert_layout %8 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    tt.store %12, %13, %10 : tensor<16x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
