// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.8 (triton-lang/triton#9557): CTAs per
// CGA; no tile count.
// Inputs of our own, the same in memdesc-layouts-3.6/3.7/3.8-3.9.mlir; expectations compared with
// each release's wheel (tools/triton_lit_check.py, the RUN line read as triton-opt).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @one_cta_in_two() {
    // expected-error @+1 {{Layout has 1 CTAs per CGA, but the context requires 2 CTAs per CGA.}}
    %s = ttg.local_alloc : () -> !ttg.memdesc<16x16xf16, #shared, #ttg.shared_memory, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[1, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @more_tiles_than_elements() {
    %s = ttg.local_alloc : () -> !ttg.memdesc<1x1xf16, #shared, #ttg.shared_memory, mutable>
    tt.return
  }
}

// -----

#sl = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Mismatch in expected shape for dimension 1. Expected: 8, got: 4}}
  tt.func @shared_linear_other_shape(%a: !ttg.memdesc<2x8xf16, #sl, #ttg.shared_memory, mutable>) {
    ttg.local_dealloc %a : !ttg.memdesc<2x8xf16, #sl, #ttg.shared_memory, mutable>
    tt.return
  }
}
