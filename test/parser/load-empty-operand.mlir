// RUN: pyopt %s --split-input-file --verify-diagnostics
// `tt.load %p, , %other`: Triton's format reads the optional mask with parseOptionalOperand,
// so the empty slot is no mask and %other is the other; ODS's verifier then checks the
// operand at the mask's position (the other) against the mask's type.  Each message and
// position, and the accepted chunk, is Triton 3.6.0's (tools/oracle.py).

tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %o: tensor<4xf32>) {
  // expected-error @+1 {{'tt.load' op failed to verify that mask type matches ptr type}}
  %0 = tt.load %p, , %o : tensor<4x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<4xi1>, %o: tensor<4xf16>) {
  // expected-error @+1 {{'tt.load' op failed to verify that other matches ptr type}}
  %0 = "tt.load"(%p, %m, %o) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<4x!tt.ptr<f32>>, tensor<4xi1>, tensor<4xf16>) -> tensor<4xf32>
  tt.return
}

// -----

// Loading i1: the other has the mask's type, and Triton accepts it (and prints it back as a mask).
tt.func @f(%p: tensor<4x!tt.ptr<i1>>, %o: tensor<4xi1>) {
  %0 = tt.load %p, , %o : tensor<4x!tt.ptr<i1>>
  tt.return
}

// -----

// A comma with nothing after it: no mask.
tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  %0 = tt.load %p, : tensor<4x!tt.ptr<f32>>
  tt.return
}
