// @unknown matches diagnostics without a file location.
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-diagnose=unknown-loc=true --verify-diagnostics -o /dev/null

// expected-remark @unknown {{op tt.func}}
// expected-remark @unknown {{op tt.return}}
tt.func @f() {
  tt.return
}

// Without --verify-diagnostics they print as MLIR prints them; remarks do not
// fail the run, so `not` needs the failing variant below.
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-diagnose=unknown-loc=true 2>&1 >/dev/null | filecheck %s
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-diagnose="unknown-loc=true fail=true" 2>&1 | filecheck %s
// CHECK: <unknown>:0: remark: op tt.func
// CHECK-NEXT: <unknown>:0: remark: op tt.return
