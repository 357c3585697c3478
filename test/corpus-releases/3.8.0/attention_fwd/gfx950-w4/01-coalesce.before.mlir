#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
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
    %20 = tt.load %19 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %21 = arith.mulf %arg4, %cst_2 : f32
    %22 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked2>
    %23 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked2>
    %24 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %26 = ttg.convert_layout %25 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %27 = tt.broadcast %26 : tensor<64x1xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
    %28 = ttg.convert_layout %27 : tensor<64x32xi32, #blocked4> -> tensor<64x32xi32, #blocked2>
    %29 = tt.splat %21 : f32 -> tensor<64x32xf32, #blocked2>
    %30 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked4>
    %31 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %32 = tt.broadcast %15 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %33:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %48 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %49 = arith.addi %48, %5 : tensor<32xi32, #blocked1>
      %50 = ttg.convert_layout %49 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %51 = tt.expand_dims %50 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %52 = ttg.convert_layout %51 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %53 = arith.muli %52, %22 : tensor<1x32xi32, #blocked2>
      %54 = tt.addptr %23, %53 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %55 = tt.broadcast %54 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %56 = tt.addptr %55, %28 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %57 = tt.load %56 : tensor<64x32x!tt.ptr<f16>, #blocked2>
      %58 = ttg.convert_layout %20 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %59 = ttg.convert_layout %57 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %60 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked6>
      %61 = tt.dot %58, %59, %60 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x32xf32, #blocked6>
      %62 = ttg.convert_layout %61 : tensor<64x32xf32, #blocked6> -> tensor<64x32xf32, #blocked2>
      %63 = arith.mulf %62, %29 : tensor<64x32xf32, #blocked2>
      %64 = "tt.reduce"(%63) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %101 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %101 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %65 = ttg.convert_layout %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %66 = arith.maxnumf %arg11, %65 : tensor<64xf32, #blocked1>
      %67 = ttg.convert_layout %66 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %68 = tt.expand_dims %67 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %69 = ttg.convert_layout %68 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %70 = tt.broadcast %69 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %71 = ttg.convert_layout %70 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %72 = arith.subf %63, %71 : tensor<64x32xf32, #blocked2>
      %73 = math.exp2 %72 : tensor<64x32xf32, #blocked2>
      %74 = arith.subf %arg11, %66 : tensor<64xf32, #blocked1>
      %75 = math.exp2 %74 : tensor<64xf32, #blocked1>
      %76 = arith.mulf %arg12, %75 : tensor<64xf32, #blocked1>
      %77 = "tt.reduce"(%73) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %101 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %101 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %78 = ttg.convert_layout %77 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %79 = arith.addf %76, %78 : tensor<64xf32, #blocked1>
      %80 = ttg.convert_layout %49 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %81 = tt.expand_dims %80 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %82 = ttg.convert_layout %81 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %83 = arith.muli %82, %30 : tensor<32x1xi32, #blocked4>
      %84 = tt.addptr %31, %83 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %85 = tt.broadcast %84 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %86 = ttg.convert_layout %85 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %87 = tt.addptr %86, %32 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %88 = tt.load %87 : tensor<32x64x!tt.ptr<f16>, #blocked>
      %89 = arith.truncf %73 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %90 = ttg.convert_layout %75 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %91 = tt.expand_dims %90 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %92 = ttg.convert_layout %91 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %93 = tt.broadcast %92 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
      %94 = ttg.convert_layout %93 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      %95 = arith.mulf %arg13, %94 : tensor<64x64xf32, #blocked>
      %96 = ttg.convert_layout %89 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>>
      %97 = ttg.convert_layout %88 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>>
      %98 = ttg.convert_layout %95 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
      %99 = tt.dot %96, %97, %98 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>> -> tensor<64x64xf32, #blocked7>
      %100 = ttg.convert_layout %99 : tensor<64x64xf32, #blocked7> -> tensor<64x64xf32, #blocked>
      scf.yield %66, %79, %100 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %34 = ttg.convert_layout %33#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %35 = tt.expand_dims %34 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
    %36 = ttg.convert_layout %35 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
    %37 = tt.broadcast %36 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
    %38 = ttg.convert_layout %37 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
    %39 = arith.divf %33#2, %38 : tensor<64x64xf32, #blocked>
    %40 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
    %41 = arith.muli %8, %40 : tensor<64x1xi32, #blocked4>
    %42 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %43 = tt.addptr %42, %41 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %44 = tt.broadcast %43 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %45 = ttg.convert_layout %44 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %46 = tt.addptr %45, %18 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %47 = arith.truncf %39 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    tt.store %46, %47 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
