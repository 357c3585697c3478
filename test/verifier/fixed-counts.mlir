// RUN: pyopt %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// The count traits ODS gives an op with a fixed number of operands or results:
// ZeroOperands, OneOperand, NOperands<N>, ZeroResults, OneResult, each with its own
// message.  Every message is Triton 3.6.0's and 3.9.0's for its chunk (tools/oracle.py
// roundtrip under each release).

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.splat' op requires a single operand}}
  %0 = "tt.splat"(%a, %a) : (i32, i32) -> tensor<4xi32>
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.splat' op requires one result}}
  %0:2 = "tt.splat"(%a) : (i32) -> (tensor<4xi32>, tensor<4xi32>)
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.get_program_id' op requires zero operands}}
  %0 = "tt.get_program_id"(%a) {axis = 0 : i32} : (i32) -> i32
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.addptr' op expected 2 operands, but found 1}}
  %0 = "tt.addptr"(%a) : (i32) -> i32
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.make_range' op requires zero operands}}
  %0 = "tt.make_range"(%a) {start = 0 : i32, end = 4 : i32} : (i32) -> tensor<4xi32>
  tt.return
}
