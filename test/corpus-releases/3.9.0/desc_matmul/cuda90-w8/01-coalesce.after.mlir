#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c31_i32 = arith.constant 31 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %c1_i64 = arith.constant 1 : i64
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg5 : i32 to i64
    %3 = tt.make_tensor_descriptor %arg0, [%arg3, %arg5], [%2, %c1_i64] : <f16>, <64x32xf16>
    %4 = arith.extsi %arg4 : i32 to i64
    %5 = tt.make_tensor_descriptor %arg1, [%arg5, %arg4], [%4, %c1_i64] : <f16>, <32x64xf16>
    %6 = tt.make_tensor_descriptor %arg2, [%arg3, %arg4], [%4, %c1_i64] : <f16>, <64x64xf16>
    %7 = arith.addi %arg5, %c31_i32 : i32
    %8 = arith.divsi %7, %c32_i32 : i32
    %9 = scf.for %arg6 = %c0_i32 to %8 step %c1_i32 iter_args(%arg7 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %14 = arith.muli %0, %c64_i32 : i32
      %15 = arith.muli %arg6, %c32_i32 : i32
      %16 = tt.descriptor_load %3[%14, %15] : !tt.tensordesc<64x32xf16> -> tensor<64x32xf16, #blocked1>
      %17 = ttg.convert_layout %16 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #blocked2>
      %18 = arith.muli %1, %c64_i32 : i32
      %19 = tt.descriptor_load %5[%15, %18] : !tt.tensordesc<32x64xf16> -> tensor<32x64xf16, #blocked3>
      %20 = ttg.convert_layout %19 : tensor<32x64xf16, #blocked3> -> tensor<32x64xf16, #blocked>
      %21 = ttg.convert_layout %17 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked4}>>
      %22 = ttg.convert_layout %20 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked4}>>
      %23 = ttg.convert_layout %arg7 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked4>
      %24 = tt.dot %21, %22, %23, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked4}>> -> tensor<64x64xf32, #blocked4>
      %25 = ttg.convert_layout %24 : tensor<64x64xf32, #blocked4> -> tensor<64x64xf32, #blocked>
      scf.yield %25 : tensor<64x64xf32, #blocked>
    }
    %10 = arith.muli %0, %c64_i32 : i32
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = arith.truncf %9 : tensor<64x64xf32, #blocked> to tensor<64x64xf16, #blocked>
    %13 = ttg.convert_layout %12 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked3>
    tt.descriptor_store %6[%10, %11], %13 : !tt.tensordesc<64x64xf16>, tensor<64x64xf16, #blocked3>
    tt.return
  }
}
