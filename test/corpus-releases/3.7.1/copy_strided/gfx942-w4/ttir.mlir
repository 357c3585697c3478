module {
  tt.func public @copy_strided(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32) attributes {noinline = false} {
    %c512_i32 = arith.constant 512 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c512_i32 : i32
    %2 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32>
    %3 = tt.splat %1 : i32 -> tensor<512xi32>
    %4 = arith.addi %3, %2 : tensor<512xi32>
    %5 = tt.splat %arg2 : i32 -> tensor<512xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<512xi32>
    %7 = tt.splat %arg3 : i32 -> tensor<512xi32>
    %8 = arith.muli %4, %7 : tensor<512xi32>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
    %10 = tt.addptr %9, %8 : tensor<512x!tt.ptr<f32>>, tensor<512xi32>
    %11 = tt.load %10, %6 : tensor<512x!tt.ptr<f32>>
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>>
    %13 = tt.addptr %12, %4 : tensor<512x!tt.ptr<f32>>, tensor<512xi32>
    tt.store %13, %11, %6 : tensor<512x!tt.ptr<f32>>
    tt.return
  }
}
