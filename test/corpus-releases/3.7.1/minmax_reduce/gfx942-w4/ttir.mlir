module {
  tt.func public @minmax_reduce(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>, %arg2: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %cst = arith.constant dense<0xFF800000> : tensor<128xf32>
    %cst_0 = arith.constant dense<0x7F800000> : tensor<128xf32>
    %c128_i32 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    %3 = tt.splat %1 : i32 -> tensor<128xi32>
    %4 = arith.addi %3, %2 : tensor<128xi32>
    %5 = tt.splat %arg2 : i32 -> tensor<128xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<128xi32>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %8 = tt.addptr %7, %4 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %9 = tt.load %8, %6, %cst_0 : tensor<128x!tt.ptr<f32>>
    %10 = tt.load %8, %6, %cst : tensor<128x!tt.ptr<f32>>
    %11:2 = "tt.reduce"(%9, %10) <{axis = 0 : i32}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32, %arg6: f32):
      %15 = arith.minnumf %arg3, %arg5 : f32
      %16 = arith.maxnumf %arg4, %arg6 : f32
      tt.reduce.return %15, %16 : f32, f32
    }) : (tensor<128xf32>, tensor<128xf32>) -> (f32, f32)
    %12 = arith.muli %0, %c2_i32 : i32
    %13 = tt.addptr %arg1, %12 : !tt.ptr<f32>, i32
    tt.store %13, %11#0 : !tt.ptr<f32>
    %14 = tt.addptr %13, %c1_i32 : !tt.ptr<f32>, i32
    tt.store %14, %11#1 : !tt.ptr<f32>
    tt.return
  }
}
