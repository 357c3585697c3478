// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// TMA im2col from Triton 3.7 (triton-lang/triton#9202: TENSORDESC_IM2COL and the offsets of
// ttng.async_tma_copy_global_to_local): 3 to 5 coordinates and one offset per coordinate beyond two;
// a tiled descriptor takes no offsets.  Inputs of our own, expected messages compared with the 3.7.1
// wheel (3.7's spelling; tma-im2col-3.8-3.9.mlir: 3.8's).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @im2col_3d(%d: !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%i, %i, %i] offsets = [%o] %r, %b, %p : !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @im2col_5d_two_offsets(%d: !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op IM2COL mode with 5D coordinates requires 3 offsets, but got 2}}
    ttng.async_tma_copy_global_to_local %d[%i, %i, %i, %i, %i] offsets = [%o, %o] %r, %b, %p : !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @im2col_6d(%d: !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op IM2COL mode supports at most 5D coordinates, but got 6D}}
    ttng.async_tma_copy_global_to_local %d[%i, %i, %i, %i, %i, %i] offsets = [%o, %o, %o, %o] %r, %b, %p : !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @im2col_2d(%d: !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op IM2COL mode requires at least 3D coordinates, but got 2D}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @im2col_without_offsets(%d: !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op IM2COL mode requires offsets to be provided}}
    ttng.async_tma_copy_global_to_local %d[%i, %i, %i, %i] %r, %b, %p : !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tiled_with_offsets(%d: !tt.tensordesc<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TILED mode does not support offsets}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] offsets = [%o] %r, %b, %p : !tt.tensordesc<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}
