module {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %12 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %13 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %14 = arith.cmpi slt, %12, %13 : tensor<64x1xi32>
    %15 = tt.splat %arg5 : i32 -> tensor<1x16xi32>
    %16 = tt.broadcast %14 : tensor<64x1xi1> -> tensor<64x16xi1>
    %17 = tt.splat %arg6 : i32 -> tensor<64x1xi32>
    %18 = arith.muli %12, %17 : tensor<64x1xi32>
    %19 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>>
    %20 = tt.addptr %19, %18 : tensor<64x1x!tt.ptr<f32>>, tensor<64x1xi32>
    %21 = tt.broadcast %20 : tensor<64x1x!tt.ptr<f32>> -> tensor<64x16x!tt.ptr<f32>>
    %22 = tt.splat %arg5 : i32 -> tensor<16x1xi32>
    %23 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %24 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %25 = arith.cmpi slt, %23, %24 : tensor<1x64xi32>
    %26 = tt.broadcast %25 : tensor<1x64xi1> -> tensor<16x64xi1>
    %27 = tt.splat %arg7 : i32 -> tensor<16x1xi32>
    %28 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>>
    %29 = tt.broadcast %23 : tensor<1x64xi32> -> tensor<16x64xi32>
    %30 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst) -> (tensor<64x64xf32>)  : i32 {
      %47 = arith.muli %arg9, %c16_i32 : i32
      %48 = tt.splat %47 : i32 -> tensor<16xi32>
      %49 = arith.addi %48, %9 : tensor<16xi32>
      %50 = tt.expand_dims %49 {axis = 0 : i32} : tensor<16xi32> -> tensor<1x16xi32>
      %51 = arith.cmpi slt, %50, %15 : tensor<1x16xi32>
      %52 = tt.broadcast %51 : tensor<1x16xi1> -> tensor<64x16xi1>
      %53 = arith.andi %16, %52 : tensor<64x16xi1>
      %54 = tt.broadcast %50 : tensor<1x16xi32> -> tensor<64x16xi32>
      %55 = tt.addptr %21, %54 : tensor<64x16x!tt.ptr<f32>>, tensor<64x16xi32>
      %56 = tt.load %55, %53, %cst_1 : tensor<64x16x!tt.ptr<f32>>
      %57 = tt.expand_dims %49 {axis = 1 : i32} : tensor<16xi32> -> tensor<16x1xi32>
      %58 = arith.cmpi slt, %57, %22 : tensor<16x1xi32>
      %59 = tt.broadcast %58 : tensor<16x1xi1> -> tensor<16x64xi1>
      %60 = arith.andi %59, %26 : tensor<16x64xi1>
      %61 = arith.muli %57, %27 : tensor<16x1xi32>
      %62 = tt.addptr %28, %61 : tensor<16x1x!tt.ptr<f32>>, tensor<16x1xi32>
      %63 = tt.broadcast %62 : tensor<16x1x!tt.ptr<f32>> -> tensor<16x64x!tt.ptr<f32>>
      %64 = tt.addptr %63, %29 : tensor<16x64x!tt.ptr<f32>>, tensor<16x64xi32>
      %65 = tt.load %64, %60, %cst_0 : tensor<16x64x!tt.ptr<f32>>
      %66 = tt.dot %56, %65, %arg10, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
      scf.yield %66 : tensor<64x64xf32>
    }
    %31 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %32 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %33 = arith.cmpi slt, %31, %32 : tensor<64x1xi32>
    %34 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %35 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %36 = arith.cmpi slt, %34, %35 : tensor<1x64xi32>
    %37 = tt.broadcast %33 : tensor<64x1xi1> -> tensor<64x64xi1>
    %38 = tt.broadcast %36 : tensor<1x64xi1> -> tensor<64x64xi1>
    %39 = arith.andi %37, %38 : tensor<64x64xi1>
    %40 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %41 = arith.muli %31, %40 : tensor<64x1xi32>
    %42 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>>
    %43 = tt.addptr %42, %41 : tensor<64x1x!tt.ptr<f32>>, tensor<64x1xi32>
    %44 = tt.broadcast %43 : tensor<64x1x!tt.ptr<f32>> -> tensor<64x64x!tt.ptr<f32>>
    %45 = tt.broadcast %34 : tensor<1x64xi32> -> tensor<64x64xi32>
    %46 = tt.addptr %44, %45 : tensor<64x64x!tt.ptr<f32>>, tensor<64x64xi32>
    tt.store %46, %30, %39 : tensor<64x64x!tt.ptr<f32>>
    tt.return
  }
}
