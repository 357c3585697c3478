module {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x64xf32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x16xf32>
    %c16_i32 = arith.constant 16 : i32
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
    %9 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    %10 = arith.addi %arg5, %c15_i32 : i32
    %11 = arith.divsi %10, %c16_i32 : i32
    %12 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst) -> (tensor<64x64xf32>)  : i32 {
      %29 = arith.muli %arg9, %c16_i32 : i32
      %30 = tt.splat %29 : i32 -> tensor<16xi32>
      %31 = arith.addi %30, %9 : tensor<16xi32>
      %32 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
      %33 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
      %34 = arith.cmpi slt, %32, %33 : tensor<64x1xi32>
      %35 = tt.expand_dims %31 {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
      %36 = tt.splat %arg5 : i32 -> tensor<1x16xi32>
      %37 = arith.cmpi slt, %35, %36 : tensor<1x16xi32>
      %38 = tt.broadcast %34 : tensor<64x1xi1> -> tensor<64x16xi1>
      %39 = tt.broadcast %37 : tensor<1x16xi1> -> tensor<64x16xi1>
      %40 = arith.andi %38, %39 : tensor<64x16xi1>
      %41 = tt.splat %arg6 : i32 -> tensor<64x1xi32>
      %42 = arith.muli %32, %41 : tensor<64x1xi32>
      %43 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>>
      %44 = tt.addptr %43, %42 : tensor<64x1x!tt.ptr<f32>>, tensor<64x1xi32>
      %45 = tt.broadcast %44 : tensor<64x1x!tt.ptr<f32>> -> tensor<64x16x!tt.ptr<f32>>
      %46 = tt.broadcast %35 : tensor<1x16xi32> -> tensor<64x16xi32>
      %47 = tt.addptr %45, %46 : tensor<64x16x!tt.ptr<f32>>, tensor<64x16xi32>
      %48 = tt.load %47, %40, %cst_1 : tensor<64x16x!tt.ptr<f32>>
      %49 = tt.expand_dims %31 {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
      %50 = tt.splat %arg5 : i32 -> tensor<16x1xi32>
      %51 = arith.cmpi slt, %49, %50 : tensor<16x1xi32>
      %52 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
      %53 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
      %54 = arith.cmpi slt, %52, %53 : tensor<1x64xi32>
      %55 = tt.broadcast %51 : tensor<16x1xi1> -> tensor<16x64xi1>
      %56 = tt.broadcast %54 : tensor<1x64xi1> -> tensor<16x64xi1>
      %57 = arith.andi %55, %56 : tensor<16x64xi1>
      %58 = tt.splat %arg7 : i32 -> tensor<16x1xi32>
      %59 = arith.muli %49, %58 : tensor<16x1xi32>
      %60 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>>
      %61 = tt.addptr %60, %59 : tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>
      %62 = tt.broadcast %61 : tensor<16x1x!tt.ptr<f32>> -> tensor<16x64x!tt.ptr<f32>>
      %63 = tt.broadcast %52 : tensor<1x64xi32> -> tensor<16x64xi32>
      %64 = tt.addptr %62, %63 : tensor<16x64x!tt.ptr<f32>>, tensor<16x64xi32>
      %65 = tt.load %64, %57, %cst_0 : tensor<16x64x!tt.ptr<f32>>
      %66 = tt.dot %48, %65, %arg10, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
      scf.yield %66 : tensor<64x64xf32>
    }
    %13 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %14 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %15 = arith.cmpi slt, %13, %14 : tensor<64x1xi32>
    %16 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %17 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %18 = arith.cmpi slt, %16, %17 : tensor<1x64xi32>
    %19 = tt.broadcast %15 : tensor<64x1xi1> -> tensor<64x64xi1>
    %20 = tt.broadcast %18 : tensor<1x64xi1> -> tensor<64x64xi1>
    %21 = arith.andi %19, %20 : tensor<64x64xi1>
    %22 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %23 = arith.muli %13, %22 : tensor<64x1xi32>
    %24 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>>
    %25 = tt.addptr %24, %23 : tensor<64x1x!tt.ptr<f32>>, tensor<64x1xi32>
    %26 = tt.broadcast %25 : tensor<64x1x!tt.ptr<f32>> -> tensor<64x64x!tt.ptr<f32>>
    %27 = tt.broadcast %16 : tensor<1x64xi32> -> tensor<64x64xi32>
    %28 = tt.addptr %26, %27 : tensor<64x64x!tt.ptr<f32>>, tensor<64x64xi32>
    tt.store %28, %12, %21 : tensor<64x64x!tt.ptr<f32>>
    tt.return
  }
}
