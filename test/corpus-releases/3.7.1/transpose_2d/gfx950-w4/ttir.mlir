module {
  tt.func public @transpose_2d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %4 = tt.splat %2 : i32 -> tensor<32xi32>
    %5 = arith.addi %4, %3 : tensor<32xi32>
    %6 = arith.muli %1, %c32_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<32xi32>
    %8 = arith.addi %7, %3 : tensor<32xi32>
    %9 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %10 = tt.splat %arg2 : i32 -> tensor<32x1xi32>
    %11 = arith.cmpi slt, %9, %10 : tensor<32x1xi32>
    %12 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %13 = tt.splat %arg3 : i32 -> tensor<1x32xi32>
    %14 = arith.cmpi slt, %12, %13 : tensor<1x32xi32>
    %15 = tt.broadcast %11 : tensor<32x1xi1> -> tensor<32x32xi1>
    %16 = tt.broadcast %14 : tensor<1x32xi1> -> tensor<32x32xi1>
    %17 = arith.andi %15, %16 : tensor<32x32xi1>
    %18 = tt.splat %arg4 : i32 -> tensor<32x1xi32>
    %19 = arith.muli %9, %18 : tensor<32x1xi32>
    %20 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
    %21 = tt.addptr %20, %19 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
    %22 = tt.broadcast %21 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x32x!tt.ptr<f16>>
    %23 = tt.broadcast %12 : tensor<1x32xi32> -> tensor<32x32xi32>
    %24 = tt.addptr %22, %23 : tensor<32x32x!tt.ptr<f16>>, tensor<32x32xi32>
    %25 = tt.load %24, %17 : tensor<32x32x!tt.ptr<f16>>
    %26 = tt.trans %25 {order = array<i32: 1, 0>} : tensor<32x32xf16> -> tensor<32x32xf16>
    %27 = tt.expand_dims %8 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %28 = tt.splat %arg3 : i32 -> tensor<32x1xi32>
    %29 = arith.cmpi slt, %27, %28 : tensor<32x1xi32>
    %30 = tt.expand_dims %5 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %31 = tt.splat %arg2 : i32 -> tensor<1x32xi32>
    %32 = arith.cmpi slt, %30, %31 : tensor<1x32xi32>
    %33 = tt.broadcast %29 : tensor<32x1xi1> -> tensor<32x32xi1>
    %34 = tt.broadcast %32 : tensor<1x32xi1> -> tensor<32x32xi1>
    %35 = arith.andi %33, %34 : tensor<32x32xi1>
    %36 = tt.splat %arg5 : i32 -> tensor<32x1xi32>
    %37 = arith.muli %27, %36 : tensor<32x1xi32>
    %38 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
    %39 = tt.addptr %38, %37 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
    %40 = tt.broadcast %39 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x32x!tt.ptr<f16>>
    %41 = tt.broadcast %30 : tensor<1x32xi32> -> tensor<32x32xi32>
    %42 = tt.addptr %40, %41 : tensor<32x32x!tt.ptr<f16>>, tensor<32x32xi32>
    tt.store %42, %26, %35 : tensor<32x32x!tt.ptr<f16>>
    tt.return
  }
}
