// Input from stdin ("-" or no input), output to stdout or -o.
// RUN: pyopt < %s | filecheck %s
// RUN: pyopt - < %s | filecheck %s
// RUN: pyopt %s -o %t.out && filecheck %s < %t.out
// RUN: pyopt %s -o=%t.out2 && filecheck %s < %t.out2
// RUN: pyopt -o - %s | filecheck %s
// -o writes nothing on stdout.
// RUN: pyopt %s -o %t.out3 | filecheck %s --check-prefix=EMPTY --allow-empty

// -o writes the file only on success.
// RUN: rm -f %t.bad
// RUN: not pyopt %S/Inputs/invalid.mlir -o %t.bad
// RUN: not ls %t.bad

// Diagnostics about stdin name it <stdin>.
// RUN: not pyopt < %S/Inputs/invalid.mlir 2>&1 | filecheck %s --check-prefix=STDIN
// RUN: not pyopt - < %S/Inputs/invalid.mlir 2>&1 | filecheck %s --check-prefix=STDIN

// A missing input file.
// RUN: not pyopt %t.does-not-exist.mlir 2>&1 | filecheck %s --check-prefix=MISSING

// CHECK: module {
// CHECK-NEXT: tt.func @from_stdin() {
// CHECK-NEXT: tt.return
// EMPTY-NOT: {{.}}
// STDIN: <stdin>:3:32: error: expected operation name in quotes
// STDIN-NEXT: {{^}}    %0 = arith.constant 1 : i32 i32
// MISSING: pyopt: error: cannot open input file '{{.*}}does-not-exist.mlir': No such file or directory
tt.func @from_stdin() {
  tt.return
}
