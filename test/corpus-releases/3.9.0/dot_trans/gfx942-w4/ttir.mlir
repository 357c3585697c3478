module {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf16>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %4 = tt.splat %2 : i32 -> tensor<64xi32>
    %5 = arith.addi %4, %3 : tensor<64xi32>
    %6 = arith.muli %1, %c32_i32 : i32
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %8 = tt.splat %6 : i32 -> tensor<32xi32>
    %9 = arith.addi %8, %7 : tensor<32xi32>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %11 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %12 = arith.cmpi slt, %10, %11 : tensor<64x1xi32>
    %13 = tt.splat %arg5 : i32 -> tensor<64x1xi32>
    %14 = arith.muli %10, %13 : tensor<64x1xi32>
    %15 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %16 = tt.addptr %15, %14 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %17 = tt.expand_dims %3 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %18 = tt.broadcast %16 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %19 = tt.broadcast %17 : tensor<1x64xi32> -> tensor<64x64xi32>
    %20 = tt.addptr %18, %19 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %21 = tt.broadcast %12 : tensor<64x1xi1> -> tensor<64x64xi1>
    %22 = tt.load %20, %21, %cst_0 : tensor<64x64x!tt.ptr<f16>>
    %23 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %24 = tt.splat %arg4 : i32 -> tensor<32x1xi32>
    %25 = arith.cmpi slt, %23, %24 : tensor<32x1xi32>
    %26 = tt.splat %arg6 : i32 -> tensor<32x1xi32>
    %27 = arith.muli %23, %26 : tensor<32x1xi32>
    %28 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
    %29 = tt.addptr %28, %27 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
    %30 = tt.broadcast %29 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x64x!tt.ptr<f16>>
    %31 = tt.broadcast %17 : tensor<1x64xi32> -> tensor<32x64xi32>
    %32 = tt.addptr %30, %31 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
    %33 = tt.broadcast %25 : tensor<32x1xi1> -> tensor<32x64xi1>
    %34 = tt.load %32, %33, %cst : tensor<32x64x!tt.ptr<f16>>
    %35 = tt.trans %34 {order = array<i32: 1, 0>} : tensor<32x64xf16> -> tensor<64x32xf16>
    %36 = tt.dot %22, %35, %cst_1, inputPrecision = tf32 : tensor<64x64xf16> * tensor<64x32xf16> -> tensor<64x32xf32>
    %37 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %38 = tt.splat %arg4 : i32 -> tensor<1x32xi32>
    %39 = arith.cmpi slt, %37, %38 : tensor<1x32xi32>
    %40 = tt.broadcast %12 : tensor<64x1xi1> -> tensor<64x32xi1>
    %41 = tt.broadcast %39 : tensor<1x32xi1> -> tensor<64x32xi1>
    %42 = arith.andi %40, %41 : tensor<64x32xi1>
    %43 = tt.splat %arg7 : i32 -> tensor<64x1xi32>
    %44 = arith.muli %10, %43 : tensor<64x1xi32>
    %45 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>>
    %46 = tt.addptr %45, %44 : tensor<64x1x!tt.ptr<f32>>, tensor<64x1xi32>
    %47 = tt.broadcast %46 : tensor<64x1x!tt.ptr<f32>> -> tensor<64x32x!tt.ptr<f32>>
    %48 = tt.broadcast %37 : tensor<1x32xi32> -> tensor<64x32xi32>
    %49 = tt.addptr %47, %48 : tensor<64x32x!tt.ptr<f32>>, tensor<64x32xi32>
    tt.store %49, %36, %42 : tensor<64x32x!tt.ptr<f32>>
    tt.return
  }
}
