// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// Errors of Triton 3.8's !tt.tensordesc parser (triton-lang/triton#9851), messages and
// positions compared with Triton 3.8.0 (tools/oracle.py roundtrip).

// expected-error @+1 {{expected static shape}}
tt.func @f(%d: !tt.tensordesc<64x?xf16>) {
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// expected-error @+1 {{tensor descriptors must not wrap tensor types; use !tt.tensordesc<shape x element-type[, layout]> instead}}
tt.func @f(%d: !tt.tensordesc<tensor<8x16xf32>, #shared>) {
  tt.return
}
