// RUN: pyopt %s --split-input-file -coalesce --coalesce-explain -o /dev/null 2>&1 | filecheck %s
// The --coalesce-explain remark, one per memory op.  Numbers derived by hand below; the
// layouts are the ones real Triton 3.6.0 picks (see order-and-vector.mlir, masks-and-stores.mlir).
// Cost model: a thread moves min(sizePerThread[d], aligned run, 128 bits) elements per
// instruction along the fastest dimension d; each run of contiguous elements starts a new
// 128-byte line; rows of lanes along other dimensions touch other lines.

// 1D, 1024 f32, 16-byte aligned, 4 warps of 32.
// Before (sizePerThread [1]): the CTA tile is 1 * 32 * 4 = 128 elements, so 1024 / 128 = 8
// elements a thread, 1 per instruction: 8 instructions; each covers 32 lanes * 4 bytes = 128
// contiguous aligned bytes = 1 line: 8 lines.
// After (sizePerThread [4]): tile 512, 2 repetitions * 4 = 8 elements, 4 (16 bytes) per
// instruction: 2 instructions; each covers 32 * 16 = 512 bytes = 4 lines: 8 lines.
// CHECK: explain.mlir:[[# @LINE + 11]]:10: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes
// CHECK-SAME: element = 32 bits; order = [0] (fastest dimension 0)
// CHECK-SAME: elements per thread: this op 4, best of 1 same-shape same-order accesses in its slice 4, capped by 1024 elements / 128 threads -> 4
// CHECK-SAME: per warp, before -> after: 8 -> 2 access instructions, 8 -> 8 128-byte lines

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_f32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// Column-major 64x64 f32 (offsets m + n * s, s 16-aligned) read through a row-major layout.
// Pointer: contiguity [64, 1]; divisibility [16, 4] bytes (dimension 0: the 16-byte base;
// dimension 1: m counts 1 element there, so 4 bytes).  Order [0, 1].
// Before (sizePerThread [1, 1], threadsPerWarp [1, 32], warpsPerCTA [4, 1], order [1, 0]):
// the fastest dimension is 1, where contiguity is 1.  Each thread holds 64/4 * 64/32 = 32
// elements, 1 per instruction: 32 instructions; the 32 lanes of an instruction hit 32
// different columns, 32 lines each: 32 * 32 = 1024 lines.
// After (sizePerThread [4, 1], threadsPerWarp [16, 2], warpsPerCTA [1, 4], order [0, 1]):
// each thread holds 4 * 64/(1*2*4) = 32 elements, 4 per instruction: 8 instructions; 16 lanes
// * 16 bytes = 256 contiguous bytes = 2 lines per column, 2 columns a warp: 8 * 2 * 2 = 32.
// CHECK: explain.mlir:[[# @LINE + 19]]:11: remark: coalesce: pointer contiguity = [64, 1], divisibility = [16, 4] bytes
// CHECK-SAME: element = 32 bits; order = [0, 1] (fastest dimension 0)
// CHECK-SAME: elements per thread: this op 4, best of 1 same-shape same-order accesses in its slice 4, capped by 4096 elements / 128 threads -> 4
// CHECK-SAME: per warp, before -> after: 32 -> 8 access instructions, 1024 -> 32 128-byte lines

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @col_major(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #blocked> {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %2 = tt.broadcast %1 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %4 = tt.expand_dims %3 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %5 = tt.splat %arg1 : i32 -> tensor<1x64xi32, #blocked>
    %6 = arith.muli %4, %5 : tensor<1x64xi32, #blocked>
    %7 = tt.broadcast %6 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %8 = arith.addi %2, %7 : tensor<64x64xi32, #blocked>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %11 = tt.load %10 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return %11 : tensor<64x64xf32, #blocked>
  }
}

// -----

// Masked load, mask = range < n with n 16-divisible: the mask is constant over runs of
// gcd(16, 2^30) = 16 elements, so mask alignment = 16 (>= the 4 a thread chosen).  Same
// costs as the first case: 8 -> 2 instructions, 8 -> 8 lines.
// CHECK: explain.mlir:[[# @LINE + 13]]:10: remark: coalesce: pointer contiguity = [1024], divisibility = [16] bytes
// CHECK-SAME: capped by 1024 elements / 128 threads -> 4; mask alignment = 16;
// CHECK-SAME: per warp, before -> after: 8 -> 2 access instructions, 8 -> 8 128-byte lines

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @masked(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
    %2 = arith.cmpi slt, %0, %1 : tensor<1024xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %5 = tt.load %4, %2, %cst : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %5 : tensor<1024xf32, #blocked>
  }
}
