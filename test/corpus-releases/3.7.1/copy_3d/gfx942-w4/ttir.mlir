module {
  tt.func public @copy_3d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<4x8x32xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x8x32xf32>
    %c4_i32 = arith.constant 4 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c4_i32 : i32
    %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32>
    %3 = tt.splat %1 : i32 -> tensor<4xi32>
    %4 = arith.addi %3, %2 : tensor<4xi32>
    %5 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %7 = tt.expand_dims %4 {axis = 1 : i32} : tensor<4xi32> -> tensor<4x1xi32>
    %8 = tt.expand_dims %7 {axis = 2 : i32} : tensor<4x1xi32> -> tensor<4x1x1xi32>
    %9 = tt.expand_dims %5 {axis = 0 : i32} : tensor<8xi32> -> tensor<1x8xi32>
    %10 = tt.expand_dims %9 {axis = 2 : i32} : tensor<1x8xi32> -> tensor<1x8x1xi32>
    %11 = tt.expand_dims %6 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<1x32xi32> -> tensor<1x1x32xi32>
    %13 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32>
    %14 = arith.cmpi slt, %8, %13 : tensor<4x1x1xi32>
    %15 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32>
    %16 = arith.cmpi slt, %10, %15 : tensor<1x8x1xi32>
    %17 = tt.broadcast %14 : tensor<4x1x1xi1> -> tensor<4x8x1xi1>
    %18 = tt.broadcast %16 : tensor<1x8x1xi1> -> tensor<4x8x1xi1>
    %19 = arith.andi %17, %18 : tensor<4x8x1xi1>
    %20 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32>
    %21 = arith.cmpi slt, %12, %20 : tensor<1x1x32xi32>
    %22 = tt.broadcast %19 : tensor<4x8x1xi1> -> tensor<4x8x32xi1>
    %23 = tt.broadcast %21 : tensor<1x1x32xi1> -> tensor<4x8x32xi1>
    %24 = arith.andi %22, %23 : tensor<4x8x32xi1>
    %25 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32>
    %26 = arith.muli %8, %25 : tensor<4x1x1xi32>
    %27 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>>
    %28 = tt.addptr %27, %26 : tensor<4x1x1x!tt.ptr<f32>>, tensor<4x1x1xi32>
    %29 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32>
    %30 = arith.muli %10, %29 : tensor<1x8x1xi32>
    %31 = tt.broadcast %28 : tensor<4x1x1x!tt.ptr<f32>> -> tensor<4x8x1x!tt.ptr<f32>>
    %32 = tt.broadcast %30 : tensor<1x8x1xi32> -> tensor<4x8x1xi32>
    %33 = tt.addptr %31, %32 : tensor<4x8x1x!tt.ptr<f32>>, tensor<4x8x1xi32>
    %34 = tt.broadcast %33 : tensor<4x8x1x!tt.ptr<f32>> -> tensor<4x8x32x!tt.ptr<f32>>
    %35 = tt.broadcast %12 : tensor<1x1x32xi32> -> tensor<4x8x32xi32>
    %36 = tt.addptr %34, %35 : tensor<4x8x32x!tt.ptr<f32>>, tensor<4x8x32xi32>
    %37 = tt.load %36, %24, %cst_0 : tensor<4x8x32x!tt.ptr<f32>>
    %38 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32>
    %39 = arith.muli %8, %38 : tensor<4x1x1xi32>
    %40 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>>
    %41 = tt.addptr %40, %39 : tensor<4x1x1x!tt.ptr<f32>>, tensor<4x1x1xi32>
    %42 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32>
    %43 = arith.muli %10, %42 : tensor<1x8x1xi32>
    %44 = tt.broadcast %41 : tensor<4x1x1x!tt.ptr<f32>> -> tensor<4x8x1x!tt.ptr<f32>>
    %45 = tt.broadcast %43 : tensor<1x8x1xi32> -> tensor<4x8x1xi32>
    %46 = tt.addptr %44, %45 : tensor<4x8x1x!tt.ptr<f32>>, tensor<4x8x1xi32>
    %47 = tt.broadcast %46 : tensor<4x8x1x!tt.ptr<f32>> -> tensor<4x8x32x!tt.ptr<f32>>
    %48 = tt.addptr %47, %35 : tensor<4x8x32x!tt.ptr<f32>>, tensor<4x8x32xi32>
    %49 = arith.mulf %37, %cst : tensor<4x8x32xf32>
    tt.store %48, %49, %24 : tensor<4x8x32x!tt.ptr<f32>>
    tt.return
  }
}
