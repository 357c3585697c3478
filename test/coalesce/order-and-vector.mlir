// RUN: pyopt %s --split-input-file -coalesce | filecheck %s

// 1D f32, 16-byte aligned base, contiguous offsets: 4 x f32 = 128 bits a thread.

// CHECK-DAG: [[VEC_F32_ALIGNED_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @vec_f32_aligned
// CHECK: %[[VEC_F32_ALIGNED_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[VEC_F32_ALIGNED_B1]]>
// CHECK-NEXT: %[[VEC_F32_ALIGNED_V4:[0-9]+]] = tt.load %[[VEC_F32_ALIGNED_V3]] : tensor<1024x!tt.ptr<f32>, [[VEC_F32_ALIGNED_B1]]>
// CHECK-NEXT: %[[VEC_F32_ALIGNED_V5:[0-9]+]] = ttg.convert_layout %[[VEC_F32_ALIGNED_V4]] : tensor<1024xf32, [[VEC_F32_ALIGNED_B1]]> -> tensor<1024xf32, #blocked>

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

// 1D f32 without a divisibility hint: the base's divisibility is unknown (1 byte), 1 a thread.

// CHECK-LABEL: tt.func public @vec_f32_unaligned
// CHECK: %[[VEC_F32_UNALIGNED_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %[[VEC_F32_UNALIGNED_V4:[0-9]+]] = tt.load %[[VEC_F32_UNALIGNED_V3]] : tensor<1024x!tt.ptr<f32>, #blocked>

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

// CHECK-DAG: [[VEC_F32_DIV8_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @vec_f32_div8
// CHECK: %[[VEC_F32_DIV8_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[VEC_F32_DIV8_B1]]>
// CHECK-NEXT: %[[VEC_F32_DIV8_V4:[0-9]+]] = tt.load %[[VEC_F32_DIV8_V3]] : tensor<1024x!tt.ptr<f32>, [[VEC_F32_DIV8_B1]]>
// CHECK-NEXT: %[[VEC_F32_DIV8_V5:[0-9]+]] = ttg.convert_layout %[[VEC_F32_DIV8_V4]] : tensor<1024xf32, [[VEC_F32_DIV8_B1]]> -> tensor<1024xf32, #blocked>

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

// CHECK-DAG: [[VEC_F16_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @vec_f16
// CHECK: %[[VEC_F16_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<2048x!tt.ptr<f16>, #blocked> -> tensor<2048x!tt.ptr<f16>, [[VEC_F16_B1]]>
// CHECK-NEXT: %[[VEC_F16_V4:[0-9]+]] = tt.load %[[VEC_F16_V3]] : tensor<2048x!tt.ptr<f16>, [[VEC_F16_B1]]>
// CHECK-NEXT: %[[VEC_F16_V5:[0-9]+]] = ttg.convert_layout %[[VEC_F16_V4]] : tensor<2048xf16, [[VEC_F16_B1]]> -> tensor<2048xf16, #blocked>

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

// CHECK-DAG: [[VEC_I8_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [16], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @vec_i8
// CHECK: %[[VEC_I8_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<4096x!tt.ptr<i8>, #blocked> -> tensor<4096x!tt.ptr<i8>, [[VEC_I8_B1]]>
// CHECK-NEXT: %[[VEC_I8_V4:[0-9]+]] = tt.load %[[VEC_I8_V3]] : tensor<4096x!tt.ptr<i8>, [[VEC_I8_B1]]>
// CHECK-NEXT: %[[VEC_I8_V5:[0-9]+]] = ttg.convert_layout %[[VEC_I8_V4]] : tensor<4096xi8, [[VEC_I8_B1]]> -> tensor<4096xi8, #blocked>

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

// CHECK-DAG: [[VEC_F64_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @vec_f64
// CHECK: %[[VEC_F64_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f64>, #blocked> -> tensor<1024x!tt.ptr<f64>, [[VEC_F64_B1]]>
// CHECK-NEXT: %[[VEC_F64_V4:[0-9]+]] = tt.load %[[VEC_F64_V3]] : tensor<1024x!tt.ptr<f64>, [[VEC_F64_B1]]>
// CHECK-NEXT: %[[VEC_F64_V5:[0-9]+]] = ttg.convert_layout %[[VEC_F64_V4]] : tensor<1024xf64, [[VEC_F64_B1]]> -> tensor<1024xf64, #blocked>

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

