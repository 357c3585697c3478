// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// A 0 (and a non-power of 2) in an MMA layout's warpsPerCTA / tilesPerWarp, directly and
// through one or two slices, in the tensor-layout check (verifyTensorLayout via toLinearLayout).
// Triton 3.6.0 builds a size-0 identity as the empty layout, so a 0 outside N counts as 1.
// Each verdict was compared with Triton 3.6.0's parser and verifier (tools/oracle.py accepts):
// accepted where it accepts, the same message where it rejects; where it crashes (as noted on
// each case) pyopt's own diagnostic.

// Triton accepts: a 0 in an MFMA warpsPerCTA outside N is a size-0 identity (no warps there); the fuzz find, two slices deep.
#l = #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 0, 1], instrShape = [32, 32, 8], isTransposed = true}>}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f() {
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: the same layout sliced once.
#l = #ttg.slice<{dim = 2, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 0, 1], instrShape = [32, 32, 8], isTransposed = true}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    %0 = tt.splat %s : i32 -> tensor<4x4xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: ... sliced once along M.
#l = #ttg.slice<{dim = 1, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 0, 1], instrShape = [32, 32, 8], isTransposed = true}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    %0 = tt.splat %s : i32 -> tensor<4x4xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: ... and on the MFMA layout itself.
#l = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 0, 1], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    %0 = tt.splat %s : i32 -> tensor<4x4x4xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: a 0 in the batch dim.
#l = #ttg.amd_mfma<{version = 3, warpsPerCTA = [0, 4, 1], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    %0 = tt.splat %s : i32 -> tensor<4x4x4xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: a 0 in M of a 2-D MFMA layout, sliced.
#l = #ttg.slice<{dim = 1, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [0, 4], instrShape = [32, 32, 8], isTransposed = true}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f() {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: a 0 in tilesPerWarp outside N.
#l = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    %0 = tt.splat %s : i32 -> tensor<4x4x4xi32, #l>
    tt.return
  }
}

// -----

// Triton accepts: a 0 in M of a WMMA layout, sliced.
#l = #ttg.slice<{dim = 1, parent = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [0, 4]}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1200", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #l>
    tt.return
  }
}

// -----

// Triton rejects: zeros count as 1 warp, so the layout has too few (same message as Triton).
#l = #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [0, 0, 1], instrShape = [32, 32, 8], isTransposed = true}>}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has 1 warps per CTA, but the context requires 4 warps per CTA.}}
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #l>
    tt.return
  }
}

// -----

// Triton crashes (SIGFPE: it divides the N extent by warpsPerCTA * tilesPerWarp of N): pyopt refuses it. warpsPerCTA, 2-D MFMA.
#l = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 0], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [64, 64]: warpsPerCTA is 0 in the N dimension (dim 1).}}
    %0 = tt.splat %s : i32 -> tensor<64x64xi32, #l>
    tt.return
  }
}

// -----

// Triton crashes (SIGFPE: it divides the N extent by warpsPerCTA * tilesPerWarp of N): pyopt refuses it. warpsPerCTA, sliced.
#l = #ttg.slice<{dim = 0, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 0], instrShape = [32, 32, 8], isTransposed = true}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [64]: warpsPerCTA is 0 in the N dimension (dim 1).}}
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #l>
    tt.return
  }
}

// -----

// Triton crashes (SIGFPE: it divides the N extent by warpsPerCTA * tilesPerWarp of N): pyopt refuses it. all zeros, two slices deep.
#l = #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [0, 0, 0], instrShape = [32, 32, 8], isTransposed = true}>}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [4]: warpsPerCTA is 0 in the N dimension (dim 2).}}
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #l>
    tt.return
  }
}

// -----

// Triton crashes (SIGFPE: it divides the N extent by warpsPerCTA * tilesPerWarp of N): pyopt refuses it. tilesPerWarp.
#l = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1, 1], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: i32) {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [4, 4, 4]: tilesPerWarp is 0 in the N dimension (dim 2).}}
    %0 = tt.splat %s : i32 -> tensor<4x4x4xi32, #l>
    tt.return
  }
}

// -----

// Triton crashes (SIGFPE: it divides the N extent by warpsPerCTA * tilesPerWarp of N): pyopt refuses it. WMMA, sliced.
#l = #ttg.slice<{dim = 0, parent = #ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [4, 0]}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1200", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [64]: warpsPerCTA is 0 in the N dimension (dim 1).}}
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #l>
    tt.return
  }
}

// -----

// Triton aborts (its linear layout of an NVIDIA MMA layout loses the dim with 0 warps): pyopt refuses it.
#l = #ttg.slice<{dim = 1, parent = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [0, 4], instrShape = [16, 8]}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [64]: warpsPerCTA has a zero entry.}}
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #l>
    tt.return
  }
}

// -----

// Triton aborts (a linear layout of size 3): pyopt refuses a non-power-of-2 warp count in any slice depth.
#l = #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #ttg.amd_mfma<{version = 3, warpsPerCTA = [3, 1, 1], instrShape = [32, 32, 8], isTransposed = true}>}>}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has no linear layout for a tensor of shape [4]: size 3 is not a power of two.}}
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #l>
    tt.return
  }
}
