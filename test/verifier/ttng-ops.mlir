// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// TritonNvidiaGPU op verifiers (lib/Dialect/TritonNvidiaGPU/IR/Ops.cpp, Dialect.cpp): warp_group_dot,
// warp_group_dot_wait, barriers, TMA copies, gather and scatter, tc_gen5_mma(_scaled), tmem_alloc,
// tmem_load, tmem_store, tmem_subslice, tmem_copy, tensormap_create. Cases without an expected error
// are near misses both accept. Each expected message and line was compared with Triton 3.6.0's
// parser and verifier (tools/oracle.py roundtrip).

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<16x64xf32, #shared1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %0 = ttng.warp_group_dot %a, %a, %c : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<64x16xf32, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %s = ttg.local_alloc : () -> !ttg.memdesc<16x64xf32, #sw, #smem, mutable>
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA B operand must have NVMMA shared layout}}
    %0 = ttng.warp_group_dot %a, %s, %c : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<16x64xf32, #sw, #smem, mutable> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %c2 = arith.constant dense<0.0> : tensor<64x64xf32, #blocked>
    // expected-error @+1 {{'ttng.warp_group_dot' op WGMMA result layout must be Hopper NVMMA}}
    %0 = ttng.warp_group_dot %a, %b, %c2 : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<16x64xf32, #shared1, #smem> -> tensor<64x64xf32, #blocked>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.init_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.init_barrier %bad, 1 : !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.arrive_barrier' op count must be greater than or equal to 1}}
    ttng.arrive_barrier %bar, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.wait_barrier' op barrier allocation must be a descriptor of 1xi64 type}}
    ttng.wait_barrier %bad, %i : !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.tc_gen5_mma' op The op is synchronous but a barrier is present.}}
    ttng.tc_gen5_mma %ah, %bh, %acc, %p, %p, %bar[%p] : !ttg.memdesc<128x64xf16, #shf, #smem>, !ttg.memdesc<64x128xf16, #shf1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    ttng.tc_gen5_mma %ah, %bh, %acc, %p, %p : !ttg.memdesc<128x64xf16, #shf, #smem>, !ttg.memdesc<64x128xf16, #shf1, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.tc_gen5_mma' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    ttng.tc_gen5_mma %ah, %ah, %acc, %p, %p : !ttg.memdesc<128x64xf16, #shf, #smem>, !ttg.memdesc<128x64xf16, #shf, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xi32, #tmem, #ttng.tensor_memory, mutable>
    // expected-error @+1 {{'ttng.tc_gen5_mma' op unsupported accumulator dtype for operand types 'f16' and 'f16', accumulator dtype is 'i32' but must be one of ['f16', 'f32']}}
    ttng.tc_gen5_mma %ah, %bh, %x, %p, %p : !ttg.memdesc<128x64xf16, #shf, #smem>, !ttg.memdesc<64x128xf16, #shf1, #smem>, !ttg.memdesc<128x128xi32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>
    // expected-error @+1 {{'ttng.tc_gen5_mma' op The col stride of the return operand must be 32 / 16 but got 1}}
    ttng.tc_gen5_mma %ah, %bh, %x, %p, %p : !ttg.memdesc<128x64xf16, #shf, #smem>, !ttg.memdesc<64x128xf16, #shf1, #smem>, !ttg.memdesc<128x128xf16, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.tmem_alloc' op uninitialized alloc must have a mutable memdesc type}}
    %x = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.tmem_alloc' op should use tensor memory encoding}}
    %x = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #sw, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #tb>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.tmem_load' op source element type '!ttg.memdesc<128x128xf32, #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>, #ttng.tensor_memory, mutable>' must match destination element type 'f16'}}
    %x = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf16, #tb>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    ttng.tmem_store %t, %acc, %p : tensor<128x128xf32, #tb> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.tmem_alloc' op uninitialized alloc must have a mutable memdesc type}}
    %y = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
    ttng.tmem_store %t, %y, %p : tensor<128x128xf32, #tb> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{bitwidth * colStride must be less than or equal to 32. Got 32 and 2}}
    %y = ttng.tmem_subslice %acc {N = 0 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #tmem2, #ttng.tensor_memory, mutable, 128x128>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{Rank mismatch for global dim. Got 1 but expected 2}}
    ttng.tensormap_create %ptr, %ptr, [%i, %i], [%i], [], [%i, %i] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i32, i32) -> ()
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{Rank mismatch for global stride. Got 0 but expected 1}}
    ttng.tensormap_create %ptr, %ptr, [%i, %i], [%i, %i], [], [%i, %i] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<i8>, i32, i32, i32, i32, i32, i32) -> ()
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %s = ttg.local_alloc : () -> !ttg.memdesc<128x128xf32, #sw, #smem, mutable>
    ttng.tmem_copy %s, %acc : !ttg.memdesc<128x128xf32, #sw, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %s = ttg.local_alloc : () -> !ttg.memdesc<128x64xf32, #sw, #smem, mutable>
    // expected-error @+1 {{'ttng.tmem_copy' op source shape 128, 64 must match destination shape 128, 128}}
    ttng.tmem_copy %s, %acc : !ttg.memdesc<128x64xf32, #sw, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = ttng.tmem_alloc : () -> !ttg.memdesc<128x128xf32, #tmem64, #ttng.tensor_memory, mutable>
    // expected-error @+1 {{the allocation shape must be at least 64x128. Got 128, 64}}
    %y = ttng.tmem_alloc : () -> !ttg.memdesc<128x64xf16, #tmem64, #ttng.tensor_memory, mutable>
    %z = ttg.local_alloc : () -> !ttg.memdesc<64x128xf16, #shf1, #smem, mutable>
    ttng.tc_gen5_mma %y, %z, %x, %p, %p : !ttg.memdesc<128x64xf16, #tmem64, #ttng.tensor_memory, mutable>, !ttg.memdesc<64x128xf16, #shf1, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem64, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = arith.constant dense<0.0> : tensor<64x16xf16, #dA>
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %0 = ttng.warp_group_dot %x, %bh, %c : tensor<64x16xf16, #dA> * !ttg.memdesc<64x128xf16, #shf1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = arith.constant dense<0.0> : tensor<64x64xf16, #dA1>
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
    %0 = ttng.warp_group_dot %x, %bh, %c : tensor<64x64xf16, #dA1> * !ttg.memdesc<64x128xf16, #shf1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = arith.constant dense<0.0> : tensor<64x64xf32, #dB>
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
    %0 = ttng.warp_group_dot %x, %bh, %c : tensor<64x64xf32, #dB> * !ttg.memdesc<64x128xf16, #shf1, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = arith.constant dense<0.0> : tensor<64x16xf32, #dA1>
    %s = ttg.local_alloc : () -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    %0 = ttng.warp_group_dot %x, %s, %c : tensor<64x16xf32, #dA1> * !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %x = arith.constant dense<0.0> : tensor<64x16xf32, #dB>
    %s = ttg.local_alloc : () -> !ttg.memdesc<16x64xf32, #shared1, #smem, mutable>
    // expected-error @+1 {{'ttng.warp_group_dot' op in-register LHS operand must have a kWidth of 1 but got 0}}
    %0 = ttng.warp_group_dot %x, %s, %c : tensor<64x16xf32, #dB> * !ttg.memdesc<16x64xf32, #shared1, #smem, mutable> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // expected-error @+1 {{'ttng.warp_group_dot_wait' op expected to be waiting on at least one dependency}}
    "ttng.warp_group_dot_wait"() {pendings = 0 : i32} : () -> ()
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %s = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    %a8 = ttg.local_alloc : () -> !ttg.memdesc<128x64xf8E4M3FN, #shf, #smem, mutable>
    %b8 = ttg.local_alloc : () -> !ttg.memdesc<64x64xf8E4M3FN, #shf1, #smem, mutable>
    // expected-error @+1 {{'ttng.tc_gen5_mma_scaled' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
    ttng.tc_gen5_mma_scaled %a8, %b8, %acc, %s, %s, %p, %p lhs = e4m3 rhs = e4m3 : !ttg.memdesc<128x64xf8E4M3FN, #shf, #smem, mutable>, !ttg.memdesc<64x64xf8E4M3FN, #shf1, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %s = ttng.tmem_alloc : () -> !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    %a8 = ttg.local_alloc : () -> !ttg.memdesc<128x32xi8, #shf, #smem, mutable>
    %b8 = ttg.local_alloc : () -> !ttg.memdesc<64x128xf8E4M3FN, #shf1, #smem, mutable>
    ttng.tc_gen5_mma_scaled %a8, %b8, %acc, %s, %s, %p, %p lhs = e2m1 rhs = e4m3 : !ttg.memdesc<128x32xi8, #shf, #smem, mutable>, !ttg.memdesc<64x128xf8E4M3FN, #shf1, #smem, mutable>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>, !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %d = ttng.reinterpret_tensor_descriptor %ptr : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf32, #shared>>
    %s = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #sw, #smem, mutable>
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA result must have NVMMA shared layout}}
    ttng.async_tma_copy_global_to_local %d[%i, %i] %s, %bar, %p : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf32, #sw, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %d = ttng.reinterpret_tensor_descriptor %ptr : !tt.ptr<i8> to !tt.tensordesc<tensor<64x64xf32, #shared>>
    %s = ttg.local_alloc : () -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    // expected-error @+1 {{'ttng.async_tma_copy_global_to_local' op TMA copies must have between 1 and 5 coordinates}}
    ttng.async_tma_copy_global_to_local %d[] %s, %bar, %p : !tt.tensordesc<tensor<64x64xf32, #shared>>, !ttg.memdesc<1xi64, #bar, #smem, mutable> -> !ttg.memdesc<64x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %d = ttng.reinterpret_tensor_descriptor %ptr : !tt.ptr<i8> to !tt.tensordesc<tensor<1x64xf32, #shared>>
    %x = arith.constant dense<0> : tensor<4xi32, #b1>
    %s = ttg.local_alloc : () -> !ttg.memdesc<4x64xf32, #shared, #smem, mutable>
    // expected-error @+1 {{'ttng.async_tma_gather' op gather must have at least 8 rows, but got 4}}
    ttng.async_tma_gather %d[%x, %i] %s, %bar, %p : !tt.tensordesc<tensor<1x64xf32, #shared>>, tensor<4xi32, #b1>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<4x64xf32, #shared, #smem, mutable>, i1
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
#dA = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>
#dA1 = #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>
#dB = #ttg.dot_op<{opIdx = 0, parent = #blocked}>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    %d = ttng.reinterpret_tensor_descriptor %ptr : !tt.ptr<i8> to !tt.tensordesc<tensor<1x64xf32, #shared>>
    %x = arith.constant dense<0> : tensor<16xi32, #b1>
    %s = ttg.local_alloc : () -> !ttg.memdesc<8x64xf32, #shared, #smem, mutable>
    // expected-error @+1 {{'ttng.async_tma_scatter' op result tensor must have as many rows as indices (16), but got '!ttg.memdesc<8x64xf32, #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>, #ttg.shared_memory, mutable>'}}
    ttng.async_tma_scatter %d[%x, %i] %s : !tt.tensordesc<tensor<1x64xf32, #shared>>, tensor<16xi32, #b1>, i32, !ttg.memdesc<8x64xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#mma2 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 32}>
