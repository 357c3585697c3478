// Triton 3.9 lets a tt.broadcast absorb a compatible layout (triton-lang/triton#11760; pyopt's
// rule ABSORB_BROADCAST): the slice of the convert after the broadcast stops there, the broadcast
// changes only its result layout (#row -> #big moves no data) and its source chain is kept, where
// 3.6-3.8 rematerialise the whole chain in #big. Input written for pyopt; CHECK lines are each
// wheel's output (the pass run alone through triton._C.libtriton of each release).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R39
// R36_37_38: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// R36_37_38-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37_38-NEXT: tt.func public @absorb_into_broadcast(%arg0: !tt.ptr<i32>, %arg1: i32) {
// R36_37_38-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// R36_37_38-NEXT: %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
// R36_37_38-NEXT: %2 = tt.splat %arg1 : i32 -> tensor<1x32xi32, #blocked>
// R36_37_38-NEXT: %3 = arith.addi %1, %2 : tensor<1x32xi32, #blocked>
// R36_37_38-NEXT: %4 = tt.broadcast %3 : tensor<1x32xi32, #blocked> -> tensor<8x32xi32, #blocked>
// R36_37_38-NEXT: %5 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x32x!tt.ptr<i32>, #blocked>
// R36_37_38-NEXT: tt.store %5, %4 : tensor<8x32x!tt.ptr<i32>, #blocked>
// R36_37_38-NEXT: tt.return
// R36_37_38-NEXT: }
// R36_37_38-NEXT: }
// R39: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// R39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// R39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R39-NEXT: tt.func public @absorb_into_broadcast(%arg0: !tt.ptr<i32>, %arg1: i32) {
// R39-NEXT: %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// R39-NEXT: %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
// R39-NEXT: %2 = tt.splat %arg1 : i32 -> tensor<1x32xi32, #blocked>
// R39-NEXT: %3 = arith.addi %1, %2 : tensor<1x32xi32, #blocked>
// R39-NEXT: %4 = tt.broadcast %3 : tensor<1x32xi32, #blocked> -> tensor<8x32xi32, #blocked1>
// R39-NEXT: %5 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<8x32x!tt.ptr<i32>, #blocked1>
// R39-NEXT: tt.store %5, %4 : tensor<8x32x!tt.ptr<i32>, #blocked1>
// R39-NEXT: tt.return
// R39-NEXT: }
// R39-NEXT: }

#row = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#col = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#big = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @absorb_into_broadcast(%q: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #row}>>
    %e = tt.expand_dims %r {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #row}>> -> tensor<1x32xi32, #row>
    %s = tt.splat %n : i32 -> tensor<1x32xi32, #row>
    %a = arith.addi %e, %s : tensor<1x32xi32, #row>
    %b = tt.broadcast %a : tensor<1x32xi32, #row> -> tensor<8x32xi32, #row>
    %c = ttg.convert_layout %b : tensor<8x32xi32, #row> -> tensor<8x32xi32, #big>
    %qq = tt.splat %q : !tt.ptr<i32> -> tensor<8x32x!tt.ptr<i32>, #big>
    tt.store %qq, %c : tensor<8x32x!tt.ptr<i32>, #big>
    tt.return
  }
}
