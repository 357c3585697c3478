// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// Verifier rules of the amdg ops Triton 3.8 adds (the layout-consistency message is 3.8's).
// Each expected error is the one Triton 3.8.0's wheel reports for the same chunk (parsed
// with triton._C.libtriton.ir, dialects loaded as triton-opt loads them).

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
    // expected-error @+1 {{'amdg.async_tdm_gather' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>); TDM uses a single shared layout so they must match}}
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
    // expected-error @+1 {{'amdg.async_tdm_scatter' op shared layout of the tensor descriptor (#ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>) is inconsistent with the shared memory allocation layout (#ttg.padded_shared<[32:+4] {order = [1, 0], shape = [64, 64]}>); TDM uses a single shared layout so they must match}}
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
