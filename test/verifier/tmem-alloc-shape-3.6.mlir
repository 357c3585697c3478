// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// A tensor-memory memdesc as Triton 3.6 verifies it: at least blockM x blockN, at most 512 32-bit
// columns (3.7 drops the column limit, 3.8 takes the memdesc's width where it is narrower than
// blockN: TMEM_ALLOC_CHECKS; tmem-alloc-shape-3.7.mlir, -3.8-3.9.mlir, the same inputs).  Inputs
// of our own, messages compared with the 3.6.0 wheel.

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
    // expected-error @+1 {{nCol / (CTASplitM * CTASplitN) must be less than or equal to 512 * 32 / bitwidth but got 1024}}
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x1024xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}
