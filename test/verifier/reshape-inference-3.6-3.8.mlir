// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// tt.reshape's result encoding, inferred as Triton 3.8.0 does.  Up to 3.8 a slice restores or drops nothing by itself: the legacy
// blocked rule or the reshaped linear layout; a #ttg.blocked register beyond the shape is a broadcast [0, 0].
// Every verdict and message is the Triton 3.8.0 wheel's on the same chunk (tools/oracle.py roundtrip
// with /work/venvs/triton-3.8.0/bin/python; written by running each chunk through the wheel's parser and
// verifier); reshape-inference-3.9.mlir holds the same chunks for the other release.

// Restoring a slice's dimension gives its parent: a #ttg.blocked parent
// (sizePerThread 2 on the size-1 dimension) holds no broadcast register from 3.9.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @restore_blocked(%a: tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[0, 1], [0, 32]], lane = [[0, 2], [0, 4], [0, 8], [0, 0], [0, 0]], warp = [[0, 16], [0, 0]], block = []}> but was #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}}
    %0 = tt.reshape %a : tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}>> -> tensor<1x64xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>>
    tt.return
  }
}

// -----

// ... not where the parent broadcasts registers the slice does not hold (an expensive view):
// the reshaped linear layout instead.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @restore_mma(%a: tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[0, 1], [0, 16], [0, 32]], lane = [[0, 2], [0, 4], [0, 0], [0, 0], [0, 0]], warp = [[0, 8], [0, 0]], block = []}> but was #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}}
    %0 = tt.reshape %a : tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>}>> -> tensor<1x64xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>>
    tt.return
  }
}

// -----

// A #ttg.linear parent with the slice's registers.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @restore_linear(%a: tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 0], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}> but was #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}}
    %0 = tt.reshape %a : tensor<64xf32, #ttg.slice<{dim = 1, parent = #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>}>> -> tensor<64x1xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>>
    tt.return
  }
}

// -----

// A #ttg.linear parent with a broadcast register of its own: expensive, not the parent.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @restore_linear_broadcast(%a: tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.linear<{register = [[0, 0], [1, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[2, 0], [4, 0]], block = []}>}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[0, 32]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[0, 0], [0, 0]], block = []}> but was #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}}
    %0 = tt.reshape %a : tensor<64xf32, #ttg.slice<{dim = 0, parent = #ttg.linear<{register = [[0, 0], [1, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[2, 0], [4, 0]], block = []}>}>> -> tensor<1x64xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>>
    tt.return
  }
}

// -----

// Dropping a size-1 dimension gives a slice, but never of a #ttg.linear.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @drop_linear(%a: tensor<1x64xf32, #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[1], [2], [32]], lane = [[4], [8], [16], [0], [0]], warp = [[0], [0]], block = []}> but was #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>}}
    %0 = tt.reshape %a : tensor<1x64xf32, #ttg.linear<{register = [[0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>> -> tensor<64xf32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}

// -----

// A #ttg.amd_mfma whose registers all lie along the kept dimension: its slice.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @drop_mfma(%a: tensor<64x1xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = false}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[1], [2], [8], [16]], lane = [[0], [0], [0], [0], [0], [4]], warp = [[0], [32]], block = []}> but was #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>}}
    %0 = tt.reshape %a : tensor<64x1xf32, #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = false}>> -> tensor<64xf32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
    tt.return
  }
}

// -----

// A #ttg.blocked with sizePerThread 2 on the dropped dimension: its slice.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @drop_blocked(%a: tensor<1x16xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[1], [0]], lane = [[2], [4], [8], [0], [0]], warp = [[0], [0]], block = []}> but was #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}>}}
    %0 = tt.reshape %a : tensor<1x16xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<16xf32, #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>}>>
    tt.return
  }
}

// -----

// The first size-1 dimension whose removal gives the result shape is sliced.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @drop_blocked_first_unit(%a: tensor<1x1x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[0, 1], [0, 2], [0, 32]], lane = [[0, 4], [0, 8], [0, 16], [0, 0], [0, 0]], warp = [[0, 0], [0, 0]], block = []}> but was #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}}
    %0 = tt.reshape %a : tensor<1x1x64xf32, #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>> -> tensor<1x64xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>>
    tt.return
  }
}

// -----

// The result layout is compared register for register: a broadcast register is a difference.
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @broadcast_register_kept(%a: tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}> but was #ttg.linear<{register = [[0, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>}}
    %0 = tt.reshape %a : tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<128x1xf32, #ttg.linear<{register = [[0, 0]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>>
    tt.return
  }
}

// -----

// The linear-layout fallback: a #ttg.blocked register beyond the shape is dropped from 3.9
// (a broadcast [0, 0] up to 3.8).
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @blocked_registers_beyond_shape(%a: tensor<1x64xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>>) {
    // expected-error @+1 {{Expected result encoding #ttg.linear<{register = [[1, 0], [0, 0], [32, 0]], lane = [[2, 0], [4, 0], [8, 0], [0, 0], [0, 0]], warp = [[16, 0], [0, 0]], block = []}> but was #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>}}
    %0 = tt.reshape %a : tensor<1x64xf32, #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>> -> tensor<64x1xf32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [1, 0]}>>
    tt.return
  }
}
