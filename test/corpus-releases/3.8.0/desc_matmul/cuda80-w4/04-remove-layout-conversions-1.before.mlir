#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
      %48 = arith.muli %0, %c64_i32 : i32
      %49 = arith.muli %arg6, %c32_i32 : i32
      %50 = arith.extsi %48 : i32 to i64
      %51 = arith.extsi %49 : i32 to i64
      %52 = tt.splat %50 : i64 -> tensor<64xi64, #blocked3>
      %53 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
      %54 = arith.extsi %53 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
      %55 = arith.addi %52, %54 : tensor<64xi64, #blocked3>
      %56 = ttg.convert_layout %55 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %57 = tt.expand_dims %56 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64x1xi64, #blocked4>
      %58 = ttg.convert_layout %57 : tensor<64x1xi64, #blocked4> -> tensor<64x1xi64, #blocked1>
      %59 = tt.splat %51 : i64 -> tensor<32xi64, #blocked3>
      %60 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
      %61 = arith.extsi %60 : tensor<32xi32, #blocked3> to tensor<32xi64, #blocked3>
      %62 = arith.addi %59, %61 : tensor<32xi64, #blocked3>
      %63 = ttg.convert_layout %62 : tensor<32xi64, #blocked3> -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %64 = tt.expand_dims %63 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi64, #blocked5>
      %65 = ttg.convert_layout %64 : tensor<1x32xi64, #blocked5> -> tensor<1x32xi64, #blocked2>
      %66 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %67 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %68 = arith.muli %58, %67 : tensor<64x1xi64, #blocked1>
      %69 = tt.broadcast %68 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %70 = ttg.convert_layout %69 : tensor<64x32xi64, #blocked1> -> tensor<64x32xi64, #blocked2>
      %71 = tt.broadcast %65 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %72 = arith.addi %70, %71 : tensor<64x32xi64, #blocked2>
      %73 = tt.addptr %66, %72 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %74 = arith.cmpi sge, %58, %cst_2 : tensor<64x1xi64, #blocked1>
      %75 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
      %76 = arith.cmpi slt, %58, %75 : tensor<64x1xi64, #blocked1>
      %77 = arith.andi %74, %76 : tensor<64x1xi1, #blocked1>
      %78 = tt.broadcast %77 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %79 = ttg.convert_layout %78 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked2>
      %80 = arith.cmpi sge, %65, %cst_1 : tensor<1x32xi64, #blocked2>
      %81 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
      %82 = arith.cmpi slt, %65, %81 : tensor<1x32xi64, #blocked2>
      %83 = arith.andi %80, %82 : tensor<1x32xi1, #blocked2>
      %84 = tt.broadcast %83 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %85 = arith.andi %79, %84 : tensor<64x32xi1, #blocked2>
      %86 = ttg.convert_layout %73 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked6>
      %87 = ttg.convert_layout %85 : tensor<64x32xi1, #blocked2> -> tensor<64x32xi1, #blocked6>
      %88 = ttg.convert_layout %cst_4 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #blocked6>
      %89 = tt.load %86, %87, %88 : tensor<64x32x!tt.ptr<f16>, #blocked6>
      %90 = ttg.convert_layout %89 : tensor<64x32xf16, #blocked6> -> tensor<64x32xf16, #blocked2>
      %91 = arith.muli %1, %c64_i32 : i32
      %92 = arith.extsi %91 : i32 to i64
      %93 = ttg.convert_layout %62 : tensor<32xi64, #blocked3> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %94 = tt.expand_dims %93 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<32x1xi64, #blocked4>
      %95 = ttg.convert_layout %94 : tensor<32x1xi64, #blocked4> -> tensor<32x1xi64, #blocked1>
      %96 = tt.splat %92 : i64 -> tensor<64xi64, #blocked3>
      %97 = arith.addi %96, %54 : tensor<64xi64, #blocked3>
      %98 = ttg.convert_layout %97 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %99 = tt.expand_dims %98 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi64, #blocked5>
      %100 = ttg.convert_layout %99 : tensor<1x64xi64, #blocked5> -> tensor<1x64xi64, #blocked>
      %101 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %102 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
      %103 = arith.muli %95, %102 : tensor<32x1xi64, #blocked1>
      %104 = tt.broadcast %103 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %105 = ttg.convert_layout %104 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %106 = tt.broadcast %100 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %107 = arith.addi %105, %106 : tensor<32x64xi64, #blocked>
      %108 = tt.addptr %101, %107 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %109 = arith.cmpi sge, %95, %cst_0 : tensor<32x1xi64, #blocked1>
      %110 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
      %111 = arith.cmpi slt, %95, %110 : tensor<32x1xi64, #blocked1>
      %112 = arith.andi %109, %111 : tensor<32x1xi1, #blocked1>
      %113 = tt.broadcast %112 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %114 = ttg.convert_layout %113 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %115 = arith.cmpi sge, %100, %cst : tensor<1x64xi64, #blocked>
      %116 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
      %117 = arith.cmpi slt, %100, %116 : tensor<1x64xi64, #blocked>
      %118 = arith.andi %115, %117 : tensor<1x64xi1, #blocked>
      %119 = tt.broadcast %118 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %120 = arith.andi %114, %119 : tensor<32x64xi1, #blocked>
      %121 = ttg.convert_layout %108 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked7>
      %122 = ttg.convert_layout %120 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked7>
      %123 = ttg.convert_layout %cst_3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked7>
      %124 = tt.load %121, %122, %123 : tensor<32x64x!tt.ptr<f16>, #blocked7>
      %125 = ttg.convert_layout %124 : tensor<32x64xf16, #blocked7> -> tensor<32x64xf16, #blocked>
      %126 = ttg.convert_layout %90 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %127 = ttg.convert_layout %125 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %128 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %129 = tt.dot %126, %127, %128, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %130 = ttg.convert_layout %129 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      scf.yield %130 : tensor<64x64xf32, #blocked>
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
    %17 = ttg.convert_layout %16 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
    %18 = tt.expand_dims %17 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64x1xi64, #blocked4>
    %19 = ttg.convert_layout %18 : tensor<64x1xi64, #blocked4> -> tensor<64x1xi64, #blocked1>
    %20 = tt.splat %12 : i64 -> tensor<64xi64, #blocked3>
    %21 = arith.addi %20, %15 : tensor<64xi64, #blocked3>
    %22 = ttg.convert_layout %21 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %23 = tt.expand_dims %22 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi64, #blocked5>
    %24 = ttg.convert_layout %23 : tensor<1x64xi64, #blocked5> -> tensor<1x64xi64, #blocked>
    %25 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %26 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked1>
    %27 = arith.muli %19, %26 : tensor<64x1xi64, #blocked1>
    %28 = tt.broadcast %27 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %29 = ttg.convert_layout %28 : tensor<64x64xi64, #blocked1> -> tensor<64x64xi64, #blocked>
    %30 = tt.broadcast %24 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %31 = arith.addi %29, %30 : tensor<64x64xi64, #blocked>
    %32 = tt.addptr %25, %31 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %33 = arith.cmpi sge, %19, %cst_2 : tensor<64x1xi64, #blocked1>
    %34 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %35 = arith.cmpi slt, %19, %34 : tensor<64x1xi64, #blocked1>
    %36 = arith.andi %33, %35 : tensor<64x1xi1, #blocked1>
    %37 = tt.broadcast %36 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %38 = ttg.convert_layout %37 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked>
    %39 = arith.cmpi sge, %24, %cst : tensor<1x64xi64, #blocked>
    %40 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %41 = arith.cmpi slt, %24, %40 : tensor<1x64xi64, #blocked>
    %42 = arith.andi %39, %41 : tensor<1x64xi1, #blocked>
    %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %44 = arith.andi %38, %43 : tensor<64x64xi1, #blocked>
    %45 = ttg.convert_layout %32 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked7>
    %46 = ttg.convert_layout %10 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked7>
    %47 = ttg.convert_layout %44 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %45, %46, %47 : tensor<64x64x!tt.ptr<f16>, #blocked7>
    tt.return
  }
}
