// RUN: pyopt %s --split-input-file -coalesce | filecheck %s

// 1D f32, 16-byte aligned base, contiguous offsets: 4 x f32 = 128 bits a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_f32_aligned(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// 1D f32 without a divisibility hint: the base is only element-aligned (4 bytes), 1 a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_f32_unaligned(%arg0: !tt.ptr<f32>) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// 1D f32, 8-byte aligned base: 2 a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_f32_div8(%arg0: !tt.ptr<f32> {tt.divisibility = 8 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// f16: 128 bits = 8 elements a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_f16(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}) -> tensor<2048xf16, #blocked> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #blocked>, tensor<2048xi32, #blocked>
    %3 = tt.load %2 : tensor<2048x!tt.ptr<f16>, #blocked>
    tt.return %3 : tensor<2048xf16, #blocked>
  }
}

// -----

// i8: 128 bits = 16 elements a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_i8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}) -> tensor<4096xi8, #blocked> {
    %0 = tt.make_range {end = 4096 : i32, start = 0 : i32} : tensor<4096xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<4096x!tt.ptr<i8>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<4096x!tt.ptr<i8>, #blocked>, tensor<4096xi32, #blocked>
    %3 = tt.load %2 : tensor<4096x!tt.ptr<i8>, #blocked>
    tt.return %3 : tensor<4096xi8, #blocked>
  }
}

// -----

// f64: 128 bits = 2 elements a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vec_f64(%arg0: !tt.ptr<f64> {tt.divisibility = 16 : i32}) -> tensor<1024xf64, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f64>, #blocked>
    tt.return %3 : tensor<1024xf64, #blocked>
  }
}

// -----

// 2D row-major: offsets m * stride + n, stride 16-aligned: contiguity [1, 64], order [1, 0].

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @row_major(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #blocked> {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %2 = tt.splat %arg1 : i32 -> tensor<64x1xi32, #blocked>
    %3 = arith.muli %1, %2 : tensor<64x1xi32, #blocked>
    %4 = tt.broadcast %3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %7 = tt.broadcast %6 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %8 = arith.addi %4, %7 : tensor<64x64xi32, #blocked>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %11 = tt.load %10 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return %11 : tensor<64x64xf32, #blocked>
  }
}

// -----

// 2D column-major: offsets m + n * stride: contiguity [64, 1], order [0, 1].

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

// 2D tie: both dimensions have contiguity 1 (m * s + n * s); the 3.6.0 wheel keeps
// ascending dimensions, order [0, 1], even though the input layout is row-major.

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tie_order(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #blocked> {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %2 = tt.splat %arg1 : i32 -> tensor<64x1xi32, #blocked>
    %3 = arith.muli %1, %2 : tensor<64x1xi32, #blocked>
    %4 = tt.broadcast %3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %7 = tt.splat %arg1 : i32 -> tensor<1x64xi32, #blocked>
    %8 = arith.muli %6, %7 : tensor<1x64xi32, #blocked>
    %9 = tt.broadcast %3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %10 = tt.broadcast %8 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %11 = arith.addi %9, %10 : tensor<64x64xi32, #blocked>
    %12 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %11 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %14 = tt.load %13 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return %14 : tensor<64x64xf32, #blocked>
  }
}

// -----

// 3D: offsets a * s0 + b * s1 + c (contiguity [1, 1, 8]): order [2, 0, 1] (the tie between
// dimensions 0 and 1 stays ascending); 4 f32 by alignment, capped at 256 elements / 128
// threads = 2 a thread.

#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @three_d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) -> tensor<4x8x8xf32, #blocked> {
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %2 = tt.expand_dims %1 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %3 = tt.splat %arg1 : i32 -> tensor<4x1x1xi32, #blocked>
    %4 = arith.muli %2, %3 : tensor<4x1x1xi32, #blocked>
    %5 = tt.broadcast %4 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x8xi32, #blocked>
    %6 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %7 = tt.expand_dims %6 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %8 = tt.expand_dims %7 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %9 = tt.splat %arg2 : i32 -> tensor<1x8x1xi32, #blocked>
    %10 = arith.muli %8, %9 : tensor<1x8x1xi32, #blocked>
    %11 = tt.broadcast %10 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x8xi32, #blocked>
    %12 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %13 = tt.expand_dims %12 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %14 = tt.expand_dims %13 {axis = 1 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x8xi32, #blocked>
    %15 = tt.broadcast %14 : tensor<1x1x8xi32, #blocked> -> tensor<4x8x8xi32, #blocked>
    %16 = arith.addi %5, %11 : tensor<4x8x8xi32, #blocked>
    %17 = arith.addi %16, %15 : tensor<4x8x8xi32, #blocked>
    %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x8x8x!tt.ptr<f32>, #blocked>
    %19 = tt.addptr %18, %17 : tensor<4x8x8x!tt.ptr<f32>, #blocked>, tensor<4x8x8xi32, #blocked>
    %20 = tt.load %19 : tensor<4x8x8x!tt.ptr<f32>, #blocked>
    tt.return %20 : tensor<4x8x8xf32, #blocked>
  }
}

// -----

// Hints on ops (tl.multiple_of / tl.max_contiguous): offsets i * n with an unknown n have
// contiguity 1; the tt.contiguity / tt.divisibility attributes on the muli claim runs of 4
// starting at multiples of 16: 16-byte aligned, 4 f32 a thread.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @op_hints(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
    %2 = arith.muli %0, %1 {tt.contiguity = dense<4> : tensor<1xi32>, tt.divisibility = dense<16> : tensor<1xi32>} : tensor<1024xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %5 : tensor<1024xf32, #blocked>
  }
}

// -----

// The same without the hints: contiguity 1, 1 a thread (the layout does not change).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_op_hints(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
    %2 = arith.muli %0, %1 : tensor<1024xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %2 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %5 : tensor<1024xf32, #blocked>
  }
}
