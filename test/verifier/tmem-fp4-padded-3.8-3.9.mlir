// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.8 #ttng.tensor_memory_encoding has an fp4Padded parameter, which needs colStride 1
// (triton-lang/triton#10202: TMEM_FP4_PADDED).  Inputs of our own, the same as in
// tmem-fp4-padded-3.6-3.7.mlir, messages compared with the 3.8.0 and 3.9.0 wheels.

#padded = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, fp4Padded = true>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xi8, #padded, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#not_padded = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 2, fp4Padded = false>

// -----

// expected-error @+1 {{fp4Padded tensor memory layout requires colStride 1 but got 4}}
#padded_stride_4 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 4, fp4Padded = true>
