// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Verifier and parse-time messages of the ops Triton 3.7 and 3.8 add to the dialects pyopt
// models (ttng's CLC and cluster ops, ttng.async_shared_store, ttng.packed_arith (not its
// signature table nor its layout check), ttg's gather/scatter ops and
// ttg.warp_id, arith.subui_extended/flush_denormals/convertf, math.sincos, gpu.ballot,
// gpu.initialize_named_barrier,
// ub.unreachable) and the barrier rule of 3.7 on.  Each message is what the Triton 3.8.0
// wheel reports for its chunk (libtriton's parse_mlir_module, which verifies); 3.9.0
// reports the same for every chunk.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f0(%b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 1.}}
    ttng.clc_try_cancel %b, %b : !ttg.memdesc<1xi64, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
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
  tt.func @f1(%r: !ttg.memdesc<1x2xi64, #shared1, #smem, mutable>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 1, 2.}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<1x2xi64, #shared1, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
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
  tt.func @f2(%r: !ttg.memdesc<4xi32, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have type int64, but got'i32'}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<4xi32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
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
  tt.func @f3(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_try_cancel' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.clc_try_cancel %r, %r : !ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<2xi64, #shared, #smem, mutable>
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
  tt.func @f4(%b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 1.}}
    %0 = ttng.clc_load_result %b : !ttg.memdesc<1xi64, #shared, #smem, mutable> -> i128
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
  tt.func @f5(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_load_result' op result #0 must be 128-bit signless integer, but got 'i64'}}
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i64
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
  tt.func @f6(%i: i128) {
    // expected-error @+1 {{'ttng.clc_is_canceled' op result #0 must be 1-bit signless integer, but got 'i32'}}
    %0 = ttng.clc_is_canceled %i : i128 -> i32
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
  tt.func @f7(%i: i64) {
    // expected-error @+1 {{'ttng.clc_is_canceled' op operand #0 must be 128-bit signless integer, but got 'i64'}}
    %0 = "ttng.clc_is_canceled"(%i) : (i64) -> i1
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
  tt.func @f8(%i: i128) {
    // expected-error @+1 {{'ttng.clc_get_program_id' op attribute 'dim' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2}}
    %0 = "ttng.clc_get_program_id"(%i) {dim = 3 : i32} : (i128) -> i32
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
  tt.func @f9() {
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
  tt.func @f10() {
    // expected-error @+1 {{'ttng.cluster_barrier' op requires ttg.num-ctas > 1}}
    ttng.cluster_barrier {relaxed = true}
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
  tt.func @f11(%t: tensor<128xf32, #blocked>, %s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op requires at least two CTAs in the cluster}}
    ttng.async_shared_store %t, %s, %b : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f12(%t: tensor<128xf32, #blocked>, %s: !ttg.memdesc<128xf32, #shared, #smem>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op cannot store into immutable memory}}
    ttng.async_shared_store %t, %s, %b : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f13(%t: tensor<128xf32, #blocked>, %s: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op source element type 'tensor<128xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>>' must match destination element type 'i32'}}
    ttng.async_shared_store %t, %s, %b : tensor<128xf32, #blocked> -> !ttg.memdesc<128xi32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f14(%t: tensor<128xf32, #blocked>, %s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %b: !ttg.memdesc<4xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.async_shared_store' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.async_shared_store %t, %s, %b : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>, !ttg.memdesc<4xi64, #shared, #smem, mutable>
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
  tt.func @f15(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>) {
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
  tt.func @f16(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<16x8xi32, #blocked1>) {
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
  tt.func @f17(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<64xi32, #blocked>) {
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
  tt.func @f18(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>) {
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
  tt.func @f19(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xf32, #blocked>) {
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
  tt.func @f20(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
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
  tt.func @f21(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<16x8xi32, #blocked1>, %t: tensor<16x8xf32, #blocked1>) {
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
  tt.func @f22(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<64xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
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
  tt.func @f23(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf16, #blocked>) {
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
  tt.func @f24(%s: !ttg.memdesc<128xf32, #shared, #smem>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op Cannot store into immutable memory}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
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
  tt.func @f25(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<16x8xi32, #blocked1>, %t: tensor<16x8xf32, #blocked1>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op values has rank 2 but memdesc encoding has rank 1}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<16x8xf32, #blocked1>, tensor<16x8xi32, #blocked1>) -> tensor<16x8xf32, #blocked1>
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
  tt.func @f26(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{axis 1 is out of bounds for destination rank 1}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t {axis = 1 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
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
  tt.func @f27(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf16, #blocked>) {
    // expected-error @+1 {{values element type must match destination element type}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf16, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf16, #blocked>
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
  tt.func @f28(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op failed to verify that result type matches values type}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf16, #blocked>
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
  tt.func @f29(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op operand #3 must be tensor of 1-bit signless integer values, but got 'tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t, %ix {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
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
  tt.func @f30(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op requires attribute 'axis'}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
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
  tt.func @f31() {
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
  tt.func @f32(%b: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of Nxi64 type with N <= number of CTAs}}
    ttng.init_barrier %b, 1 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module {
  tt.func @f33(%a: i32) {
    // expected-error @+1 {{'arith.subui_extended' op result #1 must be bool-like, but got 'i32'}}
    %0:2 = "arith.subui_extended"(%a, %a) : (i32, i32) -> (i32, i32)
    tt.return
  }
}

// -----

module {
  tt.func @f34(%x: f32) {
    // expected-error @+1 {{'arith.subui_extended' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'f32'}}
    %0:2 = "arith.subui_extended"(%x, %x) : (f32, f32) -> (f32, i1)
    tt.return
  }
}

// -----

module {
  tt.func @f35(%t: tensor<8xi32>) {
    // expected-error @+1 {{'arith.subui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
    %0:2 = "arith.subui_extended"(%t, %t) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, i1)
    tt.return
  }
}

// -----

module {
  tt.func @f36(%a: i32, %b: i16) {
    // expected-error @+1 {{'arith.subui_extended' op failed to verify that all of {lhs, rhs, diff} have same type}}
    %0:2 = "arith.subui_extended"(%a, %b) : (i32, i16) -> (i32, i1)
    tt.return
  }
}

// -----

module {
  tt.func @f37(%a: i32) {
    // expected-error @+1 {{'arith.flush_denormals' op operand #0 must be floating-point-like, but got 'i32'}}
    %0 = "arith.flush_denormals"(%a) : (i32) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f38(%x: f32) {
    // expected-error @+1 {{'arith.flush_denormals' op requires the same type for all operands and results}}
    %0 = "arith.flush_denormals"(%x) : (f32) -> f16
    tt.return
  }
}

// -----

module {
  tt.func @f39(%h: f16) {
    // expected-error @+1 {{'arith.convertf' op operand type 'f16' and result type 'f32' are cast incompatible}}
    %0 = arith.convertf %h : f16 to f32
    tt.return
  }
}

// -----

module {
  tt.func @f40(%h: f16) {
    // expected-error @+1 {{'arith.convertf' op operand type 'f16' and result type 'f16' are cast incompatible}}
    %0 = arith.convertf %h : f16 to f16
    tt.return
  }
}

// -----

module {
  tt.func @f41(%h: i16) {
    // expected-error @+1 {{'arith.convertf' op operand #0 must be floating-point-like, but got 'i16'}}
    %0 = "arith.convertf"(%h) : (i16) -> f16
    tt.return
  }
}

// -----

module {
  tt.func @f42(%h: f16) {
    // expected-error @+1 {{'arith.convertf' op result #0 must be floating-point-like, but got 'i16'}}
    %0 = "arith.convertf"(%h) : (f16) -> i16
    tt.return
  }
}

// -----

module {
  tt.func @f43(%a: i32) {
    // expected-error @+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
    %0:2 = "math.sincos"(%a) : (i32) -> (i32, i32)
    tt.return
  }
}

// -----

module {
  tt.func @f44(%x: f32) {
    // expected-error @+1 {{'math.sincos' op requires the same type for all operands and results}}
    %0:2 = "math.sincos"(%x) : (f32) -> (f32, f16)
    tt.return
  }
}

// -----

module {
  tt.func @f45(%p: i1) {
    // expected-error @+1 {{'gpu.ballot' op result #0 must be signless integer, but got 'index'}}
    %0 = "gpu.ballot"(%p) : (i1) -> index
    tt.return
  }
}

// -----

module {
  tt.func @f46(%p: tensor<8xi1>) {
    // expected-error @+1 {{'gpu.ballot' op operand #0 must be 1-bit signless integer, but got 'tensor<8xi1>'}}
    %0 = "gpu.ballot"(%p) : (tensor<8xi1>) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f47(%p: i1) {
    // expected-error @+1 {{custom op 'gpu.ballot' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    %0 = gpu.ballot %p : f32
    tt.return
  }
}

// -----

module {
  tt.func @f48(%c: i1) {
    cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
    // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
    ub.unreachable
    cf.br ^bb2
    ^bb2:
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
  tt.func @f49(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    // expected-error @+1 {{custom op 'ttng.clc_load_result' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> f32
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
  tt.func @f50(%i: f32) {
    // expected-error @+1 {{custom op 'ttng.clc_is_canceled' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
    %0 = ttng.clc_is_canceled %i : f32 -> i1
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f0(%a: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op add expects 2 operands but got 1}}
    %0 = ttng.packed_arith add %a : (tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f1(%a: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op fma expects 3 operands but got 2}}
    %0 = ttng.packed_arith fma %a, %a : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f2(%a: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op min expects 2 operands but got 3}}
    %0 = "ttng.packed_arith"(%a, %a, %a) <{op_kind = 4 : i32}> : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f3(%a: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op operand #0 must be variadic of ranked tensor of packed arithmetic operand element values, but got 'tensor<128xi32, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = ttng.packed_arith add %a, %a : (tensor<128xi32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f4(%a: tensor<128xi8, #blocked>, %b: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op result #0 must be ranked tensor of packed arithmetic result element values, but got 'tensor<128xi8, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = ttng.packed_arith add %a, %a : (tensor<128xi8, #blocked>, tensor<128xi8, #blocked>) -> tensor<128xi8, #blocked>
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f5(%a: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{'ttng.packed_arith' op requires attribute 'op_kind'}}
    %0 = "ttng.packed_arith"(%a, %a) : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

module {
  tt.func @f0(%a: i64) {
    // expected-error @+1 {{'gpu.initialize_named_barrier' op operand #0 must be 32-bit signless integer, but got 'i64'}}
    %0 = "gpu.initialize_named_barrier"(%a) : (i64) -> !gpu.named_barrier
    tt.return
  }
}

// -----

module {
  tt.func @f1(%a: i32) {
    // expected-error @+1 {{'gpu.initialize_named_barrier' op result #0 must be named barrier type, but got 'i32'}}
    %0 = gpu.initialize_named_barrier %a : i32 -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f2(%a: index) {
    // expected-error @+1 {{custom op 'gpu.initialize_named_barrier' invalid kind of type specified: expected builtin.integer, but found 'index'}}
    %0 = gpu.initialize_named_barrier %a : index -> !gpu.named_barrier
    tt.return
  }
}

// -----

module {
  tt.func @f3(%a: i32) {
    // expected-error @+1 {{'gpu.initialize_named_barrier' op requires a single operand}}
    %0 = "gpu.initialize_named_barrier"(%a, %a) : (i32, i32) -> !gpu.named_barrier
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
  tt.func @f0(%i: i128) {
    // expected-error @+1 {{custom op 'ttng.clc_get_program_id' expected string or keyword containing one of the following enum values for attribute 'dim' [x, y, z]}}
    %0 = ttng.clc_get_program_id %i, w : i128 -> i32
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
  tt.func @f1(%i: i128) {
    // expected-error @+1 {{custom op 'ttng.clc_get_program_id' invalid dim attribute specification: "w"}}
    %0 = ttng.clc_get_program_id %i, "w" : i128 -> i32
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
  tt.func @f2(%i: i128) {
    // expected-error @+1 {{invalid properties {dim = 3 : i32} for op ttng.clc_get_program_id: Invalid attribute `dim` in property conversion: 3 : i32}}
    %0 = "ttng.clc_get_program_id"(%i) <{dim = 3 : i32}> : (i128) -> i32
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
  tt.func @f3(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{custom op 'ttg.local_atomic_scatter_rmw' expected string or keyword containing one of the following enum values for attribute 'atomic_rmw_op' [and, or, xor, add, fadd, max, min, umax, umin, exch]}}
    %0 = ttg.local_atomic_scatter_rmw xchg, %s[%ix], %t {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
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
  tt.func @f4(%a: tensor<128xf32, #blocked>) {
    // expected-error @+1 {{invalid properties {op_kind = 6 : i32} for op ttng.packed_arith: Invalid attribute `op_kind` in property conversion: 6 : i32}}
    %0 = "ttng.packed_arith"(%a, %a) <{op_kind = 6 : i32}> : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

#s0 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#s1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%r: !ttg.memdesc<2xi64, #s0, #smem, mutable>, %b: !ttg.memdesc<2xi64, #s1, #smem, mutable>) {
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<2xi64, #s0, #smem, mutable>, !ttg.memdesc<2xi64, #s1, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #s0, #smem, mutable> -> i128
    tt.return
  }
}

// -----

#s0 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#s1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%r: !ttg.memdesc<4xi64, #s1, #smem, mutable>, %b: !ttg.memdesc<2xi64, #s1, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 4.}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<4xi64, #s1, #smem, mutable>, !ttg.memdesc<2xi64, #s1, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<4xi64, #s1, #smem, mutable> -> i128
    tt.return
  }
}

// -----

#s0 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#s1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%r: !ttg.memdesc<2xi64, #s0, #smem, mutable>, %b: !ttg.memdesc<1xi64, #s0, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_try_cancel' op completion barrier cga_layout must be [[1]], got [[0]]}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<2xi64, #s0, #smem, mutable>, !ttg.memdesc<1xi64, #s0, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #s0, #smem, mutable> -> i128
    tt.return
  }
}

// -----

#s0 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#s1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%r: !ttg.memdesc<2xi64, #s0, #smem, mutable>, %b: !ttg.memdesc<2xi64, #s0, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_try_cancel' op completion barrier cga_layout must be [[1]], got [[0]]}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<2xi64, #s0, #smem, mutable>, !ttg.memdesc<2xi64, #s0, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #s0, #smem, mutable> -> i128
    tt.return
  }
}

// -----

#s0 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#s1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%r: !ttg.memdesc<4xi64, #s0, #smem, mutable>, %b: !ttg.memdesc<2xi64, #s1, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer to have rank 1 and a single dimension equal to 2, but got 4.}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<4xi64, #s0, #smem, mutable>, !ttg.memdesc<2xi64, #s1, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<4xi64, #s0, #smem, mutable> -> i128
    tt.return
  }
}
