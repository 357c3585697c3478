// only-expected: diagnostics nobody expects are ignored; expected ones must
// still appear.
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-diagnose=severity=warning --verify-diagnostics=only-expected -o /dev/null
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-diagnose=severity=warning --verify-diagnostics 2>&1 | filecheck %s

// CHECK: verify-diagnostics-only-expected.mlir:[[# @LINE + 1]]:1: error: unexpected warning: op tt.func
tt.func @f() {
  // expected-warning @below {{op tt.return}}
  tt.return
}
// CHECK-NOT: error
