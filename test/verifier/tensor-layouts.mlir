// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Triton's tensor-layout check (verifyTensorLayout) and MemDescType::verify.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%s: f32) {
    // expected-error @+1 {{Result has an invalid layout: Layout has rank 1, but the tensor it's attached to has rank 2.}}
    %0 = tt.splat %s : f32 -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [1, 16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%s: f32) {
    // expected-error @+1 {{Result has an invalid layout: Layout has rank 2, but the tensor it's attached to has rank 3.}}
    %0 = tt.splat %s : f32 -> tensor<2x64x64xf32, #mma>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%s: f32) {
    // expected-error @+1 {{Result has an invalid layout: Non-distributed layout is not allowed in tensor type.}}
    %0 = tt.splat %s : f32 -> tensor<64x64xf32, #shared>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%s: f32) {
    // expected-error @+1 {{Result has an invalid layout: Layout has rank 1, but the tensor it's attached to has rank 2.}}
    %0 = tt.splat %s : f32 -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%s: f32) {
    // expected-error @+1 {{Number of elements must be power-of-two, but %0 = "tt.splat"(%arg0) : (f32) -> tensor<96xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> doesn't follow the rule (96) elements}}
    %0 = tt.splat %s : f32 -> tensor<96xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0, 2]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{rank must be equal to or one less than the shape size. Got 3 and 2}}
  tt.func @f(%a: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{shape must have power-of-2 and non-zero dimensions; got 64, 48}}
  tt.func @f(%a: !ttg.memdesc<64x48xf16, #shared, #smem, mutable>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<3x64x64xf16, #shared, #smem, mutable>, %b: !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 2x64x64>) {
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // expected-error @+1 {{shape must be less than or equal to allocShape. shape = 64, 128, allocShape = 2, 64, 64}}
  tt.func @f(%b: !ttg.memdesc<64x128xf16, #shared, #smem, mutable, 2x64x64>) {
    tt.return
  }
}
