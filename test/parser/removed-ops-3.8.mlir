// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Triton 3.8 removed block pointers (tt.make_tensor_ptr, tt.advance; pyopt/ir/release_ops.json,
// read from the wheels): Triton 3.8.0 and 3.9.0 report the op as unknown (tools/oracle.py
// roundtrip); the note naming the releases that have it is pyopt's.

tt.func @f(%p: !tt.ptr<f32>, %n: i64, %i: i32) {
  // expected-error @+2 {{custom op 'tt.make_tensor_ptr' is unknown}}
  // expected-note @+1 {{'tt.make_tensor_ptr' is a Triton 3.6 and 3.7 op: --triton-version=3.7}}
  %0 = tt.make_tensor_ptr %p, [%n, %n], [%n, %n], [%i, %i] {order = array<i32: 1, 0>} : <tensor<32x64xf32>>
  tt.return
}

// -----

tt.func @g(%p: !tt.ptr<tensor<32x64xf32>>, %i: i32) {
  // expected-error @+2 {{unregistered operation 'tt.advance' found in dialect ('tt') that does not allow unknown operations}}
  // expected-note @+1 {{'tt.advance' is a Triton 3.6 and 3.7 op: --triton-version=3.7}}
  %0 = "tt.advance"(%p, %i, %i) : (!tt.ptr<tensor<32x64xf32>>, i32, i32) -> !tt.ptr<tensor<32x64xf32>>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttg.local_barrier' is unknown}}
  // expected-note @+1 {{'ttg.local_barrier' is a Triton 3.6 op: --triton-version=3.6}}
  ttg.local_barrier
  tt.return
}
