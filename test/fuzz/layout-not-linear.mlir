// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Found by tools/fuzz: an NVIDIA MMA layout with 3 warps along a dimension
// has no linear layout.  Triton 3.6.0 aborts on it (an assertion in its
// linear layouts); pyopt's tensor-layout verifier reports it on the first
// Triton op that carries it, and no pass runs.

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 16, 16]}>
#mma1 = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 3], instrShape = [16, 32, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x1xf32, #mma>) {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [64, 1]: size 3 is not a power of two.}}
    %0 = ttg.convert_layout %a : tensor<64x1xf32, #mma> -> tensor<64x1xf32, #mma1>
    tt.return
  }
}
