#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
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
    %13 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %14 = arith.muli %12, %13 : tensor<64x1xi32, #blocked4>
    %15 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %16 = tt.addptr %15, %14 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %17 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %18 = tt.expand_dims %17 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %19 = ttg.convert_layout %18 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %20 = tt.broadcast %16 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
    %21 = ttg.convert_layout %20 : tensor<64x32x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
    %22 = tt.broadcast %19 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
    %24 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %26 = ttg.convert_layout %25 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %27 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked4>
    %28 = arith.muli %26, %27 : tensor<32x1xi32, #blocked4>
    %29 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %30 = tt.addptr %29, %28 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %31 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %33 = ttg.convert_layout %32 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %34 = tt.broadcast %30 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %35 = ttg.convert_layout %34 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %37 = tt.addptr %35, %36 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %38 = arith.addi %arg5, %c31_i32 : i32
    %39 = arith.divsi %38, %c32_i32 : i32
    %40:3 = scf.for %arg9 = %c0_i32 to %39 step %c1_i32 iter_args(%arg10 = %23, %arg11 = %37, %arg12 = %cst) -> (tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<64x64xf32, #blocked>)  : i32 {
      %58 = arith.muli %arg9, %c32_i32 : i32
      %59 = arith.subi %arg5, %58 : i32
      %60 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
      %61 = arith.cmpi slt, %12, %60 : tensor<64x1xi32, #blocked4>
      %62 = tt.splat %59 : i32 -> tensor<1x32xi32, #blocked1>
      %63 = arith.cmpi slt, %19, %62 : tensor<1x32xi32, #blocked1>
      %64 = tt.broadcast %61 : tensor<64x1xi1, #blocked4> -> tensor<64x32xi1, #blocked4>
      %65 = ttg.convert_layout %64 : tensor<64x32xi1, #blocked4> -> tensor<64x32xi1, #blocked1>
      %66 = tt.broadcast %63 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
      %67 = arith.andi %65, %66 : tensor<64x32xi1, #blocked1>
      %68 = tt.load %arg10, %67, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %69 = tt.splat %59 : i32 -> tensor<32x1xi32, #blocked4>
      %70 = arith.cmpi slt, %26, %69 : tensor<32x1xi32, #blocked4>
      %71 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %72 = arith.cmpi slt, %33, %71 : tensor<1x64xi32, #blocked>
      %73 = tt.broadcast %70 : tensor<32x1xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
      %74 = ttg.convert_layout %73 : tensor<32x64xi1, #blocked4> -> tensor<32x64xi1, #blocked>
      %75 = tt.broadcast %72 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
      %76 = arith.andi %74, %75 : tensor<32x64xi1, #blocked>
      %77 = tt.load %arg11, %76, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %78 = ttg.convert_layout %68 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %79 = ttg.convert_layout %77 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %80 = ttg.convert_layout %arg12 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %81 = tt.dot %78, %79, %80, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %82 = ttg.convert_layout %81 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      %83 = tt.addptr %arg10, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %84 = arith.muli %arg7, %c32_i32 : i32
      %85 = tt.splat %84 : i32 -> tensor<32x64xi32, #blocked>
      %86 = tt.addptr %arg11, %85 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      scf.yield %83, %86, %82 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<64x64xf32, #blocked>
    }
    %41 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %42 = arith.cmpi slt, %12, %41 : tensor<64x1xi32, #blocked4>
    %43 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %44 = arith.cmpi slt, %33, %43 : tensor<1x64xi32, #blocked>
    %45 = tt.broadcast %42 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %46 = ttg.convert_layout %45 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %47 = tt.broadcast %44 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %48 = arith.andi %46, %47 : tensor<64x64xi1, #blocked>
    %49 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %50 = arith.muli %12, %49 : tensor<64x1xi32, #blocked4>
    %51 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %52 = tt.addptr %51, %50 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %53 = tt.broadcast %52 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %54 = ttg.convert_layout %53 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %55 = tt.broadcast %33 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %56 = tt.addptr %54, %55 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %57 = arith.truncf %40#2 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    tt.store %56, %57, %48 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
