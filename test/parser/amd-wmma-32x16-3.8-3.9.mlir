// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// WMMA v3's 32x16 instruction shapes from Triton 3.8 (upstream change not found; 3.7.1
// rejects them, ../verifier/amd-wmma-32x16-3.7.mlir).  Expected output: the 3.8.0 and 3.9.0
// wheels' (tools/oracle.py roundtrip).

// CHECK: #mma = #ttg.amd_wmma<{version = 3, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}, instrShape = [32, 16, 64]}>
// CHECK: #mma1 = #ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = {register = [[0, 2]], warp = [[0, 1], [1, 0]]}, instrShape = [32, 16, 128]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf32, #ttg.amd_wmma<{version = 3, ctaLayout = {warp = [[0, 1], [1, 0]]}, instrShape = [32, 16, 64]}>>,
             %b: tensor<64x128xf32, #ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = {register = [[0, 2]], warp = [[0, 1], [1, 0]]}, instrShape = [32, 16, 128]}>>) {
    tt.return
  }
}
