// How --verify-diagnostics reports mismatches (MLIR's messages).
// RUN: not pyopt %s --split-input-file --verify-diagnostics 2>&1 | filecheck %s

// Malformed designators are reported first, when the file is scanned.
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE + 3]]:6: error: found start of regex with no end
// CHECK-NEXT: {{^}}  // expected
// CHECK-NEXT: {{^     \^~+$}}
  // expected-error-re @+1 {{foo {{bar}}
tt.func @bad_regex() {
  tt.return
}

// -----

// CHECK: verify-diagnostics-failures.mlir:[[# @LINE + 1]]:6: error: invalid regex:
  // expected-error-re @+1 {{foo {{(}}}}
tt.func @invalid_regex() {
  tt.return
}

// -----

// An error nobody expected, at its own location.
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE + 4]]:30: error: unexpected error: expected operation name in quotes
// CHECK-NEXT: {{^}}  %0 = arith.constant 1 : i32 i32
// CHECK-NEXT: {{^                             \^$}}
tt.func @unexpected() {
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

// Right line and text, wrong kind: a near miss, reported at the designator.
// CHECK: verify-diagnostics-failures.mlir:[[# @LINE + 2]]:6: error: 'error' diagnostic emitted when expecting a 'warning'
tt.func @near_miss() {
  // expected-warning @+1 {{expected operation name in quotes}}
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

// Expectations nothing met are reported last, in file order.
tt.func @missing() {
  // expected-error @+1 {{this is never produced}}
  tt.return
}

// CHECK: verify-diagnostics-failures.mlir:{{[0-9]+}}:6: error: expected warning "expected operation name in quotes" was not produced
// CHECK: verify-diagnostics-failures.mlir:{{[0-9]+}}:6: error: expected error "this is never produced" was not produced
// CHECK-NEXT: {{^}}  // expected
// CHECK-NEXT: {{^     \^~~~~~~~~~~~~~~~~~~~~~$}}
// CHECK-NOT: error
