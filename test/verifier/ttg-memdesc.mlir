// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// MemDescType::verify (lib/Dialect/TritonGPU/IR/Types.cpp): tensor-memory and tensor-memory-scales
// encodings, padded shared layouts against the allocation shape, encodings a memdesc cannot have,
// and the padded layout's own rules. Cases without an expected error are near misses both accept.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier
// (tools/oracle.py roundtrip).

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{memorySpace must be TensorMemorySpace}}
  tt.func @f(%m: !ttg.memdesc<128x128xf32, #tmem, #smem>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{rank must be 2 or 3}}
  tt.func @f(%m: !ttg.memdesc<128xf32, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 2>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{bitwidth * colStride must be less than or equal to 32. Got 32 and 2}}
  tt.func @f(%m: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{the allocation shape must be at least 128x128. Got 64, 128}}
  tt.func @f(%m: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{nCol / (CTASplitM * CTASplitN) must be less than or equal to 512 * 32 / bitwidth but got 1024}}
  tt.func @f(%m: !ttg.memdesc<128x1024xf32, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<128x512xf32, #tmem, #ttng.tensor_memory>, %n: !ttg.memdesc<2x128x128xf16, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_encoding<blockM = 64, blockN = 128, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<64x128xf32, #tmem, #ttng.tensor_memory>, %n: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Scales don't currently support multibuffering}}
  tt.func @f(%m: !ttg.memdesc<2x128x4xi8, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{bitwidth must be 8}}
  tt.func @f(%m: !ttg.memdesc<128x4xi16, #tmem, #ttng.tensor_memory>) {
    tt.return
  }
}

// -----

#tmem = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{memorySpace must be TensorMemorySpace}}
  tt.func @f(%m: !ttg.memdesc<128x4xi8, #tmem, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}> is not a valid encoding}}
  tt.func @f(%m: !ttg.memdesc<16x16xf32, #blocked, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Mismatch in expected shape for dimension 1. Expected: 16, got: 32}}
  tt.func @f(%m: !ttg.memdesc<16x16xf32, #shared, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<2x16x32xf32, #shared, #ttg.shared_memory>, %n: !ttg.memdesc<16x32xf32, #shared, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

#shared = #ttg.padded_shared<[32:+4] {order = [1, 0], shape = [16, 32]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Mismatch in expected shape for dimension 1. Expected: 16, got: 32}}
  tt.func @f(%m: !ttg.memdesc<2x16x16xf32, #shared, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{padding values must all be power of two}}
#shared = #ttg.padded_shared<[32:+3] {order = [1, 0], shape = [16, 32]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<16x32xf32, #shared, #ttg.shared_memory>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{Expected basis of 'block' not found}}
#shared = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2]]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%m: !ttg.memdesc<1x4xf32, #shared, #ttg.shared_memory>) {
    tt.return
  }
}
