// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// The verifier of Triton 3.9's tt.atomic_load / atomic_store / atomic_poll: each message is
// Triton 3.9.0's for its chunk (tools/oracle.py roundtrip under its venv).

tt.func @f(%p: !tt.ptr<f32>) {
  // expected-error @+1 {{'tt.atomic_load' op only supports acquire and relaxed semantics}}
  %0 = tt.atomic_load release, gpu, %p : (!tt.ptr<f32>) -> f32
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f32>) {
  // expected-error @+1 {{'tt.atomic_load' op failed to verify that result matches ptr type}}
  %0 = tt.atomic_load acquire, gpu, %p : (!tt.ptr<f32>) -> i32
  tt.return
}

// -----

tt.func @f(%t: tensor<8x!tt.ptr<f32>>, %b: i1) {
  // expected-error @+1 {{'tt.atomic_load' op failed to verify that mask type matches ptr type}}
  %0 = tt.atomic_load acquire, gpu, %t, %b : (tensor<8x!tt.ptr<f32>>, i1) -> tensor<8xf32>
  tt.return
}

// -----

tt.func @f(%i: i32) {
  // expected-error @+1 {{'tt.atomic_load' op operand #0 must be ptr or ranked tensor of ptr values, but got 'i32'}}
  %0 = tt.atomic_load acquire, gpu, %i : (i32) -> i32
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f32>, %x: f32) {
  // expected-error @+1 {{'tt.atomic_store' op only supports release and relaxed semantics}}
  tt.atomic_store acquire, cta, %p, %x : !tt.ptr<f32>
  tt.return
}

// -----

tt.func @f(%q: !tt.ptr<i32>, %i: i32) {
  // expected-error @+1 {{'tt.atomic_poll' op only supports acquire and relaxed semantics}}
  %0 = tt.atomic_poll release, gpu, %q, %i : !tt.ptr<i32>, i32 -> i1
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f32>, %x: f32) {
  // expected-error @+1 {{'tt.atomic_poll' op operand #1 must be integer or ranked tensor of integer values, but got 'f32'}}
  %0 = tt.atomic_poll acquire, gpu, %p, %x : !tt.ptr<f32>, f32 -> i1
  tt.return
}

// -----

tt.func @f(%q: !tt.ptr<i32>, %n: i64) {
  // expected-error @+1 {{'tt.atomic_poll' op failed to verify that ptr type matches expected type}}
  %0 = tt.atomic_poll acquire, gpu, %q, %n : !tt.ptr<i32>, i64 -> i1
  tt.return
}

// -----

tt.func @f(%q: !tt.ptr<i32>, %i: i32) {
  // expected-error @+1 {{'tt.atomic_poll' op result #0 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values, but got 'i32'}}
  %0 = tt.atomic_poll acquire, gpu, %q, %i : !tt.ptr<i32>, i32 -> i32
  tt.return
}
