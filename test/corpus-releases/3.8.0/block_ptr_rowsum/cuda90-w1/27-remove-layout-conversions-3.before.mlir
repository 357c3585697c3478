#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 32, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @block_ptr_rowsum(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %c64_i64 = arith.constant 64 : i64
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c63_i32 = arith.constant 63 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c32_i32 : i32
    %2 = arith.extsi %arg2 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.extsi %1 : i32 to i64
    %6 = arith.addi %arg3, %c63_i32 : i32
    %7 = arith.divsi %6, %c64_i32 : i32
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = arith.extsi %8 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = tt.splat %5 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addi %10, %9 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %13 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
    %14 = arith.muli %12, %13 : tensor<32x1xi64, #blocked>
    %15 = tt.broadcast %14 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %17 = arith.cmpi sge, %12, %cst : tensor<32x1xi64, #blocked>
    %18 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %19 = arith.cmpi slt, %12, %18 : tensor<32x1xi64, #blocked>
    %20 = arith.andi %17, %19 : tensor<32x1xi1, #blocked>
    %21 = tt.broadcast %20 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %22 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = arith.extsi %22 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %24 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
    %25:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_2) -> (i64, tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>)  : i32 {
      %36 = tt.splat %arg6 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %37 = arith.addi %36, %23 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %38 = tt.expand_dims %37 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %39 = tt.broadcast %38 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %40 = arith.addi %15, %39 : tensor<32x64xi64, #blocked>
      %41 = tt.addptr %16, %40 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
      %42 = arith.cmpi sge, %38, %cst_0 : tensor<1x64xi64, #blocked>
      %43 = arith.cmpi slt, %38, %24 : tensor<1x64xi64, #blocked>
      %44 = arith.andi %42, %43 : tensor<1x64xi1, #blocked>
      %45 = tt.broadcast %44 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %46 = arith.andi %21, %45 : tensor<32x64xi1, #blocked>
      %47 = tt.load %41, %46, %cst_1 : tensor<32x64x!tt.ptr<f32>, #blocked>
      %48 = tt.reshape %47 allow_reorder efficient_layout : tensor<32x64xf32, #blocked> -> tensor<32x32x2xf32, #blocked1>
      %49 = "tt.reduce"(%48) <{axis = 2 : i32}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        %52 = arith.addf %arg8, %arg9 : f32
        tt.reduce.return %52 : f32
      }) : (tensor<32x32x2xf32, #blocked1>) -> tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
      %50 = arith.addf %arg7, %49 : tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
      %51 = arith.addi %arg6, %c64_i64 : i64
      scf.yield %51, %50 : i64, tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    }
    %26 = "tt.reduce"(%25#1) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %36 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %36 : f32
    }) : (tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %27 = arith.addf %26, %cst_3 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %28 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %29 = tt.splat %1 : i32 -> tensor<32xi32, #blocked2>
    %30 = arith.addi %29, %28 : tensor<32xi32, #blocked2>
    %31 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked2>
    %32 = arith.cmpi slt, %30, %31 : tensor<32xi32, #blocked2>
    %33 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked2>
    %34 = tt.addptr %33, %30 : tensor<32x!tt.ptr<f32>, #blocked2>, tensor<32xi32, #blocked2>
    %35 = ttg.convert_layout %27 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<32xf32, #blocked2>
    tt.store %34, %35, %32 : tensor<32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
