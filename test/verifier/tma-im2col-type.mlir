// RUN: not pyopt --triton-version=3.6 %s --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=V36
// RUN: not pyopt --triton-version=3.7 %s --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: not pyopt --triton-version=3.8 %s --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: not pyopt --triton-version=3.9 %s --split-input-file -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// !ttng.tensordesc_im2col: no type before Triton 3.7, a rank-2 block from 3.7 (TENSORDESC_IM2COL; the
// message names the block `blockType` in 3.7, `shape` from 3.8).  Inputs of our own, each in its
// release's spelling; messages and columns compared with the 3.6.0, 3.7.1, 3.8.0 and 3.9.0 wheels.

// V36: tma-im2col-type.mlir:11:25: error: dialect 'ttng' provides no type parsing hook
// V37: tma-im2col-type.mlir:11:42: error: TensorDescIm2ColType requires rank-2 blockType, got rank 3
tt.func @f(%desc: !ttng.tensordesc_im2col<tensor<32x64x128xf16>>) {
  tt.return
}

// -----

// V36: tma-im2col-type.mlir:19:25: error: dialect 'ttng' provides no type parsing hook
// V38: tma-im2col-type.mlir:19:57: error: TensorDescIm2ColType requires rank-2 shape, got rank 3
tt.func @g(%desc: !ttng.tensordesc_im2col<32x64x128xf16>) {
  tt.return
}
