// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics | filecheck %s
// Triton 3.9's ttg.async_copy_global_to_local: a #tt.cache_policy in its cachePolicy is printed
// in the attribute dictionary, and 3.8's `cacheModifier = ...` is 3.9's "expected ':'" (the note
// naming the releases that write that form is pyopt's).  Inputs of pyopt's own; the output and
// the message are the 3.9.0 wheel's (tools/oracle.py run FILE in its venv).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  // CHECK-LABEL: tt.func @policy(
  // CHECK-NEXT: %0 = ttg.async_copy_global_to_local %arg0, %arg1 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
  tt.func @policy(%p: tensor<32x64x!tt.ptr<f16>, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    %0 = ttg.async_copy_global_to_local %p, %d {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @old_syntax(%p: tensor<32x64x!tt.ptr<f16>, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    // expected-error @+2 {{expected ':'}}
    // expected-note @+1 {{this 'ttg.async_copy_global_to_local' is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8}}
    %0 = ttg.async_copy_global_to_local %p, %d cacheModifier = ca : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
