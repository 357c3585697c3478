#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
    %13 = ttg.convert_layout %12 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
    %14 = tt.expand_dims %13 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64x1xi64, #blocked4>
    %15 = ttg.convert_layout %14 : tensor<64x1xi64, #blocked4> -> tensor<64x1xi64, #blocked1>
    %16 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked3>
    %17 = arith.extsi %16 : tensor<32xi32, #blocked3> to tensor<32xi64, #blocked3>
    %18 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
    %19 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %20 = arith.muli %15, %19 : tensor<64x1xi64, #blocked1>
    %21 = tt.broadcast %20 : tensor<64x1xi64, #blocked1> -> tensor<64x32xi64, #blocked1>
    %22 = ttg.convert_layout %21 : tensor<64x32xi64, #blocked1> -> tensor<64x32xi64, #blocked2>
    %23 = arith.cmpi sge, %15, %cst_2 : tensor<64x1xi64, #blocked1>
    %24 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %25 = arith.cmpi slt, %15, %24 : tensor<64x1xi64, #blocked1>
    %26 = arith.andi %23, %25 : tensor<64x1xi1, #blocked1>
    %27 = tt.broadcast %26 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %28 = ttg.convert_layout %27 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked2>
    %29 = tt.splat %2 : i64 -> tensor<1x32xi64, #blocked2>
    %30 = arith.muli %1, %c64_i32 : i32
    %31 = arith.extsi %30 : i32 to i64
    %32 = tt.splat %31 : i64 -> tensor<64xi64, #blocked3>
    %33 = arith.addi %32, %11 : tensor<64xi64, #blocked3>
    %34 = ttg.convert_layout %33 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %35 = tt.expand_dims %34 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi64, #blocked5>
    %36 = ttg.convert_layout %35 : tensor<1x64xi64, #blocked5> -> tensor<1x64xi64, #blocked>
    %37 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %38 = tt.splat %4 : i64 -> tensor<32x1xi64, #blocked1>
    %39 = tt.broadcast %36 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %40 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %41 = arith.cmpi sge, %36, %cst : tensor<1x64xi64, #blocked>
    %42 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %43 = arith.cmpi slt, %36, %42 : tensor<1x64xi64, #blocked>
    %44 = arith.andi %41, %43 : tensor<1x64xi1, #blocked>
    %45 = tt.broadcast %44 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %46 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_5) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %87 = arith.muli %arg6, %c32_i32 : i32
      %88 = arith.extsi %87 : i32 to i64
      %89 = tt.splat %88 : i64 -> tensor<32xi64, #blocked3>
      %90 = arith.addi %89, %17 : tensor<32xi64, #blocked3>
      %91 = ttg.convert_layout %90 : tensor<32xi64, #blocked3> -> tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %92 = tt.expand_dims %91 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi64, #blocked5>
      %93 = ttg.convert_layout %92 : tensor<1x32xi64, #blocked5> -> tensor<1x32xi64, #blocked2>
      %94 = tt.broadcast %93 : tensor<1x32xi64, #blocked2> -> tensor<64x32xi64, #blocked2>
      %95 = arith.addi %22, %94 : tensor<64x32xi64, #blocked2>
      %96 = tt.addptr %18, %95 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi64, #blocked2>
      %97 = arith.cmpi sge, %93, %cst_1 : tensor<1x32xi64, #blocked2>
      %98 = arith.cmpi slt, %93, %29 : tensor<1x32xi64, #blocked2>
      %99 = arith.andi %97, %98 : tensor<1x32xi1, #blocked2>
      %100 = tt.broadcast %99 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %101 = arith.andi %28, %100 : tensor<64x32xi1, #blocked2>
      %102 = ttg.convert_layout %96 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked6>
      %103 = ttg.convert_layout %101 : tensor<64x32xi1, #blocked2> -> tensor<64x32xi1, #blocked6>
      %104 = ttg.convert_layout %cst_4 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #blocked6>
      %105 = tt.load %102, %103, %104 : tensor<64x32x!tt.ptr<f16>, #blocked6>
      %106 = ttg.convert_layout %105 : tensor<64x32xf16, #blocked6> -> tensor<64x32xf16, #blocked2>
      %107 = ttg.convert_layout %90 : tensor<32xi64, #blocked3> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
      %108 = tt.expand_dims %107 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<32x1xi64, #blocked4>
      %109 = ttg.convert_layout %108 : tensor<32x1xi64, #blocked4> -> tensor<32x1xi64, #blocked1>
      %110 = arith.muli %109, %38 : tensor<32x1xi64, #blocked1>
      %111 = tt.broadcast %110 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
      %112 = ttg.convert_layout %111 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
      %113 = arith.addi %112, %39 : tensor<32x64xi64, #blocked>
      %114 = tt.addptr %37, %113 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi64, #blocked>
      %115 = arith.cmpi sge, %109, %cst_0 : tensor<32x1xi64, #blocked1>
      %116 = arith.cmpi slt, %109, %40 : tensor<32x1xi64, #blocked1>
      %117 = arith.andi %115, %116 : tensor<32x1xi1, #blocked1>
      %118 = tt.broadcast %117 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %119 = ttg.convert_layout %118 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
      %120 = arith.andi %119, %45 : tensor<32x64xi1, #blocked>
      %121 = ttg.convert_layout %114 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked7>
      %122 = ttg.convert_layout %120 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked7>
      %123 = ttg.convert_layout %cst_3 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked7>
      %124 = tt.load %121, %122, %123 : tensor<32x64x!tt.ptr<f16>, #blocked7>
      %125 = ttg.convert_layout %124 : tensor<32x64xf16, #blocked7> -> tensor<32x64xf16, #blocked>
      %126 = ttg.convert_layout %106 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %127 = ttg.convert_layout %125 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %128 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %129 = tt.dot %126, %127, %128, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %130 = ttg.convert_layout %129 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      scf.yield %130 : tensor<64x64xf32, #blocked>
    }
    %47 = arith.muli %0, %c64_i32 : i32
    %48 = arith.muli %1, %c64_i32 : i32
    %49 = arith.truncf %46 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %50 = arith.extsi %47 : i32 to i64
    %51 = arith.extsi %48 : i32 to i64
    %52 = tt.splat %50 : i64 -> tensor<64xi64, #blocked3>
    %53 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked3>
    %54 = arith.extsi %53 : tensor<64xi32, #blocked3> to tensor<64xi64, #blocked3>
    %55 = arith.addi %52, %54 : tensor<64xi64, #blocked3>
    %56 = ttg.convert_layout %55 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>>
    %57 = tt.expand_dims %56 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked4}>> -> tensor<64x1xi64, #blocked4>
    %58 = ttg.convert_layout %57 : tensor<64x1xi64, #blocked4> -> tensor<64x1xi64, #blocked1>
    %59 = tt.splat %51 : i64 -> tensor<64xi64, #blocked3>
    %60 = arith.addi %59, %54 : tensor<64xi64, #blocked3>
    %61 = ttg.convert_layout %60 : tensor<64xi64, #blocked3> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %62 = tt.expand_dims %61 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi64, #blocked5>
    %63 = ttg.convert_layout %62 : tensor<1x64xi64, #blocked5> -> tensor<1x64xi64, #blocked>
    %64 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %65 = tt.splat %4 : i64 -> tensor<64x1xi64, #blocked1>
    %66 = arith.muli %58, %65 : tensor<64x1xi64, #blocked1>
    %67 = tt.broadcast %66 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %68 = ttg.convert_layout %67 : tensor<64x64xi64, #blocked1> -> tensor<64x64xi64, #blocked>
    %69 = tt.broadcast %63 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %70 = arith.addi %68, %69 : tensor<64x64xi64, #blocked>
    %71 = tt.addptr %64, %70 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi64, #blocked>
    %72 = arith.cmpi sge, %58, %cst_2 : tensor<64x1xi64, #blocked1>
    %73 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %74 = arith.cmpi slt, %58, %73 : tensor<64x1xi64, #blocked1>
    %75 = arith.andi %72, %74 : tensor<64x1xi1, #blocked1>
    %76 = tt.broadcast %75 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %77 = ttg.convert_layout %76 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked>
    %78 = arith.cmpi sge, %63, %cst : tensor<1x64xi64, #blocked>
    %79 = tt.splat %4 : i64 -> tensor<1x64xi64, #blocked>
    %80 = arith.cmpi slt, %63, %79 : tensor<1x64xi64, #blocked>
    %81 = arith.andi %78, %80 : tensor<1x64xi1, #blocked>
    %82 = tt.broadcast %81 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %83 = arith.andi %77, %82 : tensor<64x64xi1, #blocked>
    %84 = ttg.convert_layout %71 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked7>
    %85 = ttg.convert_layout %49 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked7>
    %86 = ttg.convert_layout %83 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %84, %85, %86 : tensor<64x64x!tt.ptr<f16>, #blocked7>
    tt.return
  }
}
