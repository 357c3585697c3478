// RUN: pyopt %s --split-input-file --verify-diagnostics
// Triton 3.6 has ttg.local_barrier and no ttg.barrier (3.7 replaced one with the other);
// Triton 3.6.0 reports the op as unknown (tools/oracle.py roundtrip); the note is pyopt's.

tt.func @f() {
  // expected-error @+2 {{custom op 'ttg.barrier' is unknown}}
  // expected-note @+1 {{'ttg.barrier' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  ttg.barrier local
  tt.return
}

// -----

tt.func @f() {
  ttg.local_barrier
  tt.return
}
