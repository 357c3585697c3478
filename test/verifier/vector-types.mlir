// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// MLIR's VectorType rules, checked as the type is parsed and reported at the
// `vector` keyword: elements are integers, indices or floats, every
// dimension positive; `vector<f32>` (no dimensions) parses.
// Each expected message and location was compared with Triton 3.6.0
// (tools/oracle.py accepts).

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
tt.func @f(%a: vector<4x!tt.ptr<f32>>) {
  tt.return
}

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
tt.func @f(%a: vector<!tt.ptr<f32>>) {
  tt.return
}

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
tt.func @f(%a: vector<2xvector<2xf32>>) {
  tt.return
}

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 4, 0}}
tt.func @f(%a: vector<4x0xi8>) {
  tt.return
}

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
tt.func @f(%a: tensor<4xvector<0xf32>>) {
  tt.return
}

// -----

tt.func @f(%a: vector<f32>, %b: vector<2x[4]xf32>, %c: vector<4xindex>) {
  tt.return
}
