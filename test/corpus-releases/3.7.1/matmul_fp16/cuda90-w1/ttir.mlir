module {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf16>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_2 = arith.constant dense<32> : tensor<64x32xi32>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %4 = tt.splat %2 : i32 -> tensor<64xi32>
    %5 = arith.addi %4, %3 : tensor<64xi32>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<64xi32>
    %8 = arith.addi %7, %3 : tensor<64xi32>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %11 = tt.splat %arg6 : i32 -> tensor<64x1xi32>
    %12 = arith.muli %10, %11 : tensor<64x1xi32>
    %13 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %14 = tt.addptr %13, %12 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %15 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %16 = tt.broadcast %14 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x32x!tt.ptr<f16>>
    %17 = tt.broadcast %15 : tensor<1x32xi32> -> tensor<64x32xi32>
    %18 = tt.addptr %16, %17 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
    %19 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %20 = tt.splat %arg7 : i32 -> tensor<32x1xi32>
    %21 = arith.muli %19, %20 : tensor<32x1xi32>
    %22 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
    %23 = tt.addptr %22, %21 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
    %24 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %25 = tt.broadcast %23 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x64x!tt.ptr<f16>>
    %26 = tt.broadcast %24 : tensor<1x64xi32> -> tensor<32x64xi32>
    %27 = tt.addptr %25, %26 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
    %28 = arith.addi %arg5, %c31_i32 : i32
    %29 = arith.divsi %28, %c32_i32 : i32
    %30:3 = scf.for %arg9 = %c0_i32 to %29 step %c1_i32 iter_args(%arg10 = %18, %arg11 = %27, %arg12 = %cst) -> (tensor<64x32x!tt.ptr<f16>>, tensor<32x64x!tt.ptr<f16>>, tensor<64x64xf32>)  : i32 {
      %46 = arith.muli %arg9, %c32_i32 : i32
      %47 = arith.subi %arg5, %46 : i32
      %48 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
      %49 = arith.cmpi slt, %10, %48 : tensor<64x1xi32>
      %50 = tt.splat %47 : i32 -> tensor<1x32xi32>
      %51 = arith.cmpi slt, %15, %50 : tensor<1x32xi32>
      %52 = tt.broadcast %49 : tensor<64x1xi1> -> tensor<64x32xi1>
      %53 = tt.broadcast %51 : tensor<1x32xi1> -> tensor<64x32xi1>
      %54 = arith.andi %52, %53 : tensor<64x32xi1>
      %55 = tt.load %arg10, %54, %cst_1 : tensor<64x32x!tt.ptr<f16>>
      %56 = tt.splat %47 : i32 -> tensor<32x1xi32>
      %57 = arith.cmpi slt, %19, %56 : tensor<32x1xi32>
      %58 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
      %59 = arith.cmpi slt, %24, %58 : tensor<1x64xi32>
      %60 = tt.broadcast %57 : tensor<32x1xi1> -> tensor<32x64xi1>
      %61 = tt.broadcast %59 : tensor<1x64xi1> -> tensor<32x64xi1>
      %62 = arith.andi %60, %61 : tensor<32x64xi1>
      %63 = tt.load %arg11, %62, %cst_0 : tensor<32x64x!tt.ptr<f16>>
      %64 = tt.dot %55, %63, %arg12, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      %65 = tt.addptr %arg10, %cst_2 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
      %66 = arith.muli %arg7, %c32_i32 : i32
      %67 = tt.splat %66 : i32 -> tensor<32x64xi32>
      %68 = tt.addptr %arg11, %67 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
      scf.yield %65, %68, %64 : tensor<64x32x!tt.ptr<f16>>, tensor<32x64x!tt.ptr<f16>>, tensor<64x64xf32>
    }
    %31 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %32 = arith.cmpi slt, %10, %31 : tensor<64x1xi32>
    %33 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %34 = arith.cmpi slt, %24, %33 : tensor<1x64xi32>
    %35 = tt.broadcast %32 : tensor<64x1xi1> -> tensor<64x64xi1>
    %36 = tt.broadcast %34 : tensor<1x64xi1> -> tensor<64x64xi1>
    %37 = arith.andi %35, %36 : tensor<64x64xi1>
    %38 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %39 = arith.muli %10, %38 : tensor<64x1xi32>
    %40 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %41 = tt.addptr %40, %39 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %42 = tt.broadcast %41 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %43 = tt.broadcast %24 : tensor<1x64xi32> -> tensor<64x64xi32>
    %44 = tt.addptr %42, %43 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %45 = arith.truncf %30#2 : tensor<64x64xf32> to tensor<64x64xf16>
    tt.store %44, %45, %37 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}
