#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %c64_i32 = arith.constant 64 : i32
    %c63_i32 = arith.constant 63 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c0_i64 = arith.constant 0 : i64
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c64_i64 = arith.constant 64 : i64
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8:3 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst, %arg8 = %cst_0) -> (i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>)  : i32 {
      %20 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %21 = arith.extsi %20 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %22 = tt.splat %5 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %23 = arith.addi %22, %21 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %24 = tt.expand_dims %23 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %25 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %26 = arith.muli %24, %25 : tensor<32x1xi64, #blocked>
      %27 = tt.broadcast %26 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %28 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
      %29 = arith.cmpi sge, %24, %cst_3 : tensor<32x1xi64, #blocked>
      %30 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
      %31 = arith.cmpi slt, %24, %30 : tensor<32x1xi64, #blocked>
      %32 = arith.andi %29, %31 : tensor<32x1xi1, #blocked>
      %33 = tt.broadcast %32 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %34 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %35 = arith.extsi %34 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %36 = tt.splat %arg6 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %37 = arith.addi %36, %35 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %38 = tt.expand_dims %37 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %39 = tt.broadcast %38 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %40 = arith.addi %27, %39 : tensor<32x64xi64, #blocked>
      %41 = tt.addptr %28, %40 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
      %42 = arith.cmpi sge, %38, %cst_2 : tensor<1x64xi64, #blocked>
      %43 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
      %44 = arith.cmpi slt, %38, %43 : tensor<1x64xi64, #blocked>
      %45 = arith.andi %42, %44 : tensor<1x64xi1, #blocked>
      %46 = tt.broadcast %45 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %47 = arith.andi %33, %46 : tensor<32x64xi1, #blocked>
      %48 = tt.load %41, %47, %cst_1 : tensor<32x64x!tt.ptr<f32>, #blocked>
      %49 = tt.reshape %48 allow_reorder efficient_layout : tensor<32x64xf32, #blocked> -> tensor<32x32x2xf32, #blocked1>
      %50 = "tt.reduce"(%49) <{axis = 2 : i32}> ({
      ^bb0(%arg9: f32, %arg10: f32):
        %53 = arith.addf %arg9, %arg10 : f32
        tt.reduce.return %53 : f32
      }) : (tensor<32x32x2xf32, #blocked1>) -> tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
      %51 = arith.addf %arg8, %50 : tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
      %52 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %52, %arg7, %51 : i64, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    }
    %9 = "tt.reduce"(%8#2) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %20 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %20 : f32
    }) : (tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %10 = ttg.convert_layout %9 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addf %10, %cst : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %13 = tt.splat %1 : i32 -> tensor<32xi32, #blocked2>
    %14 = arith.addi %13, %12 : tensor<32xi32, #blocked2>
    %15 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked2>
    %16 = arith.cmpi slt, %14, %15 : tensor<32xi32, #blocked2>
    %17 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked2>
    %18 = tt.addptr %17, %14 : tensor<32x!tt.ptr<f32>, #blocked2>, tensor<32xi32, #blocked2>
    %19 = ttg.convert_layout %11 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32xf32, #blocked2>
    tt.store %18, %19, %16 : tensor<32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
