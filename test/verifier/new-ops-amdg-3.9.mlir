// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Verifier rules of the amdg ops Triton 3.9 adds.  Each expected error is the one Triton 3.9.0's
// wheel reports for the same chunk (parsed with triton._C.libtriton.ir, dialects loaded as
// triton-opt loads them).

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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op expected 2 add_offsets to match descriptor rank, got 1}}
    %0 = amdg.update_tensor_descriptor %desc add_offsets = [%m] : !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op expected 2 set_bounds to match descriptor rank, got 3}}
    %0 = amdg.update_tensor_descriptor %desc set_bounds = [%m, %m, %m] : !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op must provide at least one of add_offsets, set_bounds, or pred}}
    %0 = amdg.update_tensor_descriptor %desc : !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op clamp_bounds requires add_offsets}}
    %0 = amdg.update_tensor_descriptor %desc pred = %m {clamp_bounds} : !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op clamp_bounds and set_bounds are mutually exclusive}}
    %0 = amdg.update_tensor_descriptor %desc add_offsets = [%m, %m] set_bounds = [%m, %m] {clamp_bounds} : !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.update_tensor_descriptor' op operand #1 must be 32-bit signless integer, but got 'i64'}}
    %0 = "amdg.update_tensor_descriptor"(%desc, %i64) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>}> : (!tt.tensordesc<64x64xf16, #shared>, i64) -> !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.tdm_prefetch' op operand #3 must be 1-bit signless integer, but got 'i32'}}
    "amdg.tdm_prefetch"(%desc, %m, %m, %m) <{speculative = false}> : (!tt.tensordesc<64x64xf16, #shared>, i32, i32, i32) -> ()
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+2 {{'amdg.tdm_prefetch' op failed to infer returned types}}
    // expected-error @+1 {{'amdg.tdm_prefetch' op inferred type(s) 'tensor<64x1xi64, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>>' are incompatible with return type(s) of operation 'tensor<64x1xi64, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = amdg.tdm_prefetch %desc[%m, %m], %p, speculative = true returnOffsets : !tt.tensordesc<64x64xf16, #shared> -> tensor<64x1xi64, #blocked>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_gather' op operand #1 must be tensor of 16-bit signless integer or 32-bit signless integer values, but got 'tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = "amdg.async_tdm_gather"(%desc, %x, %s) : (!tt.tensordesc<64x64xf16, #shared>, tensor<64x64xf32, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>) -> !ttg.async.token
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %i2 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    // expected-error @+1 {{'amdg.async_tdm_gather' op src_row_indices must be a 1D tensor}}
    %0 = amdg.async_tdm_gather %desc[%i2] to %s : tensor<64x1xi32, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %i3 = arith.constant dense<0> : tensor<48xi32, #blocked1>
    // expected-error @+1 {{'amdg.async_tdm_gather' op src_row_indices size must be a power of 2, got 48}}
    %0 = amdg.async_tdm_gather %desc[%i3] to %s : tensor<48xi32, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %s3 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared3, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_gather' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>); TDM accesses shared memory through the descriptor's layout, so the allocation must describe the same physical layout, up to leading unit dimensions dropped by a rank-reducing access}}
    %0 = amdg.async_tdm_gather %desc[%idx] to %s3 : tensor<64xi32, #blocked1>, !ttg.memdesc<64x64xf16, #shared3, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %i4 = arith.constant dense<0> : tensor<64xi32, #blocked2>
    // expected-error @+1 {{'amdg.async_tdm_gather' op index layout distributes values across lanes, which is incompatible with the warp-level TDM instruction. Change layout to broadcast the same indices to all lanes in a warp.}}
    %0 = amdg.async_tdm_gather %desc[%i4] to %s : tensor<64xi32, #blocked2>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %s2 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_scatter' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>); TDM accesses shared memory through the descriptor's layout, so the allocation must describe the same physical layout, up to leading unit dimensions dropped by a rank-reducing access}}
    %0 = amdg.async_tdm_scatter %desc[%idx] from %s2 : tensor<64xi32, #blocked1>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_copy_local_to_global' op unsupported cache policy attribute 1 : i32}}
    %0 = "amdg.async_copy_local_to_global"(%s, %ptrs) {cachePolicy = 1 : i32} : (!ttg.memdesc<64x64xf16, #shared, #smem, mutable>, tensor<64x64x!tt.ptr<f16>, #blocked>) -> !ttg.async.token
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.cluster_barrier_wait' op requires ttg.num-ctas > 1}}
    amdg.cluster_barrier_wait
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op requires 2 to 4 members}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc into %s {warp_used_hints = array<i32: 3>} : !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op requires one warp_used_hint per member}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s, %s {warp_used_hints = array<i32: 3>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op operand #1 must be variadic of memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got '!tt.tensordesc<64x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>>'}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s {warp_used_hints = array<i32: 3, 12>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op warp_used_hint = 0x6 is not axis-aligned: K = 2 active warps must span exactly log2(K) = 1 warpId bit positions}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s, %s {warp_used_hints = array<i32: 3, 6>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op warp_used_hint must have at least one bit set}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s, %s {warp_used_hints = array<i32: 0, 12>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op warp_used_hint = 0x30 sets bits beyond num_warps = 4}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s, %s {warp_used_hints = array<i32: 3, 48>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op popcount(warp_used_hint) = 3 must be a power of two (got hint 0x7)}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s, %s {warp_used_hints = array<i32: 7, 8>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op warp_used_hint = 0x6 is not axis-aligned: K = 2 active warps must span exactly log2(K) = 1 warpId bit positions}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s, %s {warp_used_hints = array<i32: 6, 1>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{input and output must have the same shape}}
    %0 = amdg.scaled_downcast_fp8 %x scale %sc {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x32xf8E4M3FN, #blocked>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{axis out of range: 2 for rank 2}}
    %0 = amdg.scaled_downcast_fp8 %x scale %sc {axis = 2 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xf8E4M3FN, #blocked>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{scale and output must match on non-axis dimensions}}
    %0 = amdg.scaled_downcast_fp8 %x scale %sc {axis = 0 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x64xf8E4M3FN, #blocked>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{axis out of range: 4294967295 for rank 2}}
    %0 = amdg.scaled_downcast_fp4 %x scale %sc {axis = -1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #blocked> -> tensor<64x32xi8, #blocked>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{scale and output must match on non-axis dimensions}}
    %0 = amdg.scaled_downcast_fp4 %x scale %sc {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #blocked> -> tensor<32x32xi8, #blocked>
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
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+1 {{'amdg.scaled_downcast_fp4' op operand #1 must be ranked tensor of 8-bit signless integer values, but got 'tensor<64x64xf32, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>'}}
    %0 = amdg.scaled_downcast_fp4 %x scale %x {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x64xf32, #blocked> -> tensor<64x32xi8, #blocked>
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
#shared5 = #ttg.padded_shared<[64:+4] {order = [0, 1], shape = [64, 64]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %s3 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared3, #smem, mutable>
    %i2 = arith.constant dense<0> : tensor<64x1xi32, #blocked>
    // expected-error @+1 {{'amdg.async_tdm_gather' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>); TDM accesses shared memory through the descriptor's layout, so the allocation must describe the same physical layout, up to leading unit dimensions dropped by a rank-reducing access}}
    %0 = amdg.async_tdm_gather %desc[%i2] to %s3 : tensor<64x1xi32, #blocked>, !ttg.memdesc<64x64xf16, #shared3, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
#shared5 = #ttg.padded_shared<[64:+4] {order = [0, 1], shape = [64, 64]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %s4 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared4, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_scatter' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>); TDM accesses shared memory through the descriptor's layout, so the allocation must describe the same physical layout, up to leading unit dimensions dropped by a rank-reducing access}}
    %0 = amdg.async_tdm_scatter %desc[%idx] from %s4 : tensor<64xi32, #blocked1>, !ttg.memdesc<64x64xf16, #shared4, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
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
#shared5 = #ttg.padded_shared<[64:+4] {order = [0, 1], shape = [64, 64]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    %s2 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>); TDM accesses shared memory through the descriptor's layout, so the allocation must describe the same physical layout, up to leading unit dimensions dropped by a rank-reducing access}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s2, %s2 {warp_used_hints = array<i32: 3, 12>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
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
#shared6 = #ttg.padded_shared<[64:+4] {order = [2, 1, 0], shape = [2, 64, 64]}>
#shared7 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 2, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64, %d3: !tt.tensordesc<2x64x64xf16, #shared6>, %s7: !ttg.memdesc<2x64x64xf16, #shared6, #smem, mutable>, %d4: !tt.tensordesc<64x64xf16, #shared4>, %d5: !tt.tensordesc<64x64xf16, #shared7>) {
    // expected-error @+1 {{'amdg.async_tdm_gather' op TDM gather only supports 2D tensors, got 3D}}
    %0 = amdg.async_tdm_gather %d3[%idx] to %s : tensor<64xi32, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<2x64x64xf16, #shared6>
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
#shared6 = #ttg.padded_shared<[64:+4] {order = [2, 1, 0], shape = [2, 64, 64]}>
#shared7 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 2, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64, %d3: !tt.tensordesc<2x64x64xf16, #shared6>, %s7: !ttg.memdesc<2x64x64xf16, #shared6, #smem, mutable>, %d4: !tt.tensordesc<64x64xf16, #shared4>, %d5: !tt.tensordesc<64x64xf16, #shared7>) {
    %s2 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_fused_copy_global_to_local' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>); TDM accesses shared memory through the descriptor's layout, so the allocation must describe the same physical layout, up to leading unit dimensions dropped by a rank-reducing access}}
    %0 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc into %s2, %s2 {warp_used_hints = array<i32: 3, 3>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
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
#shared6 = #ttg.padded_shared<[64:+4] {order = [2, 1, 0], shape = [2, 64, 64]}>
#shared7 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 2, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64, %d3: !tt.tensordesc<2x64x64xf16, #shared6>, %s7: !ttg.memdesc<2x64x64xf16, #shared6, #smem, mutable>, %d4: !tt.tensordesc<64x64xf16, #shared4>, %d5: !tt.tensordesc<64x64xf16, #shared7>) {
    %s8 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #shared7, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_gather' op TDM does not support swizzling}}
    %0 = amdg.async_tdm_gather %d5[%idx] to %s8 : tensor<64xi32, #blocked1>, !ttg.memdesc<64x64xf16, #shared7, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared7>
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
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+2 {{'amdg.tdm_prefetch' op failed to infer returned types}}
    // expected-error @+1 {{'amdg.tdm_prefetch' op inferred type(s)  are incompatible with return type(s) of operation 'tensor<64x1xi64, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = "amdg.tdm_prefetch"(%desc, %m, %m, %p) <{speculative = false}> : (!tt.tensordesc<64x64xf16, #shared>, i32, i32, i1) -> tensor<64x1xi64, #blocked2>
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
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %s: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %x: tensor<64x64xf32, #blocked>, %sc: tensor<64x2xi8, #blocked>, %p: i1, %i64: i64) {
    // expected-error @+2 {{'amdg.tdm_prefetch' op failed to infer returned types}}
    // expected-error @+1 {{'amdg.tdm_prefetch' op inferred type(s) 'tensor<64x1xi64, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>>' are incompatible with return type(s) of operation }}
    "amdg.tdm_prefetch"(%desc, %m, %m, %p) <{speculative = false, returnOffsets}> : (!tt.tensordesc<64x64xf16, #shared>, i32, i32, i1) -> ()
    tt.return
  }
}

// -----

// (Triton 3.9.0 aborts on an index layout of the wrong rank; the message is pyopt's.)
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%d: !tt.tensordesc<64x64xf16, #shared>, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi32, #blocked>) {
    // expected-error @+1 {{'amdg.async_tdm_gather' op index layout: a ttg.blocked layout of rank 2 for a tensor of rank 1}}
    %0 = amdg.async_tdm_gather %d[%idx] to %smem : tensor<64xi32, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
    tt.return
  }
}