// CHECK-DAG: [[ROW_MAJOR_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @row_major
// CHECK: %[[ROW_MAJOR_V11:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[ROW_MAJOR_B1]]>
// CHECK-NEXT: %[[ROW_MAJOR_V12:[0-9]+]] = tt.load %[[ROW_MAJOR_V11]] : tensor<64x64x!tt.ptr<f32>, [[ROW_MAJOR_B1]]>
// CHECK-NEXT: %[[ROW_MAJOR_V13:[0-9]+]] = ttg.convert_layout %[[ROW_MAJOR_V12]] : tensor<64x64xf32, [[ROW_MAJOR_B1]]> -> tensor<64x64xf32, #blocked>

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

// CHECK-DAG: [[COL_MAJOR_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func public @col_major
// CHECK: %[[COL_MAJOR_V11:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[COL_MAJOR_B1]]>
// CHECK-NEXT: %[[COL_MAJOR_V12:[0-9]+]] = tt.load %[[COL_MAJOR_V11]] : tensor<64x64x!tt.ptr<f32>, [[COL_MAJOR_B1]]>
// CHECK-NEXT: %[[COL_MAJOR_V13:[0-9]+]] = ttg.convert_layout %[[COL_MAJOR_V12]] : tensor<64x64xf32, [[COL_MAJOR_B1]]> -> tensor<64x64xf32, #blocked>

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

// CHECK-DAG: [[TIE_ORDER_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
// CHECK-LABEL: tt.func public @tie_order
// CHECK: %[[TIE_ORDER_V14:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[TIE_ORDER_B1]]>
// CHECK-NEXT: %[[TIE_ORDER_V15:[0-9]+]] = tt.load %[[TIE_ORDER_V14]] : tensor<64x64x!tt.ptr<f32>, [[TIE_ORDER_B1]]>
// CHECK-NEXT: %[[TIE_ORDER_V16:[0-9]+]] = ttg.convert_layout %[[TIE_ORDER_V15]] : tensor<64x64xf32, [[TIE_ORDER_B1]]> -> tensor<64x64xf32, #blocked>

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

// CHECK-DAG: [[THREE_D_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [4, 2, 4], warpsPerCTA = [1, 4, 1], order = [2, 0, 1]}>
// CHECK-LABEL: tt.func public @three_d
// CHECK: %[[THREE_D_V20:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<4x8x8x!tt.ptr<f32>, #blocked> -> tensor<4x8x8x!tt.ptr<f32>, [[THREE_D_B1]]>
// CHECK-NEXT: %[[THREE_D_V21:[0-9]+]] = tt.load %[[THREE_D_V20]] : tensor<4x8x8x!tt.ptr<f32>, [[THREE_D_B1]]>
// CHECK-NEXT: %[[THREE_D_V22:[0-9]+]] = ttg.convert_layout %[[THREE_D_V21]] : tensor<4x8x8xf32, [[THREE_D_B1]]> -> tensor<4x8x8xf32, #blocked>

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

// CHECK-DAG: [[OP_HINTS_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @op_hints
// CHECK: %[[OP_HINTS_V5:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[OP_HINTS_B1]]>
// CHECK-NEXT: %[[OP_HINTS_V6:[0-9]+]] = tt.load %[[OP_HINTS_V5]] : tensor<1024x!tt.ptr<f32>, [[OP_HINTS_B1]]>
// CHECK-NEXT: %[[OP_HINTS_V7:[0-9]+]] = ttg.convert_layout %[[OP_HINTS_V6]] : tensor<1024xf32, [[OP_HINTS_B1]]> -> tensor<1024xf32, #blocked>

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

// CHECK-LABEL: tt.func public @no_op_hints
// CHECK: %[[NO_OP_HINTS_V5:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %[[NO_OP_HINTS_V6:[0-9]+]] = tt.load %[[NO_OP_HINTS_V5]] : tensor<1024x!tt.ptr<f32>, #blocked>

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
