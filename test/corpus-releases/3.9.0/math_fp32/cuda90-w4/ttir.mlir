module {
  tt.func public @math_fp32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<256xf32>
    %cst_0 = arith.constant dense<1.000000e+00> : tensor<256xf32>
    %cst_1 = arith.constant dense<5.000000e-01> : tensor<256xf32>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32>
    %3 = tt.splat %1 : i32 -> tensor<256xi32>
    %4 = arith.addi %3, %2 : tensor<256xi32>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32>
    %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %9 = tt.load %8, %6 : tensor<256x!tt.ptr<f32>>
    %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %11 = tt.addptr %10, %4 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    %12 = tt.load %11, %6 : tensor<256x!tt.ptr<f32>>
    %13 = arith.mulf %9, %cst_1 : tensor<256xf32>
    %14 = math.exp %13 : tensor<256xf32>
    %15 = math.absf %12 : tensor<256xf32>
    %16 = arith.addf %15, %cst_0 : tensor<256xf32>
    %17 = math.log %16 : tensor<256xf32>
    %18 = arith.addf %14, %17 : tensor<256xf32>
    %19 = math.sin %9 : tensor<256xf32>
    %20 = math.cos %12 : tensor<256xf32>
    %21 = arith.mulf %19, %20 : tensor<256xf32>
    %22 = arith.mulf %9, %9 : tensor<256xf32>
    %23 = arith.addf %22, %cst_0 : tensor<256xf32>
    %24 = math.rsqrt %23 : tensor<256xf32>
    %25 = arith.addf %21, %24 : tensor<256xf32>
    %26 = math.erf %9 : tensor<256xf32>
    %27 = math.floor %12 : tensor<256xf32>
    %28 = arith.mulf %25, %25 : tensor<256xf32>
    %29 = arith.addf %28, %cst : tensor<256xf32>
    %30 = arith.divf %18, %29 : tensor<256xf32>
    %31 = math.fma %26, %27, %30 : tensor<256xf32>
    %32 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>>
    %33 = tt.addptr %32, %4 : tensor<256x!tt.ptr<f32>>, tensor<256xi32>
    tt.store %33, %31, %6 : tensor<256x!tt.ptr<f32>>
    tt.return
  }
}
