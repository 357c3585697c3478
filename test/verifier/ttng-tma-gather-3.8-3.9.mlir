// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.8 the TMA gather and scatter check their x offsets' layout (TMA_GATHER_X_OFFSETS),
// and a `multicast` load or gather needs a layout broadcast across CTAs (TMA_MULTICAST).  Inputs of
// our own, the same as in ttng-tma-gather-3.6.mlir and -3.7.mlir (3.8's descriptor spelling),
// expected messages compared with the 3.8.0 and 3.9.0 wheels.

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#x = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_swizzled(%d: !tt.tensordesc<1x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #swz, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_gather' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p : !tt.tensordesc<1x128xf16, #nvmma>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #swz, #smem, mutable>, i1
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
  tt.func @scatter_swizzled(%d: !tt.tensordesc<1x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #swz, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_scatter' op TMA descriptor must have NVMMA shared layout}}
    ttng.async_tma_scatter %d[%xo, %y] %r : !tt.tensordesc<1x128xf16, #nvmma>, tensor<32xi32, #x>, i32, !ttg.memdesc<32x128xf16, #swz, #smem, mutable>
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
  tt.func @gather_one_offset_per_thread(%d: !tt.tensordesc<1x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_gather' op x offsets must have at least 4 contiguous elements per thread}}
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p : !tt.tensordesc<1x128xf16, #nvmma>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, i1
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
  tt.func @scatter_offsets_across_lanes(%d: !tt.tensordesc<1x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_scatter' op x offsets must be broadcasted across each warp}}
    ttng.async_tma_scatter %d[%xo, %y] %r : !tt.tensordesc<1x128xf16, #nvmma>, tensor<32xi32, #x>, i32, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>
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
  tt.func @gather_multicast_one_cta(%d: !tt.tensordesc<1x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_gather' op multicast requires the shared layout to broadcast across CTAs}}
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p {multicast} : !tt.tensordesc<1x128xf16, #nvmma>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, i1
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
  tt.func @load_multicast_one_cta(%d: !tt.tensordesc<32x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op multicast requires the shared layout to broadcast across CTAs}}
    ttng.async_tma_copy_global_to_local %d[%y, %y] %r, %b, %p {multicast} : !tt.tensordesc<32x128xf16, #nvmma>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>
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
  tt.func @gather_valid(%d: !tt.tensordesc<1x128xf16, #nvmma>, %xo: tensor<32xi32, #x>, %y: i32, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, %p: i1) {
    ttng.async_tma_gather %d[%xo, %y] %r, %b, %p : !tt.tensordesc<1x128xf16, #nvmma>, tensor<32xi32, #x>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x128xf16, #nvmma, #smem, mutable>, i1
    tt.return
  }
}
