#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_host_copy(%arg0: !tt.tensordesc<tensor<32x64xf32>>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64, %arg5: !tt.tensordesc<tensor<32x64xf32>>, %arg6: i32, %arg7: i32, %arg8: i64, %arg9: i64) attributes {noinline = false} {
    %cst = arith.constant dense<1.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = arith.muli %1, %c64_i32 : i32
    %4 = tt.descriptor_load %arg0[%2, %3] : !tt.tensordesc<tensor<32x64xf32>> -> tensor<32x64xf32, #blocked1>
    %5 = ttg.convert_layout %4 : tensor<32x64xf32, #blocked1> -> tensor<32x64xf32, #blocked>
    %6 = arith.addf %5, %cst : tensor<32x64xf32, #blocked>
    %7 = ttg.convert_layout %6 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    tt.descriptor_store %arg5[%2, %3], %7 : !tt.tensordesc<tensor<32x64xf32>>, tensor<32x64xf32, #blocked1>
    tt.return
  }
}
