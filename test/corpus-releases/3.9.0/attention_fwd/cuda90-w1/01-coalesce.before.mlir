#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64xf32, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %cst_2 = arith.constant 1.44269502 : f32
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #blocked1>
    %4 = arith.addi %3, %2 : tensor<64xi32, #blocked1>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %6 = ttg.convert_layout %4 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %7 = tt.expand_dims %6 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %8 = ttg.convert_layout %7 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %9 = ttg.convert_layout %7 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %10 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked3>
    %11 = arith.muli %9, %10 : tensor<64x1xi32, #blocked3>
    %12 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked3>
    %13 = tt.addptr %12, %11 : tensor<64x1x!tt.ptr<f16>, #blocked3>, tensor<64x1xi32, #blocked3>
    %14 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
    %16 = ttg.convert_layout %15 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %17 = ttg.convert_layout %15 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %18 = tt.broadcast %13 : tensor<64x1x!tt.ptr<f16>, #blocked3> -> tensor<64x64x!tt.ptr<f16>, #blocked3>
    %19 = ttg.convert_layout %18 : tensor<64x64x!tt.ptr<f16>, #blocked3> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %20 = tt.broadcast %17 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %21 = tt.addptr %19, %20 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %22 = tt.load %21 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %23 = arith.mulf %arg4, %cst_2 : f32
    %24:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %39 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %40 = arith.addi %39, %5 : tensor<32xi32, #blocked1>
      %41 = ttg.convert_layout %40 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
      %42 = tt.expand_dims %41 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x32xi32, #blocked4>
      %43 = ttg.convert_layout %42 : tensor<1x32xi32, #blocked4> -> tensor<1x32xi32, #blocked>
      %44 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked>
      %45 = arith.muli %43, %44 : tensor<1x32xi32, #blocked>
      %46 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked>
      %47 = tt.addptr %46, %45 : tensor<1x32x!tt.ptr<f16>, #blocked>, tensor<1x32xi32, #blocked>
      %48 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %49 = tt.expand_dims %48 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
      %50 = ttg.convert_layout %49 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
      %51 = tt.broadcast %47 : tensor<1x32x!tt.ptr<f16>, #blocked> -> tensor<64x32x!tt.ptr<f16>, #blocked>
      %52 = tt.broadcast %50 : tensor<64x1xi32, #blocked3> -> tensor<64x32xi32, #blocked3>
      %53 = ttg.convert_layout %52 : tensor<64x32xi32, #blocked3> -> tensor<64x32xi32, #blocked>
      %54 = tt.addptr %51, %53 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %55 = tt.load %54 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %56 = ttg.convert_layout %22 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked5}>>
      %57 = ttg.convert_layout %55 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked5}>>
      %58 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #blocked5>
      %59 = tt.dot %56, %57, %58, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked5}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked5}>> -> tensor<64x32xf32, #blocked5>
      %60 = ttg.convert_layout %59 : tensor<64x32xf32, #blocked5> -> tensor<64x32xf32, #blocked>
      %61 = tt.splat %23 : f32 -> tensor<64x32xf32, #blocked>
      %62 = arith.mulf %60, %61 : tensor<64x32xf32, #blocked>
      %63 = "tt.reduce"(%62) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %103 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %103 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %64 = ttg.convert_layout %63 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64xf32, #blocked1>
      %65 = arith.maxnumf %arg11, %64 : tensor<64xf32, #blocked1>
      %66 = ttg.convert_layout %65 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %67 = tt.expand_dims %66 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xf32, #blocked2>
      %68 = ttg.convert_layout %67 : tensor<64x1xf32, #blocked2> -> tensor<64x1xf32, #blocked3>
      %69 = tt.broadcast %68 : tensor<64x1xf32, #blocked3> -> tensor<64x32xf32, #blocked3>
      %70 = ttg.convert_layout %69 : tensor<64x32xf32, #blocked3> -> tensor<64x32xf32, #blocked>
      %71 = arith.subf %62, %70 : tensor<64x32xf32, #blocked>
      %72 = math.exp2 %71 : tensor<64x32xf32, #blocked>
      %73 = arith.subf %arg11, %65 : tensor<64xf32, #blocked1>
      %74 = math.exp2 %73 : tensor<64xf32, #blocked1>
      %75 = arith.mulf %arg12, %74 : tensor<64xf32, #blocked1>
      %76 = "tt.reduce"(%72) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %103 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %103 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %77 = ttg.convert_layout %76 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64xf32, #blocked1>
      %78 = arith.addf %75, %77 : tensor<64xf32, #blocked1>
      %79 = ttg.convert_layout %40 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %80 = tt.expand_dims %79 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %81 = ttg.convert_layout %80 : tensor<32x1xi32, #blocked2> -> tensor<32x1xi32, #blocked3>
      %82 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked3>
      %83 = arith.muli %81, %82 : tensor<32x1xi32, #blocked3>
      %84 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked3>
      %85 = tt.addptr %84, %83 : tensor<32x1x!tt.ptr<f16>, #blocked3>, tensor<32x1xi32, #blocked3>
      %86 = tt.broadcast %85 : tensor<32x1x!tt.ptr<f16>, #blocked3> -> tensor<32x64x!tt.ptr<f16>, #blocked3>
      %87 = ttg.convert_layout %86 : tensor<32x64x!tt.ptr<f16>, #blocked3> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %88 = tt.broadcast %16 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %89 = tt.addptr %87, %88 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %90 = tt.load %89 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %91 = arith.truncf %72 : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
      %92 = ttg.convert_layout %74 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %93 = tt.expand_dims %92 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xf32, #blocked2>
      %94 = ttg.convert_layout %93 : tensor<64x1xf32, #blocked2> -> tensor<64x1xf32, #blocked3>
      %95 = tt.broadcast %94 : tensor<64x1xf32, #blocked3> -> tensor<64x64xf32, #blocked3>
      %96 = ttg.convert_layout %95 : tensor<64x64xf32, #blocked3> -> tensor<64x64xf32, #blocked>
      %97 = arith.mulf %arg13, %96 : tensor<64x64xf32, #blocked>
      %98 = ttg.convert_layout %91 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %99 = ttg.convert_layout %90 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %100 = ttg.convert_layout %97 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %101 = tt.dot %98, %99, %100, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %102 = ttg.convert_layout %101 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %65, %78, %102 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %25 = ttg.convert_layout %24#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %26 = tt.expand_dims %25 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xf32, #blocked2>
    %27 = ttg.convert_layout %26 : tensor<64x1xf32, #blocked2> -> tensor<64x1xf32, #blocked3>
    %28 = tt.broadcast %27 : tensor<64x1xf32, #blocked3> -> tensor<64x64xf32, #blocked3>
    %29 = ttg.convert_layout %28 : tensor<64x64xf32, #blocked3> -> tensor<64x64xf32, #blocked>
    %30 = arith.divf %24#2, %29 : tensor<64x64xf32, #blocked>
    %31 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked3>
    %32 = arith.muli %8, %31 : tensor<64x1xi32, #blocked3>
    %33 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked3>
    %34 = tt.addptr %33, %32 : tensor<64x1x!tt.ptr<f16>, #blocked3>, tensor<64x1xi32, #blocked3>
    %35 = tt.broadcast %34 : tensor<64x1x!tt.ptr<f16>, #blocked3> -> tensor<64x64x!tt.ptr<f16>, #blocked3>
    %36 = ttg.convert_layout %35 : tensor<64x64x!tt.ptr<f16>, #blocked3> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %37 = tt.addptr %36, %20 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %38 = arith.truncf %30 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    tt.store %37, %38 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
