#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dots(%arg0: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f16>, #blocked>, %arg2: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0:6 = scf.for %arg3 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg4 = %cst, %arg5 = %cst, %arg6 = %cst, %arg7 = %cst, %arg8 = %cst, %arg9 = %cst) -> (tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>)  : i32 {
      %7 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %8 = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %9 = ttg.convert_layout %7 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %10 = ttg.convert_layout %8 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %11 = tt.dot %9, %10, %arg4 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %12 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %13 = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %14 = ttg.convert_layout %12 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %15 = ttg.convert_layout %13 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %16 = tt.dot %14, %15, %arg5 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %17 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %18 = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %19 = ttg.convert_layout %17 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %20 = ttg.convert_layout %18 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %21 = tt.dot %19, %20, %arg6 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %22 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %23 = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %24 = ttg.convert_layout %22 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %25 = ttg.convert_layout %23 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %26 = tt.dot %24, %25, %arg7 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %27 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %28 = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %29 = ttg.convert_layout %27 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %30 = ttg.convert_layout %28 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %31 = tt.dot %29, %30, %arg8 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      %32 = tt.load %arg0 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %33 = tt.load %arg1 : tensor<64x64x!tt.ptr<f16>, #blocked>
      %34 = ttg.convert_layout %32 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %35 = ttg.convert_layout %33 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %36 = tt.dot %34, %35, %arg9 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %11, %16, %21, %26, %31, %36 : tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>, tensor<64x64xf32, #mma>
    }
    %1 = ttg.convert_layout %0#0 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %arg2, %1 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %2 = ttg.convert_layout %0#1 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %arg2, %2 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %3 = ttg.convert_layout %0#2 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %arg2, %3 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %4 = ttg.convert_layout %0#3 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %arg2, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %5 = ttg.convert_layout %0#4 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %arg2, %5 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %6 = ttg.convert_layout %0#5 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %arg2, %6 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
