#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
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
      %45 = arith.muli %0, %c64_i32 : i32
      %46 = arith.muli %arg6, %c32_i32 : i32
      %47 = arith.extsi %45 : i32 to i64
      %48 = arith.extsi %46 : i32 to i64
      %49 = tt.splat %47 : i64 -> tensor<64xi64, #blocked3>
      %50 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
      %51 = arith.extsi %50 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
      %52 = arith.addi %49, %51 : tensor<64xi64, #blocked3>
      %53 = ttg.convert_layout %52 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %54 = tt.expand_dims %53 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64x1xi64, #blocked4>
      %55 = ttg.convert_layout %54 : tensor<64x1xi64, #blocked4> -> tensor<64x1xi64, #blocked1>
      %56 = tt.splat %48 : i64 -> tensor<32xi64, #blocked3>
      %57 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
      %58 = arith.extsi %57 : tensor<32xi32, #blocked3> to tensor<32xi64, #blocked3>
      %59 = arith.addi %56, %58 : tensor<32xi64, #blocked3>
      %60 = ttg.convert_layout %59 : tensor<32xi64, #blocked3> -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %61 = tt.expand_dims %60 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi64, #blocked5>
      %62 = ttg.convert_layout %61 : tensor<1x32xi64, #blocked5> -> tensor<1x32xi64, #blocked2>
      %63 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %64 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
      %65 = arith.muli %55, %64 : tensor<64x1xi64, #blocked1>
      %66 = tt.broadcast %65 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
      %67 = ttg.convert_layout %66 : tensor<64x32xi64, #blocked1> -> tensor<64x32xi64, #blocked2>
      %68 = tt.broadcast %62 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %69 = arith.addi %67, %68 : tensor<64x32xi64, #blocked2>
      %70 = tt.addptr %63, %69 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %71 = arith.cmpi sge, %55, %cst_2 : tensor<64x1xi64, #blocked1>
      %72 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
      %73 = arith.cmpi slt, %55, %72 : tensor<64x1xi64, #blocked1>
      %74 = arith.andi %71, %73 : tensor<64x1xi1, #blocked1>
      %75 = tt.broadcast %74 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %76 = ttg.convert_layout %75 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked2>
      %77 = arith.cmpi sge, %62, %cst_1 : tensor<1x32xi64, #blocked2>
      %78 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
      %79 = arith.cmpi slt, %62, %78 : tensor<1x32xi64, #blocked2>
      %80 = arith.andi %77, %79 : tensor<1x32xi1, #blocked2>
      %81 = tt.broadcast %80 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %82 = arith.andi %76, %81 : tensor<64x32xi1, #blocked2>
      %83 = tt.load %70, %82, %cst_4 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %84 = arith.muli %1, %c64_i32 : i32
      %85 = arith.extsi %84 : i32 to i64
      %86 = ttg.convert_layout %59 : tensor<32xi64, #blocked3> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %87 = tt.expand_dims %86 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<32x1xi64, #blocked4>
      %88 = ttg.convert_layout %87 : tensor<32x1xi64, #blocked4> -> tensor<32x1xi64, #blocked1>
      %89 = tt.splat %85 : i64 -> tensor<64xi64, #blocked3>
      %90 = arith.addi %89, %51 : tensor<64xi64, #blocked3>
      %91 = ttg.convert_layout %90 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %92 = tt.expand_dims %91 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi64, #blocked5>
      %93 = ttg.convert_layout %92 : tensor<1x64xi64, #blocked5> -> tensor<1x64xi64, #blocked>
      %94 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %95 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
      %96 = arith.muli %88, %95 : tensor<32x1xi64, #blocked1>
      %97 = tt.broadcast %96 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %98 = ttg.convert_layout %97 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %99 = tt.broadcast %93 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
      %100 = arith.addi %98, %99 : tensor<32x64xi64, #blocked>
      %101 = tt.addptr %94, %100 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %102 = arith.cmpi sge, %88, %cst_0 : tensor<32x1xi64, #blocked1>
      %103 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
      %104 = arith.cmpi slt, %88, %103 : tensor<32x1xi64, #blocked1>
      %105 = arith.andi %102, %104 : tensor<32x1xi1, #blocked1>
      %106 = tt.broadcast %105 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %107 = ttg.convert_layout %106 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %108 = arith.cmpi sge, %93, %cst : tensor<1x64xi64, #blocked>
      %109 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
      %110 = arith.cmpi slt, %93, %109 : tensor<1x64xi64, #blocked>
      %111 = arith.andi %108, %110 : tensor<1x64xi1, #blocked>
      %112 = tt.broadcast %111 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %113 = arith.andi %107, %112 : tensor<32x64xi1, #blocked>
      %114 = tt.load %101, %113, %cst_3 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %115 = ttg.convert_layout %83 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %116 = ttg.convert_layout %114 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %117 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %118 = tt.dot %115, %116, %117, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %119 = ttg.convert_layout %118 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %119 : tensor<64x64xf32, #blocked>
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
    tt.store %32, %10, %44 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
