// tt.reshape's efficient_layout in remove-layout-conversions, per release. From Triton 3.8 a reshape marked
// efficient_layout is not rematerialised (canBeRemat, triton-lang/triton#9997; pyopt's rule
// EFFICIENT_RESHAPE_KEPT: @efficient_after_load keeps its convert); from 3.9 a reshape is a layout anchor
// only when marked efficient_layout, allow_reorder or not (triton-lang/triton#11275; rule RESHAPE_ANCHOR:
// @ordered_efficient becomes one, @reorder_plain stops being one). Inputs written for pyopt; CHECK lines
// are each wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// R36_37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
// R36_37-NEXT: #linear = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [0], [16], [32]], warp = [[64], [128]], block = []}>
// R36_37-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func @reorder_efficient(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R36_37-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R36_37-NEXT: %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// R36_37-NEXT: %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #mma>
// R36_37-NEXT: %3 = tt.reshape %2 allow_reorder efficient_layout : tensor<16x16xf32, #mma> -> tensor<256xf32, #blocked2>
// R36_37-NEXT: %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked2>
// R36_37-NEXT: %5 = ttg.convert_layout %4 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked1>
// R36_37-NEXT: tt.store %arg1, %5 : tensor<256x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func @ordered_efficient(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R36_37-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R36_37-NEXT: %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// R36_37-NEXT: %2 = tt.reshape %1 efficient_layout : tensor<16x16xf32, #blocked> -> tensor<256xf32, #linear>
// R36_37-NEXT: %3 = arith.mulf %2, %2 : tensor<256xf32, #linear>
// R36_37-NEXT: %4 = ttg.convert_layout %3 : tensor<256xf32, #linear> -> tensor<256xf32, #blocked1>
// R36_37-NEXT: tt.store %arg1, %4 : tensor<256x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func @reorder_plain(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R36_37-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R36_37-NEXT: %1 = math.exp %0 : tensor<16x16xf32, #blocked>
// R36_37-NEXT: %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #mma>
// R36_37-NEXT: %3 = tt.reshape %2 allow_reorder : tensor<16x16xf32, #mma> -> tensor<256xf32, #blocked2>
// R36_37-NEXT: %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked2>
// R36_37-NEXT: %5 = ttg.convert_layout %4 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked1>
// R36_37-NEXT: tt.store %arg1, %5 : tensor<256x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func @efficient_after_load(%arg0: !tt.ptr<f32>) -> tensor<4x8xf32, #blocked> {
// R36_37-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
// R36_37-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<f32>, #blocked1>, tensor<32xi32, #blocked1>
// R36_37-NEXT: %3 = tt.load %2 : tensor<32x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: %4 = tt.reshape %3 allow_reorder efficient_layout : tensor<32xf32, #blocked1> -> tensor<4x8xf32, #blocked3>
// R36_37-NEXT: %5 = ttg.convert_layout %4 : tensor<4x8xf32, #blocked3> -> tensor<4x8xf32, #blocked>
// R36_37-NEXT: tt.return %5 : tensor<4x8xf32, #blocked>
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// R38-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// R38-NEXT: #blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
// R38-NEXT: #linear = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [0], [16], [32]], warp = [[64], [128]], block = []}>
// R38-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// R38-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R38-NEXT: tt.func @reorder_efficient(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R38-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R38-NEXT: %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// R38-NEXT: %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #mma>
// R38-NEXT: %3 = tt.reshape %2 allow_reorder efficient_layout : tensor<16x16xf32, #mma> -> tensor<256xf32, #blocked2>
// R38-NEXT: %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked2>
// R38-NEXT: %5 = ttg.convert_layout %4 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked1>
// R38-NEXT: tt.store %arg1, %5 : tensor<256x!tt.ptr<f32>, #blocked1>
// R38-NEXT: tt.return
// R38-NEXT: }
// R38-NEXT: tt.func @ordered_efficient(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R38-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R38-NEXT: %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// R38-NEXT: %2 = tt.reshape %1 efficient_layout : tensor<16x16xf32, #blocked> -> tensor<256xf32, #linear>
// R38-NEXT: %3 = arith.mulf %2, %2 : tensor<256xf32, #linear>
// R38-NEXT: %4 = ttg.convert_layout %3 : tensor<256xf32, #linear> -> tensor<256xf32, #blocked1>
// R38-NEXT: tt.store %arg1, %4 : tensor<256x!tt.ptr<f32>, #blocked1>
// R38-NEXT: tt.return
// R38-NEXT: }
// R38-NEXT: tt.func @reorder_plain(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R38-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R38-NEXT: %1 = math.exp %0 : tensor<16x16xf32, #blocked>
// R38-NEXT: %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #blocked3>
// R38-NEXT: %3 = tt.reshape %2 allow_reorder : tensor<16x16xf32, #blocked3> -> tensor<256xf32, #blocked1>
// R38-NEXT: %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked1>
// R38-NEXT: tt.store %arg1, %4 : tensor<256x!tt.ptr<f32>, #blocked1>
// R38-NEXT: tt.return
// R38-NEXT: }
// R38-NEXT: tt.func @efficient_after_load(%arg0: !tt.ptr<f32>) -> tensor<4x8xf32, #blocked> {
// R38-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
// R38-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked1>
// R38-NEXT: %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<f32>, #blocked1>, tensor<32xi32, #blocked1>
// R38-NEXT: %3 = tt.load %2 : tensor<32x!tt.ptr<f32>, #blocked1>
// R38-NEXT: %4 = tt.reshape %3 allow_reorder efficient_layout : tensor<32xf32, #blocked1> -> tensor<4x8xf32, #blocked4>
// R38-NEXT: %5 = ttg.convert_layout %4 : tensor<4x8xf32, #blocked4> -> tensor<4x8xf32, #blocked>
// R38-NEXT: tt.return %5 : tensor<4x8xf32, #blocked>
// R38-NEXT: }
// R38-NEXT: }
// R39: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// R39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39-NEXT: #blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
// R39-NEXT: #linear = #ttg.linear<{register = [[1], [128]], lane = [[2], [4], [16], [32], [64]], warp = [[8], [0]], block = []}>
// R39-NEXT: #linear1 = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [0], [16], [32]], warp = [[64], [128]], block = []}>
// R39-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// R39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R39-NEXT: tt.func @reorder_efficient(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R39-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R39-NEXT: %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// R39-NEXT: %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #mma>
// R39-NEXT: %3 = tt.reshape %2 allow_reorder efficient_layout : tensor<16x16xf32, #mma> -> tensor<256xf32, #blocked2>
// R39-NEXT: %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked2>
// R39-NEXT: %5 = ttg.convert_layout %4 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked1>
// R39-NEXT: tt.store %arg1, %5 : tensor<256x!tt.ptr<f32>, #blocked1>
// R39-NEXT: tt.return
// R39-NEXT: }
// R39-NEXT: tt.func @ordered_efficient(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R39-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R39-NEXT: %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// R39-NEXT: %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #mma>
// R39-NEXT: %3 = tt.reshape %2 efficient_layout : tensor<16x16xf32, #mma> -> tensor<256xf32, #linear>
// R39-NEXT: %4 = arith.mulf %3, %3 : tensor<256xf32, #linear>
// R39-NEXT: %5 = ttg.convert_layout %4 : tensor<256xf32, #linear> -> tensor<256xf32, #blocked1>
// R39-NEXT: tt.store %arg1, %5 : tensor<256x!tt.ptr<f32>, #blocked1>
// R39-NEXT: tt.return
// R39-NEXT: }
// R39-NEXT: tt.func @reorder_plain(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// R39-NEXT: %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// R39-NEXT: %1 = math.exp %0 : tensor<16x16xf32, #blocked>
// R39-NEXT: %2 = tt.reshape %1 allow_reorder : tensor<16x16xf32, #blocked> -> tensor<256xf32, #linear1>
// R39-NEXT: %3 = arith.mulf %2, %2 : tensor<256xf32, #linear1>
// R39-NEXT: %4 = ttg.convert_layout %3 : tensor<256xf32, #linear1> -> tensor<256xf32, #blocked1>
// R39-NEXT: tt.store %arg1, %4 : tensor<256x!tt.ptr<f32>, #blocked1>
// R39-NEXT: tt.return
// R39-NEXT: }
// R39-NEXT: tt.func @efficient_after_load(%arg0: !tt.ptr<f32>) -> tensor<4x8xf32, #blocked> {
// R39-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
// R39-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #blocked1>
// R39-NEXT: %2 = tt.addptr %1, %0 : tensor<32x!tt.ptr<f32>, #blocked1>, tensor<32xi32, #blocked1>
// R39-NEXT: %3 = tt.load %2 : tensor<32x!tt.ptr<f32>, #blocked1>
// R39-NEXT: %4 = tt.reshape %3 allow_reorder efficient_layout : tensor<32xf32, #blocked1> -> tensor<4x8xf32, #blocked3>
// R39-NEXT: %5 = ttg.convert_layout %4 : tensor<4x8xf32, #blocked3> -> tensor<4x8xf32, #blocked>
// R39-NEXT: tt.return %5 : tensor<4x8xf32, #blocked>
// R39-NEXT: }
// R39-NEXT: }

