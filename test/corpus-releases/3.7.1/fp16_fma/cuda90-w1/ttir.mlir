module {
  tt.func public @fp16_fma(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1.500000e+00> : tensor<256xf16>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %3 = tt.splat %1 : i32 -> tensor<256xi32>
    %4 = arith.addi %3, %2 : tensor<256xi32>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32>
    %7 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f16>>, tensor<256xi32>
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<f16>>
    %10 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f16>>, tensor<256xi32>
    %12 = tt.load %11, %6 : tensor<256x!tt.ptr<f16>>
    %13 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>>
    %14 = tt.addptr %13, %4 : tensor<256x!tt.ptr<f16>>, tensor<256xi32>
    %15 = arith.mulf %9, %12 : tensor<256xf16>
    %16 = arith.addf %15, %cst : tensor<256xf16>
    tt.store %14, %16, %6 : tensor<256x!tt.ptr<f16>>
    tt.return
  }
}