#shf = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shf1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#sw = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#tb = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem2 = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
#tmem64 = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %b: !ttg.memdesc<16x64xf32, #shared1, #smem>, %c: tensor<64x64xf32, #mma>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %bad: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %i: i32, %p: i1, %ah: !ttg.memdesc<128x64xf16, #shf, #smem>, %bh: !ttg.memdesc<64x128xf16, #shf1, #smem>, %acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %t: tensor<128x128xf32, #tb>, %ptr: !tt.ptr<i8>) {
    // Triton's message; pyopt attaches the note C++ attaches first (Triton's also name layouts that would fit)
    // expected-error @+2 {{'ttng.tmem_load' op result}}
    // expected-note @+1 {{Got: #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}}
    %x = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #blocked>
    tt.return
  }
}

// -----

// DotOpInterface's verifier comes where the ODS trait list names the interface, before the
// VerifyTensorLayoutsTrait that TTNG_Op appends: the K mismatch is reported, not the accumulator's
// layout (4 warps in an 8-warp module). Compared with Triton 3.6.0 (tools/oracle.py accepts).

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 32}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x16xf32, #shared, #smem>, %c: tensor<64x64xf32, #mma>) {
    // expected-error @+1 {{'ttng.warp_group_dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
    %0 = ttng.warp_group_dot %a, %a, %c : !ttg.memdesc<64x16xf32, #shared, #smem> * !ttg.memdesc<64x16xf32, #shared, #smem> -> tensor<64x64xf32, #mma>
    tt.return
  }
}

