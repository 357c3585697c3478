// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// fp4Padded (Triton 3.8 on, TMEM_FP4_PADDED) is printed when true, last; output compared with the
// 3.8.0 and 3.9.0 wheels (input of our own).

// CHECK: #tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, fp4Padded = true>
// CHECK: #tmem1 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#padded = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, fp4Padded = true>
#dense = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, fp4Padded = false>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @f() {
    %0 = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xi8, #padded, #ttng.tensor_memory, mutable>
    %1 = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xi8, #dense, #ttng.tensor_memory, mutable>
    tt.return
  }
}
