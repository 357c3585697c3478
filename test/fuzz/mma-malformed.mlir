// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Matrix-core layouts Triton 3.6.0's parser takes but then crashes on (an
// assertion, or a read past the end of instrShape, when it builds their
// linear layout): pyopt's tensor-layout verifier rejects them.  Found by
// tools/fuzz.

#mma = #ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 32, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x32xf32, #mma>) {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [64, 32]: no linear layout for NVIDIA MMA version 1 (only 2 and 3).}}
    %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<64x32xf32, #mma> -> tensor<32x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{instrShape has 1 entries, expected 2 for MMA v2.}}
    %0 = ttg.convert_layout %a : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// (A key Triton does not know is ignored: this layout has no instrShape.)
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], opIdx = [16, 32, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x32xf32, #mma>) {
    // expected-error @+1 {{instrShape has 0 entries, expected 3 for MMA v3.}}
    %0 = ttg.convert_layout %a : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #mma>
    tt.return
  }
}

// -----

// A zero in warpsPerCTA of the N dimension (Triton divides by it: SIGFPE).
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1, 0], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: tensor<4x32x32xf32, #mma>) {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [4, 32, 32]: warpsPerCTA is 0 in the N dimension (dim 2).}}
    %0 = ttg.convert_layout %a : tensor<4x32x32xf32, #mma> -> tensor<4x32x32xf32, #mma>
    tt.return
  }
}
