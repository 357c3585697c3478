// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s
// tt.approx_divf, new in Triton 3.9 (triton-lang/triton#11900): f32 or tensors of f32,
// Pure and elementwise, no folder.  The CHECK lines are Triton 3.9.0's output for the
// input with the canonicalizer (tools/oracle.py run under Triton 3.9.0's venv).
// Its verifier errors: test/verifier/approx-divf-3.9.mlir; earlier releases refuse the
// op: test/parser/unknown-ops.mlir.

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = tt.approx_divf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = tt.approx_divf %0, %cst : f32
// CHECK-NEXT: tt.return %1 : f32
tt.func @f(%a: f32, %b: f32, %t: tensor<8xf32>) -> f32 {
  %0 = tt.approx_divf %a, %b : f32
  %1 = tt.approx_divf %t, %t : tensor<8xf32>
  %c = arith.constant 1.0 : f32
  %2 = tt.approx_divf %0, %c : f32
  tt.return %2 : f32
}
