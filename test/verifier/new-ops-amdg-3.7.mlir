// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// Verifier rules of the amdg ops Triton 3.7 adds.  Each expected error is the one Triton
// 3.7.1's wheel reports for the same chunk (parsed with triton._C.libtriton.ir, dialects
// loaded as triton-opt loads them).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.tdm_prefetch' op operand #3 must be 1-bit signless integer, but got 'i32'}}
    "amdg.tdm_prefetch"(%desc, %m, %m, %m) <{speculative = false}> : (!tt.tensordesc<tensor<64x64xf16, #shared>>, i32, i32, i32) -> ()
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+2 {{'amdg.tdm_prefetch' op failed to infer returned types}}
    // expected-error @+1 {{'amdg.tdm_prefetch' op inferred type(s) 'tensor<64x1xi64, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>>' are incompatible with return type(s) of operation 'tensor<64x1xi64, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = amdg.tdm_prefetch %desc[%m, %m], %p, speculative = true returnOffsets : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x1xi64, #blocked>
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_intrinsic_wait' op attribute 'count' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = "amdg.async_tdm_intrinsic_wait"() {count = 0 : i64} : () -> !ttg.async.token
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.cluster_barrier_arrive' op requires ttg.num-ctas > 1}}
    amdg.cluster_barrier_arrive
    tt.return
  }
}

// -----
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared2 = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#shared4 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.cluster_barrier_wait' op requires ttg.num-ctas > 1}}
    amdg.cluster_barrier_wait
    tt.return
  }
}
