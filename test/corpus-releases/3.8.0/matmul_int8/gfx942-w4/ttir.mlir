module {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<64x64xi32>
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<64> : tensor<64x64xi32>
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
    %9 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %10 = tt.splat %arg6 : i32 -> tensor<64x1xi32>
    %11 = arith.muli %9, %10 : tensor<64x1xi32>
    %12 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>>
    %13 = tt.addptr %12, %11 : tensor<64x1x!tt.ptr<i8>>, tensor<64x1xi32>
    %14 = tt.expand_dims %3 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %15 = tt.broadcast %13 : tensor<64x1x!tt.ptr<i8>> -> tensor<64x64x!tt.ptr<i8>>
    %16 = tt.broadcast %14 : tensor<1x64xi32> -> tensor<64x64xi32>
    %17 = tt.addptr %15, %16 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
    %18 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %19 = tt.splat %arg7 : i32 -> tensor<64x1xi32>
    %20 = arith.muli %18, %19 : tensor<64x1xi32>
    %21 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>>
    %22 = tt.addptr %21, %20 : tensor<64x1x!tt.ptr<i8>>, tensor<64x1xi32>
    %23 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %24 = tt.broadcast %22 : tensor<64x1x!tt.ptr<i8>> -> tensor<64x64x!tt.ptr<i8>>
    %25 = tt.broadcast %23 : tensor<1x64xi32> -> tensor<64x64xi32>
    %26 = tt.addptr %24, %25 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
    %27 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %28 = arith.cmpi slt, %9, %27 : tensor<64x1xi32>
    %29 = tt.broadcast %28 : tensor<64x1xi1> -> tensor<64x64xi1>
    %30 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %31 = arith.cmpi slt, %23, %30 : tensor<1x64xi32>
    %32 = tt.broadcast %31 : tensor<1x64xi1> -> tensor<64x64xi1>
    %33 = arith.muli %arg7, %c64_i32 : i32
    %34 = tt.splat %33 : i32 -> tensor<64x64xi32>
    %35:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %17, %arg11 = %26, %arg12 = %cst) -> (tensor<64x64x!tt.ptr<i8>>, tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>)  : i32 {
      %49 = arith.subi %arg5, %arg9 : i32
      %50 = tt.splat %49 : i32 -> tensor<1x64xi32>
      %51 = arith.cmpi slt, %14, %50 : tensor<1x64xi32>
      %52 = tt.broadcast %51 : tensor<1x64xi1> -> tensor<64x64xi1>
      %53 = arith.andi %29, %52 : tensor<64x64xi1>
      %54 = tt.load %arg10, %53, %cst_0 : tensor<64x64x!tt.ptr<i8>>
      %55 = tt.splat %49 : i32 -> tensor<64x1xi32>
      %56 = arith.cmpi slt, %18, %55 : tensor<64x1xi32>
      %57 = tt.broadcast %56 : tensor<64x1xi1> -> tensor<64x64xi1>
      %58 = arith.andi %57, %32 : tensor<64x64xi1>
      %59 = tt.load %arg11, %58, %cst_0 : tensor<64x64x!tt.ptr<i8>>
      %60 = tt.dot %54, %59, %arg12, inputPrecision = tf32 : tensor<64x64xi8> * tensor<64x64xi8> -> tensor<64x64xi32>
      %61 = tt.addptr %arg10, %cst_1 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
      %62 = tt.addptr %arg11, %34 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
      scf.yield %61, %62, %60 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
    }
    %36 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %37 = arith.cmpi slt, %9, %36 : tensor<64x1xi32>
    %38 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %39 = arith.cmpi slt, %23, %38 : tensor<1x64xi32>
    %40 = tt.broadcast %37 : tensor<64x1xi1> -> tensor<64x64xi1>
    %41 = tt.broadcast %39 : tensor<1x64xi1> -> tensor<64x64xi1>
    %42 = arith.andi %40, %41 : tensor<64x64xi1>
    %43 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %44 = arith.muli %9, %43 : tensor<64x1xi32>
    %45 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>>
    %46 = tt.addptr %45, %44 : tensor<64x1x!tt.ptr<i32>>, tensor<64x1xi32>
    %47 = tt.broadcast %46 : tensor<64x1x!tt.ptr<i32>> -> tensor<64x64x!tt.ptr<i32>>
    %48 = tt.addptr %47, %25 : tensor<64x64x!tt.ptr<i32>>, tensor<64x64xi32>
    tt.store %48, %35#2, %42 : tensor<64x64x!tt.ptr<i32>>
    tt.return
  }
}
