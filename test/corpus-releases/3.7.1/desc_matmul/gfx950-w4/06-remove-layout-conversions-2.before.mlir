#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.extsi %10 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %13 = arith.extsi %11 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %9, %12 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %15 = tt.expand_dims %14 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi64, #blocked2>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %17 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %18 = arith.extsi %16 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %19 = arith.extsi %17 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
    %21 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked2>
    %22 = arith.muli %15, %21 : tensor<64x1xi64, #blocked2>
    %23 = tt.broadcast %22 : tensor<64x1xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
    %24 = arith.cmpi sge, %15, %cst_5 : tensor<64x1xi64, #blocked2>
    %25 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked2>
    %26 = arith.cmpi slt, %15, %25 : tensor<64x1xi64, #blocked2>
    %27 = arith.andi %24, %26 : tensor<64x1xi1, #blocked2>
    %28 = tt.broadcast %27 : tensor<64x1xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
    %29 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
    %30 = arith.muli %1, %c64_i32 : i32
    %31 = arith.extsi %30 : i32 to i64
    %32 = tt.splat %31 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %33 = arith.addi %32, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi64, #blocked1>
    %35 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %36 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
    %37 = tt.broadcast %34 : tensor<1x64xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %38 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %39 = arith.cmpi sge, %34, %cst_2 : tensor<1x64xi64, #blocked1>
    %40 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked1>
    %41 = arith.cmpi slt, %34, %40 : tensor<1x64xi64, #blocked1>
    %42 = arith.andi %39, %41 : tensor<1x64xi1, #blocked1>
    %43 = tt.broadcast %42 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %44 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %79 = arith.muli %arg6, %c32_i32 : i32
      %80 = arith.extsi %79 : i32 to i64
      %81 = tt.splat %80 : i64 -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %82 = tt.splat %80 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %83 = arith.addi %81, %18 : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>>
      %84 = arith.addi %82, %19 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %85 = tt.expand_dims %83 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x32xi64, #blocked2>
      %86 = tt.broadcast %85 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %87 = arith.addi %23, %86 : tensor<64x32xi64, #blocked2>
      %88 = tt.addptr %20, %87 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %89 = arith.cmpi sge, %85, %cst_4 : tensor<1x32xi64, #blocked2>
      %90 = arith.cmpi slt, %85, %29 : tensor<1x32xi64, #blocked2>
      %91 = arith.andi %89, %90 : tensor<1x32xi1, #blocked2>
      %92 = tt.broadcast %91 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %93 = arith.andi %28, %92 : tensor<64x32xi1, #blocked2>
      %94 = tt.load %88, %93, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %95 = tt.expand_dims %84 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi64, #blocked1>
      %96 = arith.muli %95, %36 : tensor<32x1xi64, #blocked1>
      %97 = tt.broadcast %96 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %98 = arith.addi %97, %37 : tensor<32x64xi64, #blocked1>
      %99 = tt.addptr %35, %98 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi64, #blocked1>
      %100 = arith.cmpi sge, %95, %cst_3 : tensor<32x1xi64, #blocked1>
      %101 = arith.cmpi slt, %95, %38 : tensor<32x1xi64, #blocked1>
      %102 = arith.andi %100, %101 : tensor<32x1xi1, #blocked1>
      %103 = tt.broadcast %102 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %104 = arith.andi %103, %43 : tensor<32x64xi1, #blocked1>
      %105 = tt.load %99, %104, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %106 = ttg.convert_layout %94 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %107 = ttg.convert_layout %105 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %108 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
      %109 = ttg.convert_layout %106 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %110 = ttg.convert_layout %107 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %111 = tt.dot %109, %110, %108 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x64xf32, #mma>
      %112 = ttg.convert_layout %111 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
      scf.yield %112 : tensor<64x64xf32, #blocked>
    }
    %45 = arith.muli %0, %c64_i32 : i32
    %46 = arith.muli %1, %c64_i32 : i32
    %47 = arith.truncf %44 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %48 = arith.extsi %45 : i32 to i64
    %49 = arith.extsi %46 : i32 to i64
    %50 = tt.splat %48 : i64 -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %51 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %52 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %53 = arith.extsi %51 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %54 = arith.extsi %52 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %55 = arith.addi %50, %53 : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %56 = tt.expand_dims %55 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi64, #blocked1>
    %57 = tt.splat %49 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %58 = arith.addi %57, %54 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %59 = tt.expand_dims %58 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi64, #blocked1>
    %60 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %61 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked1>
    %62 = arith.muli %56, %61 : tensor<64x1xi64, #blocked1>
    %63 = tt.broadcast %62 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %64 = tt.broadcast %59 : tensor<1x64xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %65 = arith.addi %63, %64 : tensor<64x64xi64, #blocked1>
    %66 = tt.addptr %60, %65 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi64, #blocked1>
    %67 = arith.cmpi sge, %56, %cst_6 : tensor<64x1xi64, #blocked1>
    %68 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %69 = arith.cmpi slt, %56, %68 : tensor<64x1xi64, #blocked1>
    %70 = arith.andi %67, %69 : tensor<64x1xi1, #blocked1>
    %71 = tt.broadcast %70 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %72 = arith.cmpi sge, %59, %cst_2 : tensor<1x64xi64, #blocked1>
    %73 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked1>
    %74 = arith.cmpi slt, %59, %73 : tensor<1x64xi64, #blocked1>
    %75 = arith.andi %72, %74 : tensor<1x64xi1, #blocked1>
    %76 = tt.broadcast %75 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %77 = arith.andi %71, %76 : tensor<64x64xi1, #blocked1>
    %78 = ttg.convert_layout %47 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.store %66, %78, %77 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
