// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// descriptors-3.8-3.9.mlir's cases in Triton 3.7's spelling of the descriptor type: the rules of
// triton-lang/triton#9112 hold from 3.7.  Expectations compared with the 3.7.1 wheel.


// Any shape with the block's number of elements (3.6: only leading 1s may be dropped).
tt.func @load_reshaped(%d: !tt.tensordesc<tensor<2x64xf16>>, %i: i32) -> tensor<128xf16> {
  %t = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<2x64xf16>> -> tensor<128xf16>
  tt.return %t : tensor<128xf16>
}

// -----

tt.func @load_other_count(%d: !tt.tensordesc<tensor<2x64xf16>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op descriptor block and tensor must have the same number of elements, but got descriptor block with 128 elements tensor with 64 elements}}
  %t = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<2x64xf16>> -> tensor<64xf16>
  tt.return
}

// -----

// The element type is checked first.
tt.func @store_other_element(%d: !tt.tensordesc<tensor<16x16xf32>>, %v: tensor<8x8xf16>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_store' op descriptor block and tensor element types must match, but got descriptor element type 'f32' and tensor element type 'f16'}}
  tt.descriptor_store %d[%i, %i], %v : !tt.tensordesc<tensor<16x16xf32>>, tensor<8x8xf16>
  tt.return
}

// -----

tt.func @reduce_checked(%d: !tt.tensordesc<tensor<16x16xf32>>, %v: tensor<16x8xf32>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_reduce' op descriptor block and tensor must have the same number of elements, but got descriptor block with 256 elements tensor with 128 elements}}
  tt.descriptor_reduce add, %d[%i, %i], %v : !tt.tensordesc<tensor<16x16xf32>>, tensor<16x8xf32>
  tt.return
}

// -----

tt.func @gather_block_rows(%d: !tt.tensordesc<tensor<2x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op descriptor block must have exactly 1 row, but got 'tensor<2x128xf32>'}}
  %r = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<2x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
  tt.return
}
