module {
  tt.func public @attention_fwd(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: f32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}, %arg9: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %17 = tt.splat %arg7 : i32 -> tensor<1x32xi32>
    %18 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<1x32x!tt.ptr<f16>>
    %19 = tt.expand_dims %2 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %20 = tt.broadcast %19 : tensor<64x1xi32> -> tensor<64x32xi32>
    %21 = tt.splat %16 : f32 -> tensor<64x32xf32>
    %22 = tt.splat %arg8 : i32 -> tensor<32x1xi32>
    %23 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
    %24 = tt.broadcast %11 : tensor<1x64xi32> -> tensor<32x64xi32>
    %25:3 = scf.for %arg10 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg11 = %cst_3, %arg12 = %cst_0, %arg13 = %cst) -> (tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>)  : i32 {
      %36 = tt.splat %arg10 : i32 -> tensor<32xi32>
      %37 = arith.addi %36, %5 : tensor<32xi32>
      %38 = tt.expand_dims %37 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
      %39 = arith.muli %38, %17 : tensor<1x32xi32>
      %40 = tt.addptr %18, %39 : tensor<1x32x!tt.ptr<f16>>, tensor<1x32xi32>
      %41 = tt.broadcast %40 : tensor<1x32x!tt.ptr<f16>> -> tensor<64x32x!tt.ptr<f16>>
      %42 = tt.addptr %41, %20 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
      %43 = tt.load %42 : tensor<64x32x!tt.ptr<f16>>
      %44 = tt.dot %15, %43, %cst_1, inputPrecision = tf32 : tensor<64x64xf16> * tensor<64x32xf16> -> tensor<64x32xf32>
      %45 = arith.mulf %44, %21 : tensor<64x32xf32>
      %46 = "tt.reduce"(%45) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %68 = arith.maxnumf %arg14, %arg15 : f32
        tt.reduce.return %68 : f32
      }) : (tensor<64x32xf32>) -> tensor<64xf32>
      %47 = arith.maxnumf %arg11, %46 : tensor<64xf32>
      %48 = tt.expand_dims %47 {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
      %49 = tt.broadcast %48 : tensor<64x1xf32> -> tensor<64x32xf32>
      %50 = arith.subf %45, %49 : tensor<64x32xf32>
      %51 = math.exp2 %50 : tensor<64x32xf32>
      %52 = arith.subf %arg11, %47 : tensor<64xf32>
      %53 = math.exp2 %52 : tensor<64xf32>
      %54 = arith.mulf %arg12, %53 : tensor<64xf32>
      %55 = "tt.reduce"(%51) <{axis = 1 : i32}> ({
      ^bb0(%arg14: f32, %arg15: f32):
        %68 = arith.addf %arg14, %arg15 : f32
        tt.reduce.return %68 : f32
      }) : (tensor<64x32xf32>) -> tensor<64xf32>
      %56 = arith.addf %54, %55 : tensor<64xf32>
      %57 = tt.expand_dims %37 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
      %58 = arith.muli %57, %22 : tensor<32x1xi32>
      %59 = tt.addptr %23, %58 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
      %60 = tt.broadcast %59 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x64x!tt.ptr<f16>>
      %61 = tt.addptr %60, %24 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
      %62 = tt.load %61 : tensor<32x64x!tt.ptr<f16>>
      %63 = arith.truncf %51 : tensor<64x32xf32> to tensor<64x32xf16>
      %64 = tt.expand_dims %53 {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
      %65 = tt.broadcast %64 : tensor<64x1xf32> -> tensor<64x64xf32>
      %66 = arith.mulf %arg13, %65 : tensor<64x64xf32>
      %67 = tt.dot %63, %62, %66, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %47, %56, %67 : tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>
    }
    %26 = tt.expand_dims %25#1 {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
    %27 = tt.broadcast %26 : tensor<64x1xf32> -> tensor<64x64xf32>
    %28 = arith.divf %25#2, %27 : tensor<64x64xf32>
    %29 = tt.splat %arg9 : i32 -> tensor<64x1xi32>
    %30 = arith.muli %6, %29 : tensor<64x1xi32>
    %31 = tt.splat %arg3 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %33 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %34 = tt.addptr %33, %13 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %35 = arith.truncf %28 : tensor<64x64xf32> to tensor<64x64xf16>
    tt.store %34, %35 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}
