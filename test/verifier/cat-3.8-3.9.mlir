// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// tt.cat's verifier from Triton 3.8 (upstream change not found): element count, encodings on
// all or none, and the result layout's distinct registers twice an operand's
// (verifyCatOpEncodingCompatibility).  3.6 and 3.7 accept all of these (cat-3.6-3.7.mlir).
// Messages and verdicts: the 3.8.0 and 3.9.0 wheels' (tools/oracle.py roundtrip).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[1], [16]], lane = [[0], [0], [2], [4], [8]], warp = [[0], [0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bad_regs(%lhs: tensor<16xi32, #blocked>, %rhs: tensor<16xi32, #blocked>) {
    // expected-error @+1 {{tt.cat result encoding requires 4 non-broadcast register values, but operands provide 2}}
    %cat = tt.cat %lhs, %rhs : tensor<16xi32, #blocked> -> tensor<32xi32, #linear>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @count(%lhs: tensor<16xi32, #blocked>, %rhs: tensor<16xi32, #blocked>) {
    // expected-error @+1 {{'tt.cat' op result element count must equal the sum of the operand element counts, expected 32 but got 64}}
    %cat = tt.cat %lhs, %rhs : tensor<16xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @enc(%lhs: tensor<16xi32, #blocked>, %rhs: tensor<16xi32, #blocked>) {
    // expected-error @+1 {{'tt.cat' op requires that either (a) operands and result all have encodings, or (b) none do.}}
    %cat = tt.cat %lhs, %rhs : tensor<16xi32, #blocked> -> tensor<32xi32>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ok(%lhs: tensor<128xi32, #blocked>, %rhs: tensor<128xi32, #blocked>) {
    %cat = tt.cat %lhs, %rhs : tensor<128xi32, #blocked> -> tensor<256xi32, #b2>
    tt.return
  }
}
// -----
module {
  tt.func public @noenc(%lhs: tensor<16xi32>, %rhs: tensor<16xi32>) {
    %cat = tt.cat %lhs, %rhs : tensor<16xi32> -> tensor<32xi32>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @same(%lhs: tensor<128xi32, #blocked>, %rhs: tensor<128xi32, #blocked>) {
    %cat = tt.cat %lhs, %rhs : tensor<128xi32, #blocked> -> tensor<256xi32, #blocked>
    tt.return
  }
}
