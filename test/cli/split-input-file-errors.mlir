// A bad chunk is reported with its line in the whole file, prints nothing,
// and does not stop the chunks after it; the exit code is 1.
// RUN: not pyopt %s --split-input-file 2>&1 | filecheck %s
// RUN: not pyopt %s --split-input-file 2>/dev/null | filecheck %s --check-prefix=OUT

// CHECK: {{.*}}split-input-file-errors.mlir:[[# @LINE + 2]]:30: error: expected operation name in quotes
tt.func @bad1() {
  %0 = arith.constant 1 : i32 i32
  tt.return
}

// -----

// CHECK-NEXT: {{^}}  %0 = arith.constant 1 : i32 i32
// CHECK-NEXT: {{^}}                              ^
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: tt.func @good2
tt.func @good2() {
  tt.return
}

// -----

// CHECK: {{//}} -----
// CHECK-NEXT: {{.*}}split-input-file-errors.mlir:[[# @LINE + 2]]:3: error: custom op 'tt.bogus_op' is unknown
tt.func @bad3() {
  tt.bogus_op
}

// -----

// CHECK: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT: tt.func @good4
tt.func @good4() {
  tt.return
}

// OUT-NOT: error
// OUT: {{//}} -----
// OUT-NEXT: module {
// OUT-NEXT: tt.func @good2
// OUT: {{//}} -----
// OUT-NEXT: {{//}} -----
// OUT-NEXT: module {
// OUT-NEXT: tt.func @good4
// OUT-NOT: error
