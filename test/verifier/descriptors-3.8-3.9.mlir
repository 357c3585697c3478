// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// tt.descriptor_load/store/reduce/gather from Triton 3.7 (triton-lang/triton#9112): the tensor has
// the block's element type, then its number of elements, in any shape; tt.descriptor_reduce is
// checked too; gather/scatter say "descriptor block".  3.8's spelling of the descriptor type
// (descriptors-3.7.mlir has 3.7's).  Inputs of our own; expectations compared with the 3.8.0 and
// 3.9.0 wheels (tools/triton_lit_check.py, the RUN line read as triton-opt).


// Any shape with the block's number of elements (3.6: only leading 1s may be dropped).
tt.func @load_reshaped(%d: !tt.tensordesc<2x64xf16>, %i: i32) -> tensor<128xf16> {
  %t = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<2x64xf16> -> tensor<128xf16>
  tt.return %t : tensor<128xf16>
}

// -----

tt.func @load_other_count(%d: !tt.tensordesc<2x64xf16>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op descriptor block and tensor must have the same number of elements, but got descriptor block with 128 elements tensor with 64 elements}}
  %t = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<2x64xf16> -> tensor<64xf16>
  tt.return
}

// -----

// The element type is checked first.
tt.func @store_other_element(%d: !tt.tensordesc<16x16xf32>, %v: tensor<8x8xf16>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_store' op descriptor block and tensor element types must match, but got descriptor element type 'f32' and tensor element type 'f16'}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<16x16xf32>, tensor<8x8xf16>
  tt.return
}

// -----

tt.func @reduce_checked(%d: !tt.tensordesc<16x16xf32>, %v: tensor<16x8xf32>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_reduce' op descriptor block and tensor must have the same number of elements, but got descriptor block with 256 elements tensor with 128 elements}}
  tt.descriptor_reduce add, %d[%i, %i], %v : !tt.tensordesc<16x16xf32>, tensor<16x8xf32>
  tt.return
}

// -----

tt.func @gather_block_rows(%d: !tt.tensordesc<2x128xf32>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op descriptor block must have exactly 1 row, but got 'tensor<2x128xf32>'}}
  %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<2x128xf32>, tensor<32xi32>, i32) -> tensor<32x128xf32>
  tt.return
}
