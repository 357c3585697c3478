// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// MLIR's arith/math type constraints and cast compatibility.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

tt.func @f(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %r = "arith.addi"(%a, %a) : (f32, f32) -> f32
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i32'}}
  %r = "arith.addf"(%a, %a) : (i32, i32) -> i32
  tt.return
}

// -----

tt.func @f(%a: f32) {
  // expected-error @+1 {{'arith.cmpf' op result #0 must be bool-like, but got 'f32'}}
  %r = "arith.cmpf"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> f32
  tt.return
}

// -----

tt.func @f(%a: f32) {
  // expected-error @+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %r = "arith.extsi"(%a) : (f32) -> i64
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %r = "arith.sitofp"(%a) : (i32) -> i64
  tt.return
}

// -----

tt.func @f(%a: i32, %c: f32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'f32'}}
  %r = "arith.select"(%c, %a, %a) : (f32, i32, i32) -> i32
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %r = "arith.index_cast"(%a) : (i32) -> i64
  tt.return
}

// -----

tt.func @f(%a: f32) {
  %r = "math.exp"(%a) : (f32) -> f32
  // expected-error @+1 {{'math.exp' op result #0 must be floating-point-like, but got 'i32'}}
  %s = "math.exp"(%r) : (f32) -> i32
  tt.return
}

// -----

tt.func @f(%a: i64) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i64' and result type 'i32' are cast incompatible}}
  %r = arith.extsi %a : i64 to i32
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %r = arith.trunci %a : i32 to i64
  tt.return
}

// -----

tt.func @f(%a: f32) {
  // expected-error @+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %r = arith.extf %a : f32 to f16
  tt.return
}

// -----

tt.func @f(%a: f32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'f32' and result type 'i64' are cast incompatible}}
  %r = arith.bitcast %a : f32 to i64
  tt.return
}

// -----

tt.func @f(%a: tensor<4xi32>) {
  %r = arith.sitofp %a : tensor<4xi32> to tensor<4xf32>
  %s = arith.index_cast %a : tensor<4xi32> to tensor<4xindex>
  %t = arith.extsi %a : tensor<4xi32> to tensor<4xi64>
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible}}
  %r = arith.extsi %a : i32 to i32
  tt.return
}
