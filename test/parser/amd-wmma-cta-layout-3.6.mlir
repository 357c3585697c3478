// RUN: pyopt --triton-version=3.6 %s | filecheck %s
// Triton 3.6 has no ctaLayout in #ttg.amd_wmma (triton-lang/triton#8946 came in 3.7): the key
// is ignored like any unknown one, and warpsPerCTA places the tiles.  Expected output: Triton
// 3.6.0's (tools/oracle.py roundtrip); 3.7.1 prints ctaLayout = {warp = [[0, 1]]} here
// (amd-wmma-cta-layout-3.7-3.9.mlir).

// CHECK: #mma = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf16, #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], ctaLayout = {warp = [[0, 1]]}}>>) {
    tt.return
  }
}
