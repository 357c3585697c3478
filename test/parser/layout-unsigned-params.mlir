// RUN: pyopt %s --split-input-file | FileCheck %s
// Triton reads a layout's integer parameters into a C++ `unsigned`: a value
// of 2^32 or more wraps (4294967296 is 0), as Triton 3.6.0 prints it back;
// found by tools/fuzz (pyopt rejected this order as not a permutation).

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 4294967296]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<16x16xi32, #blocked>) {
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [4294967297, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [4294967297, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<16x16xi32, #blocked>) {
    tt.return
  }
}
