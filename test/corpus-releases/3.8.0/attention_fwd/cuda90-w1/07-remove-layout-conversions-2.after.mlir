#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant 1.44269502 : f32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.splat %1 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = arith.addi %3, %2 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %8 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %9 = arith.muli %7, %8 : tensor<64x1xi32, #blocked>
    %10 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %11 = tt.addptr %10, %9 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.broadcast %11 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %15 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %16 = tt.addptr %14, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %17 = tt.load %16 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %18 = arith.mulf %arg4, %cst_0 : f32
    %19:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma>)  : i32 {
      %31 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %32 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %33 = arith.addi %31, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %34 = arith.addi %32, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %35 = tt.expand_dims %33 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
      %36 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked1>
      %37 = arith.muli %35, %36 : tensor<1x32xi32, #blocked1>
      %38 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked1>
      %39 = tt.addptr %38, %37 : tensor<1x32x!tt.ptr<f16>, #blocked1>, tensor<1x32xi32, #blocked1>
      %40 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
      %41 = tt.expand_dims %40 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %42 = tt.broadcast %39 : tensor<1x32x!tt.ptr<f16>, #blocked1> -> tensor<64x32x!tt.ptr<f16>, #blocked1>
      %43 = tt.broadcast %41 : tensor<64x1xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
      %44 = tt.addptr %42, %43 : tensor<64x32x!tt.ptr<f16>, #blocked1>, tensor<64x32xi32, #blocked1>
      %45 = tt.load %44 : tensor<64x32x!tt.ptr<f16>, #blocked1>
      %46 = ttg.convert_layout %17 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %47 = ttg.convert_layout %45 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %48 = tt.dot %46, %47, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x32xf32, #mma>
      %49 = tt.splat %18 : f32 -> tensor<64x32xf32, #mma>
      %50 = arith.mulf %48, %49 : tensor<64x32xf32, #mma>
      %51 = "tt.reduce"(%50) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %78 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %78 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %52 = arith.maxnumf %arg11, %51 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %53 = tt.expand_dims %52 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %54 = tt.broadcast %53 : tensor<64x1xf32, #mma> -> tensor<64x32xf32, #mma>
      %55 = arith.subf %50, %54 : tensor<64x32xf32, #mma>
      %56 = math.exp2 %55 : tensor<64x32xf32, #mma>
      %57 = arith.subf %arg11, %52 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %58 = math.exp2 %57 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %59 = arith.mulf %arg12, %58 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %60 = "tt.reduce"(%56) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %78 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %78 : f32
      }) : (tensor<64x32xf32, #mma>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %61 = arith.addf %59, %60 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>
      %62 = tt.expand_dims %34 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
      %63 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked>
      %64 = arith.muli %62, %63 : tensor<32x1xi32, #blocked>
      %65 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
      %66 = tt.addptr %65, %64 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
      %67 = tt.broadcast %66 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %68 = tt.broadcast %13 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
      %69 = tt.addptr %67, %68 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %70 = tt.load %69 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %71 = arith.truncf %56 : tensor<64x32xf32, #mma> to tensor<64x32xf16, #mma>
      %72 = tt.expand_dims %58 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
      %73 = tt.broadcast %72 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
      %74 = arith.mulf %arg13, %73 : tensor<64x64xf32, #mma>
      %75 = ttg.convert_layout %71 : tensor<64x32xf16, #mma> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %76 = ttg.convert_layout %70 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %77 = tt.dot %75, %76, %74, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %52, %61, %77 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>>, tensor<64x64xf32, #mma>
    }
    %20 = tt.expand_dims %19#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #mma}>> -> tensor<64x1xf32, #mma>
    %21 = tt.broadcast %20 : tensor<64x1xf32, #mma> -> tensor<64x64xf32, #mma>
    %22 = arith.divf %19#2, %21 : tensor<64x64xf32, #mma>
    %23 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked>
    %24 = arith.muli %7, %23 : tensor<64x1xi32, #blocked>
    %25 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %26 = tt.addptr %25, %24 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %27 = tt.broadcast %26 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %28 = tt.addptr %27, %15 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %29 = arith.truncf %22 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %30 = ttg.convert_layout %29 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked>
    tt.store %28, %30 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
