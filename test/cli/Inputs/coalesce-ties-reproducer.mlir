#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tie(%arg0: !tt.ptr<f32>) -> tensor<32x32xf32, #blocked> {
    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %1 = tt.load %0 : tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.return %1 : tensor<32x32xf32, #blocked>
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(tritongpu-coalesce)",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
