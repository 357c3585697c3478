// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// ttng.tmem_wait (Triton 3.9): a kind outside its cases.  The message is what the Triton
// 3.9.0 wheel reports (libtriton's parse_mlir_module, which verifies).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f0() {
    // expected-error @+1 {{'ttng.tmem_wait' op attribute 'kind' failed to satisfy constraint: tensor memory wait kind}}
    "ttng.tmem_wait"() {kind = 2 : i32} : () -> ()
    tt.return
  }
}
