module {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %27:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %17, %arg11 = %26, %arg12 = %cst) -> (tensor<64x64x!tt.ptr<i8>>, tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>)  : i32 {
      %41 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
      %42 = arith.cmpi slt, %9, %41 : tensor<64x1xi32>
      %43 = arith.subi %arg5, %arg9 : i32
      %44 = tt.splat %43 : i32 -> tensor<1x64xi32>
      %45 = arith.cmpi slt, %14, %44 : tensor<1x64xi32>
      %46 = tt.broadcast %42 : tensor<64x1xi1> -> tensor<64x64xi1>
      %47 = tt.broadcast %45 : tensor<1x64xi1> -> tensor<64x64xi1>
      %48 = arith.andi %46, %47 : tensor<64x64xi1>
      %49 = tt.load %arg10, %48, %cst_0 : tensor<64x64x!tt.ptr<i8>>
      %50 = tt.splat %43 : i32 -> tensor<64x1xi32>
      %51 = arith.cmpi slt, %18, %50 : tensor<64x1xi32>
      %52 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
      %53 = arith.cmpi slt, %23, %52 : tensor<1x64xi32>
      %54 = tt.broadcast %51 : tensor<64x1xi1> -> tensor<64x64xi1>
      %55 = tt.broadcast %53 : tensor<1x64xi1> -> tensor<64x64xi1>
      %56 = arith.andi %54, %55 : tensor<64x64xi1>
      %57 = tt.load %arg11, %56, %cst_0 : tensor<64x64x!tt.ptr<i8>>
      %58 = tt.dot %49, %57, %arg12, inputPrecision = tf32 : tensor<64x64xi8> * tensor<64x64xi8> -> tensor<64x64xi32>
      %59 = tt.addptr %arg10, %cst_1 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
      %60 = arith.muli %arg7, %c64_i32 : i32
      %61 = tt.splat %60 : i32 -> tensor<64x64xi32>
      %62 = tt.addptr %arg11, %61 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
      scf.yield %59, %62, %58 : tensor<64x64x!tt.ptr<i8>>, tensor<64x64x!tt.ptr<i8>>, tensor<64x64xi32>
    }
    %28 = tt.splat %arg3 : i32 -> tensor<64x1xi32>
    %29 = arith.cmpi slt, %9, %28 : tensor<64x1xi32>
    %30 = tt.splat %arg4 : i32 -> tensor<1x64xi32>
    %31 = arith.cmpi slt, %23, %30 : tensor<1x64xi32>
    %32 = tt.broadcast %29 : tensor<64x1xi1> -> tensor<64x64xi1>
    %33 = tt.broadcast %31 : tensor<1x64xi1> -> tensor<64x64xi1>
    %34 = arith.andi %32, %33 : tensor<64x64xi1>
    %35 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %36 = arith.muli %9, %35 : tensor<64x1xi32>
    %37 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>>
    %38 = tt.addptr %37, %36 : tensor<64x1x!tt.ptr<i32>>, tensor<64x1xi32>
    %39 = tt.broadcast %38 : tensor<64x1x!tt.ptr<i32>> -> tensor<64x64x!tt.ptr<i32>>
    %40 = tt.addptr %39, %25 : tensor<64x64x!tt.ptr<i32>>, tensor<64x64xi32>
    tt.store %40, %27#2, %34 : tensor<64x64x!tt.ptr<i32>>
    tt.return
  }
}
