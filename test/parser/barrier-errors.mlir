// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// ttg.barrier's errors (Triton 3.7): messages and positions are Triton 3.7.1's for each
// chunk (tools/oracle.py roundtrip under its venv).

tt.func @f() {
  // expected-error @+1 {{custom op 'ttg.barrier' unknown addrSpace 'bogus'}}
  ttg.barrier bogus
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.barrier' op attribute 'addrSpace' failed to satisfy constraint: }}
  "ttg.barrier"() {addrSpace = 32 : i32} : () -> ()
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'ttg.barrier' op requires attribute 'addrSpace'}}
  "ttg.barrier"() : () -> ()
  tt.return
}
