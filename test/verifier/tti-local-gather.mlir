// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// tti.experimental_local_gather's verifier (Triton 3.8+).  Each expected error is the one Triton
// 3.8.0's and 3.9.0's wheels report for the same chunk (parsed with triton._C.libtriton.ir).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{axis 1 is out of bounds for source rank 1}}
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o] {axis = 1 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{result shape must match indices shape}}
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<64xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{source and indices must have the same rank}}
    %0 = tti.experimental_local_gather %m[%i2] offsets = [%o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128x1xi32, #blocked3> -> tensor<128x1xi32, #blocked3>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{result element type must match source element type}}
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{indices and result must have the same layout}}
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xi32, #blocked2>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{offset count must match source rank}}
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o, %o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{'tti.experimental_local_gather' op operand #1 must be ranked tensor of integer values, but got 'tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = tti.experimental_local_gather %m[%f] offsets = [%o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xf32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32, %i2: tensor<128x1xi32, #blocked3>, %f: tensor<128xf32, #blocked>, %i64: i64) {
    // expected-error @+1 {{axis 4294967295 is out of bounds for source rank 1}}
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o] {axis = -1 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
}
