// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Triton 3.9.0's messages for tt.grid_dependency_wait with an operand or a result
// (tools/oracle.py roundtrip under its venv).

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.grid_dependency_wait' op requires zero operands}}
  "tt.grid_dependency_wait"(%a) : (i32) -> ()
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'tt.grid_dependency_wait' op requires zero results}}
  %0 = "tt.grid_dependency_wait"() : () -> i32
  tt.return
}
