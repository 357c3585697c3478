// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// Verifier messages of the ops Triton 3.7 adds (ttg.local_gather, ttg.local_scatter,
// ttg.warp_id, math.sincos, ub.unreachable, ttng.fence_mbarrier_init_release_cluster) and
// 3.7's barrier rule (ttng.init_barrier: Nxi64 with N <= num-ctas).  Each message is what
// the Triton 3.7.1 wheel reports for its chunk (libtriton's parse_mlir_module, which
// verifies).  math.sincos's one-type message is 3.7's own (3.8 on: new-ops-3.8-3.9.mlir).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f0() {
    // expected-error @+1 {{'ttng.fence_mbarrier_init_release_cluster' op requires ttg.num-ctas > 1}}
    ttng.fence_mbarrier_init_release_cluster
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f1(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{axis 1 is out of bounds for source rank 1}}
    %0 = ttg.local_gather %s[%ix] {axis = 1 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f2(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<16x8xi32, #blocked1>) {
    // expected-error @+1 {{source and indices must have the same rank}}
    %0 = ttg.local_gather %s[%ix] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<16x8xi32, #blocked1> -> tensor<16x8xf32, #blocked1>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f3(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<64xi32, #blocked>) {
    // expected-error @+1 {{result shape must match indices shape}}
    %0 = ttg.local_gather %s[%ix] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<64xi32, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f4(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{result element type must match source element type}}
    %0 = ttg.local_gather %s[%ix] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xf16, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f5(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_gather' op operand #1 must be ranked tensor of integer values, but got 'tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = ttg.local_gather %s[%ix] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked> -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f6(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{axis 1 is out of bounds for destination rank 1}}
    ttg.local_scatter %s[%ix], %t {axis = 1 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f7(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<16x8xi32, #blocked1>, %t: tensor<16x8xf32, #blocked1>) {
    // expected-error @+1 {{destination and indices must have the same rank}}
    ttg.local_scatter %s[%ix], %t {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<16x8xi32, #blocked1>, tensor<16x8xf32, #blocked1>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f8(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<64xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{values shape must match indices shape}}
    ttg.local_scatter %s[%ix], %t {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<64xi32, #blocked>, tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f9(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf16, #blocked>) {
    // expected-error @+1 {{values element type must match destination element type}}
    ttg.local_scatter %s[%ix], %t {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked>, tensor<128xf16, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f10() {
    // expected-error @+1 {{'ttg.warp_id' op result #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = "ttg.warp_id"() : () -> i64
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f11(%b: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.init_barrier %b, 1 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module {
  tt.func @f12(%a: i32) {
    // expected-error @+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
    %0:2 = "math.sincos"(%a) : (i32) -> (i32, i32)
    tt.return
  }
}

// -----

module {
  tt.func @f13(%x: f32) {
    // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
    %0:2 = "math.sincos"(%x) : (f32) -> (f32, f16)
    tt.return
  }
}

// -----

module {
  tt.func @f14(%c: i1) {
    cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
    // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
    ub.unreachable
    cf.br ^bb2
    ^bb2:
    tt.return
  }
}
