// Triton 3.8 records, in a backward slice, the layout of an operand that keeps its own encoding
// (triton-lang/triton#9953; pyopt's rule KEPT_LAYOUTS_RECORDED): %v keeps #s for the join, so the
// reshape's path asking for %v in another layout fails that slice, and the reshape keeps its layout
// (3.8: a convert after it; 3.9: the broadcast absorbs it). 3.6/3.7 skip such operands: they
// rematerialise %v for the reshape and leave the join with operands of two types, which the
// verifier rejects (their wheels fail the same way). Input written for pyopt; CHECK lines and the
// message are each wheel's (the pass run alone through triton._C.libtriton).
// RUN: not pyopt --triton-version=3.6 %s -remove-layout-conversions 2>&1 | filecheck %s --check-prefix=R36_37
// RUN: not pyopt --triton-version=3.7 %s -remove-layout-conversions 2>&1 | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R39
// R36_37: kept-layout-conflict.mlir:[[# @LINE + 45]]:10: error: 'tt.join' op requires all operands to have the same type
// R38: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
// R38-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [1, 1, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
// R38-NEXT: #linear = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0]], lane = [], warp = [], block = []}>
// R38-NEXT: module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 1 : i32} {
// R38-NEXT: tt.func public @kept_operand_conflict(%arg0: !tt.ptr<i32>) {
// R38-NEXT: %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// R38-NEXT: %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x4xi32, #blocked>
// R38-NEXT: %2 = arith.muli %1, %1 : tensor<1x4xi32, #blocked>
// R38-NEXT: %3 = tt.join %1, %2 : tensor<1x4xi32, #blocked> -> tensor<1x4x2xi32, #blocked1>
// R38-NEXT: %4 = tt.reshape %1 : tensor<1x4xi32, #blocked> -> tensor<1x4x1xi32, #linear>
// R38-NEXT: %5 = ttg.convert_layout %4 : tensor<1x4x1xi32, #linear> -> tensor<1x4x1xi32, #blocked1>
// R38-NEXT: %6 = tt.broadcast %5 : tensor<1x4x1xi32, #blocked1> -> tensor<1x4x2xi32, #blocked1>
// R38-NEXT: %7 = arith.subi %3, %6 : tensor<1x4x2xi32, #blocked1>
// R38-NEXT: %8 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1x4x2x!tt.ptr<i32>, #blocked1>
// R38-NEXT: tt.store %8, %7 : tensor<1x4x2x!tt.ptr<i32>, #blocked1>
// R38-NEXT: tt.return
// R38-NEXT: }
// R38-NEXT: }
// R39: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
// R39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [1, 1, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
// R39-NEXT: #linear = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0]], lane = [], warp = [], block = []}>
// R39-NEXT: module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 1 : i32} {
// R39-NEXT: tt.func public @kept_operand_conflict(%arg0: !tt.ptr<i32>) {
// R39-NEXT: %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// R39-NEXT: %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x4xi32, #blocked>
// R39-NEXT: %2 = arith.muli %1, %1 : tensor<1x4xi32, #blocked>
// R39-NEXT: %3 = tt.join %1, %2 : tensor<1x4xi32, #blocked> -> tensor<1x4x2xi32, #blocked1>
// R39-NEXT: %4 = tt.reshape %1 : tensor<1x4xi32, #blocked> -> tensor<1x4x1xi32, #linear>
// R39-NEXT: %5 = tt.broadcast %4 : tensor<1x4x1xi32, #linear> -> tensor<1x4x2xi32, #blocked1>
// R39-NEXT: %6 = arith.subi %3, %5 : tensor<1x4x2xi32, #blocked1>
// R39-NEXT: %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1x4x2x!tt.ptr<i32>, #blocked1>
// R39-NEXT: tt.store %7, %6 : tensor<1x4x2x!tt.ptr<i32>, #blocked1>
// R39-NEXT: tt.return
// R39-NEXT: }
// R39-NEXT: }

#s = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#d = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [1, 1, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
#l = #ttg.linear<{register = [[0, 1, 0], [0, 2, 0]], lane = [], warp = [], block = []}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 1 : i32} {
  tt.func public @kept_operand_conflict(%p: !tt.ptr<i32>) {
    %r = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #s}>>
    %v = tt.expand_dims %r {axis = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 0, parent = #s}>> -> tensor<1x4xi32, #s>
    %sq = arith.muli %v, %v : tensor<1x4xi32, #s>
    %j = tt.join %v, %sq : tensor<1x4xi32, #s> -> tensor<1x4x2xi32, #l>
    %e = tt.reshape %v : tensor<1x4xi32, #s> -> tensor<1x4x1xi32, #l>
    %b = tt.broadcast %e : tensor<1x4x1xi32, #l> -> tensor<1x4x2xi32, #l>
    %m = arith.subi %j, %b : tensor<1x4x2xi32, #l>
    %o = ttg.convert_layout %m : tensor<1x4x2xi32, #l> -> tensor<1x4x2xi32, #d>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<1x4x2x!tt.ptr<i32>, #d>
    tt.store %ps, %o : tensor<1x4x2x!tt.ptr<i32>, #d>
    tt.return
  }
}
