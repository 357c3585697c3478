// RUN: pyopt --triton-version=3.7 %s | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s | filecheck %s --check-prefix=V38
// TMA im2col (Triton 3.7 on, TENSORDESC_IM2COL): the descriptor in each release's spelling, the
// offsets after the coordinates; output compared with the 3.7.1, 3.8.0 and 3.9.0 wheels (our input,
// read in 3.7's spelling by every release, as !tt.tensordesc is).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // V37: tt.func @im2col_4d(%arg0: !ttng.tensordesc_im2col<tensor<64x128xf16, #shared>>
  // V38: tt.func @im2col_4d(%arg0: !ttng.tensordesc_im2col<64x128xf16, #shared>
  tt.func @im2col_4d(%d: !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %i: i32, %o: i16, %p: i1) {
    // V37: ttng.async_tma_copy_global_to_local %arg0[%arg3, %arg3, %arg3, %arg3] offsets = [%arg4, %arg4] %arg2, %arg1, %arg5 : !ttng.tensordesc_im2col<tensor<64x128xf16, #shared>>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    // V38: ttng.async_tma_copy_global_to_local %arg0[%arg3, %arg3, %arg3, %arg3] offsets = [%arg4, %arg4] %arg2, %arg1, %arg5 : !ttng.tensordesc_im2col<64x128xf16, #shared>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !ttg.memdesc<64x128xf16, #shared, #smem, mutable>
    ttng.async_tma_copy_global_to_local %d[%i, %i, %i, %i] offsets = [%o, %o] %r, %b, %p : !ttng.tensordesc_im2col<tensor<64x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}
