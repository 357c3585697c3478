// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// Triton 3.6 wants a dot operand's parent to equal the result's encoding, CGA layout included
// (3.7's multi-CTA WMMA dot, triton-lang/triton#9340, accepts this: wmma-multi-cta-dot-3.7.mlir).
// Message: the 3.6.0 wheel's (tools/oracle.py roundtrip).

#acc = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], CGALayout = [[0, 1]]}>
#opa = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [2, 2], CGALayout = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cga_differs(%a: tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>>, %b: tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc, kWidth = 8}>>, %c: tensor<32x64xf32, #acc>) {
    // expected-error @+2 {{'tt.dot' op failed to infer returned types}}
    // expected-error @+1 {{Incompatible parent encoding}}
    %d = tt.dot %a, %b, %c : tensor<32x64xf16, #ttg.dot_op<{opIdx = 0, parent = #opa, kWidth = 8}>> * tensor<64x64xf16, #ttg.dot_op<{opIdx = 1, parent = #acc, kWidth = 8}>> -> tensor<32x64xf32, #acc>
    tt.return
  }
}
