// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// RUN: not pyopt --triton-version=3.7 %s 2>&1 | filecheck %s --check-prefix=OLD
// tti.dot_i8, an op Triton 3.8 adds: its form, printed as the 3.8.0 and 3.9.0 wheels print it
// (tools/oracle.py roundtrip); 3.7 has no such op.

// CHECK: %0 = tti.dot_i8 %arg0, %arg1, %arg2, aSigned = true, bSigned = false {tag = 1 : i32} : tensor<16x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x8xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<16x8xi32, #mma>
// OLD: error: custom op 'tti.dot_i8' is unknown
// OLD: note: 'tti.dot_i8' is a Triton 3.8 and 3.9 op: --triton-version=3.9
#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#b = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ok(%A: tensor<16x32xi8, #a>, %B: tensor<32x8xi8, #b>, %C: tensor<16x8xi32, #mma>) -> tensor<16x8xi32, #mma> {
    %D = tti.dot_i8 %A, %B, %C, aSigned = true, bSigned = false {tag = 1 : i32} : tensor<16x32xi8, #a> * tensor<32x8xi8, #b> -> tensor<16x8xi32, #mma>
    tt.return %D : tensor<16x8xi32, #mma>
  }
}
