// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// TritonAMDGPU op verifiers (third_party/amd/lib/Dialect/TritonAMDGPU/IR/Dialect.cpp): concat,
// upcast_mxfp, scaled_upcast_fp4, in_thread_transpose, local_load_packed_tranposed, the TDM copies,
// barriers; the buffer ops' TypesMatchWith predicates (also in generic form). Cases without an
// expected error are near misses both accept. Each expected message and line was compared with
// Triton 3.6.0's parser and verifier (tools/oracle.py roundtrip).

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %0 = amdg.concat %t2, %t2 : tensor<64x32xf16, #blocked>, tensor<64x32xf16, #blocked> -> tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{Number of source tiles (1) doesn't match required count (2).}}
    %0 = amdg.concat %t2 : tensor<64x32xf16, #blocked> -> tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{Source and destination tensor shapes don't match.}}
    %0 = amdg.concat %t2, %t2 : tensor<64x32xf16, #blocked>, tensor<64x32xf16, #blocked> -> tensor<64x48xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{Element types of sources and destination must match.}}
    %0 = amdg.concat %t2, %t2 : tensor<64x32xf16, #blocked>, tensor<64x32xf16, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{No source register holds the element for destination index [0, 1]}}
    %0 = amdg.concat %t2, %t2 : tensor<64x32xf16, #blocked>, tensor<64x32xf16, #blocked> -> tensor<64x64xf16, #blocked2>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{'amdg.upcast_mxfp' op Expected a DotOperandEncodingAttr for values}}
    %0 = amdg.upcast_mxfp %i8, %s8 fp_type = e2m1 {fastMath = false} : tensor<32x32xi8, #blocked>, tensor<32x2xi8, #blocked> -> tensor<32x64xbf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0> : tensor<32x32xi8>
    %y = arith.constant dense<0> : tensor<32x4xi8>
    %0 = amdg.upcast_mxfp %x, %y fp_type = e2m1 {fastMath = false} : tensor<32x32xi8>, tensor<32x4xi8> -> tensor<32x64xbf16>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0> : tensor<32x32xi8>
    %y = arith.constant dense<0> : tensor<32x2xi16>
    // expected-error @+1 {{'amdg.upcast_mxfp' op element type of the second operand must be uint8}}
    %0 = amdg.upcast_mxfp %x, %y fp_type = e2m1 {fastMath = false} : tensor<32x32xi8>, tensor<32x2xi16> -> tensor<32x64xbf16>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0> : tensor<32x32xi8>
    %y = arith.constant dense<0.0> : tensor<32x64xbf16>
    %0 = amdg.scaled_upcast_fp4 %x scale %y {axis = 1 : i32} : tensor<32x32xi8>, tensor<32x64xbf16> -> tensor<32x64xbf16>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0> : tensor<32x32xi8>
    %y = arith.constant dense<0.0> : tensor<32x64xbf16>
    // expected-error @+1 {{axis 0 dimension must be 2x source dimension (src=32, dst=32)}}
    %0 = amdg.scaled_upcast_fp4 %x scale %y {axis = 0 : i32} : tensor<32x32xi8>, tensor<32x64xbf16> -> tensor<32x64xbf16>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0> : tensor<32x32xi8>
    %y = arith.constant dense<0.0> : tensor<32x32xbf16>
    // expected-error @+1 {{scale and output should have the same shape}}
    %0 = amdg.scaled_upcast_fp4 %x scale %y {axis = 1 : i32} : tensor<32x32xi8>, tensor<32x32xbf16> -> tensor<32x64xbf16>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0.0> : tensor<64x64xf16, #bt>
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect output layout to be transposed per thread:}}
    %0 = amdg.in_thread_transpose %x : tensor<64x64xf16, #bt> -> tensor<64x64xf16, #bt>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %x = arith.constant dense<0.0> : tensor<64x64xf16, #bt>
    %0 = amdg.in_thread_transpose %x : tensor<64x64xf16, #bt> -> tensor<64x64xf16, #lt>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{'amdg.in_thread_transpose' op Expect input and output tensor to have same dtype}}
    %0 = amdg.in_thread_transpose %t : tensor<64x64xf16, #blocked> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #sw, #smem, mutable>
    %0 = amdg.local_load_packed_tranposed %m : !ttg.memdesc<64x64xi8, #sw, #smem, mutable> -> tensor<128x32xi8, #dA>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #sw1, #smem, mutable>
    // expected-error @+1 {{'amdg.local_load_packed_tranposed' op Order of dimensions don't match expected}}
    %0 = amdg.local_load_packed_tranposed %m : !ttg.memdesc<64x64xi8, #sw1, #smem, mutable> -> tensor<128x32xi8, #dA>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xi8, #sw, #smem, mutable>
    // expected-error @+1 {{'amdg.local_load_packed_tranposed' op Input and output dimensions don't match after packing changes}}
    %0 = amdg.local_load_packed_tranposed %m : !ttg.memdesc<64x64xi8, #sw, #smem, mutable> -> tensor<64x64xi8, #dA>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{'amdg.init_barrier' op count must be greater than or equal to 1}}
    amdg.init_barrier %bar, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{'amdg.wait_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    amdg.wait_barrier %bad, %i : !ttg.memdesc<2xi32, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{'amdg.arrive_barrier' op count must be greater than or equal to 1}}
    %0 = amdg.arrive_barrier %bar, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable> -> i32
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    // expected-error @+1 {{'amdg.async_copy_mbarrier_arrive' op barrier allocation must be a descriptor of 1xi64 type}}
    amdg.async_copy_mbarrier_arrive %bad : !ttg.memdesc<2xi32, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %c = arith.constant 64 : i64
    %c1 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %ptr, [%i, %i], [%c, %c1] : <f16>, <tensor<64x64xf16, #swz>>
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #swz, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_copy_global_to_local' op TDM does not support swizzling}}
    %0 = amdg.async_tdm_copy_global_to_local %d[%i, %i] into %m, %p : !tt.tensordesc<tensor<64x64xf16, #swz>> -> !ttg.memdesc<64x64xf16, #swz, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %c = arith.constant 64 : i64
    %c1 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %ptr, [%i, %i], [%c, %c1] : <f16>, <tensor<64x64xf16, #pad>>
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #pad, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_copy_global_to_local' op TDM padding amount must be at least 1 dword}}
    %0 = amdg.async_tdm_copy_global_to_local %d[%i, %i] into %m, %p : !tt.tensordesc<tensor<64x64xf16, #pad>> -> !ttg.memdesc<64x64xf16, #pad, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#bt = #ttg.blocked<{sizePerThread = [2, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lt = #ttg.linear<{register = [[1, 0], [0, 1], [0, 2]], lane = [[0, 4], [0, 8], [0, 16], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
#mfma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
#dA = #ttg.dot_op<{opIdx = 0, parent = #mfma, kWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#sw1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#swz = #ttg.swizzled_shared<{vec = 4, perPhase = 1, maxPhase = 4, order = [1, 0]}>
#pad = #ttg.padded_shared<[32:+1] {order = [1, 0], shape = [64, 64]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%t: tensor<64x64xf16, #blocked>, %t2: tensor<64x32xf16, #blocked>, %i8: tensor<32x32xi8, #blocked>, %s8: tensor<32x2xi8, #blocked>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi32, #bar, #smem, mutable>, %i: i32, %p: i1, %ptr: !tt.ptr<f16>) {
    %c = arith.constant 64 : i64
    %c1 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %ptr, [%i, %i], [%c, %c1] : <f16>, <tensor<64x64xf16, #pad>>
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #pad, #smem, mutable>
    // expected-error @+1 {{'amdg.async_tdm_copy_local_to_global' op TDM store does not support padding}}
    amdg.async_tdm_copy_local_to_global %d[%i, %i] from %m : !ttg.memdesc<64x64xf16, #pad, #smem, mutable> -> !tt.tensordesc<tensor<64x64xf16, #pad>>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%p: !tt.ptr<f16>, %o: tensor<64x64xi32, #blocked>, %other: tensor<64x64xf32, #blocked>) {
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #sw, #smem, mutable>
    // expected-error @+1 {{'amdg.buffer_load_to_local' op failed to verify that other matches shape and layout of offsets and the element type matches the pointee type of ptr}}
    %0 = amdg.buffer_load_to_local %p[%o] other = %other into %m : <f16>[tensor<64x64xi32, #blocked>] tensor<64x64xf32, #blocked> -> <64x64xf16, #sw, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %o: tensor<64x64xi32, #blocked>) {
    %m = ttg.local_alloc : () -> !ttg.memdesc<64x64xf16, #sw, #smem, mutable>
    // expected-error @+1 {{'amdg.buffer_load_to_local' op failed to verify that dest element type matches pointee type of ptr}}
    %0 = amdg.buffer_load_to_local %p[%o] into %m : <f32>[tensor<64x64xi32, #blocked>]  -> <64x64xf16, #sw, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %o: tensor<64x64xi32, #blocked>) {
    // expected-error @+1 {{'amdg.buffer_load' op failed to verify that result element type matches the pointed type of ptr}}
    %0 = "amdg.buffer_load"(%p, %o) <{cache = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!tt.ptr<f32>, tensor<64x64xi32, #blocked>) -> tensor<64x64xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
"builtin.module"() ({
  "tt.func"() <{function_type = (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>, tensor<64xi32, #blocked>, !tt.ptr<i32>, tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi1, #blocked1>, !ttg.memdesc<64x16xf32, #shared, #smem>, !ttg.memdesc<16x64xf32, #shared1, #smem>, tensor<64x64xf32, #mma>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<64xf32, #blocked>, %arg1: !tt.ptr<f32>, %arg2: tensor<64xi32, #blocked>, %arg3: tensor<64xi1, #blocked>, %arg4: tensor<64xi32, #blocked>, %arg5: !tt.ptr<i32>, %arg6: tensor<64x64x!tt.ptr<f16>, #blocked1>, %arg7: tensor<64x64xi1, #blocked1>, %arg8: !ttg.memdesc<64x16xf32, #shared, #smem>, %arg9: !ttg.memdesc<16x64xf32, #shared1, #smem>, %arg10: tensor<64x64xf32, #mma>):
    // expected-error @+1 {{'amdg.buffer_store' op failed to verify that value element type matches the pointed type of ptr}}
    "amdg.buffer_store"(%arg0, %arg5, %arg2, %arg3) <{cache = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<64xf32, #blocked>, !tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> ()
    %0 = "amdg.buffer_atomic_cas"(%arg5, %arg2, %arg4, %arg4) <{scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    %1 = "amdg.buffer_atomic_rmw"(%arg5, %arg2, %arg4, %arg3) <{atomic_rmw_op = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    %2 = "ttg.local_alloc"() : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    %3 = "ttg.async_copy_global_to_local"(%arg6, %2, %arg7) <{cache = 1 : i32, contiguity = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<64x64x!tt.ptr<f16>, #blocked1>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>, tensor<64x64xi1, #blocked1>) -> !ttg.async.token
    "tt.return"() : () -> ()
  }) : () -> ()
}) {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} : () -> ()

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
"builtin.module"() ({
  "tt.func"() <{function_type = (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>, tensor<64xi32, #blocked>, !tt.ptr<i32>, tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi1, #blocked1>, !ttg.memdesc<64x16xf32, #shared, #smem>, !ttg.memdesc<16x64xf32, #shared1, #smem>, tensor<64x64xf32, #mma>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<64xf32, #blocked>, %arg1: !tt.ptr<f32>, %arg2: tensor<64xi32, #blocked>, %arg3: tensor<64xi1, #blocked>, %arg4: tensor<64xi32, #blocked>, %arg5: !tt.ptr<i32>, %arg6: tensor<64x64x!tt.ptr<f16>, #blocked1>, %arg7: tensor<64x64xi1, #blocked1>, %arg8: !ttg.memdesc<64x16xf32, #shared, #smem>, %arg9: !ttg.memdesc<16x64xf32, #shared1, #smem>, %arg10: tensor<64x64xf32, #mma>):
    // expected-error @+1 {{'amdg.buffer_store' op operand #3 must be ranked tensor of 1-bit signless integer values, but got 'tensor<64xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>'}}
    "amdg.buffer_store"(%arg0, %arg1, %arg2, %arg2) <{cache = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>) -> ()
    %0 = "amdg.buffer_atomic_cas"(%arg5, %arg2, %arg4, %arg4) <{scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    %1 = "amdg.buffer_atomic_rmw"(%arg5, %arg2, %arg4, %arg3) <{atomic_rmw_op = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    %2 = "ttg.local_alloc"() : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    %3 = "ttg.async_copy_global_to_local"(%arg6, %2, %arg7) <{cache = 1 : i32, contiguity = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<64x64x!tt.ptr<f16>, #blocked1>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>, tensor<64x64xi1, #blocked1>) -> !ttg.async.token
    "tt.return"() : () -> ()
  }) : () -> ()
}) {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} : () -> ()

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
"builtin.module"() ({
  "tt.func"() <{function_type = (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>, tensor<64xi32, #blocked>, !tt.ptr<i32>, tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi1, #blocked1>, !ttg.memdesc<64x16xf32, #shared, #smem>, !ttg.memdesc<16x64xf32, #shared1, #smem>, tensor<64x64xf32, #mma>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<64xf32, #blocked>, %arg1: !tt.ptr<f32>, %arg2: tensor<64xi32, #blocked>, %arg3: tensor<64xi1, #blocked>, %arg4: tensor<64xi32, #blocked>, %arg5: !tt.ptr<i32>, %arg6: tensor<64x64x!tt.ptr<f16>, #blocked1>, %arg7: tensor<64x64xi1, #blocked1>, %arg8: !ttg.memdesc<64x16xf32, #shared, #smem>, %arg9: !ttg.memdesc<16x64xf32, #shared1, #smem>, %arg10: tensor<64x64xf32, #mma>):
    "amdg.buffer_store"(%arg0, %arg1, %arg2, %arg3) <{cache = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> ()
    // expected-error @+1 {{'amdg.buffer_atomic_cas' op failed to verify that result element type matches the val type}}
    %0 = "amdg.buffer_atomic_cas"(%arg5, %arg2, %arg4, %arg4) <{scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xf32, #blocked>
    %1 = "amdg.buffer_atomic_rmw"(%arg5, %arg2, %arg4, %arg3) <{atomic_rmw_op = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    %2 = "ttg.local_alloc"() : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    %3 = "ttg.async_copy_global_to_local"(%arg6, %2, %arg7) <{cache = 1 : i32, contiguity = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<64x64x!tt.ptr<f16>, #blocked1>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>, tensor<64x64xi1, #blocked1>) -> !ttg.async.token
    "tt.return"() : () -> ()
  }) : () -> ()
}) {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} : () -> ()

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
"builtin.module"() ({
  "tt.func"() <{function_type = (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>, tensor<64xi32, #blocked>, !tt.ptr<i32>, tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi1, #blocked1>, !ttg.memdesc<64x16xf32, #shared, #smem>, !ttg.memdesc<16x64xf32, #shared1, #smem>, tensor<64x64xf32, #mma>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<64xf32, #blocked>, %arg1: !tt.ptr<f32>, %arg2: tensor<64xi32, #blocked>, %arg3: tensor<64xi1, #blocked>, %arg4: tensor<64xi32, #blocked>, %arg5: !tt.ptr<i32>, %arg6: tensor<64x64x!tt.ptr<f16>, #blocked1>, %arg7: tensor<64x64xi1, #blocked1>, %arg8: !ttg.memdesc<64x16xf32, #shared, #smem>, %arg9: !ttg.memdesc<16x64xf32, #shared1, #smem>, %arg10: tensor<64x64xf32, #mma>):
    "amdg.buffer_store"(%arg0, %arg1, %arg2, %arg3) <{cache = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>}> : (tensor<64xf32, #blocked>, !tt.ptr<f32>, tensor<64xi32, #blocked>, tensor<64xi1, #blocked>) -> ()
    %0 = "amdg.buffer_atomic_cas"(%arg5, %arg2, %arg4, %arg4) <{scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>, tensor<64xi32, #blocked>) -> tensor<64xi32, #blocked>
    // expected-error @+1 {{'amdg.buffer_atomic_rmw' op failed to verify that result element type matches the value type}}
    %1 = "amdg.buffer_atomic_rmw"(%arg5, %arg2, %arg0, %arg3) <{atomic_rmw_op = 4 : i32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>, scope = 1 : i32, sem = 4 : i32}> : (!tt.ptr<i32>, tensor<64xi32, #blocked>, tensor<64xf32, #blocked>, tensor<64xi1, #blocked>) -> tensor<64xi32, #blocked>
    %2 = "ttg.local_alloc"() : () -> !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>
    %3 = "ttg.async_copy_global_to_local"(%arg6, %2, %arg7) <{cache = 1 : i32, contiguity = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<64x64x!tt.ptr<f16>, #blocked1>, !ttg.memdesc<64x64xf16, #shared2, #smem, mutable>, tensor<64x64xi1, #blocked1>) -> !ttg.async.token
    "tt.return"() : () -> ()
  }) : () -> ()
}) {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} : () -> ()
