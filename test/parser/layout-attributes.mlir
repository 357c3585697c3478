// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Layout attributes Triton's parsers and verifiers reject.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #blocked>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [1]}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #blocked>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{Every element in sizePerThread must be a power of two.}}
#blocked = #ttg.blocked<{sizePerThread = [3], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #blocked>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{expected an unsigned integer value in number of threads per warp}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [-32], warpsPerCTA = [4], order = [0]}>
module {
}

// -----

// expected-error @+1 {{expected an array for number of elements per thread}}
#blocked = #ttg.blocked<{sizePerThread = 1, threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module {
}

// -----

// expected-error @+1 {{unexpected key: foo}}
#blocked = #ttg.blocked<{sizePerThread = [1.0], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], foo = 1}>
module {
}

// -----

// expected-error @+1 {{unexpected key: foo}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], foo = 1}>
module {
}

// -----

// expected-error @+1 {{'CGALayout' entry length does not match rank 1}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[1, 0]]}>
module {
}

// -----

// expected-error @+1 {{expected array value for 'CGALayout'}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = 1}>
module {
}

// -----

module {
  // expected-error @+1 {{Every element in warpsPerCTA must be a power of two.}}
  tt.func @f(%a: tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [3], order = [0]}>>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module {
  // expected-error @+1 {{slice dim=7 must be less than the parent rank=2}}
  tt.func @f(%a: tensor<128xi32, #ttg.slice<{dim = 7, parent = #blocked}>>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module {
  // expected-error @+1 {{parent layout must have at least rank >= 2}}
  tt.func @f(%a: tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{unexpected key: CTAsPerCGA}}
#a = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 1]}>
module {
}

// -----

// expected-error @+1 {{Every element in sizePerThread must be a power of two.}}
#a = #ttg.blocked<{sizePerThread = [1, 3], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module {
}

// -----

// expected-error @+1 {{order must be a permutation of 0..(rank-1), but was [0, 0]}}
#a = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [0, 0]}>
module {
}

// -----

// expected-error @+1 {{unexpected key: foo}}
#a = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1], foo = 3}>
module {
}

// -----

// expected-error @+1 {{slice dim=2 must be less than the parent rank=2}}
#a = #ttg.slice<{dim = 2, parent = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>
module {
}

// -----

// expected-error @+1 {{invalid (mDim, nDim) combination: (8, 8)}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [8, 8, 8], isTransposed = true}>
module {
}

// -----

// expected-error @+1 {{unknown attribute `future_layout` in dialect `ttg`}}
#a = #ttg.future_layout<{a = [1, 2], b = #ttg.shared_memory}>
module {
}

// -----

// expected-error @+1 {{unknown attribute `future_layout` in dialect `ttg`}}
#a = #ttg.future_layout<[1:+2] {a = [1, 2]}>
module {
}

// -----

// expected-error @+1 {{unknown attribute `future_layout` in dialect `ttg`}}
#a = #ttg.future_layout<{a = [1, 2]}, alignment = 4>
module {
}

// -----

// expected-error @+1 {{unknown attribute `future` in dialect `ttng`}}
#a = #ttng.future<x = [1], y>
module {
}

// -----

// expected-error @+1 {{unknown attribute `future` in dialect `ttng`}}
#a = #ttng.future<>
module {
}

// -----

// expected-error @+1 {{interval values must all be power of two}}
#a = #ttg.padded_shared<[3:+4] {order = [1, 0], shape = [16, 16]}>
module {
}

// -----

// expected-error @+1 {{expected '<'}}
#a = #ttg.blocked
module {
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128x128xf32, #mma>) {
    %0 = arith.addf %a, %a : tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128x128xf32, #mma>) {
    %0 = arith.addf %a, %a : tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128x128xf32, #mma>) {
    %0 = arith.addf %a, %a : tensor<128x128xf32, #mma>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128x128xf32, #mma>) {
    // expected-error @+1 {{slice dim=7 must be less than the parent rank=3}}
    %0 = ttg.convert_layout %a : tensor<128x128xf32, #mma> -> tensor<128x128xf32, #ttg.slice<{dim = 7, parent = #mma}>>
    tt.return
  }
}