#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#lo = #ttg.linear<{register = [[1], [128]], lane = [[2], [4], [16], [32], [64]], warp = [[8], [0]], block = []}>
#b5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [1, 0]}>
#b3 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  // An efficient_layout reshape that allows reordering: an anchor in every release.
  tt.func @reorder_efficient(%p: tensor<16x16x!tt.ptr<f32>, #b2>, %q: tensor<256x!tt.ptr<f32>, #b1>) {
    %x = tt.load %p : tensor<16x16x!tt.ptr<f32>, #b2>
    %y = arith.addf %x, %x : tensor<16x16xf32, #b2>
    %c = ttg.convert_layout %y : tensor<16x16xf32, #b2> -> tensor<16x16xf32, #b3>
    %r = tt.reshape %c allow_reorder efficient_layout : tensor<16x16xf32, #b3> -> tensor<256xf32, #b4>
    %z = arith.mulf %r, %r : tensor<256xf32, #b4>
    %r2 = ttg.convert_layout %z : tensor<256xf32, #b4> -> tensor<256xf32, #b1>
    tt.store %q, %r2 : tensor<256x!tt.ptr<f32>, #b1>
    tt.return
  }
  // An efficient_layout reshape that keeps the order.
  tt.func @ordered_efficient(%p: tensor<16x16x!tt.ptr<f32>, #b2>, %q: tensor<256x!tt.ptr<f32>, #b1>) {
    %x = tt.load %p : tensor<16x16x!tt.ptr<f32>, #b2>
    %y = arith.addf %x, %x : tensor<16x16xf32, #b2>
    %c = ttg.convert_layout %y : tensor<16x16xf32, #b2> -> tensor<16x16xf32, #b3>
    %r = tt.reshape %c efficient_layout : tensor<16x16xf32, #b3> -> tensor<256xf32, #lo>
    %z = arith.mulf %r, %r : tensor<256xf32, #lo>
    %r2 = ttg.convert_layout %z : tensor<256xf32, #lo> -> tensor<256xf32, #b1>
    tt.store %q, %r2 : tensor<256x!tt.ptr<f32>, #b1>
    tt.return
  }
  // A reordering reshape without efficient_layout, fed and followed by elementwise chains.
  tt.func @reorder_plain(%p: tensor<16x16x!tt.ptr<f32>, #b2>, %q: tensor<256x!tt.ptr<f32>, #b1>) {
    %x = tt.load %p : tensor<16x16x!tt.ptr<f32>, #b2>
    %c = ttg.convert_layout %x : tensor<16x16xf32, #b2> -> tensor<16x16xf32, #b3>
    %e = math.exp %c : tensor<16x16xf32, #b3>
    %r = tt.reshape %e allow_reorder : tensor<16x16xf32, #b3> -> tensor<256xf32, #b4>
    %z = arith.mulf %r, %r : tensor<256xf32, #b4>
    %r2 = ttg.convert_layout %z : tensor<256xf32, #b4> -> tensor<256xf32, #b1>
    tt.store %q, %r2 : tensor<256x!tt.ptr<f32>, #b1>
    tt.return
  }
  // A cheap load reshaped (efficient_layout) and converted: from 3.8 the convert stays.
  tt.func @efficient_after_load(%p: !tt.ptr<f32>) -> tensor<4x8xf32, #b2> {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #b1>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<32x!tt.ptr<f32>, #b1>
    %pp = tt.addptr %ps, %r : tensor<32x!tt.ptr<f32>, #b1>, tensor<32xi32, #b1>
    %v = tt.load %pp : tensor<32x!tt.ptr<f32>, #b1>
    %s = tt.reshape %v allow_reorder efficient_layout : tensor<32xf32, #b1> -> tensor<4x8xf32, #b5>
    %c = ttg.convert_layout %s : tensor<4x8xf32, #b5> -> tensor<4x8xf32, #b2>
    tt.return %c : tensor<4x8xf32, #b2>
  }
}
