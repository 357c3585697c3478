// Parse errors: file:line:col, the source line and a caret, exit code 1,
// nothing on stdout and no Python traceback.
// RUN: not pyopt %s --split-input-file 2>&1 | filecheck %s
// RUN: not pyopt %s --split-input-file 2>/dev/null | filecheck %s --check-prefix=STDOUT --allow-empty

// Failed chunks print nothing; mlir-opt still writes the separators between chunks.
// STDOUT-NOT: {{module|tt\.|%}}
// CHECK-NOT: Traceback

tt.func @trailing_type() {
  // CHECK: invalid-input.mlir:[[# @LINE + 3]]:30: error: expected operation name in quotes
  // CHECK-NEXT: {{^}}  %0 = arith.constant 1 : i32 i32{{$}}
  // CHECK-NEXT: {{^                             \^$}}
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

tt.func @unknown_op() {
  // CHECK: invalid-input.mlir:[[# @LINE + 1]]:3: error: custom op 'tt.frobnicate' is unknown
  tt.frobnicate
}

// -----

tt.func @undefined_value() -> i32 {
  // CHECK: invalid-input.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: use of undeclared SSA value name
  tt.return %nope : i32
}

// -----

tt.func @bad_character() {
  // CHECK: invalid-input.mlir:[[# @LINE + 1]]:3: error: unexpected character
  $
}

// -----

// CHECK-NOT: Traceback
// CHECK: invalid-input.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: expected operation name in quotes
tt.func @unbalanced() {
  tt.return
