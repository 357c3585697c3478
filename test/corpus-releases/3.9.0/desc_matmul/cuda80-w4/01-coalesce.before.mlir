#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %cst_1 = arith.constant dense<0> : tensor<1x32xi64, #blocked2>
    %cst_2 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked2>
    %c31_i32 = arith.constant 31 : i32
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_5) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %41 = arith.muli %0, %c64_i32 : i32
      %42 = arith.muli %arg6, %c32_i32 : i32
      %43 = arith.extsi %41 : i32 to i64
      %44 = arith.extsi %42 : i32 to i64
      %45 = tt.splat %43 : i64 -> tensor<64xi64, #blocked3>
      %46 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
      %47 = arith.extsi %46 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
      %48 = arith.addi %45, %47 : tensor<64xi64, #blocked3>
      %49 = tt.reshape %48 : tensor<64xi64, #blocked3> -> tensor<64x1xi64, #blocked1>
      %50 = tt.splat %44 : i64 -> tensor<32xi64, #blocked3>
      %51 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
      %52 = arith.extsi %51 : tensor<32xi32, #blocked3> to tensor<32xi64, #blocked3>
      %53 = arith.addi %50, %52 : tensor<32xi64, #blocked3>
      %54 = tt.reshape %53 : tensor<32xi64, #blocked3> -> tensor<1x32xi64, #blocked2>
      %55 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %56 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %57 = arith.muli %49, %56 : tensor<64x1xi64, #blocked1>
      %58 = tt.broadcast %57 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %59 = ttg.convert_layout %58 : tensor<64x32xi64, #blocked1> -> tensor<64x32xi64, #blocked2>
      %60 = tt.broadcast %54 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %61 = arith.addi %59, %60 : tensor<64x32xi64, #blocked2>
      %62 = tt.addptr %55, %61 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %63 = arith.cmpi sge, %49, %cst_2 : tensor<64x1xi64, #blocked1>
      %64 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
      %65 = arith.cmpi slt, %49, %64 : tensor<64x1xi64, #blocked1>
      %66 = arith.andi %63, %65 : tensor<64x1xi1, #blocked1>
      %67 = tt.broadcast %66 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %68 = ttg.convert_layout %67 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked2>
      %69 = arith.cmpi sge, %54, %cst_1 : tensor<1x32xi64, #blocked2>
      %70 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
      %71 = arith.cmpi slt, %54, %70 : tensor<1x32xi64, #blocked2>
      %72 = arith.andi %69, %71 : tensor<1x32xi1, #blocked2>
      %73 = tt.broadcast %72 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %74 = arith.andi %68, %73 : tensor<64x32xi1, #blocked2>
      %75 = tt.load %62, %74, %cst_4 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %76 = arith.muli %1, %c64_i32 : i32
      %77 = arith.extsi %76 : i32 to i64
      %78 = tt.reshape %53 : tensor<32xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
      %79 = tt.splat %77 : i64 -> tensor<64xi64, #blocked3>
      %80 = arith.addi %79, %47 : tensor<64xi64, #blocked3>
      %81 = tt.reshape %80 : tensor<64xi64, #blocked3> -> tensor<1x64xi64, #blocked>
      %82 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %83 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
      %84 = arith.muli %78, %83 : tensor<32x1xi64, #blocked1>
      %85 = tt.broadcast %84 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %86 = ttg.convert_layout %85 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %87 = tt.broadcast %81 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %88 = arith.addi %86, %87 : tensor<32x64xi64, #blocked>
      %89 = tt.addptr %82, %88 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %90 = arith.cmpi sge, %78, %cst_0 : tensor<32x1xi64, #blocked1>
      %91 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
      %92 = arith.cmpi slt, %78, %91 : tensor<32x1xi64, #blocked1>
      %93 = arith.andi %90, %92 : tensor<32x1xi1, #blocked1>
      %94 = tt.broadcast %93 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %95 = ttg.convert_layout %94 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %96 = arith.cmpi sge, %81, %cst : tensor<1x64xi64, #blocked>
      %97 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
      %98 = arith.cmpi slt, %81, %97 : tensor<1x64xi64, #blocked>
      %99 = arith.andi %96, %98 : tensor<1x64xi1, #blocked>
      %100 = tt.broadcast %99 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %101 = arith.andi %95, %100 : tensor<32x64xi1, #blocked>
      %102 = tt.load %89, %101, %cst_3 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %103 = ttg.convert_layout %75 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked4}>>
      %104 = ttg.convert_layout %102 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked4}>>
      %105 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked4>
      %106 = tt.dot %103, %104, %105, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked4}>> -> tensor<64x64xf32, #blocked4>
      %107 = ttg.convert_layout %106 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      scf.yield %107 : tensor<64x64xf32, #blocked>
    }
    %8 = arith.muli %0, %c64_i32 : i32
    %9 = arith.muli %1, %c64_i32 : i32
    %10 = arith.truncf %7 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %11 = arith.extsi %8 : i32 to i64
    %12 = arith.extsi %9 : i32 to i64
    %13 = tt.splat %11 : i64 -> tensor<64xi64, #blocked3>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
    %15 = arith.extsi %14 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
    %16 = arith.addi %13, %15 : tensor<64xi64, #blocked3>
    %17 = tt.reshape %16 : tensor<64xi64, #blocked3> -> tensor<64x1xi64, #blocked1>
    %18 = tt.splat %12 : i64 -> tensor<64xi64, #blocked3>
    %19 = arith.addi %18, %15 : tensor<64xi64, #blocked3>
    %20 = tt.reshape %19 : tensor<64xi64, #blocked3> -> tensor<1x64xi64, #blocked>
    %21 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %22 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked1>
    %23 = arith.muli %17, %22 : tensor<64x1xi64, #blocked1>
    %24 = tt.broadcast %23 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %25 = ttg.convert_layout %24 : tensor<64x64xi64, #blocked1> -> tensor<64x64xi64, #blocked>
    %26 = tt.broadcast %20 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %27 = arith.addi %25, %26 : tensor<64x64xi64, #blocked>
    %28 = tt.addptr %21, %27 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %29 = arith.cmpi sge, %17, %cst_2 : tensor<64x1xi64, #blocked1>
    %30 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %31 = arith.cmpi slt, %17, %30 : tensor<64x1xi64, #blocked1>
    %32 = arith.andi %29, %31 : tensor<64x1xi1, #blocked1>
    %33 = tt.broadcast %32 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %34 = ttg.convert_layout %33 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked>
    %35 = arith.cmpi sge, %20, %cst : tensor<1x64xi64, #blocked>
    %36 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %37 = arith.cmpi slt, %20, %36 : tensor<1x64xi64, #blocked>
    %38 = arith.andi %35, %37 : tensor<1x64xi1, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %40 = arith.andi %34, %39 : tensor<64x64xi1, #blocked>
    tt.store %28, %10, %40 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
