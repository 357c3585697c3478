// RUN: pyopt --triton-version=3.7 %s --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --verify-diagnostics -o /dev/null
// #ttng.redOp (Triton 3.7 on, TMEM_LOAD_REDUCTION) takes min or max.  Input of our own, the
// message compared with the 3.7.1 and 3.9.0 wheels.

#blocked = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#red = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:103", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @average(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) {
    // expected-error @+1 {{expected ::mlir::triton::nvidia_gpu::TMEMLoadReduceModifier to be one of: min, max}}
    %r, %x = ttng.tmem_load %m {redOp = #ttng.redOp<avg>} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>, tensor<128xf32, #red>
    tt.return
  }
}
