// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// tti.experimental_fpsan_embed/unembed's rules (Triton 3.8+).  Each expected error is the one
// Triton 3.8.0's and 3.9.0's wheels report for the same chunk (parsed with triton._C.libtriton.ir).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>, %i: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'tti.experimental_fpsan_embed' op operand #0 must be floating-point or ranked tensor of floating-point values, but got 'tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = tti.experimental_fpsan_embed %i : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>, %i: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'tti.experimental_fpsan_embed' op result #0 must be integer or ranked tensor of integer values, but got 'tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = tti.experimental_fpsan_embed %x : (tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>, %i: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'tti.experimental_fpsan_embed' op all non-scalar operands/results must have the same shape and base type}}
    %0 = tti.experimental_fpsan_embed %x : (tensor<128xf32, #blocked>) -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>, %i: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'tti.experimental_fpsan_embed' op requires the same encoding for all operands and results}}
    %0 = tti.experimental_fpsan_embed %x : (tensor<128xf32, #blocked>) -> tensor<128xi32, #blocked1>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>, %i: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'tti.experimental_fpsan_unembed' op operand #0 must be integer or ranked tensor of integer values, but got 'tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = tti.experimental_fpsan_unembed %x : (tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%x: tensor<128xf32, #blocked>, %i: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'tti.experimental_fpsan_unembed' op result #0 must be floating-point or ranked tensor of floating-point values, but got 'tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = tti.experimental_fpsan_unembed %i : (tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    tt.return
  }
}
