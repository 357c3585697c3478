#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i64 = arith.constant 1 : i64
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c31_i32 = arith.constant 31 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%2, %c1_i64] : <f16>, <64x32xf16>
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%4, %c1_i64] : <f16>, <32x64xf16>
    %6 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%4, %c1_i64] : <f16>, <64x64xf16>
    %7 = arith.addi %arg5, %c31_i32 : i32
    %8 = arith.divsi %7, %c32_i32 : i32
    %9 = scf.for %arg6 = %c0_i32 to %8 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<64x64xf32, #mma>)  : i32 {
      %14 = arith.muli %0, %c64_i32 : i32
      %15 = arith.muli %arg6, %c32_i32 : i32
      %16 = tt.descriptor_load %3[%14, %15] : !tt.tensordesc<64x32xf16> -> tensor<64x32xf16, #blocked>
      %17 = arith.muli %1, %c64_i32 : i32
      %18 = tt.descriptor_load %5[%15, %17] : !tt.tensordesc<32x64xf16> -> tensor<32x64xf16, #blocked1>
      %19 = ttg.convert_layout %16 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %20 = ttg.convert_layout %18 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %21 = tt.dot %19, %20, %arg7, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %21 : tensor<64x64xf32, #mma>
    }
    %10 = arith.muli %0, %c64_i32 : i32
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = arith.truncf %9 : tensor<64x64xf32, #mma> to tensor<64x64xf16, #mma>
    %13 = ttg.convert_layout %12 : tensor<64x64xf16, #mma> -> tensor<64x64xf16, #blocked1>
    tt.descriptor_store %6[%10, %11], %13 : !tt.tensordesc<64x64xf16>, tensor<64x64xf16, #blocked1>
    tt.return
  }
}
