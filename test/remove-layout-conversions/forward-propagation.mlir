// RUN: pyopt %s -split-input-file -remove-layout-conversions | FileCheck %s

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @forward_through_elementwise(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = arith.addf %0, %0 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %2 = math.exp %1 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg1, %2 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The load's layout reaches the store through the elementwise ops.
  tt.func @forward_through_elementwise(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %2 = arith.addf %1, %1 : tensor<64x64xf32, #blocked1>
    %3 = math.exp %2 : tensor<64x64xf32, #blocked1>
    %4 = ttg.convert_layout %3 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @conflict_first_wins(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>, %arg2: tensor<64x64x!tt.ptr<f32>, #blocked>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = tt.load %arg1 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: %2 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %3 = arith.mulf %2, %1 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg2, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Two anchors meet at one mulf and neither layout is MMA: the layout that
  // reaches it first wins.  The propagation queue is LIFO, so that is the later
  // anchor's (#blocked1); the convert of the other operand stays.
  tt.func @conflict_first_wins(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %r: tensor<64x64x!tt.ptr<f32>, #blocked1>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    %1 = tt.load %r : tensor<64x64x!tt.ptr<f32>, #blocked1>
    %2 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %3 = arith.mulf %2, %1 : tensor<64x64xf32, #blocked1>
    %4 = ttg.convert_layout %3 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-LABEL: tt.func @conflict_prefers_mma(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64xf32, #mma>, %arg2: tensor<64x64x!tt.ptr<f32>, #blocked>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #mma>
// CHECK-NEXT: %2 = arith.addf %1, %arg1 : tensor<64x64xf32, #mma>
// CHECK-NEXT: %3 = arith.mulf %2, %2 : tensor<64x64xf32, #mma>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg2, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], CTAsPerCGA = [1, 1], CTASplitNum = [1, 1], CTAOrder = [1, 0], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An MMA layout wins a conflict on an elementwise op.
  tt.func @conflict_prefers_mma(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %acc: tensor<64x64xf32, #mma>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %acc : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    %2 = arith.addf %0, %1 : tensor<64x64xf32, #blocked>
    %3 = arith.mulf %2, %2 : tensor<64x64xf32, #blocked>
    tt.store %q, %3 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @small_load_not_anchor(%arg0: tensor<64x!tt.ptr<f32>, #blocked>, %arg1: tensor<512x!tt.ptr<f32>, #blocked1>) {
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A small load (fewer elements than threads) is not an anchor: it follows its user.
  tt.func @small_load_not_anchor(%p: tensor<64x!tt.ptr<f32>, #blocked1>, %q: tensor<512x!tt.ptr<f32>, #blocked>) {
    %0 = tt.load %p : tensor<64x!tt.ptr<f32>, #blocked1>
    %1 = ttg.convert_layout %0 : tensor<64xf32, #blocked1> -> tensor<64xf32, #blocked>
    %2 = tt.join %1, %1 : tensor<64xf32, #blocked> -> tensor<64x2xf32, #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @nested_module(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = arith.addf %0, %0 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg1, %1 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// Functions inside a nested module are rewritten too.
module {
  module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
    tt.func @nested_module(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>) {
      %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
      %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
      %2 = arith.addf %1, %1 : tensor<64x64xf32, #blocked1>
      %3 = ttg.convert_layout %2 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
      tt.store %q, %3 : tensor<64x64x!tt.ptr<f32>, #blocked>
      tt.return
    }
  }
}
