// RUN: pyopt --triton-version=3.7 %s --verify-diagnostics
// RUN: pyopt --triton-version=3.8 %s --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --verify-diagnostics
// amdg.async_copy_local_to_global copies from shared memory only: the error is the one Triton
// 3.7.1, 3.8.0 and 3.9.0 report for this input (parsed with each wheel's triton._C.libtriton.ir).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%t: !ttg.memdesc<64x64xf16, #tmem, #ttng.tensor_memory, mutable>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op source must be in shared memory}}
    %0 = amdg.async_copy_local_to_global %t, %ptrs : !ttg.memdesc<64x64xf16, #tmem, #ttng.tensor_memory, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
