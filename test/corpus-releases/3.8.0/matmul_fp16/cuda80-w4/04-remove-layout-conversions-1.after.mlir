#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %c31_i32 = arith.constant 31 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16, #blocked2>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32, #blocked2>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %9 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = arith.addi %11, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %13 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %14 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %15 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked2>
    %16 = arith.muli %13, %15 : tensor<64x1xi32, #blocked2>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %19 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x32xi32, #blocked2>
    %21 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
    %22 = tt.broadcast %20 : tensor<1x32xi32, #blocked2> -> tensor<64x32xi32, #blocked2>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
    %24 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %26 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked1>
    %27 = arith.muli %25, %26 : tensor<32x1xi32, #blocked1>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %30 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %31 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %32 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %33 = tt.addptr %31, %32 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %34 = arith.addi %arg5, %c31_i32 : i32
    %35 = arith.divsi %34, %c32_i32 : i32
    %36:3 = scf.for %arg9 = %c0_i32 to %35 step %c1_i32 iter_args(%arg10 = %cst, %arg11 = %23, %arg12 = %33) -> (tensor<64x64xf32, #blocked>, tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<32x64x!tt.ptr<f16>, #blocked1>)  : i32 {
      %53 = arith.muli %arg9, %c32_i32 : i32
      %54 = arith.subi %arg5, %53 : i32
      %55 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked2>
      %56 = arith.cmpi slt, %13, %55 : tensor<64x1xi32, #blocked2>
      %57 = tt.splat %54 : i32 -> tensor<1x32xi32, #blocked2>
      %58 = arith.cmpi slt, %20, %57 : tensor<1x32xi32, #blocked2>
      %59 = tt.broadcast %56 : tensor<64x1xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %60 = tt.broadcast %58 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
      %61 = arith.andi %59, %60 : tensor<64x32xi1, #blocked2>
      %62 = tt.load %arg11, %61, %cst_1 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %63 = tt.splat %54 : i32 -> tensor<32x1xi32, #blocked1>
      %64 = arith.cmpi slt, %25, %63 : tensor<32x1xi32, #blocked1>
      %65 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
      %66 = arith.cmpi slt, %30, %65 : tensor<1x64xi32, #blocked1>
      %67 = tt.broadcast %64 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %68 = tt.broadcast %66 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
      %69 = arith.andi %67, %68 : tensor<32x64xi1, #blocked1>
      %70 = tt.load %arg12, %69, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %71 = ttg.convert_layout %62 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %72 = ttg.convert_layout %70 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %73 = tt.dot %71, %72, %arg10, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x64xf32, #blocked>
      %74 = tt.addptr %arg11, %cst_2 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %75 = arith.muli %arg7, %c32_i32 : i32
      %76 = tt.splat %75 : i32 -> tensor<32x64xi32, #blocked1>
      %77 = tt.addptr %arg12, %76 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      scf.yield %73, %74, %77 : tensor<64x64xf32, #blocked>, tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<32x64x!tt.ptr<f16>, #blocked1>
    }
    %37 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %38 = arith.cmpi slt, %14, %37 : tensor<64x1xi32, #blocked1>
    %39 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %40 = arith.cmpi slt, %30, %39 : tensor<1x64xi32, #blocked1>
    %41 = tt.broadcast %38 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %42 = tt.broadcast %40 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %43 = arith.andi %41, %42 : tensor<64x64xi1, #blocked1>
    %44 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %45 = arith.muli %14, %44 : tensor<64x1xi32, #blocked1>
    %46 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %47 = tt.addptr %46, %45 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %48 = tt.broadcast %47 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %49 = tt.broadcast %30 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %50 = tt.addptr %48, %49 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %51 = arith.truncf %36#0 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %52 = ttg.convert_layout %51 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked1>
    tt.store %50, %52, %43 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
