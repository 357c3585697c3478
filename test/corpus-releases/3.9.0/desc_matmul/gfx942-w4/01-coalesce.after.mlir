#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #blocked3>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
    %11 = arith.extsi %10 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
    %12 = arith.addi %9, %11 : tensor<64xi64, #blocked3>
    %13 = tt.reshape %12 : tensor<64xi64, #blocked3> -> tensor<64x1xi64, #blocked1>
    %14 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
    %15 = arith.extsi %14 : tensor<32xi32, #blocked3> to tensor<32xi64, #blocked3>
    %16 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
    %17 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %18 = arith.muli %13, %17 : tensor<64x1xi64, #blocked1>
    %19 = tt.broadcast %18 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %20 = ttg.convert_layout %19 : tensor<64x32xi64, #blocked1> -> tensor<64x32xi64, #blocked2>
    %21 = arith.cmpi sge, %13, %cst_2 : tensor<64x1xi64, #blocked1>
    %22 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %23 = arith.cmpi slt, %13, %22 : tensor<64x1xi64, #blocked1>
    %24 = arith.andi %21, %23 : tensor<64x1xi1, #blocked1>
    %25 = tt.broadcast %24 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %26 = ttg.convert_layout %25 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked2>
    %27 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
    %28 = arith.muli %1, %c64_i32 : i32
    %29 = arith.extsi %28 : i32 to i64
    %30 = tt.splat %29 : i64 -> tensor<64xi64, #blocked3>
    %31 = arith.addi %30, %11 : tensor<64xi64, #blocked3>
    %32 = tt.reshape %31 : tensor<64xi64, #blocked3> -> tensor<1x64xi64, #blocked>
    %33 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %34 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
    %35 = tt.broadcast %32 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %36 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %37 = arith.cmpi sge, %32, %cst : tensor<1x64xi64, #blocked>
    %38 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %39 = arith.cmpi slt, %32, %38 : tensor<1x64xi64, #blocked>
    %40 = arith.andi %37, %39 : tensor<1x64xi1, #blocked>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %42 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_5) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %79 = arith.muli %arg6, %c32_i32 : i32
      %80 = arith.extsi %79 : i32 to i64
      %81 = tt.splat %80 : i64 -> tensor<32xi64, #blocked3>
      %82 = arith.addi %81, %15 : tensor<32xi64, #blocked3>
      %83 = tt.reshape %82 : tensor<32xi64, #blocked3> -> tensor<1x32xi64, #blocked2>
      %84 = tt.broadcast %83 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %85 = arith.addi %20, %84 : tensor<64x32xi64, #blocked2>
      %86 = tt.addptr %16, %85 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %87 = arith.cmpi sge, %83, %cst_1 : tensor<1x32xi64, #blocked2>
      %88 = arith.cmpi slt, %83, %27 : tensor<1x32xi64, #blocked2>
      %89 = arith.andi %87, %88 : tensor<1x32xi1, #blocked2>
      %90 = tt.broadcast %89 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %91 = arith.andi %26, %90 : tensor<64x32xi1, #blocked2>
      %92 = ttg.convert_layout %86 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
      %93 = ttg.convert_layout %91 : tensor<64x32xi1, #blocked2> -> tensor<64x32xi1, #blocked4>
      %94 = ttg.convert_layout %cst_4 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #blocked4>
      %95 = tt.load %92, %93, %94 : tensor<64x32x!tt.ptr<f16>, #blocked4>
      %96 = ttg.convert_layout %95 : tensor<64x32xf16, #blocked4> -> tensor<64x32xf16, #blocked2>
      %97 = tt.reshape %82 : tensor<32xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
      %98 = arith.muli %97, %34 : tensor<32x1xi64, #blocked1>
      %99 = tt.broadcast %98 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %100 = ttg.convert_layout %99 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %101 = arith.addi %100, %35 : tensor<32x64xi64, #blocked>
      %102 = tt.addptr %33, %101 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %103 = arith.cmpi sge, %97, %cst_0 : tensor<32x1xi64, #blocked1>
      %104 = arith.cmpi slt, %97, %36 : tensor<32x1xi64, #blocked1>
      %105 = arith.andi %103, %104 : tensor<32x1xi1, #blocked1>
      %106 = tt.broadcast %105 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %107 = ttg.convert_layout %106 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %108 = arith.andi %107, %41 : tensor<32x64xi1, #blocked>
      %109 = ttg.convert_layout %102 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked5>
      %110 = ttg.convert_layout %108 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
      %111 = ttg.convert_layout %cst_3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked5>
      %112 = tt.load %109, %110, %111 : tensor<32x64x!tt.ptr<f16>, #blocked5>
      %113 = ttg.convert_layout %112 : tensor<32x64xf16, #blocked5> -> tensor<32x64xf16, #blocked>
      %114 = ttg.convert_layout %96 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %115 = ttg.convert_layout %113 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %116 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %117 = tt.dot %114, %115, %116, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %118 = ttg.convert_layout %117 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %118 : tensor<64x64xf32, #blocked>
    }
    %43 = arith.muli %0, %c64_i32 : i32
    %44 = arith.muli %1, %c64_i32 : i32
    %45 = arith.truncf %42 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %46 = arith.extsi %43 : i32 to i64
    %47 = arith.extsi %44 : i32 to i64
    %48 = tt.splat %46 : i64 -> tensor<64xi64, #blocked3>
    %49 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
    %50 = arith.extsi %49 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
    %51 = arith.addi %48, %50 : tensor<64xi64, #blocked3>
    %52 = tt.reshape %51 : tensor<64xi64, #blocked3> -> tensor<64x1xi64, #blocked1>
    %53 = tt.splat %47 : i64 -> tensor<64xi64, #blocked3>
    %54 = arith.addi %53, %50 : tensor<64xi64, #blocked3>
    %55 = tt.reshape %54 : tensor<64xi64, #blocked3> -> tensor<1x64xi64, #blocked>
    %56 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %57 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked1>
    %58 = arith.muli %52, %57 : tensor<64x1xi64, #blocked1>
    %59 = tt.broadcast %58 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %60 = ttg.convert_layout %59 : tensor<64x64xi64, #blocked1> -> tensor<64x64xi64, #blocked>
    %61 = tt.broadcast %55 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %62 = arith.addi %60, %61 : tensor<64x64xi64, #blocked>
    %63 = tt.addptr %56, %62 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %64 = arith.cmpi sge, %52, %cst_2 : tensor<64x1xi64, #blocked1>
    %65 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %66 = arith.cmpi slt, %52, %65 : tensor<64x1xi64, #blocked1>
    %67 = arith.andi %64, %66 : tensor<64x1xi1, #blocked1>
    %68 = tt.broadcast %67 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %69 = ttg.convert_layout %68 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked>
    %70 = arith.cmpi sge, %55, %cst : tensor<1x64xi64, #blocked>
    %71 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %72 = arith.cmpi slt, %55, %71 : tensor<1x64xi64, #blocked>
    %73 = arith.andi %70, %72 : tensor<1x64xi1, #blocked>
    %74 = tt.broadcast %73 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %75 = arith.andi %69, %74 : tensor<64x64xi1, #blocked>
    %76 = ttg.convert_layout %63 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked5>
    %77 = ttg.convert_layout %45 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked5>
    %78 = ttg.convert_layout %75 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
    tt.store %76, %77, %78 : tensor<64x64x!tt.ptr<f16>, #blocked5>
    tt.return
  }
}
