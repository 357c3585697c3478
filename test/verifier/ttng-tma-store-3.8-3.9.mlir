// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.8 ttng.async_tma_reduce checks its kind against the element type
// (triton-lang/triton#10013: TMA_REDUCE_KINDS), after 3.7's checks (TMA_VERIFIERS).  Inputs of our
// own, the same as in ttng-tma-store-3.6.mlir and -3.7.mlir (3.8's descriptor spelling), expected
// messages compared with the 3.8.0 and 3.9.0 wheels.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_one_coordinate(%d: !tt.tensordesc<64x64xf16, #nvmma>, %s: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %i: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_local_to_global' op expected 2 coordinates, but got 1}}
    ttng.async_tma_copy_local_to_global %d[%i] %s : !tt.tensordesc<64x64xf16, #nvmma>, !ttg.memdesc<64x64xf16, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#other = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_swizzled_source(%d: !tt.tensordesc<64x64xf16, #nvmma>, %s: !ttg.memdesc<64x64xf16, #other, #smem>, %i: i32) {
    // expected-error @+1 {{'ttng.async_tma_copy_local_to_global' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_copy_local_to_global %d[%i, %i] %s : !tt.tensordesc<64x64xf16, #nvmma>, !ttg.memdesc<64x64xf16, #other, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_other_swizzle(%d: !tt.tensordesc<64x64xf32, #nvmma>, %s: !ttg.memdesc<64x64xf32, #other, #smem>, %i: i32) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op TMA descriptor layout must match shared layout, but got descriptor layout #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}> and shared memory layout #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>}}
    ttng.async_tma_reduce add, %d[%i, %i] %s : !tt.tensordesc<64x64xf32, #nvmma>, !ttg.memdesc<64x64xf32, #other, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_inc_f32(%d: !tt.tensordesc<64x64xf32, #nvmma>, %s: !ttg.memdesc<64x64xf32, #nvmma, #smem>, %i: i32) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op unsupported reduce kind inc for element type 'f32'}}
    ttng.async_tma_reduce inc, %d[%i, %i] %s : !tt.tensordesc<64x64xf32, #nvmma>, !ttg.memdesc<64x64xf32, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_max_f32(%d: !tt.tensordesc<64x64xf32, #nvmma>, %s: !ttg.memdesc<64x64xf32, #nvmma, #smem>, %i: i32) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op unsupported reduce kind max for element type 'f32'}}
    ttng.async_tma_reduce max, %d[%i, %i] %s : !tt.tensordesc<64x64xf32, #nvmma>, !ttg.memdesc<64x64xf32, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 64}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 64}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_add_si64(%d: !tt.tensordesc<64x64xsi64, #nvmma>, %s: !ttg.memdesc<64x64xi64, #nvmma, #smem>, %i: i32) {
    // expected-error @+1 {{'ttng.async_tma_reduce' op unsupported reduce kind add for element type 'si64'}}
    ttng.async_tma_reduce add, %d[%i, %i] %s : !tt.tensordesc<64x64xsi64, #nvmma>, !ttg.memdesc<64x64xi64, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 64}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 64}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_add_ui64(%d: !tt.tensordesc<64x64xui64, #nvmma>, %s: !ttg.memdesc<64x64xi64, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce add, %d[%i, %i] %s : !tt.tensordesc<64x64xui64, #nvmma>, !ttg.memdesc<64x64xi64, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_min_bf16(%d: !tt.tensordesc<64x64xbf16, #nvmma>, %s: !ttg.memdesc<64x64xbf16, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce min, %d[%i, %i] %s : !tt.tensordesc<64x64xbf16, #nvmma>, !ttg.memdesc<64x64xbf16, #nvmma, #smem>
    tt.return
  }
}
