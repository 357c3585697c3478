#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked8 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked9 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %24 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked2>
    %25 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked2>
    %26 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %27 = tt.expand_dims %26 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %28 = ttg.convert_layout %27 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %29 = tt.broadcast %28 : tensor<64x1xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
    %30 = ttg.convert_layout %29 : tensor<64x32xi32, #blocked4> -> tensor<64x32xi32, #blocked2>
    %31 = tt.splat %23 : f32 -> tensor<64x32xf32, #blocked2>
    %32 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked4>
    %33 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %34 = tt.broadcast %15 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %35:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %52 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %53 = arith.addi %52, %5 : tensor<32xi32, #blocked1>
      %54 = ttg.convert_layout %53 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %55 = tt.expand_dims %54 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %56 = ttg.convert_layout %55 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %57 = arith.muli %56, %24 : tensor<1x32xi32, #blocked2>
      %58 = tt.addptr %25, %57 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %59 = tt.broadcast %58 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %60 = tt.addptr %59, %30 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %61 = ttg.convert_layout %60 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked7>
      %62 = tt.load %61 : tensor<64x32x!tt.ptr<f16>, #blocked7>
      %63 = ttg.convert_layout %62 : tensor<64x32xf16, #blocked7> -> tensor<64x32xf16, #blocked2>
      %64 = ttg.convert_layout %22 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %65 = ttg.convert_layout %63 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %66 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked8>
      %67 = tt.dot %64, %65, %66, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x32xf32, #blocked8>
      %68 = ttg.convert_layout %67 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked2>
      %69 = arith.mulf %68, %31 : tensor<64x32xf32, #blocked2>
      %70 = "tt.reduce"(%69) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %109 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %109 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %71 = ttg.convert_layout %70 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %72 = arith.maxnumf %arg11, %71 : tensor<64xf32, #blocked1>
      %73 = ttg.convert_layout %72 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %74 = tt.expand_dims %73 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %75 = ttg.convert_layout %74 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %76 = tt.broadcast %75 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %77 = ttg.convert_layout %76 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %78 = arith.subf %69, %77 : tensor<64x32xf32, #blocked2>
      %79 = math.exp2 %78 : tensor<64x32xf32, #blocked2>
      %80 = arith.subf %arg11, %72 : tensor<64xf32, #blocked1>
      %81 = math.exp2 %80 : tensor<64xf32, #blocked1>
      %82 = arith.mulf %arg12, %81 : tensor<64xf32, #blocked1>
      %83 = "tt.reduce"(%79) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %109 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %109 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %84 = ttg.convert_layout %83 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %85 = arith.addf %82, %84 : tensor<64xf32, #blocked1>
      %86 = ttg.convert_layout %53 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %87 = tt.expand_dims %86 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %88 = ttg.convert_layout %87 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %89 = arith.muli %88, %32 : tensor<32x1xi32, #blocked4>
      %90 = tt.addptr %33, %89 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %91 = tt.broadcast %90 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %92 = ttg.convert_layout %91 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %93 = tt.addptr %92, %34 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %94 = ttg.convert_layout %93 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked6>
      %95 = tt.load %94 : tensor<32x64x!tt.ptr<f16>, #blocked6>
      %96 = ttg.convert_layout %95 : tensor<32x64xf16, #blocked6> -> tensor<32x64xf16, #blocked>
      %97 = arith.truncf %79 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %98 = ttg.convert_layout %81 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
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
      scf.yield %72, %85, %108 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %36 = ttg.convert_layout %35#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %37 = tt.expand_dims %36 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
    %38 = ttg.convert_layout %37 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
    %39 = tt.broadcast %38 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
    %40 = ttg.convert_layout %39 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
    %41 = arith.divf %35#2, %40 : tensor<64x64xf32, #blocked>
    %42 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
    %43 = arith.muli %8, %42 : tensor<64x1xi32, #blocked4>
    %44 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %45 = tt.addptr %44, %43 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %46 = tt.broadcast %45 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %47 = ttg.convert_layout %46 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %48 = tt.addptr %47, %18 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %49 = arith.truncf %41 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %50 = ttg.convert_layout %48 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %51 = ttg.convert_layout %49 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked6>
    tt.store %50, %51 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    tt.return
  }
}
