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
    %9 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %10 = arith.muli %8, %9 : tensor<64x1xi32, #blocked4>
    %11 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %12 = tt.addptr %11, %10 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %13 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %14 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %15 = ttg.convert_layout %14 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %16 = tt.broadcast %12 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %17 = ttg.convert_layout %16 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %18 = tt.broadcast %15 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %19 = tt.addptr %17, %18 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %20 = ttg.convert_layout %19 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %21 = tt.load %20 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    %22 = ttg.convert_layout %21 : tensor<64x64xf16, #blocked6> -> tensor<64x64xf16, #blocked>
    %23 = arith.mulf %arg4, %cst_2 : f32
    %24:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %41 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %42 = arith.addi %41, %5 : tensor<32xi32, #blocked1>
      %43 = ttg.convert_layout %42 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %44 = tt.expand_dims %43 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %45 = ttg.convert_layout %44 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %46 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked2>
      %47 = arith.muli %45, %46 : tensor<1x32xi32, #blocked2>
      %48 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked2>
      %49 = tt.addptr %48, %47 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %50 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %51 = tt.expand_dims %50 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %52 = ttg.convert_layout %51 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %53 = tt.broadcast %49 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %54 = tt.broadcast %52 : tensor<64x1xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
      %55 = ttg.convert_layout %54 : tensor<64x32xi32, #blocked4> -> tensor<64x32xi32, #blocked2>
      %56 = tt.addptr %53, %55 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %57 = ttg.convert_layout %56 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked7>
      %58 = tt.load %57 : tensor<64x32x!tt.ptr<f16>, #blocked7>
      %59 = ttg.convert_layout %58 : tensor<64x32xf16, #blocked7> -> tensor<64x32xf16, #blocked2>
      %60 = ttg.convert_layout %22 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %61 = ttg.convert_layout %59 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %62 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked8>
      %63 = tt.dot %60, %61, %62, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x32xf32, #blocked8>
      %64 = ttg.convert_layout %63 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked2>
      %65 = tt.splat %23 : f32 -> tensor<64x32xf32, #blocked2>
      %66 = arith.mulf %64, %65 : tensor<64x32xf32, #blocked2>
      %67 = "tt.reduce"(%66) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %109 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %109 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %68 = ttg.convert_layout %67 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %69 = arith.maxnumf %arg11, %68 : tensor<64xf32, #blocked1>
      %70 = ttg.convert_layout %69 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %71 = tt.expand_dims %70 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %72 = ttg.convert_layout %71 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %73 = tt.broadcast %72 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %74 = ttg.convert_layout %73 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %75 = arith.subf %66, %74 : tensor<64x32xf32, #blocked2>
      %76 = math.exp2 %75 : tensor<64x32xf32, #blocked2>
      %77 = arith.subf %arg11, %69 : tensor<64xf32, #blocked1>
      %78 = math.exp2 %77 : tensor<64xf32, #blocked1>
      %79 = arith.mulf %arg12, %78 : tensor<64xf32, #blocked1>
      %80 = "tt.reduce"(%76) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %109 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %109 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %81 = ttg.convert_layout %80 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %82 = arith.addf %79, %81 : tensor<64xf32, #blocked1>
      %83 = ttg.convert_layout %42 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %84 = tt.expand_dims %83 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %85 = ttg.convert_layout %84 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %86 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked4>
      %87 = arith.muli %85, %86 : tensor<32x1xi32, #blocked4>
      %88 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
      %89 = tt.addptr %88, %87 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %90 = tt.broadcast %89 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %91 = ttg.convert_layout %90 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %92 = tt.broadcast %15 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %93 = tt.addptr %91, %92 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %94 = ttg.convert_layout %93 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked6>
      %95 = tt.load %94 : tensor<32x64x!tt.ptr<f16>, #blocked6>
      %96 = ttg.convert_layout %95 : tensor<32x64xf16, #blocked6> -> tensor<32x64xf16, #blocked>
      %97 = arith.truncf %76 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %98 = ttg.convert_layout %78 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %99 = tt.expand_dims %98 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %100 = ttg.convert_layout %99 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %101 = tt.broadcast %100 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
      %102 = ttg.convert_layout %101 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      %103 = arith.mulf %arg13, %102 : tensor<64x64xf32, #blocked>
      %104 = ttg.convert_layout %97 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked9}>>
      %105 = ttg.convert_layout %96 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked9}>>
      %106 = ttg.convert_layout %103 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked9>
      %107 = tt.dot %104, %105, %106, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked9}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked9}>> -> tensor<64x64xf32, #blocked9>
      %108 = ttg.convert_layout %107 : tensor<64x64xf32, #blocked9> -> tensor<64x64xf32, #blocked>
      scf.yield %69, %82, %108 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %25 = ttg.convert_layout %24#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %26 = tt.expand_dims %25 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
    %27 = ttg.convert_layout %26 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
    %28 = tt.broadcast %27 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
    %29 = ttg.convert_layout %28 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
    %30 = arith.divf %24#2, %29 : tensor<64x64xf32, #blocked>
    %31 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
    %32 = arith.muli %8, %31 : tensor<64x1xi32, #blocked4>
    %33 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %34 = tt.addptr %33, %32 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %35 = tt.broadcast %34 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %36 = ttg.convert_layout %35 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %37 = tt.addptr %36, %18 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %38 = arith.truncf %30 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %39 = ttg.convert_layout %37 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %40 = ttg.convert_layout %38 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked6>
    tt.store %39, %40 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    tt.return
  }
}
