// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.7 tc_gen5_mma_scaled's accumulator is in tensor memory with blockM = 128
// (triton-lang/triton#9018: SCALED_MMA_ACCUMULATOR); the barriers are not checked yet (3.8:
// tcgen05-barriers-3.8-3.9.mlir).  Inputs of our own, the same as in tcgen05-barriers-3.6.mlir,
// expected messages compared with the 3.7.1 wheel (tools/triton_lit_check.py --triton-python).

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @scaled_accumulator_block_m_64(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared1, #smem>, %d: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %sa: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %sb: !ttg.memdesc<128x2xi8, #tmem_scales, #ttng.tensor_memory>, %p: i1, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.tc_gen5_mma_scaled' op only supports instruction shape blockM=128}}
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
