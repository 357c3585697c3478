// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.7 does not check a TMA load's barrier layout against the module's ttng.two-ctas (3.8
// does: ttng-tma-barrier-layout-3.8-3.9.mlir, the same inputs).  Inputs of our own, compared
// with the 3.7.1 wheel (tools/triton_lit_check.py --triton-python).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0], [0, 1]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1], [0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, "ttng.two-ctas" = true, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pair_layout_wrong(%d: !tt.tensordesc<tensor<128x128xf16, #nvmma>>, %b: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>, %i: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<128x128xf16, #nvmma>>, !ttg.memdesc<2xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0], [0, 1]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, "ttng.two-ctas" = true, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pair_layout_ok(%d: !tt.tensordesc<tensor<128x128xf16, #nvmma>>, %b: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>, %i: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<128x128xf16, #nvmma>>, !ttg.memdesc<2xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0], [0, 1]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1], [2]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, "ttng.two-ctas" = true, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_cta_layout_ok(%d: !tt.tensordesc<tensor<128x128xf16, #nvmma>>, %b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>, %i: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<128x128xf16, #nvmma>>, !ttg.memdesc<4xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0], [0, 1]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, "ttng.two-ctas" = false, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_pairs_pair_layout(%d: !tt.tensordesc<tensor<128x128xf16, #nvmma>>, %b: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>, %i: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<128x128xf16, #nvmma>>, !ttg.memdesc<2xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[1, 0], [0, 1]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, "ttng.two-ctas" = false, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @no_pairs_broadcast(%d: !tt.tensordesc<tensor<128x128xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>, %i: i32, %p: i1) {
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<128x128xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<128x128xf16, #nvmma, #smem, mutable>
    tt.return
  }
}
