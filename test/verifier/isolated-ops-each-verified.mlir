// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// MLIR verifies the ops isolated from above (functions) of a module each on its own, in parallel
// (triton-opt's default), after the module itself: every failing function reports its error, in
// order.  Found by Triton's own lit files (a case of test/TritonGPU/invalid.mlir, 3.8.0, holds two
// failing functions).  Inputs of our own, compared with Triton 3.6.0 and 3.9.0
// (tools/triton_lit_check.py with the RUN line read as triton-opt).

tt.func @first(%a: tensor<4xi32>) {
  // expected-error @+1 {{'tt.expand_dims' op inferred type(s) 'tensor<4x1xi32>' are incompatible with return type(s) of operation 'tensor<1x4xi32>'}}
  %b = tt.expand_dims %a {axis = 1 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  // expected-error @-1 {{'tt.expand_dims' op failed to infer returned types}}
  tt.return
}

tt.func @fine(%a: i32) -> i32 {
  tt.return %a : i32
}

tt.func @second(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{last dimension of input tensor must be 2}}
  %b, %c = tt.split %a : tensor<4x4xf32> -> tensor<4xf32>
  // expected-error @-1 {{'tt.split' op failed to infer returned types}}
  tt.return
}

// -----

// Only one function: the first error of it.
tt.func @only(%a: tensor<4x4xf32>, %b: tensor<4xi32>) {
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %b0, %c0 = tt.split %a : tensor<4x4xf32> -> tensor<4xf32>
  %d = tt.expand_dims %b {axis = 1 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  tt.return
}
