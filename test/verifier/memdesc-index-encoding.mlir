// ttg.memdesc_index with a result encoding other than its source's: Triton 3.6.0 and 3.7.1 accept
// it, 3.8.0 and 3.9.0 reject it ('src and result must have the same encoding', checked right
// after the element type). Verdicts and the message: each release's wheel on this file
// (tools/oracle.py accepts, run with each release's venv).
// RUN: pyopt --triton-version=3.6 %s | filecheck %s --check-prefix=ACCEPT
// RUN: pyopt --triton-version=3.7 %s | filecheck %s --check-prefix=ACCEPT
// RUN: not pyopt --triton-version=3.8 %s -o /dev/null 2>&1 | filecheck %s --check-prefix=REJECT
// RUN: not pyopt --triton-version=3.9 %s -o /dev/null 2>&1 | filecheck %s --check-prefix=REJECT

// ACCEPT: ttg.memdesc_index %{{.*}} -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
// REJECT: memdesc-index-encoding.mlir:18:10: error: src and result must have the same encoding
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%i: i32) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable>
    %1 = ttg.memdesc_index %0[%i] : !ttg.memdesc<2x32x64xf16, #shared, #smem, mutable> -> !ttg.memdesc<32x64xf16, #shared1, #smem, mutable>
    tt.return
  }
}
