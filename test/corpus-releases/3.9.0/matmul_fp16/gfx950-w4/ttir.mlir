module {
  tt.func public @matmul_fp16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %30 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %31 = arith.cmpi slt, %10, %30 : tensor<64x1xi32>
    %32 = tt.broadcast %31 : tensor<64x1xi1> -> tensor<64x32xi1>
    %33 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %34 = arith.cmpi slt, %24, %33 : tensor<1x64xi32>
    %35 = tt.broadcast %34 : tensor<1x64xi1> -> tensor<32x64xi1>
    %36 = arith.muli %arg7, %c32_i32 : i32
    %37 = tt.splat %36 : i32 -> tensor<32x64xi32>
    %38:3 = scf.for %arg9 = %c0_i32 to %29 step %c1_i32 iter_args(%arg10 = %18, %arg11 = %27, %arg12 = %cst) -> (tensor<64x32x!tt.ptr<f16>>, tensor<32x64x!tt.ptr<f16>>, tensor<64x64xf32>)  : i32 {
      %54 = arith.muli %arg9, %c32_i32 : i32
      %55 = arith.subi %arg5, %54 : i32
      %56 = tt.splat %55 : i32 -> tensor<1x32xi32>
      %57 = arith.cmpi slt, %15, %56 : tensor<1x32xi32>
      %58 = tt.broadcast %57 : tensor<1x32xi1> -> tensor<64x32xi1>
      %59 = arith.andi %32, %58 : tensor<64x32xi1>
      %60 = tt.load %arg10, %59, %cst_1 : tensor<64x32x!tt.ptr<f16>>
      %61 = tt.splat %55 : i32 -> tensor<32x1xi32>
      %62 = arith.cmpi slt, %19, %61 : tensor<32x1xi32>
      %63 = tt.broadcast %62 : tensor<32x1xi1> -> tensor<32x64xi1>
      %64 = arith.andi %63, %35 : tensor<32x64xi1>
      %65 = tt.load %arg11, %64, %cst_0 : tensor<32x64x!tt.ptr<f16>>
      %66 = tt.dot %60, %65, %arg12 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      %67 = tt.addptr %arg10, %cst_2 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
      %68 = tt.addptr %arg11, %37 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
      scf.yield %67, %68, %66 : tensor<64x32x!tt.ptr<f16>>, tensor<32x64x!tt.ptr<f16>>, tensor<64x64xf32>
    }
    %39 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %40 = arith.cmpi slt, %10, %39 : tensor<64x1xi32>
    %41 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %42 = arith.cmpi slt, %24, %41 : tensor<1x64xi32>
    %43 = tt.broadcast %40 : tensor<64x1xi1> -> tensor<64x64xi1>
    %44 = tt.broadcast %42 : tensor<1x64xi1> -> tensor<64x64xi1>
    %45 = arith.andi %43, %44 : tensor<64x64xi1>
    %46 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %47 = arith.muli %10, %46 : tensor<64x1xi32>
    %48 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %49 = tt.addptr %48, %47 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %50 = tt.broadcast %49 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %51 = tt.broadcast %24 : tensor<1x64xi32> -> tensor<64x64xi32>
    %52 = tt.addptr %50, %51 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %53 = arith.truncf %38#2 : tensor<64x64xf32> to tensor<64x64xf16>
    tt.store %52, %53, %45 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}
