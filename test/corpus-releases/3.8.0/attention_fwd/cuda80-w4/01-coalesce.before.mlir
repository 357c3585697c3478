#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
    %20 = tt.load %19 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %21 = arith.mulf %arg4, %cst_2 : f32
    %22:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %37 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %38 = arith.addi %37, %5 : tensor<32xi32, #blocked1>
      %39 = ttg.convert_layout %38 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %40 = tt.expand_dims %39 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %41 = ttg.convert_layout %40 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %42 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked2>
      %43 = arith.muli %41, %42 : tensor<1x32xi32, #blocked2>
      %44 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked2>
      %45 = tt.addptr %44, %43 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %46 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %47 = tt.expand_dims %46 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %48 = ttg.convert_layout %47 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %49 = tt.broadcast %45 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %50 = tt.broadcast %48 : tensor<64x1xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
      %51 = ttg.convert_layout %50 : tensor<64x32xi32, #blocked4> -> tensor<64x32xi32, #blocked2>
      %52 = tt.addptr %49, %51 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %53 = tt.load %52 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %54 = ttg.convert_layout %20 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %55 = ttg.convert_layout %53 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %56 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked6>
      %57 = tt.dot %54, %55, %56, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x32xf32, #blocked6>
      %58 = ttg.convert_layout %57 : tensor<64x32xf32, #blocked6> -> tensor<64x32xf32, #blocked2>
      %59 = tt.splat %21 : f32 -> tensor<64x32xf32, #blocked2>
      %60 = arith.mulf %58, %59 : tensor<64x32xf32, #blocked2>
      %61 = "tt.reduce"(%60) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %101 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %101 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %62 = ttg.convert_layout %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %63 = arith.maxnumf %arg11, %62 : tensor<64xf32, #blocked1>
      %64 = ttg.convert_layout %63 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %65 = tt.expand_dims %64 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %66 = ttg.convert_layout %65 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %67 = tt.broadcast %66 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %68 = ttg.convert_layout %67 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %69 = arith.subf %60, %68 : tensor<64x32xf32, #blocked2>
      %70 = math.exp2 %69 : tensor<64x32xf32, #blocked2>
      %71 = arith.subf %arg11, %63 : tensor<64xf32, #blocked1>
      %72 = math.exp2 %71 : tensor<64xf32, #blocked1>
      %73 = arith.mulf %arg12, %72 : tensor<64xf32, #blocked1>
      %74 = "tt.reduce"(%70) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %101 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %101 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %75 = ttg.convert_layout %74 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %76 = arith.addf %73, %75 : tensor<64xf32, #blocked1>
      %77 = ttg.convert_layout %38 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %78 = tt.expand_dims %77 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %79 = ttg.convert_layout %78 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %80 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked4>
      %81 = arith.muli %79, %80 : tensor<32x1xi32, #blocked4>
      %82 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
      %83 = tt.addptr %82, %81 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %84 = tt.broadcast %83 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %85 = ttg.convert_layout %84 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %86 = tt.broadcast %15 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %87 = tt.addptr %85, %86 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %88 = tt.load %87 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %89 = arith.truncf %70 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %90 = ttg.convert_layout %72 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %91 = tt.expand_dims %90 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %92 = ttg.convert_layout %91 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %93 = tt.broadcast %92 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
      %94 = ttg.convert_layout %93 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      %95 = arith.mulf %arg13, %94 : tensor<64x64xf32, #blocked>
      %96 = ttg.convert_layout %89 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>>
      %97 = ttg.convert_layout %88 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>>
      %98 = ttg.convert_layout %95 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
      %99 = tt.dot %96, %97, %98, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>> -> tensor<64x64xf32, #blocked7>
      %100 = ttg.convert_layout %99 : tensor<64x64xf32, #blocked7> -> tensor<64x64xf32, #blocked>
      scf.yield %63, %76, %100 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %23 = ttg.convert_layout %22#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %24 = tt.expand_dims %23 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
    %25 = ttg.convert_layout %24 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
    %26 = tt.broadcast %25 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
    %27 = ttg.convert_layout %26 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
    %28 = arith.divf %22#2, %27 : tensor<64x64xf32, #blocked>
    %29 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
    %30 = arith.muli %8, %29 : tensor<64x1xi32, #blocked4>
    %31 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %33 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %34 = ttg.convert_layout %33 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %35 = tt.addptr %34, %18 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %36 = arith.truncf %28 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    tt.store %35, %36 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
