// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Op attributes against their ODS constraints: custom form (verifyInherentAttrs), generic properties (conversion), verifier; integer literals out of range.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

tt.func @f() {
  // expected-error @+1 {{custom op 'tt.make_range' 'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = tt.make_range {end = 256 : i64, start = 0 : i32} : tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tt.make_range"() <{end = 256 : i64, start = 0 : i32}> : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{invalid properties {end = 2.500000e+00 : f32, start = 0 : i32} for op tt.make_range: Invalid attribute `end` in property conversion: 2.500000e+00 : f32}}
  %0 = "tt.make_range"() <{end = 2.5 : f32, start = 0 : i32}> : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tt.make_range"() {end = 256 : i64, start = 0 : i32} : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4x8xi32>) {
  // expected-error @+1 {{custom op 'tt.trans' 'tt.trans' op attribute 'order' failed to satisfy constraint: i32 dense array attribute}}
  %0 = tt.trans %a {order = array<i64: 1, 0>} : tensor<4x8xi32> -> tensor<8x4xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4x8xi32>) {
  // expected-error @+1 {{invalid properties {order = array<i64: 1, 0>} for op tt.trans: Invalid attribute `order` in property conversion: array<i64: 1, 0>}}
  %0 = "tt.trans"(%a) <{order = array<i64: 1, 0>}> : (tensor<4x8xi32>) -> tensor<8x4xi32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{custom op 'tt.load' 'tt.load' op attribute 'isVolatile' failed to satisfy constraint: bool attribute}}
  %0 = tt.load %p {isVolatile = 1 : i32} : tensor<4x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{custom op 'tt.load' 'tt.load' op attribute 'cache' failed to satisfy constraint: allowed 32-bit signless integer cases: 1, 2, 3, 4, 5, 6, 7}}
  %0 = tt.load %p {cache = 9 : i32} : tensor<4x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{custom op 'tt.load' 'tt.load' op attribute 'cache' failed to satisfy constraint: allowed 32-bit signless integer cases: 1, 2, 3, 4, 5, 6, 7}}
  %0 = tt.load %p {cache = 1 : i64} : tensor<4x!tt.ptr<f32>>
  tt.return
}

// -----

tt.func @f(%p: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'tt.expand_dims' 'tt.expand_dims' op attribute 'axis' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = tt.expand_dims %p {axis = 0 : i64} : tensor<4xi32> -> tensor<1x4xi32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tt.atomic_rmw' 'tt.atomic_rmw' op attribute 'sem' failed to satisfy constraint: allowed 32-bit signless integer cases: 1, 2, 3, 4}}
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v {sem = 1 : i64} : (tensor<4x!tt.ptr<f32>>, tensor<4xf32>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'arith.addi' 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = arith.addi %a, %a {overflowFlags = 3 : i32} : i32
  tt.return
}

// -----

tt.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'arith.addf' 'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags}}
  %0 = arith.addf %a, %a {fastmath = 1 : i32} : f32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tt.make_range"() {end = 2.5 : f32, start = 0 : i32} : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  %0 = "tt.make_range"() <{end = 256 : i32, start = 0 : i32, foo = 1 : i32}> : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'tt.make_range' op requires attribute 'end'}}
  %0 = "tt.make_range"() <{start = 0 : i32}> : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = "tt.make_range"() <{end = true, start = 0 : i32}> : () -> tensor<256xi32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{invalid properties {boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>} for op tt.load: Invalid attribute `isVolatile` in property conversion: 1 : i32}}
  %0 = "tt.load"(%p) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x!tt.ptr<f32>>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{invalid properties {boundaryCheck = array<i32>, cache = 1 : i64, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>} for op tt.load: Invalid attribute `cache` in property conversion: 1 : i64}}
  %0 = "tt.load"(%p) <{boundaryCheck = array<i32>, cache = 1 : i64, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x!tt.ptr<f32>>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{invalid properties {boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i64: 1, 0, 0>} for op tt.load: expected DenseI32ArrayAttr for key `value`}}
  %0 = "tt.load"(%p) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i64: 1, 0, 0>}> : (tensor<4x!tt.ptr<f32>>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 3 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 3 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = tt.make_range {end = 256 : i32, start = -0 : i32} : tensor<256xi32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %c = arith.constant 256 : i8
  tt.return
}

// -----

tt.func @f() {
  %c = arith.constant 255 : i8
  %d = arith.constant -128 : i8
  %e = arith.constant -1 : i1
  %f = arith.constant 1 : i1
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %c = arith.constant -129 : i8
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %c = arith.constant 9223372036854775808 : index
  tt.return
}

// -----

tt.func @f() {
  %c = arith.constant 0x80 : i8
  %d = arith.constant 0xFF : i8
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %c = arith.constant 128 : si8
  tt.return
}

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
#blocked = #ttg.blocked<{sizePerThread = [-0], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module {
}
