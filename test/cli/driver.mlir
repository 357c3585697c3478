// --version, --help, printing flags, accepted triton-opt flags.
// RUN: pyopt --version | filecheck %s --check-prefix=VERSION
// VERSION: pyopt {{[0-9]+\.[0-9]+}}
// VERSION-NEXT: a Python re-implementation of triton-opt
// VERSION-NEXT: targets Triton 3.6.0 (PYOPT_TRITON_VERSION=3.6)
// RUN: pyopt --help | filecheck %s --check-prefix=HELP
// RUN: pyopt -help | filecheck %s --check-prefix=HELP
// HELP: Usage: pyopt [INPUT|-]
// HELP: --split-input-file
// HELP: --verify-diagnostics
// HELP: --triton-version 3.6|3.7|3.8|3.9
// HELP: $PYOPT_TRITON_VERSION

// RUN: pyopt %s -allow-unregistered-dialect --allow-unregistered-dialect | filecheck %s
// RUN: pyopt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: pyopt %s --mlir-print-debuginfo | filecheck %s --check-prefix=DEBUGINFO
// CHECK: tt.func @f() {
// CHECK-NEXT: tt.return
// GENERIC: "tt.return"() : () -> ()
// DEBUGINFO: tt.return loc(
tt.func @f() {
  tt.return
}

// A crash inside pyopt: one line, no traceback unless --debug.
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-crash 2>&1 | filecheck %s --check-prefix=CRASH
// CRASH: pyopt: internal error: while processing {{.*}}driver.mlir: RuntimeError: boom
// CRASH-NEXT: pyopt: note: this is a bug in pyopt; run with --debug to see the Python traceback
// CRASH-NOT: Traceback
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-crash --debug 2>&1 | filecheck %s --check-prefix=DEBUG
// DEBUG: Traceback (most recent call last):
// DEBUG: RuntimeError: boom

// The IR is verified after each pass.
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-break-ir 2>&1 | filecheck %s --check-prefix=VERIFY
// VERIFY: error:
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-break-ir -verify-each=false | filecheck %s --check-prefix=NO-VERIFY
// NO-VERIFY: tt.func @f() {
// NO-VERIFY-NEXT: }
