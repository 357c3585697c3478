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
    %8:2 = scf.for %arg5 = %c0_i32 to %7 step %c1_i32 iter_args(%arg6 = %c0_i64, %arg7 = %cst_2) -> (i64, tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>)  : i32 {
      %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %20 = arith.extsi %19 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %21 = tt.splat %5 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %22 = arith.addi %21, %20 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
      %23 = tt.expand_dims %22 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
      %24 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked>
      %25 = arith.muli %23, %24 : tensor<32x1xi64, #blocked>
      %26 = tt.broadcast %25 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %27 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
      %28 = arith.cmpi sge, %23, %cst : tensor<32x1xi64, #blocked>
      %29 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
      %30 = arith.cmpi slt, %23, %29 : tensor<32x1xi64, #blocked>
      %31 = arith.andi %28, %30 : tensor<32x1xi1, #blocked>
      %32 = tt.broadcast %31 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %33 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
      %34 = arith.extsi %33 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %35 = tt.splat %arg6 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %36 = arith.addi %35, %34 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
      %37 = tt.expand_dims %36 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
      %38 = tt.broadcast %37 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %39 = arith.addi %26, %38 : tensor<32x64xi64, #blocked>
      %40 = tt.addptr %27, %39 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
      %41 = arith.cmpi sge, %37, %cst_0 : tensor<1x64xi64, #blocked>
      %42 = tt.splat %3 : i64 -> tensor<1x64xi64, #blocked>
      %43 = arith.cmpi slt, %37, %42 : tensor<1x64xi64, #blocked>
      %44 = arith.andi %41, %43 : tensor<1x64xi1, #blocked>
      %45 = tt.broadcast %44 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %46 = arith.andi %32, %45 : tensor<32x64xi1, #blocked>
      %47 = tt.load %40, %46, %cst_1 : tensor<32x64x!tt.ptr<f32>, #blocked>
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
    %9 = "tt.reduce"(%8#1) <{axis = 1 : i32}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %19 = arith.addf %arg5, %arg6 : f32
      tt.reduce.return %19 : f32
    }) : (tensor<32x32xf32, #ttg.slice<{dim = 2, parent = #blocked1}>>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %10 = arith.addf %9, %cst_3 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %12 = tt.splat %1 : i32 -> tensor<32xi32, #blocked2>
    %13 = arith.addi %12, %11 : tensor<32xi32, #blocked2>
    %14 = tt.splat %arg2 : i32 -> tensor<32xi32, #blocked2>
    %15 = arith.cmpi slt, %13, %14 : tensor<32xi32, #blocked2>
    %16 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked2>
    %17 = tt.addptr %16, %13 : tensor<32x!tt.ptr<f32>, #blocked2>, tensor<32xi32, #blocked2>
    %18 = ttg.convert_layout %10 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<32xf32, #blocked2>
    tt.store %17, %18, %15 : tensor<32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
