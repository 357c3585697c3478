// RUN: not pyopt %S/Inputs/caret-utf8.mlir 2>&1 | filecheck %s --strict-whitespace --match-full-lines --check-prefix=UTF8
// RUN: not pyopt %S/Inputs/caret-wide.mlir 2>&1 | filecheck %s --strict-whitespace --match-full-lines --check-prefix=WIDE
// RUN: not pyopt %S/Inputs/caret-raw-byte.mlir 2>&1 | filecheck %s --strict-whitespace --match-full-lines --check-prefix=RAW
// A quoted source line with non-ASCII text still gets its caret, under the
// character the error is at. The column is MLIR's: a byte offset (UTF-8; a
// raw byte that is not UTF-8 counts one), compared with Triton 3.6.0
// (tools/oracle.py accepts: 2:23, 2:29, 2:22). The caret lines up on a
// terminal: a wide character (中) takes two cells, a combining accent none, a
// raw byte shows as \FF, a tab goes to the next multiple of 8.

// UTF8:{{.*}}caret-utf8.mlir:2:23: error: vector types must have positive constant sizes but got 0
// UTF8-NEXT:  tt.func @"éé"(%a: vector<0xf32>) {
// UTF8-NEXT:                    ^

// WIDE:{{.*}}caret-wide.mlir:2:29: error: vector types must have positive constant sizes but got 0
// WIDE-NEXT:  tt.func @"中文é́"(%a: vector<0xf32>) {
// WIDE-NEXT:                       ^

// RAW:{{.*}}caret-raw-byte.mlir:2:22: error: vector types must have positive constant sizes but got 0
// RAW-NEXT:  tt.func @"\FF x"(%a: vector<0xf32>) {
// RAW-NEXT:                       ^
