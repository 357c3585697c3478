// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6's checks where 3.7 changed them (reduce-scan-axis-3.7-3.9.mlir, descriptors-3.7.mlir):
// a descriptor load may drop only leading dimensions of size 1, any other difference is "types
// must match", and tt.descriptor_reduce is not checked.  Compared with the 3.6.0 wheel
// (tools/triton_lit_check.py).  (A tt.reduce axis out of range is undefined behaviour in 3.6.0,
// which pyopt reports with its own message: test/verifier/tt-ops.mlir.)

tt.func @load_reshaped(%d: !tt.tensordesc<tensor<2x64xf16>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op ranked reduce load only allowed for unit dimension leading dim.}}
  %t = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<2x64xf16>> -> tensor<128xf16>
  tt.return
}

// -----

tt.func @store_other_element(%d: !tt.tensordesc<tensor<16x16xf32>>, %v: tensor<8x8xf16>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_store' op tensor descriptor block and tensor types must match}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<16x16xf32>>, tensor<8x8xf16>
  tt.return
}

// -----

tt.func @reduce_unchecked(%d: !tt.tensordesc<tensor<16x16xf32>>, %v: tensor<16x8xf32>, %i: i32) {
  tt.descriptor_reduce add, %d[%i, %i], %v : !tt.tensordesc<tensor<16x16xf32>>, tensor<16x8xf32>
  tt.return
}

// -----

tt.func @gather_block_rows(%d: !tt.tensordesc<tensor<2x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op block must have exactly 1 row, but got 'tensor<2x128xf32>'}}
  %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<2x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
  tt.return
}
