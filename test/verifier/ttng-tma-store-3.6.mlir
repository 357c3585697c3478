// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6 does not verify the TMA stores (3.7 checks coordinates, memdesc and layouts,
// TMA_VERIFIERS; 3.8 the reduce kind per element type, TMA_REDUCE_KINDS: ttng-tma-store-3.7.mlir,
// -3.8-3.9.mlir, the same inputs).  Inputs of our own, compared with the 3.6.0 wheel.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_one_coordinate(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %s: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_copy_local_to_global %d[%i] %s : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<64x64xf16, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#other = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @store_swizzled_source(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %s: !ttg.memdesc<64x64xf16, #other, #smem>, %i: i32) {
    ttng.async_tma_copy_local_to_global %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<64x64xf16, #other, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_other_swizzle(%d: !tt.tensordesc<tensor<64x64xf32, #nvmma>>, %s: !ttg.memdesc<64x64xf32, #other, #smem>, %i: i32) {
    ttng.async_tma_reduce add, %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xf32, #nvmma>>, !ttg.memdesc<64x64xf32, #other, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_inc_f32(%d: !tt.tensordesc<tensor<64x64xf32, #nvmma>>, %s: !ttg.memdesc<64x64xf32, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce inc, %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xf32, #nvmma>>, !ttg.memdesc<64x64xf32, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 32}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_max_f32(%d: !tt.tensordesc<tensor<64x64xf32, #nvmma>>, %s: !ttg.memdesc<64x64xf32, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce max, %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xf32, #nvmma>>, !ttg.memdesc<64x64xf32, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 64}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 64}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_add_si64(%d: !tt.tensordesc<tensor<64x64xsi64, #nvmma>>, %s: !ttg.memdesc<64x64xi64, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce add, %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xsi64, #nvmma>>, !ttg.memdesc<64x64xi64, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 64}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 64}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_add_ui64(%d: !tt.tensordesc<tensor<64x64xui64, #nvmma>>, %s: !ttg.memdesc<64x64xi64, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce add, %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xui64, #nvmma>>, !ttg.memdesc<64x64xi64, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#other = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce_min_bf16(%d: !tt.tensordesc<tensor<64x64xbf16, #nvmma>>, %s: !ttg.memdesc<64x64xbf16, #nvmma, #smem>, %i: i32) {
    ttng.async_tma_reduce min, %d[%i, %i] %s : !tt.tensordesc<tensor<64x64xbf16, #nvmma>>, !ttg.memdesc<64x64xbf16, #nvmma, #smem>
    tt.return
  }
}