// -----

// DescriptorGatherOp::verifyResultType, shared by tt's and ttng's gathers and scatters: elements
// without a bit width. Triton 3.6.0 aborts here (getIntOrFloatBitWidth asserts; checked with
// tools/oracle.py accepts, exit 134), so pyopt refuses it, for ttng as for tt.descriptor_scatter.

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%ptr: !tt.ptr<i8>, %i: i32, %x: tensor<16xi32, #b1>, %s: !ttg.memdesc<16x64x!tt.ptr<f32>, #shared, #smem, mutable>) {
    %d = ttng.reinterpret_tensor_descriptor %ptr : !tt.ptr<i8> to !tt.tensordesc<tensor<1x64x!tt.ptr<f32>, #shared>>
    // expected-error @+1 {{'ttng.async_tma_scatter' op gather of '!tt.ptr<f32>' is not supported: its elements have no bit width}}
    ttng.async_tma_scatter %d[%x, %i] %s : !tt.tensordesc<tensor<1x64x!tt.ptr<f32>, #shared>>, tensor<16xi32, #b1>, i32, !ttg.memdesc<16x64x!tt.ptr<f32>, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// supportMMA(Value, version), one function for tt.dot and ttng.warp_group_dot: isInteger(8) is an
// 8-bit integer of any signedness, so si8 operands suit WGMMA (Triton 3.6.0 accepts this case,
// tools/oracle.py accepts; pyopt's ttng copy of the rule allowed only signless i8).

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
#shA = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shB = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: !ttg.memdesc<64x32xsi8, #shA, #smem>, %b: !ttg.memdesc<32x64xsi8, #shB, #smem>, %c: tensor<64x64xi32, #mma>) {
    %0 = ttng.warp_group_dot %a, %b, %c : !ttg.memdesc<64x32xsi8, #shA, #smem> * !ttg.memdesc<32x64xsi8, #shB, #smem> -> tensor<64x64xi32, #mma>
    tt.return
  }
}
