// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.7 checks no column limit of a tensor-memory allocation (triton-lang/triton#8782:
// TMEM_ALLOC_CHECKS), still blockN columns at least.  Inputs of our own, the same as in
// tmem-alloc-shape-3.6.mlir, messages compared with the 3.7.1 wheel.

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @narrower_than_block_n() {
    // expected-error @+1 {{the allocation shape must be at least 128x128. Got 128, 64}}
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @more_than_512_columns() {
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x1024xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
