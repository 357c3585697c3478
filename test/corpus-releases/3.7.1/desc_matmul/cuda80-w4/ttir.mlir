module {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64>
    %cst_1 = arith.constant dense<0> : tensor<1x32xi64>
    %cst_2 = arith.constant dense<0> : tensor<64x1xi64>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<32x64xf16>
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<64x32xf16>
    %c31_i32 = arith.constant 31 : i32
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = arith.extsi %arg3 : i32 to i64
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = arith.addi %arg5, %c31_i32 : i32
    %6 = arith.divsi %5, %c32_i32 : i32
    %7 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_5) -> (tensor<64x64xf32>)  : i32 {
      %39 = arith.muli %0, %c64_i32 : i32
      %40 = arith.muli %arg6, %c32_i32 : i32
      %41 = arith.extsi %39 : i32 to i64
      %42 = arith.extsi %40 : i32 to i64
      %43 = tt.splat %41 : i64 -> tensor<64xi64>
      %44 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
      %45 = arith.extsi %44 : tensor<64xi32> to tensor<64xi64>
      %46 = arith.addi %43, %45 : tensor<64xi64>
      %47 = tt.expand_dims %46 {axis = 1 : i32} : tensor<64xi64> -> tensor<64x1xi64>
      %48 = tt.splat %42 : i64 -> tensor<32xi64>
      %49 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
      %50 = arith.extsi %49 : tensor<32xi32> to tensor<32xi64>
      %51 = arith.addi %48, %50 : tensor<32xi64>
      %52 = tt.expand_dims %51 {axis = 0 : i32} : tensor<32xi64> -> tensor<1x32xi64>
      %53 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
      %54 = tt.splat %2 : i64 -> tensor<64x1xi64>
      %55 = arith.muli %47, %54 : tensor<64x1xi64>
      %56 = tt.broadcast %55 : tensor<64x1xi64> -> tensor<64x32xi64>
      %57 = tt.broadcast %52 : tensor<1x32xi64> -> tensor<64x32xi64>
      %58 = arith.addi %56, %57 : tensor<64x32xi64>
      %59 = tt.addptr %53, %58 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi64>
      %60 = arith.cmpi sge, %47, %cst_2 : tensor<64x1xi64>
      %61 = tt.splat %3 : i64 -> tensor<64x1xi64>
      %62 = arith.cmpi slt, %47, %61 : tensor<64x1xi64>
      %63 = arith.andi %60, %62 : tensor<64x1xi1>
      %64 = tt.broadcast %63 : tensor<64x1xi1> -> tensor<64x32xi1>
      %65 = arith.cmpi sge, %52, %cst_1 : tensor<1x32xi64>
      %66 = tt.splat %2 : i64 -> tensor<1x32xi64>
      %67 = arith.cmpi slt, %52, %66 : tensor<1x32xi64>
      %68 = arith.andi %65, %67 : tensor<1x32xi1>
      %69 = tt.broadcast %68 : tensor<1x32xi1> -> tensor<64x32xi1>
      %70 = arith.andi %64, %69 : tensor<64x32xi1>
      %71 = tt.load %59, %70, %cst_4 : tensor<64x32x!tt.ptr<f16>>
      %72 = arith.muli %1, %c64_i32 : i32
      %73 = arith.extsi %72 : i32 to i64
      %74 = tt.expand_dims %51 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
      %75 = tt.splat %73 : i64 -> tensor<64xi64>
      %76 = arith.addi %75, %45 : tensor<64xi64>
      %77 = tt.expand_dims %76 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
      %78 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>>
      %79 = tt.splat %4 : i64 -> tensor<32x1xi64>
      %80 = arith.muli %74, %79 : tensor<32x1xi64>
      %81 = tt.broadcast %80 : tensor<32x1xi64> -> tensor<32x64xi64>
      %82 = tt.broadcast %77 : tensor<1x64xi64> -> tensor<32x64xi64>
      %83 = arith.addi %81, %82 : tensor<32x64xi64>
      %84 = tt.addptr %78, %83 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi64>
      %85 = arith.cmpi sge, %74, %cst_0 : tensor<32x1xi64>
      %86 = tt.splat %2 : i64 -> tensor<32x1xi64>
      %87 = arith.cmpi slt, %74, %86 : tensor<32x1xi64>
      %88 = arith.andi %85, %87 : tensor<32x1xi1>
      %89 = tt.broadcast %88 : tensor<32x1xi1> -> tensor<32x64xi1>
      %90 = arith.cmpi sge, %77, %cst : tensor<1x64xi64>
      %91 = tt.splat %4 : i64 -> tensor<1x64xi64>
      %92 = arith.cmpi slt, %77, %91 : tensor<1x64xi64>
      %93 = arith.andi %90, %92 : tensor<1x64xi1>
      %94 = tt.broadcast %93 : tensor<1x64xi1> -> tensor<32x64xi1>
      %95 = arith.andi %89, %94 : tensor<32x64xi1>
      %96 = tt.load %84, %95, %cst_3 : tensor<32x64x!tt.ptr<f16>>
      %97 = tt.dot %71, %96, %arg7, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %97 : tensor<64x64xf32>
    }
    %8 = arith.muli %0, %c64_i32 : i32
    %9 = arith.muli %1, %c64_i32 : i32
    %10 = arith.truncf %7 : tensor<64x64xf32> to tensor<64x64xf16>
    %11 = arith.extsi %8 : i32 to i64
    %12 = arith.extsi %9 : i32 to i64
    %13 = tt.splat %11 : i64 -> tensor<64xi64>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %15 = arith.extsi %14 : tensor<64xi32> to tensor<64xi64>
    %16 = arith.addi %13, %15 : tensor<64xi64>
    %17 = tt.expand_dims %16 {axis = 1 : i32} : tensor<64xi64> -> tensor<64x1xi64>
    %18 = tt.splat %12 : i64 -> tensor<64xi64>
    %19 = arith.addi %18, %15 : tensor<64xi64>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %21 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>>
    %22 = tt.splat %4 : i64 -> tensor<64x1xi64>
    %23 = arith.muli %17, %22 : tensor<64x1xi64>
    %24 = tt.broadcast %23 : tensor<64x1xi64> -> tensor<64x64xi64>
    %25 = tt.broadcast %20 : tensor<1x64xi64> -> tensor<64x64xi64>
    %26 = arith.addi %24, %25 : tensor<64x64xi64>
    %27 = tt.addptr %21, %26 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi64>
    %28 = arith.cmpi sge, %17, %cst_2 : tensor<64x1xi64>
    %29 = tt.splat %3 : i64 -> tensor<64x1xi64>
    %30 = arith.cmpi slt, %17, %29 : tensor<64x1xi64>
    %31 = arith.andi %28, %30 : tensor<64x1xi1>
    %32 = tt.broadcast %31 : tensor<64x1xi1> -> tensor<64x64xi1>
    %33 = arith.cmpi sge, %20, %cst : tensor<1x64xi64>
    %34 = tt.splat %4 : i64 -> tensor<1x64xi64>
    %35 = arith.cmpi slt, %20, %34 : tensor<1x64xi64>
    %36 = arith.andi %33, %35 : tensor<1x64xi1>
    %37 = tt.broadcast %36 : tensor<1x64xi1> -> tensor<64x64xi1>
    %38 = arith.andi %32, %37 : tensor<64x64xi1>
    tt.store %27, %10, %38 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}
