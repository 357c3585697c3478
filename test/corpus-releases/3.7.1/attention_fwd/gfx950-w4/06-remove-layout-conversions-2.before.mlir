#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#mma1 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %19 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked3>
    %20 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked3>
    %21 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %22 = tt.expand_dims %21 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %23 = tt.broadcast %22 : tensor<64x1xi32, #blocked3> -> tensor<64x32xi32, #blocked3>
    %24 = tt.splat %18 : f32 -> tensor<64x32xf32, #blocked>
    %25 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked2>
    %26 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %27 = tt.broadcast %13 : tensor<1x64xi32, #blocked2> -> tensor<32x64xi32, #blocked2>
    %28:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_2, %arg13 = %cst_1) -> (tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>)  : i32 {
      %41 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %42 = tt.splat %arg10 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %43 = arith.addi %41, %5 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
      %44 = arith.addi %42, %6 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %45 = tt.expand_dims %43 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
      %46 = arith.muli %45, %19 : tensor<1x32xi32, #blocked3>
      %47 = tt.addptr %20, %46 : tensor<1x32x!tt.ptr<f16>, #blocked3>, tensor<1x32xi32, #blocked3>
      %48 = tt.broadcast %47 : tensor<1x32x!tt.ptr<f16>, #blocked3> -> tensor<64x32x!tt.ptr<f16>, #blocked3>
      %49 = tt.addptr %48, %23 : tensor<64x32x!tt.ptr<f16>, #blocked3>, tensor<64x32xi32, #blocked3>
      %50 = tt.load %49 : tensor<64x32x!tt.ptr<f16>, #blocked3>
      %51 = ttg.convert_layout %17 : tensor<64x64xf16, #blocked2> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
      %52 = ttg.convert_layout %50 : tensor<64x32xf16, #blocked3> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
      %53 = ttg.convert_layout %cst : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #mma>
      %54 = ttg.convert_layout %51 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>>
      %55 = ttg.convert_layout %52 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>>
      %56 = tt.dot %54, %55, %53 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>> -> tensor<64x32xf32, #mma>
      %57 = ttg.convert_layout %56 : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #blocked>
      %58 = arith.mulf %57, %24 : tensor<64x32xf32, #blocked>
      %59 = "tt.reduce"(%58) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %88 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %88 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %60 = arith.maxnumf %arg11, %59 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %61 = tt.expand_dims %60 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %62 = tt.broadcast %61 : tensor<64x1xf32, #blocked> -> tensor<64x32xf32, #blocked>
      %63 = arith.subf %58, %62 : tensor<64x32xf32, #blocked>
      %64 = math.exp2 %63 : tensor<64x32xf32, #blocked>
      %65 = arith.subf %arg11, %60 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %66 = math.exp2 %65 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %67 = arith.mulf %arg12, %66 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %68 = "tt.reduce"(%64) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %88 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %88 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %69 = arith.addf %67, %68 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %70 = tt.expand_dims %44 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %71 = arith.muli %70, %25 : tensor<32x1xi32, #blocked2>
      %72 = tt.addptr %26, %71 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
      %73 = tt.broadcast %72 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x64x!tt.ptr<f16>, #blocked2>
      %74 = tt.addptr %73, %27 : tensor<32x64x!tt.ptr<f16>, #blocked2>, tensor<32x64xi32, #blocked2>
      %75 = tt.load %74 : tensor<32x64x!tt.ptr<f16>, #blocked2>
      %76 = arith.truncf %64 : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
      %77 = tt.expand_dims %66 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %78 = ttg.convert_layout %77 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
      %79 = tt.broadcast %78 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
      %80 = arith.mulf %arg13, %79 : tensor<64x64xf32, #blocked1>
      %81 = ttg.convert_layout %76 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
      %82 = ttg.convert_layout %75 : tensor<32x64xf16, #blocked2> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
      %83 = ttg.convert_layout %80 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #mma1>
      %84 = ttg.convert_layout %81 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>>
      %85 = ttg.convert_layout %82 : tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>>
      %86 = tt.dot %84, %85, %83 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma1, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma1, kWidth = 4}>> -> tensor<64x64xf32, #mma1>
      %87 = ttg.convert_layout %86 : tensor<64x64xf32, #mma1> -> tensor<64x64xf32, #blocked1>
      scf.yield %60, %69, %87 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>
    }
    %29 = tt.expand_dims %28#1 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
    %30 = ttg.convert_layout %29 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
    %31 = tt.broadcast %30 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
    %32 = arith.divf %28#2, %31 : tensor<64x64xf32, #blocked1>
    %33 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked2>
    %34 = arith.muli %7, %33 : tensor<64x1xi32, #blocked2>
    %35 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked2>
    %36 = tt.addptr %35, %34 : tensor<64x1x!tt.ptr<f16>, #blocked2>, tensor<64x1xi32, #blocked2>
    %37 = tt.broadcast %36 : tensor<64x1x!tt.ptr<f16>, #blocked2> -> tensor<64x64x!tt.ptr<f16>, #blocked2>
    %38 = tt.addptr %37, %15 : tensor<64x64x!tt.ptr<f16>, #blocked2>, tensor<64x64xi32, #blocked2>
    %39 = arith.truncf %32 : tensor<64x64xf32, #blocked1> to tensor<64x64xf16, #blocked1>
    %40 = ttg.convert_layout %39 : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #blocked2>
    tt.store %38, %40 : tensor<64x64x!tt.ptr<f16>, #blocked2>
    tt.return
  }
}
