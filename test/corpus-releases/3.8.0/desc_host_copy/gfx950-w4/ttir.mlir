module {
  tt.func public @desc_host_copy(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i1, %arg6: i1, %arg7: i32, %arg8: i32, %arg9: i64, %arg10: i64, %arg11: !tt.ptr<f32>, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64, %arg16: i1, %arg17: i1, %arg18: i32, %arg19: i32, %arg20: i64, %arg21: i64) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64>
    %cst_1 = arith.constant dense<-8192> : tensor<32x64xi32>
    %cst_2 = arith.constant dense<4095> : tensor<32x64xi32>
    %cst_3 = arith.constant dense<1> : tensor<32x64xi32>
    %cst_4 = arith.constant dense<13> : tensor<32x64xi32>
    %cst_5 = arith.constant dense<2139095040> : tensor<32x64xi32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
    %cst_7 = arith.constant dense<0x7FC00000> : tensor<32x64xf32>
    %cst_8 = arith.constant dense<1.000000e+00> : tensor<32x64xf32>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = arith.muli %1, %c64_i32 : i32
    %4 = arith.extsi %2 : i32 to i64
    %5 = arith.extsi %3 : i32 to i64
    %6 = arith.select %arg5, %cst_7, %cst_6 : tensor<32x64xf32>
    %7 = tt.splat %4 : i64 -> tensor<32xi64>
    %8 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %9 = arith.extsi %8 : tensor<32xi32> to tensor<32xi64>
    %10 = arith.addi %7, %9 : tensor<32xi64>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64> -> tensor<32x1xi64>
    %12 = tt.splat %5 : i64 -> tensor<64xi64>
    %13 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %14 = arith.extsi %13 : tensor<64xi32> to tensor<64xi64>
    %15 = arith.addi %12, %14 : tensor<64xi64>
    %16 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi64> -> tensor<1x64xi64>
    %17 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %18 = tt.splat %arg3 : i64 -> tensor<32x1xi64>
    %19 = arith.muli %11, %18 : tensor<32x1xi64>
    %20 = tt.broadcast %19 : tensor<32x1xi64> -> tensor<32x64xi64>
    %21 = tt.splat %arg4 : i64 -> tensor<1x64xi64>
    %22 = arith.muli %16, %21 : tensor<1x64xi64>
    %23 = tt.broadcast %22 : tensor<1x64xi64> -> tensor<32x64xi64>
    %24 = arith.addi %20, %23 : tensor<32x64xi64>
    %25 = tt.addptr %17, %24 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
    %26 = arith.cmpi sge, %11, %cst_0 : tensor<32x1xi64>
    %27 = tt.splat %arg1 : i64 -> tensor<32x1xi64>
    %28 = arith.cmpi slt, %11, %27 : tensor<32x1xi64>
    %29 = arith.andi %26, %28 : tensor<32x1xi1>
    %30 = tt.broadcast %29 : tensor<32x1xi1> -> tensor<32x64xi1>
    %31 = arith.cmpi sge, %16, %cst : tensor<1x64xi64>
    %32 = tt.splat %arg2 : i64 -> tensor<1x64xi64>
    %33 = arith.cmpi slt, %16, %32 : tensor<1x64xi64>
    %34 = arith.andi %31, %33 : tensor<1x64xi1>
    %35 = tt.broadcast %34 : tensor<1x64xi1> -> tensor<32x64xi1>
    %36 = arith.andi %30, %35 : tensor<32x64xi1>
    %37 = tt.load %25, %36, %6 : tensor<32x64x!tt.ptr<f32>>
    %38 = scf.if %arg6 -> (tensor<32x64xf32>) {
      %58 = tt.bitcast %37 : tensor<32x64xf32> -> tensor<32x64xi32>
      %59 = arith.andi %58, %cst_5 : tensor<32x64xi32>
      %60 = arith.cmpi eq, %59, %cst_5 : tensor<32x64xi32>
      %61 = arith.shrui %58, %cst_4 : tensor<32x64xi32>
      %62 = arith.andi %61, %cst_3 : tensor<32x64xi32>
      %63 = arith.addi %62, %cst_2 : tensor<32x64xi32>
      %64 = arith.addi %58, %63 : tensor<32x64xi32>
      %65 = arith.andi %64, %cst_1 : tensor<32x64xi32>
      %66 = arith.select %60, %58, %65 : tensor<32x64xi1>, tensor<32x64xi32>
      %67 = tt.bitcast %66 : tensor<32x64xi32> -> tensor<32x64xf32>
      scf.yield %67 : tensor<32x64xf32>
    } else {
      scf.yield %37 : tensor<32x64xf32>
    }
    %39 = arith.addf %38, %cst_8 : tensor<32x64xf32>
    %40 = tt.splat %arg11 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>>
    %41 = tt.splat %arg14 : i64 -> tensor<32x1xi64>
    %42 = arith.muli %11, %41 : tensor<32x1xi64>
    %43 = tt.broadcast %42 : tensor<32x1xi64> -> tensor<32x64xi64>
    %44 = tt.splat %arg15 : i64 -> tensor<1x64xi64>
    %45 = arith.muli %16, %44 : tensor<1x64xi64>
    %46 = tt.broadcast %45 : tensor<1x64xi64> -> tensor<32x64xi64>
    %47 = arith.addi %43, %46 : tensor<32x64xi64>
    %48 = tt.addptr %40, %47 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi64>
    %49 = tt.splat %arg12 : i64 -> tensor<32x1xi64>
    %50 = arith.cmpi slt, %11, %49 : tensor<32x1xi64>
    %51 = arith.andi %26, %50 : tensor<32x1xi1>
    %52 = tt.broadcast %51 : tensor<32x1xi1> -> tensor<32x64xi1>
    %53 = tt.splat %arg13 : i64 -> tensor<1x64xi64>
    %54 = arith.cmpi slt, %16, %53 : tensor<1x64xi64>
    %55 = arith.andi %31, %54 : tensor<1x64xi1>
    %56 = tt.broadcast %55 : tensor<1x64xi1> -> tensor<32x64xi1>
    %57 = arith.andi %52, %56 : tensor<32x64xi1>
    tt.store %48, %39, %57 : tensor<32x64x!tt.ptr<f32>>
    tt.return
  }
}
