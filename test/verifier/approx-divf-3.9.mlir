// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// tt.approx_divf's operand constraints (Triton 3.9, triton-lang/triton#11900); the messages
// are Triton 3.9.0's for each chunk (tools/oracle.py roundtrip under its venv).

tt.func @g(%a: f16, %b: f16) {
  // expected-error @+1 {{'tt.approx_divf' op operand #0 must be 32-bit float or ranked tensor of 32-bit float values, but got 'f16'}}
  %0 = tt.approx_divf %a, %b : f16
  tt.return
}

// -----

tt.func @h(%a: f32, %b: f64) {
  // expected-error @+1 {{'tt.approx_divf' op operand #1 must be 32-bit float or ranked tensor of 32-bit float values, but got 'f64'}}
  %0 = "tt.approx_divf"(%a, %b) : (f32, f64) -> f32
  tt.return
}
