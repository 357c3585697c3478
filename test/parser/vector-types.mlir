// RUN: pyopt %s | filecheck %s
// RUN: not pyopt %S/Inputs/vector-zero-dim.mlir 2>&1 | filecheck %s --check-prefix=ERR
// A vector type with no dimensions parses and prints as written; a vector
// type's error is reported at its `vector` keyword (column 18 below).
// Compared with Triton 3.6.0 (tools/oracle.py roundtrip and accepts).

// CHECK: tt.func @f(%arg0: vector<f32>, %arg1: vector<2x[4]xf32>)
tt.func @f(%a: vector<f32>, %b: vector<2x[4]xf32>) {
  tt.return
}
// ERR: vector-zero-dim.mlir:2:18: error: vector types must have positive constant sizes but got 4, 0
