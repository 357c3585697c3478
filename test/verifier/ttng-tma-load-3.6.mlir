// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// ttng.async_tma_copy_global_to_local as Triton 3.6 verifies it: the result's layout NVMMA, no
// check of the coordinates or of the descriptor's layout (3.7 adds them, triton-lang/triton#8886:
// ttng-tma-load-3.7.mlir and -3.8-3.9.mlir, the same inputs).  Inputs of our own, expected messages compared
// with the 3.6.0 wheel (tools/triton_lit_check.py).

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#nvmmaT = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#swz = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzled_result(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x64xf16, #swz, #smem, mutable>, %i: i32, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA result must have NVMMA shared layout}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #swz, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_coordinate_for_two_dims(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>, %i: i32, %p: i1) {

    ttng.async_tma_copy_global_to_local %d[%i] %r, %b, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmma, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#nvmma64 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swizzle_differs(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x64xf16, #nvmma64, #smem, mutable>, %i: i32, %p: i1) {

    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmma64, #smem, mutable>
    tt.return
  }
}

// -----

#nvmmaT = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @both_transposed(%d: !tt.tensordesc<tensor<64x64xf16, #nvmmaT>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x64xf16, #nvmmaT, #smem, mutable>, %i: i32, %p: i1) {

    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<64x64xf16, #nvmmaT>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmmaT, #smem, mutable>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @immutable_and_fewer_elements(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<32x64xf16, #nvmma, #smem>, %i: i32, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op Cannot store into immutable memory}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<32x64xf16, #nvmma, #smem>
    tt.return
  }
}

// -----

#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @immutable(%d: !tt.tensordesc<tensor<64x64xf16, #nvmma>>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %r: !ttg.memdesc<64x64xf16, #nvmma, #smem>, %i: i32, %p: i1) {
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op Cannot store into immutable memory}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %r, %b, %p : !tt.tensordesc<tensor<64x64xf16, #nvmma>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf16, #nvmma, #smem>
    tt.return
  }
}
