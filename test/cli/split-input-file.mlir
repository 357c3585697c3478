// Chunks are processed on their own and their outputs joined with a line holding
// the split marker (mlir::splitAndProcessBuffer).
// RUN: pyopt %s --split-input-file | filecheck %s --match-full-lines --strict-whitespace
// RUN: pyopt %s -split-input-file | filecheck %s --match-full-lines --strict-whitespace

// Without the flag the markers are comments: one module, three functions.
// RUN: pyopt %s | filecheck %s --check-prefix=WHOLE

// CHECK:module {
// CHECK-NEXT:  tt.func @first() {
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @second() {
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:{{//}} -----
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @third() {
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NOT:{{.}}

// WHOLE: module {
// WHOLE-NEXT: tt.func @first
// WHOLE: tt.func @second
// WHOLE: tt.func @third
// WHOLE-NOT: {{//}} -----

tt.func @first() {
  tt.return
}

// -----

module {
  tt.func @second() {
    tt.return
  }
}

// -----
tt.func @third() {
  tt.return
}
