// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// tti.dot_i8 (FPSan's wrapping i8 dot on NVIDIA MMAv2, Triton 3.8+): its verifier
// (A and B dot operands of one MMAv2 layout, the result's; the dot interface's shapes; the
// TritonGPU dialect's dot encoding checks) and ODS checks.  Every verdict and message is the
// 3.8.0 and 3.9.0 wheels' on the same chunk (tools/oracle.py roundtrip).


#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#b = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @a_not_dot_operand(%A: tensor<16x32xi8, #blocked>, %B: tensor<32x8xi8, #b>, %C: tensor<16x8xi32, #mma>) {
    // expected-error @+1 {{requires dot operand encodings for A and B}}
    %D = tti.dot_i8 %A, %B, %C, aSigned = true, bSigned = true : tensor<16x32xi8, #blocked> * tensor<32x8xi8, #b> -> tensor<16x8xi32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#b = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @k_mismatch(%A: tensor<16x16xi8, #a>, %B: tensor<32x8xi8, #b>, %C: tensor<16x8xi32, #mma>) {
    // expected-error @+1 {{'tti.dot_i8' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %D = tti.dot_i8 %A, %B, %C, aSigned = true, bSigned = true : tensor<16x16xi8, #a> * tensor<32x8xi8, #b> -> tensor<16x8xi32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#b = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 8}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @kwidth_mismatch(%A: tensor<16x32xi8, #a>, %B: tensor<32x8xi8, #b>, %C: tensor<16x8xi32, #mma>) {
    // expected-error @+1 {{mismatching kWidth between A and B operands}}
    %D = tti.dot_i8 %A, %B, %C, aSigned = true, bSigned = true : tensor<16x32xi8, #a> * tensor<32x8xi8, #b> -> tensor<16x8xi32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#b = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @acc_type(%A: tensor<16x32xi8, #a>, %B: tensor<32x8xi8, #b>, %C: tensor<16x8xi16, #mma>) {
    // expected-error @+1 {{'tti.dot_i8' op operand #2 must be ranked tensor of 32-bit signless integer values, but got 'tensor<16x8xi16}}
    %D = "tti.dot_i8"(%A, %B, %C) {aSigned = true, bSigned = true} : (tensor<16x32xi8, #a>, tensor<32x8xi8, #b>, tensor<16x8xi16, #mma>) -> tensor<16x8xi16, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>
#b = #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_signedness(%A: tensor<16x32xi8, #a>, %B: tensor<32x8xi8, #b>, %C: tensor<16x8xi32, #mma>) {
    // expected-error @+1 {{'tti.dot_i8' op requires attribute 'bSigned'}}
    %D = "tti.dot_i8"(%A, %B, %C) {aSigned = true} : (tensor<16x32xi8, #a>, tensor<32x8xi8, #b>, tensor<16x8xi32, #mma>) -> tensor<16x8xi32, #mma>
    tt.return
  }
}
