// RUN: pyopt %s --split-input-file -coalesce | filecheck %s
// Every case loads a contiguous, 16-byte aligned f32 tensor: 4 a thread unless capped at
// elements / (num-warps * threads-per-warp).

// 1 warp of 32: 1024 / 32 = 32 >= 4, so 4 a thread; warpsPerCTA [1].

// CHECK-DAG: [[W1_T32_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
// CHECK-LABEL: tt.func public @w1_t32
// CHECK: %[[W1_T32_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[W1_T32_B1]]>
// CHECK-NEXT: %[[W1_T32_V4:[0-9]+]] = tt.load %[[W1_T32_V3]] : tensor<1024x!tt.ptr<f32>, [[W1_T32_B1]]>
// CHECK-NEXT: %[[W1_T32_V5:[0-9]+]] = ttg.convert_layout %[[W1_T32_V4]] : tensor<1024xf32, [[W1_T32_B1]]> -> tensor<1024xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @w1_t32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// 4 warps of 32, 256 elements: 256 / 128 = 2 a thread.

// CHECK-DAG: [[W4_T32_SMALL_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @w4_t32_small
// CHECK: %[[W4_T32_SMALL_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, [[W4_T32_SMALL_B1]]>
// CHECK-NEXT: %[[W4_T32_SMALL_V4:[0-9]+]] = tt.load %[[W4_T32_SMALL_V3]] : tensor<256x!tt.ptr<f32>, [[W4_T32_SMALL_B1]]>
// CHECK-NEXT: %[[W4_T32_SMALL_V5:[0-9]+]] = ttg.convert_layout %[[W4_T32_SMALL_V4]] : tensor<256xf32, [[W4_T32_SMALL_B1]]> -> tensor<256xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @w4_t32_small(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<256xf32, #blocked> {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<256xf32, #blocked>
  }
}

// -----

// 4 warps of 32, 64 elements (fewer than the threads): at least 1 a thread.

// CHECK-LABEL: tt.func public @w4_t32_tiny
// CHECK: %[[W4_T32_TINY_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x!tt.ptr<f32>, #blocked> -> tensor<64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %[[W4_T32_TINY_V4:[0-9]+]] = tt.load %[[W4_T32_TINY_V3]] : tensor<64x!tt.ptr<f32>, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @w4_t32_tiny(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<64xf32, #blocked> {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    %3 = tt.load %2 : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<64xf32, #blocked>
  }
}

// -----

// 8 warps of 32: 1024 / 256 = 4 a thread.

// CHECK-DAG: [[W8_T32_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK-LABEL: tt.func public @w8_t32
// CHECK: %[[W8_T32_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[W8_T32_B1]]>
// CHECK-NEXT: %[[W8_T32_V4:[0-9]+]] = tt.load %[[W8_T32_V3]] : tensor<1024x!tt.ptr<f32>, [[W8_T32_B1]]>
// CHECK-NEXT: %[[W8_T32_V5:[0-9]+]] = ttg.convert_layout %[[W8_T32_V4]] : tensor<1024xf32, [[W8_T32_B1]]> -> tensor<1024xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @w8_t32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// 8 warps of 32, 512 elements: 512 / 256 = 2 a thread.

// CHECK-DAG: [[W8_T32_SMALL_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
// CHECK-LABEL: tt.func public @w8_t32_small
// CHECK: %[[W8_T32_SMALL_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512x!tt.ptr<f32>, [[W8_T32_SMALL_B1]]>
// CHECK-NEXT: %[[W8_T32_SMALL_V4:[0-9]+]] = tt.load %[[W8_T32_SMALL_V3]] : tensor<512x!tt.ptr<f32>, [[W8_T32_SMALL_B1]]>
// CHECK-NEXT: %[[W8_T32_SMALL_V5:[0-9]+]] = ttg.convert_layout %[[W8_T32_SMALL_V4]] : tensor<512xf32, [[W8_T32_SMALL_B1]]> -> tensor<512xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @w8_t32_small(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<512xf32, #blocked> {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %3 = tt.load %2 : tensor<512x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<512xf32, #blocked>
  }
}

// -----

// 4 warps of 64 (AMD): 1024 / 256 = 4 a thread; threadsPerWarp [64].

// CHECK-DAG: [[W4_T64_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @w4_t64
// CHECK: %[[W4_T64_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[W4_T64_B1]]>
// CHECK-NEXT: %[[W4_T64_V4:[0-9]+]] = tt.load %[[W4_T64_V3]] : tensor<1024x!tt.ptr<f32>, [[W4_T64_B1]]>
// CHECK-NEXT: %[[W4_T64_V5:[0-9]+]] = ttg.convert_layout %[[W4_T64_V4]] : tensor<1024xf32, [[W4_T64_B1]]> -> tensor<1024xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @w4_t64(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// 4 warps of 64, 256 elements: 256 / 256 = 1 a thread (no change).

// CHECK-LABEL: tt.func public @w4_t64_small
// CHECK: %[[W4_T64_SMALL_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<256x!tt.ptr<f32>, #blocked> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %[[W4_T64_SMALL_V4:[0-9]+]] = tt.load %[[W4_T64_SMALL_V3]] : tensor<256x!tt.ptr<f32>, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @w4_t64_small(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<256xf32, #blocked> {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<256xf32, #blocked>
  }
}

// -----

// 8 warps of 64, 1024 elements: 1024 / 512 = 2 a thread.

// CHECK-DAG: [[W8_T64_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [64], warpsPerCTA = [8], order = [0]}>
// CHECK-LABEL: tt.func public @w8_t64
// CHECK: %[[W8_T64_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[W8_T64_B1]]>
// CHECK-NEXT: %[[W8_T64_V4:[0-9]+]] = tt.load %[[W8_T64_V3]] : tensor<1024x!tt.ptr<f32>, [[W8_T64_B1]]>
// CHECK-NEXT: %[[W8_T64_V5:[0-9]+]] = ttg.convert_layout %[[W8_T64_V4]] : tensor<1024xf32, [[W8_T64_B1]]> -> tensor<1024xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @w8_t64(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}

// -----

// 2D row-major, 8 warps of 64 threads, 64x64 f16 with 16-byte aligned rows: 8 a thread along
// dimension 1 (4096 / 512 = 8), 8 threads cover a row, so threadsPerWarp [8, 8], warps [8, 1].

// CHECK-DAG: [[W8_T64_2D_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @w8_t64_2d
// CHECK: %[[W8_T64_2D_V11:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, [[W8_T64_2D_B1]]>
// CHECK-NEXT: %[[W8_T64_2D_V12:[0-9]+]] = tt.load %[[W8_T64_2D_V11]] : tensor<64x64x!tt.ptr<f16>, [[W8_T64_2D_B1]]>
// CHECK-NEXT: %[[W8_T64_2D_V13:[0-9]+]] = ttg.convert_layout %[[W8_T64_2D_V12]] : tensor<64x64xf16, [[W8_T64_2D_B1]]> -> tensor<64x64xf16, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @w8_t64_2d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf16, #blocked> {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %2 = tt.splat %arg1 : i32 -> tensor<64x1xi32, #blocked>
    %3 = arith.muli %1, %2 : tensor<64x1xi32, #blocked>
    %4 = tt.broadcast %3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %7 = tt.broadcast %6 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %8 = arith.addi %4, %7 : tensor<64x64xi32, #blocked>
    %9 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %11 = tt.load %10 : tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return %11 : tensor<64x64xf16, #blocked>
  }
}
