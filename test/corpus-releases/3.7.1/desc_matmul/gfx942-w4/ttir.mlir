module {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %7 = arith.muli %0, %c64_i32 : i32
    %8 = arith.extsi %7 : i32 to i64
    %9 = tt.splat %8 : i64 -> tensor<64xi64>
    %10 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %11 = arith.extsi %10 : tensor<64xi32> to tensor<64xi64>
    %12 = arith.addi %9, %11 : tensor<64xi64>
    %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64> -> tensor<64x1xi64>
    %14 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %15 = arith.extsi %14 : tensor<32xi32> to tensor<32xi64>
    %16 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
    %17 = tt.splat %2 : i64 -> tensor<64x1xi64>
    %18 = arith.muli %13, %17 : tensor<64x1xi64>
    %19 = tt.broadcast %18 : tensor<64x1xi64> -> tensor<64x32xi64>
    %20 = arith.cmpi sge, %13, %cst_2 : tensor<64x1xi64>
    %21 = tt.splat %3 : i64 -> tensor<64x1xi64>
    %22 = arith.cmpi slt, %13, %21 : tensor<64x1xi64>
    %23 = arith.andi %20, %22 : tensor<64x1xi1>
    %24 = tt.broadcast %23 : tensor<64x1xi1> -> tensor<64x32xi1>
    %25 = tt.splat %2 : i64 -> tensor<1x32xi64>
    %26 = arith.muli %1, %c64_i32 : i32
    %27 = arith.extsi %26 : i32 to i64
    %28 = tt.splat %27 : i64 -> tensor<64xi64>
    %29 = arith.addi %28, %11 : tensor<64xi64>
    %30 = tt.expand_dims %29 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %31 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>>
    %32 = tt.splat %4 : i64 -> tensor<32x1xi64>
    %33 = tt.broadcast %30 : tensor<1x64xi64> -> tensor<32x64xi64>
    %34 = tt.splat %2 : i64 -> tensor<32x1xi64>
    %35 = arith.cmpi sge, %30, %cst : tensor<1x64xi64>
    %36 = tt.splat %4 : i64 -> tensor<1x64xi64>
    %37 = arith.cmpi slt, %30, %36 : tensor<1x64xi64>
    %38 = arith.andi %35, %37 : tensor<1x64xi1>
    %39 = tt.broadcast %38 : tensor<1x64xi1> -> tensor<32x64xi1>
    %40 = scf.for %arg6 = %c0_i32 to %6 step %c1_i32 iter_args(%arg7 = %cst_5) -> (tensor<64x64xf32>)  : i32 {
      %72 = arith.muli %arg6, %c32_i32 : i32
      %73 = arith.extsi %72 : i32 to i64
      %74 = tt.splat %73 : i64 -> tensor<32xi64>
      %75 = arith.addi %74, %15 : tensor<32xi64>
      %76 = tt.expand_dims %75 {axis = 0 : i32} : tensor<32xi64> -> tensor<1x32xi64>
      %77 = tt.broadcast %76 : tensor<1x32xi64> -> tensor<64x32xi64>
      %78 = arith.addi %19, %77 : tensor<64x32xi64>
      %79 = tt.addptr %16, %78 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi64>
      %80 = arith.cmpi sge, %76, %cst_1 : tensor<1x32xi64>
      %81 = arith.cmpi slt, %76, %25 : tensor<1x32xi64>
      %82 = arith.andi %80, %81 : tensor<1x32xi1>
      %83 = tt.broadcast %82 : tensor<1x32xi1> -> tensor<64x32xi1>
      %84 = arith.andi %24, %83 : tensor<64x32xi1>
      %85 = tt.load %79, %84, %cst_4 : tensor<64x32x!tt.ptr<f16>>
      %86 = tt.expand_dims %75 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
      %87 = arith.muli %86, %32 : tensor<32x1xi64>
      %88 = tt.broadcast %87 : tensor<32x1xi64> -> tensor<32x64xi64>
      %89 = arith.addi %88, %33 : tensor<32x64xi64>
      %90 = tt.addptr %31, %89 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi64>
      %91 = arith.cmpi sge, %86, %cst_0 : tensor<32x1xi64>
      %92 = arith.cmpi slt, %86, %34 : tensor<32x1xi64>
      %93 = arith.andi %91, %92 : tensor<32x1xi1>
      %94 = tt.broadcast %93 : tensor<32x1xi1> -> tensor<32x64xi1>
      %95 = arith.andi %94, %39 : tensor<32x64xi1>
      %96 = tt.load %90, %95, %cst_3 : tensor<32x64x!tt.ptr<f16>>
      %97 = tt.dot %85, %96, %arg7, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      scf.yield %97 : tensor<64x64xf32>
    }
    %41 = arith.muli %0, %c64_i32 : i32
    %42 = arith.muli %1, %c64_i32 : i32
    %43 = arith.truncf %40 : tensor<64x64xf32> to tensor<64x64xf16>
    %44 = arith.extsi %41 : i32 to i64
    %45 = arith.extsi %42 : i32 to i64
    %46 = tt.splat %44 : i64 -> tensor<64xi64>
    %47 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %48 = arith.extsi %47 : tensor<64xi32> to tensor<64xi64>
    %49 = arith.addi %46, %48 : tensor<64xi64>
    %50 = tt.expand_dims %49 {axis = 1 : i32} : tensor<64xi64> -> tensor<64x1xi64>
    %51 = tt.splat %45 : i64 -> tensor<64xi64>
    %52 = arith.addi %51, %48 : tensor<64xi64>
    %53 = tt.expand_dims %52 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %54 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>>
    %55 = tt.splat %4 : i64 -> tensor<64x1xi64>
    %56 = arith.muli %50, %55 : tensor<64x1xi64>
    %57 = tt.broadcast %56 : tensor<64x1xi64> -> tensor<64x64xi64>
    %58 = tt.broadcast %53 : tensor<1x64xi64> -> tensor<64x64xi64>
    %59 = arith.addi %57, %58 : tensor<64x64xi64>
    %60 = tt.addptr %54, %59 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi64>
    %61 = arith.cmpi sge, %50, %cst_2 : tensor<64x1xi64>
    %62 = tt.splat %3 : i64 -> tensor<64x1xi64>
    %63 = arith.cmpi slt, %50, %62 : tensor<64x1xi64>
    %64 = arith.andi %61, %63 : tensor<64x1xi1>
    %65 = tt.broadcast %64 : tensor<64x1xi1> -> tensor<64x64xi1>
    %66 = arith.cmpi sge, %53, %cst : tensor<1x64xi64>
    %67 = tt.splat %4 : i64 -> tensor<1x64xi64>
    %68 = arith.cmpi slt, %53, %67 : tensor<1x64xi64>
    %69 = arith.andi %66, %68 : tensor<1x64xi1>
    %70 = tt.broadcast %69 : tensor<1x64xi1> -> tensor<64x64xi1>
    %71 = arith.andi %65, %70 : tensor<64x64xi1>
    tt.store %60, %43, %71 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}
