#blocked = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
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
      %53 = tt.dot %51, %52, %cst : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x32xf32, #blocked>
      %54 = arith.mulf %53, %24 : tensor<64x32xf32, #blocked>
      %55 = "tt.reduce"(%54) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %80 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %56 = arith.maxnumf %arg11, %55 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %57 = tt.expand_dims %56 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %58 = tt.broadcast %57 : tensor<64x1xf32, #blocked> -> tensor<64x32xf32, #blocked>
      %59 = arith.subf %54, %58 : tensor<64x32xf32, #blocked>
      %60 = math.exp2 %59 : tensor<64x32xf32, #blocked>
      %61 = arith.subf %arg11, %56 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %62 = math.exp2 %61 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %63 = arith.mulf %arg12, %62 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %64 = "tt.reduce"(%60) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %80 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %80 : f32
      }) : (tensor<64x32xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %65 = arith.addf %63, %64 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %66 = tt.expand_dims %44 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
      %67 = arith.muli %66, %25 : tensor<32x1xi32, #blocked2>
      %68 = tt.addptr %26, %67 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
      %69 = tt.broadcast %68 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x64x!tt.ptr<f16>, #blocked2>
      %70 = tt.addptr %69, %27 : tensor<32x64x!tt.ptr<f16>, #blocked2>, tensor<32x64xi32, #blocked2>
      %71 = tt.load %70 : tensor<32x64x!tt.ptr<f16>, #blocked2>
      %72 = arith.truncf %60 : tensor<64x32xf32, #blocked> to tensor<64x32xf16, #blocked>
      %73 = tt.expand_dims %62 {axis = 1 : i32} : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xf32, #blocked>
      %74 = ttg.convert_layout %73 : tensor<64x1xf32, #blocked> -> tensor<64x1xf32, #blocked1>
      %75 = tt.broadcast %74 : tensor<64x1xf32, #blocked1> -> tensor<64x64xf32, #blocked1>
      %76 = arith.mulf %arg13, %75 : tensor<64x64xf32, #blocked1>
      %77 = ttg.convert_layout %72 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>>
      %78 = ttg.convert_layout %71 : tensor<32x64xf16, #blocked2> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>>
      %79 = tt.dot %77, %78, %76 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked1}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked1}>> -> tensor<64x64xf32, #blocked1>
      scf.yield %56, %65, %79 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<64x64xf32, #blocked1>
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
