// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6's TMA gather and scatter check the memdesc's shape only, and `multicast` is a
// discardable attribute (3.7: layouts, TMA_VERIFIERS; 3.8: x offsets and multicast,
// TMA_GATHER_X_OFFSETS, TMA_MULTICAST: ttng-tma-gather-3.7.mlir, -3.8-3.9.mlir, the same inputs).
// Inputs of our own, compared with the 3.6.0 wheel (tools/triton_lit_check.py).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_swizzled(%d: !tt.tensordesc<tensor<1x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #swz, #smem, mutable>, %p: i1) {
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p : !tt.tensordesc<tensor<1x128xf16, #nvmma>>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #swz, #smem, mutable>, i1
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_swizzled(%d: !tt.tensordesc<tensor<1x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #swz, #smem, mutable>, %p: i1) {
    ttng.async_tma_scatter %d[%xo, %y] %r : !tt.tensordesc<tensor<1x128xf16, #nvmma>>, tensor<32xi32, #x>, i32, !ttg.memdesc<32x128xf16, #swz, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_one_offset_per_thread(%d: !tt.tensordesc<tensor<1x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p : !tt.tensordesc<tensor<1x128xf16, #nvmma>>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, i1
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scatter_offsets_across_lanes(%d: !tt.tensordesc<tensor<1x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    ttng.async_tma_scatter %d[%xo, %y] %r : !tt.tensordesc<tensor<1x128xf16, #nvmma>>, tensor<32xi32, #x>, i32, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_multicast_one_cta(%d: !tt.tensordesc<tensor<1x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p {multicast} : !tt.tensordesc<tensor<1x128xf16, #nvmma>>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, i1
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @load_multicast_one_cta(%d: !tt.tensordesc<tensor<32x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%y, %y] %r, %b, %p {multicast} : !tt.tensordesc<tensor<32x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_valid(%d: !tt.tensordesc<tensor<1x128xf16, #nvmma>>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p : !tt.tensordesc<tensor<1x128xf16, #nvmma>>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, i1
    tt.return
  }
}
