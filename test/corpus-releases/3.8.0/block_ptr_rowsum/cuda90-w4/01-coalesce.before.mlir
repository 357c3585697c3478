#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %c63_i32 = arith.constant 63 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32xf32, #blocked2>
    %c64_i64 = arith.constant 64 : i64
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_1) -> (i64, tensor<32xf32, #blocked2>)  : i32 {
      %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
      %17 = arith.extsi %16 : tensor<32xi32, #blocked2> to tensor<32xi64, #blocked2>
      %18 = tt.splat %5 : i64 -> tensor<32xi64, #blocked2>
      %19 = arith.addi %18, %17 : tensor<32xi64, #blocked2>
      %20 = ttg.convert_layout %19 : tensor<32xi64, #blocked2> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %21 = tt.expand_dims %20 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi64, #blocked3>
      %22 = ttg.convert_layout %21 : tensor<32x1xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
      %23 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
      %24 = arith.muli %22, %23 : tensor<32x1xi64, #blocked1>
      %25 = tt.broadcast %24 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %26 = ttg.convert_layout %25 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %27 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
      %28 = arith.cmpi sge, %22, %cst_0 : tensor<32x1xi64, #blocked1>
      %29 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
      %30 = arith.cmpi slt, %22, %29 : tensor<32x1xi64, #blocked1>
      %31 = arith.andi %28, %30 : tensor<32x1xi1, #blocked1>
      %32 = tt.broadcast %31 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %33 = ttg.convert_layout %32 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %34 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
      %35 = arith.extsi %34 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
      %36 = tt.splat %arg6 : i64 -> tensor<64xi64, #blocked2>
      %37 = arith.addi %36, %35 : tensor<64xi64, #blocked2>
      %38 = ttg.convert_layout %37 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %39 = tt.expand_dims %38 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
      %40 = ttg.convert_layout %39 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
      %41 = tt.broadcast %40 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %42 = arith.addi %26, %41 : tensor<32x64xi64, #blocked>
      %43 = tt.addptr %27, %42 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
      %44 = arith.cmpi sge, %40, %cst : tensor<1x64xi64, #blocked>
      %45 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
      %46 = arith.cmpi slt, %40, %45 : tensor<1x64xi64, #blocked>
      %47 = arith.andi %44, %46 : tensor<1x64xi1, #blocked>
      %48 = tt.broadcast %47 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %49 = arith.andi %33, %48 : tensor<32x64xi1, #blocked>
      %50 = tt.load %43, %49, %cst_2 : tensor<32x64x!tt.ptr<f32>, #blocked>
      %51 = "tt.reduce"(%50) <{axis = 1 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %55 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %55 : f32
      }) : (tensor<32x64xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %52 = ttg.convert_layout %51 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32xf32, #blocked2>
      %53 = arith.addf %arg7, %52 : tensor<32xf32, #blocked2>
      %54 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %54, %53 : i64, tensor<32xf32, #blocked2>
    }
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %10 = tt.splat %1 : i32 -> tensor<32xi32, #blocked2>
    %11 = arith.addi %10, %9 : tensor<32xi32, #blocked2>
    %12 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked2>
    %13 = arith.cmpi slt, %11, %12 : tensor<32xi32, #blocked2>
    %14 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked2>
    %15 = tt.addptr %14, %11 : tensor<32x!tt.ptr<f32>, #blocked2>, tensor<32xi32, #blocked2>
    tt.store %15, %8#1, %13 : tensor<32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
