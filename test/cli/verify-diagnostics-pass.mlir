// Remarks, notes and several diagnostics on one line, from a test pass.
// Designators on a line of their own are skipped by @below and @above.
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-diagnose="note=true" --verify-diagnostics -o /dev/null

// expected-remark @below {{op tt.func}}
// expected-note @below {{note for tt.func}}
tt.func @f() {
  // expected-note @+2 {{note for arith.constant}}
  // expected-remark @+1 {{op arith.constant}}
  %c = arith.constant 1 : i32
  // expected-remark-re @below {{op {{tt\.[a-z]+}}}}
  // expected-note @below {{note for tt.return}}
  tt.return
}
