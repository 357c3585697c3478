// -canonicalize folds a ttg.memdesc_subslice of a ttg.memdesc_subslice into one subslice of the
// first source at the summed offsets from Triton 3.7 (MemDescSubsliceOp.FOLD_CHAIN,
// triton-lang/triton#8755; found by Triton's TritonGPU/canonicalize.mlir, @fold_subslice_chain);
// 3.6.0 keeps the chain.  Inputs of our own: a chain of three, and an inner subslice with another
// user (kept).  Expected outputs: the Triton 3.6.0 and 3.7.1 wheels (3.8.0 and 3.9.0 print as
// 3.7.1 does) on this input (tools/oracle.py run FILE --pass=canonicalize), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize | filecheck %s --check-prefix=T36 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @chain3(%v: tensor<8x8xf16>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %s1 = ttg.memdesc_subslice %a[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64>
    %s2 = ttg.memdesc_subslice %s1[16, 32] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
    %s3 = ttg.memdesc_subslice %s2[8, 8] : !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
    ttg.local_store %v, %s3 : tensor<8x8xf16> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
  tt.func @shared_inner(%v: tensor<8x8xf16>, %w: tensor<16x32xf16>) {
    %a = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %s1 = ttg.memdesc_subslice %a[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
    ttg.local_store %w, %s1 : tensor<16x32xf16> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
    %s2 = ttg.memdesc_subslice %s1[8, 0] : !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
    ttg.local_store %v, %s2 : tensor<8x8xf16> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
    tt.return
  }
}

// T36:#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// T36-NEXT:#smem = #ttg.shared_memory
// T36-NEXT:module attributes {"ttg.num-warps" = 4 : i32} {
// T36-NEXT:  tt.func @chain3(%arg0: tensor<8x8xf16>) {
// T36-NEXT:    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// T36-NEXT:    %1 = ttg.memdesc_subslice %0[32, 0] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    %2 = ttg.memdesc_subslice %1[16, 32] : !ttg.memdesc<32x64xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    %3 = ttg.memdesc_subslice %2[8, 8] : !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    ttg.local_store %arg0, %3 : tensor<8x8xf16> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    tt.return
// T36-NEXT:  }
// T36-NEXT:  tt.func @shared_inner(%arg0: tensor<8x8xf16>, %arg1: tensor<16x32xf16>) {
// T36-NEXT:    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// T36-NEXT:    %1 = ttg.memdesc_subslice %0[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    ttg.local_store %arg1, %1 : tensor<16x32xf16> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    %2 = ttg.memdesc_subslice %1[8, 0] : !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    ttg.local_store %arg0, %2 : tensor<8x8xf16> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T36-NEXT:    tt.return
// T36-NEXT:  }
// T36-NEXT:}

// T37:#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// T37-NEXT:#smem = #ttg.shared_memory
// T37-NEXT:module attributes {"ttg.num-warps" = 4 : i32} {
// T37-NEXT:  tt.func @chain3(%arg0: tensor<8x8xf16>) {
// T37-NEXT:    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// T37-NEXT:    %1 = ttg.memdesc_subslice %0[56, 40] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T37-NEXT:    ttg.local_store %arg0, %1 : tensor<8x8xf16> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T37-NEXT:    tt.return
// T37-NEXT:  }
// T37-NEXT:  tt.func @shared_inner(%arg0: tensor<8x8xf16>, %arg1: tensor<16x32xf16>) {
// T37-NEXT:    %0 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// T37-NEXT:    %1 = ttg.memdesc_subslice %0[0, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
// T37-NEXT:    ttg.local_store %arg1, %1 : tensor<16x32xf16> -> !ttg.memdesc<16x32xf16, #shared, #smem, mutable, 64x64>
// T37-NEXT:    %2 = ttg.memdesc_subslice %0[8, 32] : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T37-NEXT:    ttg.local_store %arg0, %2 : tensor<8x8xf16> -> !ttg.memdesc<8x8xf16, #shared, #smem, mutable, 64x64>
// T37-NEXT:    tt.return
// T37-NEXT:  }
// T37-NEXT:}
