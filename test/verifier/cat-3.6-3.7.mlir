// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// Up to Triton 3.7 tt.cat has no verifier of its own: these stand (3.8 rejects the first three,
// cat-3.8-3.9.mlir).  Verdicts: the 3.6.0 and 3.7.1 wheels' (tools/oracle.py roundtrip).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[1], [16]], lane = [[0], [0], [2], [4], [8]], warp = [[0], [0]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bad_regs(%lhs: tensor<16xi32, #blocked>, %rhs: tensor<16xi32, #blocked>) {
    %cat = tt.cat %lhs, %rhs : tensor<16xi32, #blocked> -> tensor<32xi32, #linear>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @count(%lhs: tensor<16xi32, #blocked>, %rhs: tensor<16xi32, #blocked>) {
    %cat = tt.cat %lhs, %rhs : tensor<16xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @enc(%lhs: tensor<16xi32, #blocked>, %rhs: tensor<16xi32, #blocked>) {
    %cat = tt.cat %lhs, %rhs : tensor<16xi32, #blocked> -> tensor<32xi32>
    tt.return
  }
}
