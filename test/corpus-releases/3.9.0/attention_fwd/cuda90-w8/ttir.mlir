module {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64xf32>
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %cst_2 = arith.constant 1.44269502 : f32
    %cst_3 = arith.constant dense<0xFF800000> : tensor<64xf32>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c64_i32 : i32
    %2 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %3 = tt.splat %1 : i32 -> tensor<64xi32>
    %4 = arith.addi %3, %2 : tensor<64xi32>
    %5 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %6 = tt.expand_dims %4 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %7 = tt.splat %arg6 : i32 -> tensor<64x1xi32>
    %8 = arith.muli %6, %7 : tensor<64x1xi32>
    %9 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %10 = tt.addptr %9, %8 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %11 = tt.expand_dims %2 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %12 = tt.broadcast %10 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %13 = tt.broadcast %11 : tensor<1x64xi32> -> tensor<64x64xi32>
    %14 = tt.addptr %12, %13 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %15 = tt.load %14 : tensor<64x64x!tt.ptr<f16>>
    %16 = arith.mulf %arg4, %cst_2 : f32
    %17:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>)  : i32 {
      %28 = tt.splat %arg10 : i32 -> tensor<32xi32>
      %29 = arith.addi %28, %5 : tensor<32xi32>
      %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
      %31 = tt.splat %arg7 : i32 -> tensor<1x32xi32>
      %32 = arith.muli %30, %31 : tensor<1x32xi32>
      %33 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>>
      %34 = tt.addptr %33, %32 : tensor<1x32x!tt.ptr<f16>>, tensor<1x32xi32>
      %35 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
      %36 = tt.broadcast %34 : tensor<1x32x!tt.ptr<f16>> -> tensor<64x32x!tt.ptr<f16>>
      %37 = tt.broadcast %35 : tensor<64x1xi32> -> tensor<64x32xi32>
      %38 = tt.addptr %36, %37 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
      %39 = tt.load %38 : tensor<64x32x!tt.ptr<f16>>
      %40 = tt.dot %15, %39, %cst_1, inputPrecision = tf32 : tensor<64x64xf16> * tensor<64x32xf16> -> tensor<64x32xf32>
      %41 = tt.splat %16 : f32 -> tensor<64x32xf32>
      %42 = arith.mulf %40, %41 : tensor<64x32xf32>
      %43 = "tt.reduce"(%42) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %68 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %68 : f32
      }) : (tensor<64x32xf32>) -> tensor<64xf32>
      %44 = arith.maxnumf %arg11, %43 : tensor<64xf32>
      %45 = tt.expand_dims %44 {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
      %46 = tt.broadcast %45 : tensor<64x1xf32> -> tensor<64x32xf32>
      %47 = arith.subf %42, %46 : tensor<64x32xf32>
      %48 = math.exp2 %47 : tensor<64x32xf32>
      %49 = arith.subf %arg11, %44 : tensor<64xf32>
      %50 = math.exp2 %49 : tensor<64xf32>
      %51 = arith.mulf %arg12, %50 : tensor<64xf32>
      %52 = "tt.reduce"(%48) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %68 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %68 : f32
      }) : (tensor<64x32xf32>) -> tensor<64xf32>
      %53 = arith.addf %51, %52 : tensor<64xf32>
      %54 = tt.expand_dims %29 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
      %55 = tt.splat %arg8 : i32 -> tensor<32x1xi32>
      %56 = arith.muli %54, %55 : tensor<32x1xi32>
      %57 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
      %58 = tt.addptr %57, %56 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
      %59 = tt.broadcast %58 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x64x!tt.ptr<f16>>
      %60 = tt.broadcast %11 : tensor<1x64xi32> -> tensor<32x64xi32>
      %61 = tt.addptr %59, %60 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
      %62 = tt.load %61 : tensor<32x64x!tt.ptr<f16>>
      %63 = arith.truncf %48 : tensor<64x32xf32> to tensor<64x32xf16>
      %64 = tt.expand_dims %50 {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
      %65 = tt.broadcast %64 : tensor<64x1xf32> -> tensor<64x64xf32>
      %66 = arith.mulf %arg13, %65 : tensor<64x64xf32>
      %67 = tt.dot %63, %62, %66, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %44, %53, %67 : tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>
    }
    %18 = tt.expand_dims %17#1 {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
    %19 = tt.broadcast %18 : tensor<64x1xf32> -> tensor<64x64xf32>
    %20 = arith.divf %17#2, %19 : tensor<64x64xf32>
    %21 = tt.splat %arg9 : i32 -> tensor<64x1xi32>
    %22 = arith.muli %6, %21 : tensor<64x1xi32>
    %23 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %24 = tt.addptr %23, %22 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %25 = tt.broadcast %24 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %26 = tt.addptr %25, %13 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %27 = arith.truncf %20 : tensor<64x64xf32> to tensor<64x64xf16>
    tt.store %26, %27 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}
