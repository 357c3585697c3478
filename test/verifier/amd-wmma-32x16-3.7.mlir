// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// WMMA v3's 32x16 instructions come in Triton 3.8 (upstream change not found: the 3.8.0 wheel
// accepts instrShape [32, 16, 64] and [32, 16, 128], amd-wmma-32x16-3.8-3.9.mlir); 3.7.1's
// message, from its wheel (tools/oracle.py roundtrip).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{invalid WMMA v3 instruction shape}}
  tt.func @f(%a: tensor<64x64xf32, #ttg.amd_wmma<{version = 3, ctaLayout = {warp = [[0, 1], [1, 0]]}, instrShape = [32, 16, 64]}>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{invalid WMMA v3 instruction shape}}
  tt.func @f(%a: tensor<64x64xf32, #ttg.amd_wmma<{version = 3, ctaLayout = {warp = [[0, 1], [1, 0]]}, instrShape = [32, 16, 128]}>>) {
    tt.return
  }
}
