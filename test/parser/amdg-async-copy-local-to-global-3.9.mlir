// RUN: pyopt --triton-version=3.9 %s --verify-diagnostics
// Triton 3.9 writes amdg.async_copy_local_to_global's cache policy as `cachePolicy = #tt.cache_policy<...>`
// (3.7 and 3.8: `cacheModifier = wb`): 3.8's form under 3.9 is the error Triton 3.9.0 reports for this
// input (parsed with its triton._C.libtriton.ir); the note naming the releases that write the form
// (those that have the op) is pyopt's.

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>) {
    // expected-error @+2 {{expected ':'}}
    // expected-note @+1 {{this 'amdg.async_copy_local_to_global' is Triton 3.7 and 3.8 syntax: --triton-version=3.8}}
    %0 = amdg.async_copy_local_to_global %s, %ptrs cacheModifier = wb : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
