#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked9 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked2>
    %cst_2 = arith.constant 1.44269502 : f32
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #blocked1>
    %4 = arith.addi %3, %2 : tensor<64xi32, #blocked1>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %6 = ttg.convert_layout %4 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %7 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %8 = ttg.convert_layout %7 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %9 = ttg.convert_layout %7 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %10 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %11 = arith.muli %9, %10 : tensor<64x1xi32, #blocked4>
    %12 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %13 = tt.addptr %12, %11 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %14 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %16 = ttg.convert_layout %15 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %17 = ttg.convert_layout %15 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %18 = tt.broadcast %13 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %19 = ttg.convert_layout %18 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %20 = tt.broadcast %17 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %21 = tt.addptr %19, %20 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %22 = ttg.convert_layout %21 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %23 = tt.load %22 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    %24 = ttg.convert_layout %23 : tensor<64x64xf16, #blocked6> -> tensor<64x64xf16, #blocked>
    %25 = arith.mulf %arg4, %cst_2 : f32
    %26:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %43 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %44 = arith.addi %43, %5 : tensor<32xi32, #blocked1>
      %45 = ttg.convert_layout %44 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %46 = tt.expand_dims %45 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %47 = ttg.convert_layout %46 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %48 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked2>
      %49 = arith.muli %47, %48 : tensor<1x32xi32, #blocked2>
      %50 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked2>
      %51 = tt.addptr %50, %49 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %52 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %53 = tt.expand_dims %52 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %54 = ttg.convert_layout %53 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %55 = tt.broadcast %51 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %56 = tt.broadcast %54 : tensor<64x1xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
      %57 = ttg.convert_layout %56 : tensor<64x32xi32, #blocked4> -> tensor<64x32xi32, #blocked2>
      %58 = tt.addptr %55, %57 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %59 = ttg.convert_layout %58 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked7>
      %60 = tt.load %59 : tensor<64x32x!tt.ptr<f16>, #blocked7>
      %61 = ttg.convert_layout %60 : tensor<64x32xf16, #blocked7> -> tensor<64x32xf16, #blocked2>
      %62 = ttg.convert_layout %24 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %63 = ttg.convert_layout %61 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %64 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked8>
      %65 = tt.dot %62, %63, %64, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x32xf32, #blocked8>
      %66 = ttg.convert_layout %65 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked2>
      %67 = tt.splat %25 : f32 -> tensor<64x32xf32, #blocked2>
      %68 = arith.mulf %66, %67 : tensor<64x32xf32, #blocked2>
      %69 = "tt.reduce"(%68) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %111 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %111 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %70 = ttg.convert_layout %69 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %71 = arith.maxnumf %arg11, %70 : tensor<64xf32, #blocked1>
      %72 = ttg.convert_layout %71 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %73 = tt.expand_dims %72 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %74 = ttg.convert_layout %73 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %75 = tt.broadcast %74 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %76 = ttg.convert_layout %75 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %77 = arith.subf %68, %76 : tensor<64x32xf32, #blocked2>
      %78 = math.exp2 %77 : tensor<64x32xf32, #blocked2>
      %79 = arith.subf %arg11, %71 : tensor<64xf32, #blocked1>
      %80 = math.exp2 %79 : tensor<64xf32, #blocked1>
      %81 = arith.mulf %arg12, %80 : tensor<64xf32, #blocked1>
      %82 = "tt.reduce"(%78) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %111 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %111 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %83 = ttg.convert_layout %82 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %84 = arith.addf %81, %83 : tensor<64xf32, #blocked1>
      %85 = ttg.convert_layout %44 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %86 = tt.expand_dims %85 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %87 = ttg.convert_layout %86 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %88 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked4>
      %89 = arith.muli %87, %88 : tensor<32x1xi32, #blocked4>
      %90 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
      %91 = tt.addptr %90, %89 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %92 = tt.broadcast %91 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %93 = ttg.convert_layout %92 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %94 = tt.broadcast %16 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %95 = tt.addptr %93, %94 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %96 = ttg.convert_layout %95 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked6>
      %97 = tt.load %96 : tensor<32x64x!tt.ptr<f16>, #blocked6>
      %98 = ttg.convert_layout %97 : tensor<32x64xf16, #blocked6> -> tensor<32x64xf16, #blocked>
      %99 = arith.truncf %78 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %100 = ttg.convert_layout %80 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %101 = tt.expand_dims %100 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %102 = ttg.convert_layout %101 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %103 = tt.broadcast %102 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
      %104 = ttg.convert_layout %103 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      %105 = arith.mulf %arg13, %104 : tensor<64x64xf32, #blocked>
      %106 = ttg.convert_layout %99 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked9}>>
      %107 = ttg.convert_layout %98 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked9}>>
      %108 = ttg.convert_layout %105 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked9>
      %109 = tt.dot %106, %107, %108, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked9}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked9}>> -> tensor<64x64xf32, #blocked9>
      %110 = ttg.convert_layout %109 : tensor<64x64xf32, #blocked9> -> tensor<64x64xf32, #blocked>
      scf.yield %71, %84, %110 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %27 = ttg.convert_layout %26#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %28 = tt.expand_dims %27 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
    %29 = ttg.convert_layout %28 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
    %30 = tt.broadcast %29 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
    %31 = ttg.convert_layout %30 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
    %32 = arith.divf %26#2, %31 : tensor<64x64xf32, #blocked>
    %33 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
    %34 = arith.muli %8, %33 : tensor<64x1xi32, #blocked4>
    %35 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %36 = tt.addptr %35, %34 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %37 = tt.broadcast %36 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %38 = ttg.convert_layout %37 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %39 = tt.addptr %38, %20 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %40 = arith.truncf %32 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %41 = ttg.convert_layout %39 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %42 = ttg.convert_layout %40 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked6>
    tt.store %41, %42 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    tt.return
  }
}
