#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
    %22 = tt.load %21 : tensor<64x64x!tt.ptr<f16>, #blocked>
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
    %34 = tt.broadcast %16 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %35:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %50 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %51 = arith.addi %50, %5 : tensor<32xi32, #blocked1>
      %52 = ttg.convert_layout %51 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %53 = tt.expand_dims %52 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %54 = ttg.convert_layout %53 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %55 = arith.muli %54, %24 : tensor<1x32xi32, #blocked2>
      %56 = tt.addptr %25, %55 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %57 = tt.broadcast %56 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %58 = tt.addptr %57, %30 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %59 = tt.load %58 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %60 = ttg.convert_layout %22 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %61 = ttg.convert_layout %59 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %62 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked6>
      %63 = tt.dot %60, %61, %62, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x32xf32, #blocked6>
      %64 = ttg.convert_layout %63 : tensor<64x32xf32, #blocked6> -> tensor<64x32xf32, #blocked2>
      %65 = arith.mulf %64, %31 : tensor<64x32xf32, #blocked2>
      %66 = "tt.reduce"(%65) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %103 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %103 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %67 = ttg.convert_layout %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %68 = arith.maxnumf %arg11, %67 : tensor<64xf32, #blocked1>
      %69 = ttg.convert_layout %68 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %70 = tt.expand_dims %69 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %71 = ttg.convert_layout %70 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %72 = tt.broadcast %71 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %73 = ttg.convert_layout %72 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %74 = arith.subf %65, %73 : tensor<64x32xf32, #blocked2>
      %75 = math.exp2 %74 : tensor<64x32xf32, #blocked2>
      %76 = arith.subf %arg11, %68 : tensor<64xf32, #blocked1>
      %77 = math.exp2 %76 : tensor<64xf32, #blocked1>
      %78 = arith.mulf %arg12, %77 : tensor<64xf32, #blocked1>
      %79 = "tt.reduce"(%75) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %103 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %103 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %80 = ttg.convert_layout %79 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %81 = arith.addf %78, %80 : tensor<64xf32, #blocked1>
      %82 = ttg.convert_layout %51 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %83 = tt.expand_dims %82 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %84 = ttg.convert_layout %83 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %85 = arith.muli %84, %32 : tensor<32x1xi32, #blocked4>
      %86 = tt.addptr %33, %85 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %87 = tt.broadcast %86 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %88 = ttg.convert_layout %87 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %89 = tt.addptr %88, %34 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %90 = tt.load %89 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %91 = arith.truncf %75 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %92 = ttg.convert_layout %77 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %93 = tt.expand_dims %92 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %94 = ttg.convert_layout %93 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %95 = tt.broadcast %94 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
      %96 = ttg.convert_layout %95 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      %97 = arith.mulf %arg13, %96 : tensor<64x64xf32, #blocked>
      %98 = ttg.convert_layout %91 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>>
      %99 = ttg.convert_layout %90 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>>
      %100 = ttg.convert_layout %97 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
      %101 = tt.dot %98, %99, %100, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>> -> tensor<64x64xf32, #blocked7>
      %102 = ttg.convert_layout %101 : tensor<64x64xf32, #blocked7> -> tensor<64x64xf32, #blocked>
      scf.yield %68, %81, %102 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
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
    %48 = tt.addptr %47, %20 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %49 = arith.truncf %41 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    tt.store %48, %49 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
