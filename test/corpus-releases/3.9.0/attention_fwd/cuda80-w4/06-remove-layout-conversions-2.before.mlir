#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked2>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked2>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x64xi32, #blocked2>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x64x!tt.ptr<f16>, #blocked2>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked2> -> tensor<64x64xi32, #blocked2>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked2>, tensor<64x64xi32, #blocked2>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked2>
    %18 = arith.mulf %arg4, %cst_0 : f32
    %19:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>)  : i32 {
      %32 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %33 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %34 = arith.addi %32, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %35 = arith.addi %33, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %36 = tt.expand_dims %34 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
      %37 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked3>
      %38 = arith.muli %36, %37 : tensor<1x32xi32, #blocked3>
      %39 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked3>
      %40 = tt.addptr %39, %38 : tensor<1x32x!tt.ptr<f16>, #blocked3>, tensor<1x32xi32, #blocked3>
      %41 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %42 = tt.expand_dims %41 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %43 = tt.broadcast %40 : tensor<1x32x!tt.ptr<f16>, #blocked3> -> tensor<64x32x!tt.ptr<f16>, #blocked3>
      %44 = tt.broadcast %42 : tensor<64x1xi32, #blocked3> -> tensor<64x32xi32, #blocked3>
      %45 = tt.addptr %43, %44 : tensor<64x32x!tt.ptr<f16>, #blocked3>, tensor<64x32xi32, #blocked3>
      %46 = tt.load %45 : tensor<64x32x!tt.ptr<f16>, #blocked3>
      %47 = ttg.convert_layout %17 : tensor<64x64xf16, #blocked2> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %48 = ttg.convert_layout %46 : tensor<64x32xf16, #blocked3> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %49 = tt.dot %47, %48, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x32xf32, #blocked>
      %50 = tt.splat %18 : f32 -> tensor<64x32xf32, #blocked>
      %51 = arith.mulf %49, %50 : tensor<64x32xf32, #blocked>
      %52 = "tt.reduce"(%51) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %80 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %53 = arith.maxnumf %arg11, %52 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %54 = tt.expand_dims %53 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %55 = tt.broadcast %54 : tensor<64x1xf32, #blocked> -> tensor<64x32xf32, #blocked>
      %56 = arith.subf %51, %55 : tensor<64x32xf32, #blocked>
      %57 = math.exp2 %56 : tensor<64x32xf32, #blocked>
      %58 = arith.subf %arg11, %53 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %59 = math.exp2 %58 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %60 = arith.mulf %arg12, %59 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %61 = "tt.reduce"(%57) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %80 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %62 = arith.addf %60, %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %63 = tt.expand_dims %35 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %64 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked2>
      %65 = arith.muli %63, %64 : tensor<32x1xi32, #blocked2>
      %66 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
      %67 = tt.addptr %66, %65 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
      %68 = tt.broadcast %67 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x64x!tt.ptr<f16>, #blocked2>
      %69 = tt.broadcast %13 : tensor<1x64xi32, #blocked2> -> tensor<32x64xi32, #blocked2>
      %70 = tt.addptr %68, %69 : tensor<32x64x!tt.ptr<f16>, #blocked2>, tensor<32x64xi32, #blocked2>
      %71 = tt.load %70 : tensor<32x64x!tt.ptr<f16>, #blocked2>
      %72 = arith.truncf %57 : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
      %73 = tt.expand_dims %59 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %74 = ttg.convert_layout %73 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
      %75 = tt.broadcast %74 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
      %76 = arith.mulf %arg13, %75 : tensor<64x64xf32, #blocked1>
      %77 = ttg.convert_layout %72 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
      %78 = ttg.convert_layout %71 : tensor<32x64xf16, #blocked2> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
      %79 = tt.dot %77, %78, %76, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
      scf.yield %53, %62, %79 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>
    }
    %20 = tt.expand_dims %19#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
    %21 = ttg.convert_layout %20 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
    %22 = tt.broadcast %21 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
    %23 = arith.divf %19#2, %22 : tensor<64x64xf32, #blocked1>
    %24 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked2>
    %25 = arith.muli %7, %24 : tensor<64x1xi32, #blocked2>
    %26 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %27 = tt.addptr %26, %25 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %28 = tt.broadcast %27 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x64x!tt.ptr<f16>, #blocked2>
    %29 = tt.addptr %28, %15 : tensor<64x64x!tt.ptr<f16>, #blocked2>, tensor<64x64xi32, #blocked2>
    %30 = arith.truncf %23 : tensor<64x64xf32, #blocked1> to tensor<64x64xf16, #blocked1>
    %31 = ttg.convert_layout %30 : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
    tt.store %29, %31 : tensor<64x64x!tt.ptr<f16>, #blocked2>
    tt.return
  }
}
