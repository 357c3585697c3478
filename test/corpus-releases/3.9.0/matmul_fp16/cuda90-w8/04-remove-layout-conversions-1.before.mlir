#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked1>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %4 = tt.splat %2 : i32 -> tensor<64xi32, #blocked2>
    %5 = arith.addi %4, %3 : tensor<64xi32, #blocked2>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<64xi32, #blocked2>
    %8 = arith.addi %7, %3 : tensor<64xi32, #blocked2>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %10 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %12 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %13 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %14 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %15 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %16 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %17 = arith.muli %15, %16 : tensor<64x1xi32, #blocked4>
    %18 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %19 = tt.addptr %18, %17 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %20 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %21 = tt.expand_dims %20 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %22 = ttg.convert_layout %21 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %23 = ttg.convert_layout %21 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %24 = tt.broadcast %19 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
    %25 = ttg.convert_layout %24 : tensor<64x32x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %26 = tt.broadcast %23 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %27 = tt.addptr %25, %26 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %28 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %29 = tt.expand_dims %28 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %30 = ttg.convert_layout %29 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %31 = ttg.convert_layout %29 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %32 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked4>
    %33 = arith.muli %31, %32 : tensor<32x1xi32, #blocked4>
    %34 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %35 = tt.addptr %34, %33 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %36 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %37 = tt.expand_dims %36 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %38 = ttg.convert_layout %37 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %39 = ttg.convert_layout %37 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %40 = ttg.convert_layout %37 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %41 = ttg.convert_layout %37 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %42 = tt.broadcast %35 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %43 = ttg.convert_layout %42 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %44 = tt.broadcast %41 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %45 = tt.addptr %43, %44 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %46 = arith.addi %arg5, %c31_i32 : i32
    %47 = arith.divsi %46, %c32_i32 : i32
    %48:3 = scf.for %arg9 = %c0_i32 to %47 step %c1_i32 iter_args(%arg10 = %27, %arg11 = %45, %arg12 = %cst) -> (tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<64x64xf32, #blocked>)  : i32 {
      %69 = arith.muli %arg9, %c32_i32 : i32
      %70 = arith.subi %arg5, %69 : i32
      %71 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
      %72 = arith.cmpi slt, %14, %71 : tensor<64x1xi32, #blocked4>
      %73 = tt.splat %70 : i32 -> tensor<1x32xi32, #blocked1>
      %74 = arith.cmpi slt, %22, %73 : tensor<1x32xi32, #blocked1>
      %75 = tt.broadcast %72 : tensor<64x1xi1, #blocked4> -> tensor<64x32xi1, #blocked4>
      %76 = ttg.convert_layout %75 : tensor<64x32xi1, #blocked4> -> tensor<64x32xi1, #blocked1>
      %77 = tt.broadcast %74 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %78 = arith.andi %76, %77 : tensor<64x32xi1, #blocked1>
      %79 = ttg.convert_layout %arg10 : tensor<64x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked6>
      %80 = ttg.convert_layout %78 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked6>
      %81 = ttg.convert_layout %cst_1 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #blocked6>
      %82 = tt.load %79, %80, %81 : tensor<64x32x!tt.ptr<f16>, #blocked6>
      %83 = ttg.convert_layout %82 : tensor<64x32xf16, #blocked6> -> tensor<64x32xf16, #blocked1>
      %84 = tt.splat %70 : i32 -> tensor<32x1xi32, #blocked4>
      %85 = arith.cmpi slt, %30, %84 : tensor<32x1xi32, #blocked4>
      %86 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %87 = arith.cmpi slt, %40, %86 : tensor<1x64xi32, #blocked>
      %88 = tt.broadcast %85 : tensor<32x1xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
      %89 = ttg.convert_layout %88 : tensor<32x64xi1, #blocked4> -> tensor<32x64xi1, #blocked>
      %90 = tt.broadcast %87 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %91 = arith.andi %89, %90 : tensor<32x64xi1, #blocked>
      %92 = ttg.convert_layout %arg11 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked7>
      %93 = ttg.convert_layout %91 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked7>
      %94 = ttg.convert_layout %cst_0 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked7>
      %95 = tt.load %92, %93, %94 : tensor<32x64x!tt.ptr<f16>, #blocked7>
      %96 = ttg.convert_layout %95 : tensor<32x64xf16, #blocked7> -> tensor<32x64xf16, #blocked>
      %97 = ttg.convert_layout %83 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %98 = ttg.convert_layout %96 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %99 = ttg.convert_layout %arg12 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %100 = tt.dot %97, %98, %99, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %101 = ttg.convert_layout %100 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      %102 = tt.addptr %arg10, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %103 = arith.muli %arg7, %c32_i32 : i32
      %104 = tt.splat %103 : i32 -> tensor<32x64xi32, #blocked>
      %105 = tt.addptr %arg11, %104 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      scf.yield %102, %105, %101 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<64x64xf32, #blocked>
    }
    %49 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %50 = arith.cmpi slt, %13, %49 : tensor<64x1xi32, #blocked4>
    %51 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %52 = arith.cmpi slt, %39, %51 : tensor<1x64xi32, #blocked>
    %53 = tt.broadcast %50 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %54 = ttg.convert_layout %53 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %55 = tt.broadcast %52 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %56 = arith.andi %54, %55 : tensor<64x64xi1, #blocked>
    %57 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %58 = arith.muli %12, %57 : tensor<64x1xi32, #blocked4>
    %59 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %60 = tt.addptr %59, %58 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %61 = tt.broadcast %60 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %62 = ttg.convert_layout %61 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %63 = tt.broadcast %38 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %64 = tt.addptr %62, %63 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %65 = arith.truncf %48#2 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %66 = ttg.convert_layout %64 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked7>
    %67 = ttg.convert_layout %65 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked7>
    %68 = ttg.convert_layout %56 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %66, %67, %68 : tensor<64x64x!tt.ptr<f16>, #blocked7>
    tt.return
  }
}
