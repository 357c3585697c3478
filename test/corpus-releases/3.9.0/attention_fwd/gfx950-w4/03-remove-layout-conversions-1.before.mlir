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
    %26 = tt.splat %arg7 : i32 -> tensor<1x32xi32, #blocked2>
    %27 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>, #blocked2>
    %28 = ttg.convert_layout %2 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %29 = tt.expand_dims %28 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %30 = ttg.convert_layout %29 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %31 = tt.broadcast %30 : tensor<64x1xi32, #blocked4> -> tensor<64x32xi32, #blocked4>
    %32 = ttg.convert_layout %31 : tensor<64x32xi32, #blocked4> -> tensor<64x32xi32, #blocked2>
    %33 = tt.splat %25 : f32 -> tensor<64x32xf32, #blocked2>
    %34 = tt.splat %arg8 : i32 -> tensor<32x1xi32, #blocked4>
    %35 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %36 = tt.broadcast %16 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %37:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>)  : i32 {
      %54 = tt.splat %arg10 : i32 -> tensor<32xi32, #blocked1>
      %55 = arith.addi %54, %5 : tensor<32xi32, #blocked1>
      %56 = ttg.convert_layout %55 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %57 = tt.expand_dims %56 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
      %58 = ttg.convert_layout %57 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked2>
      %59 = arith.muli %58, %26 : tensor<1x32xi32, #blocked2>
      %60 = tt.addptr %27, %59 : tensor<1x32x!tt.ptr<f16>, #blocked2>, tensor<1x32xi32, #blocked2>
      %61 = tt.broadcast %60 : tensor<1x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked2>
      %62 = tt.addptr %61, %32 : tensor<64x32x!tt.ptr<f16>, #blocked2>, tensor<64x32xi32, #blocked2>
      %63 = ttg.convert_layout %62 : tensor<64x32x!tt.ptr<f16>, #blocked2> -> tensor<64x32x!tt.ptr<f16>, #blocked7>
      %64 = tt.load %63 : tensor<64x32x!tt.ptr<f16>, #blocked7>
      %65 = ttg.convert_layout %64 : tensor<64x32xf16, #blocked7> -> tensor<64x32xf16, #blocked2>
      %66 = ttg.convert_layout %24 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %67 = ttg.convert_layout %65 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %68 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked2> -> tensor<64x32xf32, #blocked8>
      %69 = tt.dot %66, %67, %68 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x32xf32, #blocked8>
      %70 = ttg.convert_layout %69 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked2>
      %71 = arith.mulf %70, %33 : tensor<64x32xf32, #blocked2>
      %72 = "tt.reduce"(%71) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %111 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %111 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %73 = ttg.convert_layout %72 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %74 = arith.maxnumf %arg11, %73 : tensor<64xf32, #blocked1>
      %75 = ttg.convert_layout %74 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %76 = tt.expand_dims %75 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %77 = ttg.convert_layout %76 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %78 = tt.broadcast %77 : tensor<64x1xf32, #blocked4> -> tensor<64x32xf32, #blocked4>
      %79 = ttg.convert_layout %78 : tensor<64x32xf32, #blocked4> -> tensor<64x32xf32, #blocked2>
      %80 = arith.subf %71, %79 : tensor<64x32xf32, #blocked2>
      %81 = math.exp2 %80 : tensor<64x32xf32, #blocked2>
      %82 = arith.subf %arg11, %74 : tensor<64xf32, #blocked1>
      %83 = math.exp2 %82 : tensor<64xf32, #blocked1>
      %84 = arith.mulf %arg12, %83 : tensor<64xf32, #blocked1>
      %85 = "tt.reduce"(%81) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %111 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %111 : f32
      }) : (tensor<64x32xf32, #blocked2>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>>
      %86 = ttg.convert_layout %85 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64xf32, #blocked1>
      %87 = arith.addf %84, %86 : tensor<64xf32, #blocked1>
      %88 = ttg.convert_layout %55 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %89 = tt.expand_dims %88 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
      %90 = ttg.convert_layout %89 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
      %91 = arith.muli %90, %34 : tensor<32x1xi32, #blocked4>
      %92 = tt.addptr %35, %91 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
      %93 = tt.broadcast %92 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
      %94 = ttg.convert_layout %93 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
      %95 = tt.addptr %94, %36 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
      %96 = ttg.convert_layout %95 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked6>
      %97 = tt.load %96 : tensor<32x64x!tt.ptr<f16>, #blocked6>
      %98 = ttg.convert_layout %97 : tensor<32x64xf16, #blocked6> -> tensor<32x64xf16, #blocked>
      %99 = arith.truncf %81 : tensor<64x32xf32, #blocked2> to tensor<64x32xf16, #blocked2>
      %100 = ttg.convert_layout %83 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %101 = tt.expand_dims %100 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
      %102 = ttg.convert_layout %101 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
      %103 = tt.broadcast %102 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
      %104 = ttg.convert_layout %103 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      %105 = arith.mulf %arg13, %104 : tensor<64x64xf32, #blocked>
      %106 = ttg.convert_layout %99 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked9}>>
      %107 = ttg.convert_layout %98 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked9}>>
      %108 = ttg.convert_layout %105 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked9>
      %109 = tt.dot %106, %107, %108 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked9}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked9}>> -> tensor<64x64xf32, #blocked9>
      %110 = ttg.convert_layout %109 : tensor<64x64xf32, #blocked9> -> tensor<64x64xf32, #blocked>
      scf.yield %74, %87, %110 : tensor<64xf32, #blocked1>, tensor<64xf32, #blocked1>, tensor<64x64xf32, #blocked>
    }
    %38 = ttg.convert_layout %37#1 : tensor<64xf32, #blocked1> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %39 = tt.expand_dims %38 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xf32, #blocked3>
    %40 = ttg.convert_layout %39 : tensor<64x1xf32, #blocked3> -> tensor<64x1xf32, #blocked4>
    %41 = tt.broadcast %40 : tensor<64x1xf32, #blocked4> -> tensor<64x64xf32, #blocked4>
    %42 = ttg.convert_layout %41 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
    %43 = arith.divf %37#2, %42 : tensor<64x64xf32, #blocked>
    %44 = tt.splat %arg9 : i32 -> tensor<64x1xi32, #blocked4>
    %45 = arith.muli %8, %44 : tensor<64x1xi32, #blocked4>
    %46 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %47 = tt.addptr %46, %45 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %48 = tt.broadcast %47 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %49 = ttg.convert_layout %48 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %50 = tt.addptr %49, %20 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %51 = arith.truncf %43 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %52 = ttg.convert_layout %50 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %53 = ttg.convert_layout %51 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked6>
    tt.store %52, %53 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    tt.return
  }
}
