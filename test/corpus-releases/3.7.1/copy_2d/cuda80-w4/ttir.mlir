module {
  tt.func public @copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %4 = tt.splat %2 : i32 -> tensor<32xi32>
    %5 = arith.addi %4, %3 : tensor<32xi32>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %8 = tt.splat %6 : i32 -> tensor<64xi32>
    %9 = arith.addi %8, %7 : tensor<64xi32>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %11 = tt.splat %arg2 : i32 -> tensor<32x1xi32>
    %12 = arith.cmpi slt, %10, %11 : tensor<32x1xi32>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %14 = tt.splat %arg3 : i32 -> tensor<1x64xi32>
    %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32>
    %16 = tt.broadcast %12 : tensor<32x1xi1> -> tensor<32x64xi1>
    %17 = tt.broadcast %15 : tensor<1x64xi1> -> tensor<32x64xi1>
    %18 = arith.andi %16, %17 : tensor<32x64xi1>
    %19 = tt.splat %arg4 : i32 -> tensor<32x1xi32>
    %20 = arith.muli %10, %19 : tensor<32x1xi32>
    %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>>
    %22 = tt.addptr %21, %20 : tensor<32x1x!tt.ptr<f32>>, tensor<32x1xi32>
    %23 = tt.broadcast %22 : tensor<32x1x!tt.ptr<f32>> -> tensor<32x64x!tt.ptr<f32>>
    %24 = tt.broadcast %13 : tensor<1x64xi32> -> tensor<32x64xi32>
    %25 = tt.addptr %23, %24 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi32>
    %26 = tt.load %25, %18 : tensor<32x64x!tt.ptr<f32>>
    %27 = tt.splat %arg5 : i32 -> tensor<32x1xi32>
    %28 = arith.muli %10, %27 : tensor<32x1xi32>
    %29 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x1x!tt.ptr<f32>>
    %30 = tt.addptr %29, %28 : tensor<32x1x!tt.ptr<f32>>, tensor<32x1xi32>
    %31 = tt.broadcast %30 : tensor<32x1x!tt.ptr<f32>> -> tensor<32x64x!tt.ptr<f32>>
    %32 = tt.addptr %31, %24 : tensor<32x64x!tt.ptr<f32>>, tensor<32x64xi32>
    tt.store %32, %26, %18 : tensor<32x64x!tt.ptr<f32>>
    tt.return
  }
}
