// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6's tc_gen5_mma_scaled checks its element types only, and tc_gen5_commit nothing (3.7
// adds the accumulator's layout, SCALED_MMA_ACCUMULATOR; 3.8 the barriers, MMA_COMPLETION_BARRIERS:
// tcgen05-barriers-3.7.mlir, -3.8-3.9.mlir, the same inputs).  Inputs of our own, compared with the
// 3.6.0 wheel (tools/triton_lit_check.py).

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scaled_accumulator_block_m_64(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %sa: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %sb: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %p: i1, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.tc_gen5_mma_scaled %a, %b, %d, %sa, %sb, %p, %p lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scaled_sync_with_barrier(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %sa: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %sb: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %p: i1, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.tc_gen5_mma_scaled %a, %b, %d, %sa, %sb, %p, %p lhs = e4m3 rhs = e4m3, %bar[%p] : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scaled_async_with_barrier(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %sa: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %sb: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %p: i1, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.tc_gen5_mma_scaled %a, %b, %d, %sa, %sb, %p, %p lhs = e4m3 rhs = e4m3, %bar[%p] {is_async} : !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @commit_broadcast_barrier(%bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %p: i1) {
    ttng.tc_gen5_commit %bar, %p : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @commit_per_cta_barrier(%bar: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %p: i1) {
    ttng.tc_gen5_commit %bar, %p : !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}
