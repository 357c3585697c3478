#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 4], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_rows(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %c128_i32 = arith.constant 128 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x128xf32, #blocked>
    %c16_i32 = arith.constant 16 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c16_i32 : i32
    %2 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked1>
    %4 = tt.splat %1 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.splat %1 : i32 -> tensor<16xi32, #blocked1>
    %6 = arith.addi %4, %2 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<16xi32, #blocked1>
    %8 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = tt.expand_dims %6 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
    %10 = tt.splat %arg2 : i32 -> tensor<16x1xi32, #blocked>
    %11 = arith.cmpi slt, %9, %10 : tensor<16x1xi32, #blocked>
    %12 = tt.splat %arg3 : i32 -> tensor<1x128xi32, #blocked>
    %13 = tt.broadcast %11 : tensor<16x1xi1, #blocked> -> tensor<16x128xi1, #blocked>
    %14 = tt.splat %arg4 : i32 -> tensor<16x1xi32, #blocked>
    %15 = arith.muli %9, %14 : tensor<16x1xi32, #blocked>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
    %17 = tt.addptr %16, %15 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
    %18 = tt.broadcast %17 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x128x!tt.ptr<f32>, #blocked>
    %19 = scf.for %arg5 = %c0_i32 to %arg3 step %c128_i32 iter_args(%arg6 = %cst) -> (tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>)  : i32 {
      %25 = tt.splat %arg5 : i32 -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %26 = arith.addi %25, %8 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %27 = tt.expand_dims %26 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
      %28 = arith.cmpi slt, %27, %12 : tensor<1x128xi32, #blocked>
      %29 = tt.broadcast %28 : tensor<1x128xi1, #blocked> -> tensor<16x128xi1, #blocked>
      %30 = arith.andi %13, %29 : tensor<16x128xi1, #blocked>
      %31 = tt.broadcast %27 : tensor<1x128xi32, #blocked> -> tensor<16x128xi32, #blocked>
      %32 = tt.addptr %18, %31 : tensor<16x128x!tt.ptr<f32>, #blocked>, tensor<16x128xi32, #blocked>
      %33 = tt.load %32, %30, %cst_0 : tensor<16x128x!tt.ptr<f32>, #blocked>
      %34 = "tt.reduce"(%33) <{axis = 1 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %36 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %36 : f32
      }) : (tensor<16x128xf32, #blocked>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %35 = arith.addf %arg6, %34 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      scf.yield %35 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    }
    %20 = tt.splat %arg2 : i32 -> tensor<16xi32, #blocked1>
    %21 = arith.cmpi slt, %7, %20 : tensor<16xi32, #blocked1>
    %22 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x!tt.ptr<f32>, #blocked1>
    %23 = tt.addptr %22, %7 : tensor<16x!tt.ptr<f32>, #blocked1>, tensor<16xi32, #blocked1>
    %24 = ttg.convert_layout %19 : tensor<16xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16xf32, #blocked1>
    tt.store %23, %24, %21 : tensor<16x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
