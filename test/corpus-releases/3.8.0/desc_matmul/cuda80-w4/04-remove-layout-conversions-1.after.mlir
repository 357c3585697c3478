#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %c31_i32 = arith.constant 31 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked2>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %cst_2 = arith.constant dense<0> : tensor<1x64xi64, #blocked1>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %cst_4 = arith.constant dense<0> : tensor<1x32xi64, #blocked2>
    %cst_5 = arith.constant dense<0> : tensor<64x1xi64, #blocked2>
    %cst_6 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %42 = arith.muli %0, %c64_i32 : i32
      %43 = arith.muli %arg6, %c32_i32 : i32
      %44 = arith.extsi %42 : i32 to i64
      %45 = arith.extsi %43 : i32 to i64
      %46 = tt.splat %44 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %47 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %48 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %49 = arith.extsi %47 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %50 = arith.extsi %48 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %51 = arith.addi %46, %49 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %52 = tt.expand_dims %51 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi64, #blocked2>
      %53 = tt.splat %45 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %54 = tt.splat %45 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %55 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %56 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %57 = arith.extsi %55 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %58 = arith.extsi %56 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %59 = arith.addi %53, %57 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %60 = arith.addi %54, %58 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %61 = tt.expand_dims %59 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x32xi64, #blocked2>
      %62 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %63 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked2>
      %64 = arith.muli %52, %63 : tensor<64x1xi64, #blocked2>
      %65 = tt.broadcast %64 : tensor<64x1xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %66 = tt.broadcast %61 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %67 = arith.addi %65, %66 : tensor<64x32xi64, #blocked2>
      %68 = tt.addptr %62, %67 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %69 = arith.cmpi sge, %52, %cst_5 : tensor<64x1xi64, #blocked2>
      %70 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked2>
      %71 = arith.cmpi slt, %52, %70 : tensor<64x1xi64, #blocked2>
      %72 = arith.andi %69, %71 : tensor<64x1xi1, #blocked2>
      %73 = tt.broadcast %72 : tensor<64x1xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %74 = arith.cmpi sge, %61, %cst_4 : tensor<1x32xi64, #blocked2>
      %75 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
      %76 = arith.cmpi slt, %61, %75 : tensor<1x32xi64, #blocked2>
      %77 = arith.andi %74, %76 : tensor<1x32xi1, #blocked2>
      %78 = tt.broadcast %77 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %79 = arith.andi %73, %78 : tensor<64x32xi1, #blocked2>
      %80 = tt.load %68, %79, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %81 = arith.muli %1, %c64_i32 : i32
      %82 = arith.extsi %81 : i32 to i64
      %83 = tt.expand_dims %60 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi64, #blocked1>
      %84 = tt.splat %82 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %85 = arith.addi %84, %50 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %86 = tt.expand_dims %85 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi64, #blocked1>
      %87 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
      %88 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
      %89 = arith.muli %83, %88 : tensor<32x1xi64, #blocked1>
      %90 = tt.broadcast %89 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %91 = tt.broadcast %86 : tensor<1x64xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %92 = arith.addi %90, %91 : tensor<32x64xi64, #blocked1>
      %93 = tt.addptr %87, %92 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi64, #blocked1>
      %94 = arith.cmpi sge, %83, %cst_3 : tensor<32x1xi64, #blocked1>
      %95 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
      %96 = arith.cmpi slt, %83, %95 : tensor<32x1xi64, #blocked1>
      %97 = arith.andi %94, %96 : tensor<32x1xi1, #blocked1>
      %98 = tt.broadcast %97 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %99 = arith.cmpi sge, %86, %cst_2 : tensor<1x64xi64, #blocked1>
      %100 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked1>
      %101 = arith.cmpi slt, %86, %100 : tensor<1x64xi64, #blocked1>
      %102 = arith.andi %99, %101 : tensor<1x64xi1, #blocked1>
      %103 = tt.broadcast %102 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %104 = arith.andi %98, %103 : tensor<32x64xi1, #blocked1>
      %105 = tt.load %93, %104, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %106 = ttg.convert_layout %80 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %107 = ttg.convert_layout %105 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %108 = tt.dot %106, %107, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
      scf.yield %108 : tensor<64x64xf32, #blocked>
    }
    %8 = arith.muli %0, %c64_i32 : i32
    %9 = arith.muli %1, %c64_i32 : i32
    %10 = arith.truncf %7 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %11 = arith.extsi %8 : i32 to i64
    %12 = arith.extsi %9 : i32 to i64
    %13 = tt.splat %11 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = arith.extsi %14 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %17 = arith.extsi %15 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %18 = arith.addi %13, %16 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %19 = tt.expand_dims %18 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %20 = tt.splat %12 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %21 = arith.addi %20, %17 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %22 = tt.expand_dims %21 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi64, #blocked1>
    %23 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %24 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked1>
    %25 = arith.muli %19, %24 : tensor<64x1xi64, #blocked1>
    %26 = tt.broadcast %25 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %27 = tt.broadcast %22 : tensor<1x64xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %28 = arith.addi %26, %27 : tensor<64x64xi64, #blocked1>
    %29 = tt.addptr %23, %28 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi64, #blocked1>
    %30 = arith.cmpi sge, %19, %cst_6 : tensor<64x1xi64, #blocked1>
    %31 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %32 = arith.cmpi slt, %19, %31 : tensor<64x1xi64, #blocked1>
    %33 = arith.andi %30, %32 : tensor<64x1xi1, #blocked1>
    %34 = tt.broadcast %33 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %35 = arith.cmpi sge, %22, %cst_2 : tensor<1x64xi64, #blocked1>
    %36 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked1>
    %37 = arith.cmpi slt, %22, %36 : tensor<1x64xi64, #blocked1>
    %38 = arith.andi %35, %37 : tensor<1x64xi1, #blocked1>
    %39 = tt.broadcast %38 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %40 = arith.andi %34, %39 : tensor<64x64xi1, #blocked1>
    %41 = ttg.convert_layout %10 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.store %29, %41, %40 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
