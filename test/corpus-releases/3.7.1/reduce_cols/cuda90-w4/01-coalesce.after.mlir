#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reduce_cols(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64xf32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<64xi32, #blocked>
    %5 = scf.for %arg5 = %c0_i32 to %arg2 step %c32_i32 iter_args(%arg6 = %cst) -> (tensor<64xf32, #blocked>)  : i32 {
      %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
      %14 = tt.splat %arg5 : i32 -> tensor<32xi32, #blocked>
      %15 = arith.addi %14, %13 : tensor<32xi32, #blocked>
      %16 = ttg.convert_layout %15 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %17 = tt.expand_dims %16 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %18 = ttg.convert_layout %17 : tensor<32x1xi32, #blocked2> -> tensor<32x1xi32, #blocked3>
      %19 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked3>
      %20 = arith.cmpi slt, %18, %19 : tensor<32x1xi32, #blocked3>
      %21 = ttg.convert_layout %4 : tensor<64xi32, #blocked> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %22 = tt.expand_dims %21 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
      %23 = ttg.convert_layout %22 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked1>
      %24 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked1>
      %25 = arith.cmpi slt, %23, %24 : tensor<1x64xi32, #blocked1>
      %26 = tt.broadcast %20 : tensor<32x1xi1, #blocked3> -> tensor<32x64xi1, #blocked3>
      %27 = ttg.convert_layout %26 : tensor<32x64xi1, #blocked3> -> tensor<32x64xi1, #blocked1>
      %28 = tt.broadcast %25 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %29 = arith.andi %27, %28 : tensor<32x64xi1, #blocked1>
      %30 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked3>
      %31 = arith.muli %18, %30 : tensor<32x1xi32, #blocked3>
      %32 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>, #blocked3>
      %33 = tt.addptr %32, %31 : tensor<32x1x!tt.ptr<f32>, #blocked3>, tensor<32x1xi32, #blocked3>
      %34 = tt.broadcast %33 : tensor<32x1x!tt.ptr<f32>, #blocked3> -> tensor<32x64x!tt.ptr<f32>, #blocked3>
      %35 = ttg.convert_layout %34 : tensor<32x64x!tt.ptr<f32>, #blocked3> -> tensor<32x64x!tt.ptr<f32>, #blocked1>
      %36 = tt.broadcast %23 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
      %37 = tt.addptr %35, %36 : tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xi32, #blocked1>
      %38 = ttg.convert_layout %37 : tensor<32x64x!tt.ptr<f32>, #blocked1> -> tensor<32x64x!tt.ptr<f32>, #blocked5>
      %39 = ttg.convert_layout %29 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked5>
      %40 = ttg.convert_layout %cst_0 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked5>
      %41 = tt.load %38, %39, %40 : tensor<32x64x!tt.ptr<f32>, #blocked5>
      %42 = ttg.convert_layout %41 : tensor<32x64xf32, #blocked5> -> tensor<32x64xf32, #blocked1>
      %43 = "tt.reduce"(%42) <{axis = 0 : i32}> ({
      ^bb0(%arg7: f32, %arg8: f32):
        %46 = arith.addf %arg7, %arg8 : f32
        tt.reduce.return %46 : f32
      }) : (tensor<32x64xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %44 = ttg.convert_layout %43 : tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<64xf32, #blocked>
      %45 = arith.addf %arg6, %44 : tensor<64xf32, #blocked>
      scf.yield %45 : tensor<64xf32, #blocked>
    }
    %6 = tt.splat %arg3 : i32 -> tensor<64xi32, #blocked>
    %7 = arith.cmpi slt, %4, %6 : tensor<64xi32, #blocked>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %4 : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    %10 = ttg.convert_layout %9 : tensor<64x!tt.ptr<f32>, #blocked> -> tensor<64x!tt.ptr<f32>, #blocked>
    %11 = ttg.convert_layout %5 : tensor<64xf32, #blocked> -> tensor<64xf32, #blocked>
    %12 = ttg.convert_layout %7 : tensor<64xi1, #blocked> -> tensor<64xi1, #blocked>
    tt.store %10, %11, %12 : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
