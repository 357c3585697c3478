#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
      %44 = arith.muli %0, %c64_i32 : i32
      %45 = arith.muli %arg6, %c32_i32 : i32
      %46 = arith.extsi %44 : i32 to i64
      %47 = arith.extsi %45 : i32 to i64
      %48 = tt.splat %46 : i64 -> tensor<64xi64, #blocked3>
      %49 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
      %50 = arith.extsi %49 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
      %51 = arith.addi %48, %50 : tensor<64xi64, #blocked3>
      %52 = tt.reshape %51 : tensor<64xi64, #blocked3> -> tensor<64x1xi64, #blocked1>
      %53 = tt.splat %47 : i64 -> tensor<32xi64, #blocked3>
      %54 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
      %55 = arith.extsi %54 : tensor<32xi32, #blocked3> to tensor<32xi64, #blocked3>
      %56 = arith.addi %53, %55 : tensor<32xi64, #blocked3>
      %57 = tt.reshape %56 : tensor<32xi64, #blocked3> -> tensor<1x32xi64, #blocked2>
      %58 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %59 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %60 = arith.muli %52, %59 : tensor<64x1xi64, #blocked1>
      %61 = tt.broadcast %60 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %62 = ttg.convert_layout %61 : tensor<64x32xi64, #blocked1> -> tensor<64x32xi64, #blocked2>
      %63 = tt.broadcast %57 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %64 = arith.addi %62, %63 : tensor<64x32xi64, #blocked2>
      %65 = tt.addptr %58, %64 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %66 = arith.cmpi sge, %52, %cst_2 : tensor<64x1xi64, #blocked1>
      %67 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
      %68 = arith.cmpi slt, %52, %67 : tensor<64x1xi64, #blocked1>
      %69 = arith.andi %66, %68 : tensor<64x1xi1, #blocked1>
      %70 = tt.broadcast %69 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %71 = ttg.convert_layout %70 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked2>
      %72 = arith.cmpi sge, %57, %cst_1 : tensor<1x32xi64, #blocked2>
      %73 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
      %74 = arith.cmpi slt, %57, %73 : tensor<1x32xi64, #blocked2>
      %75 = arith.andi %72, %74 : tensor<1x32xi1, #blocked2>
      %76 = tt.broadcast %75 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %77 = arith.andi %71, %76 : tensor<64x32xi1, #blocked2>
      %78 = ttg.convert_layout %65 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
      %79 = ttg.convert_layout %77 : tensor<64x32xi1, #blocked2> -> tensor<64x32xi1, #blocked4>
      %80 = ttg.convert_layout %cst_4 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #blocked4>
      %81 = tt.load %78, %79, %80 : tensor<64x32x!tt.ptr<f16>, #blocked4>
      %82 = ttg.convert_layout %81 : tensor<64x32xf16, #blocked4> -> tensor<64x32xf16, #blocked2>
      %83 = arith.muli %1, %c64_i32 : i32
      %84 = arith.extsi %83 : i32 to i64
      %85 = tt.reshape %56 : tensor<32xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
      %86 = tt.splat %84 : i64 -> tensor<64xi64, #blocked3>
      %87 = arith.addi %86, %50 : tensor<64xi64, #blocked3>
      %88 = tt.reshape %87 : tensor<64xi64, #blocked3> -> tensor<1x64xi64, #blocked>
      %89 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %90 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
      %91 = arith.muli %85, %90 : tensor<32x1xi64, #blocked1>
      %92 = tt.broadcast %91 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %93 = ttg.convert_layout %92 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %94 = tt.broadcast %88 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %95 = arith.addi %93, %94 : tensor<32x64xi64, #blocked>
      %96 = tt.addptr %89, %95 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %97 = arith.cmpi sge, %85, %cst_0 : tensor<32x1xi64, #blocked1>
      %98 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
      %99 = arith.cmpi slt, %85, %98 : tensor<32x1xi64, #blocked1>
      %100 = arith.andi %97, %99 : tensor<32x1xi1, #blocked1>
      %101 = tt.broadcast %100 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %102 = ttg.convert_layout %101 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %103 = arith.cmpi sge, %88, %cst : tensor<1x64xi64, #blocked>
      %104 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
      %105 = arith.cmpi slt, %88, %104 : tensor<1x64xi64, #blocked>
      %106 = arith.andi %103, %105 : tensor<1x64xi1, #blocked>
      %107 = tt.broadcast %106 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %108 = arith.andi %102, %107 : tensor<32x64xi1, #blocked>
      %109 = ttg.convert_layout %96 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked5>
      %110 = ttg.convert_layout %108 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
      %111 = ttg.convert_layout %cst_3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked5>
      %112 = tt.load %109, %110, %111 : tensor<32x64x!tt.ptr<f16>, #blocked5>
      %113 = ttg.convert_layout %112 : tensor<32x64xf16, #blocked5> -> tensor<32x64xf16, #blocked>
      %114 = ttg.convert_layout %82 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %115 = ttg.convert_layout %113 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %116 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %117 = tt.dot %114, %115, %116, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %118 = ttg.convert_layout %117 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %118 : tensor<64x64xf32, #blocked>
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
    %41 = ttg.convert_layout %28 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked5>
    %42 = ttg.convert_layout %10 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked5>
    %43 = ttg.convert_layout %40 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
    tt.store %41, %42, %43 : tensor<64x64x!tt.ptr<f16>, #blocked5>
    tt.return
  }
}
