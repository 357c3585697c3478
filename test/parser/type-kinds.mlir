// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Types the generated parsers read by class (invalid kind of type specified, expected '<') and TypesMatchWith sources checked before types are derived from them.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

tt.func @f(%p: !tt.ptr<f16>, %c: i32) {
  // expected-error @+1 {{custom op 'tt.advance' 'result' must be ptr, but got '!tt.ptr<f16>'}}
  %0 = tt.advance %p, [%c] : !tt.ptr<f16>
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f16>, %c: i32, %s: i64) {
  // expected-error @+1 {{expected '<'}}
  %0 = tt.make_tensor_ptr %p, [%s], [%s], [%c] {order = array<i32: 0>} : f32
  tt.return
}

// -----

tt.func @f(%p: f32, %m: i1) {
  // expected-error @+1 {{custom op 'tt.histogram' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = tt.histogram %p, %m : f32 -> tensor<4xi32>
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f32>, %o: tensor<4xi32>, %v: f32) {
  // expected-error @+1 {{custom op 'amdg.buffer_store' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  amdg.buffer_store %v, %p[%o] : f32
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>, %m: tensor<4xi1>) {
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<4x!tt.ptr<f32>>, tensor<4xf32>, tensor<4xi1>) -> tensor<4xf32>
  %1 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, %m : (tensor<4x!tt.ptr<f32>>, tensor<4xf32>, tensor<4xi1>) -> tensor<4xf16>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>) {
  // expected-error @+1 {{'tt.addptr' op operand #1 must be integer or ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = tt.addptr %p, %v : tensor<4x!tt.ptr<f32>>, tensor<4xf32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4xi32>, %v: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'tt.addptr' 'result' must be ptr or ranked tensor of ptr values, but got 'tensor<4xi32>'}}
  %0 = tt.addptr %p, %v : tensor<4xi32>, tensor<4xi32>
  tt.return
}

// -----

// expected-note @+1 {{prior use here}}
tt.func @f(%a: i32, %b: i32, %c: i1) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.select %c, %a, %b : i64
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f16>, %c: i32) {
  // expected-error @+1 {{'tt.advance' op operand #0 must be ptr, but got '!tt.ptr<f16>'}}
  %0 = "tt.advance"(%p, %c) : (!tt.ptr<f16>, i32) -> !tt.ptr<f16>
  tt.return
}

// -----

tt.func @f(%p: f32, %m: i1) {
  // expected-error @+1 {{'tt.histogram' op operand #0 must be ranked tensor of integer values, but got 'f32'}}
  %0 = "tt.histogram"(%p) : (f32) -> tensor<4xi32>
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f16>, %c: i32, %s: i64, %d: !tt.tensordesc<tensor<16xf16>>) {
  // expected-error @+1 {{custom op 'tt.make_tensor_ptr' invalid kind of type specified: expected tt.ptr, but found '!tt.tensordesc<tensor<16xf16>>'}}
  %0 = tt.make_tensor_ptr %p, [%s], [%s], [%c] {order = array<i32: 0>} : !tt.tensordesc<tensor<16xf16>>
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f16>, %c: i32, %s: i64) {
  // expected-error @+1 {{expected '<'}}
  %0 = tt.make_tensor_ptr %p, [%s], [%s], [%c] {order = array<i32: 0>} : tensor<4xf32>
  tt.return
}

// -----

tt.func @f(%p: !tt.ptr<f16>, %c: i32, %s: i64) {
  %0 = tt.make_tensor_ptr %p, [%s], [%s], [%c] {order = array<i32: 0>} : !tt.ptr<tensor<16xf16>>
  tt.return
}

// -----

tt.func @f(%p: tensor<4xf32>, %m: i1) {
  // expected-error @+1 {{custom op 'tt.histogram' 'src' must be ranked tensor of integer values, but got 'tensor<4xf32>'}}
  %0 = tt.histogram %p, %m : tensor<4xf32> -> tensor<4xi32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tt.splat' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = tt.splat %p : tensor<4xf32> -> f32
  tt.return
}

// -----

tt.func @f(%p: f32) {
  // expected-error @+1 {{custom op 'tt.expand_dims' invalid kind of type specified: expected builtin.tensor, but found 'f32'}}
  %0 = tt.expand_dims %p {axis = 0 : i32} : f32 -> tensor<1xf32>
  tt.return
}
