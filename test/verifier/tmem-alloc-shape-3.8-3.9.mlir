// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.8 a tensor-memory memdesc narrower than blockN needs only its own width
// (triton-lang/triton#9611: TMEM_ALLOC_CHECKS).  Inputs of our own, the same as in
// tmem-alloc-shape-3.6.mlir, compared with the 3.8.0 and 3.9.0 wheels.

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @narrower_than_block_n() {
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
