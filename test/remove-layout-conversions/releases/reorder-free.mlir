// Triton 3.8 costs a convert that only reorders each thread's registers at 0
// (triton-lang/triton#10128; pyopt's rule CONVERT_COST_REORDER_FREE): a chain that must be
// duplicated (here arith.addi, also stored) is no longer rematerialised to remove such a convert,
// where 3.6 and 3.7 (cost 32 per byte) do it. Input written for pyopt; the CHECK lines are each
// wheel's output (Triton 3.6.0 in pyopt's venv, 3.7.1/3.8.0/3.9.0 in theirs: the pass run alone
// through triton._C.libtriton on this file), and pyopt's output equals each of them.
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// R36_37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @reorder_only(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32) {
// R36_37-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R36_37-NEXT: %1 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked1>
// R36_37-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R36_37-NEXT: %3 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked1>
// R36_37-NEXT: %4 = arith.addi %0, %2 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R36_37-NEXT: %5 = arith.addi %1, %3 : tensor<256xi32, #blocked1>
// R36_37-NEXT: %6 = arith.muli %4, %4 : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
// R36_37-NEXT: %7 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked1>
// R36_37-NEXT: %8 = tt.addptr %7, %1 : tensor<256x!tt.ptr<i32>, #blocked1>, tensor<256xi32, #blocked1>
// R36_37-NEXT: tt.store %8, %5 : tensor<256x!tt.ptr<i32>, #blocked1>
// R36_37-NEXT: %9 = tt.expand_dims %6 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<256x1xi32, #blocked>
// R36_37-NEXT: %10 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x1x!tt.ptr<i32>, #blocked>
// R36_37-NEXT: tt.store %10, %9 : tensor<256x1x!tt.ptr<i32>, #blocked>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @reorder_only(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32) {
// R38_39-NEXT: %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// R38_39-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
// R38_39-NEXT: %2 = arith.addi %0, %1 : tensor<256xi32, #blocked>
// R38_39-NEXT: %3 = arith.muli %2, %2 : tensor<256xi32, #blocked>
// R38_39-NEXT: %4 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #blocked>
// R38_39-NEXT: %5 = tt.addptr %4, %0 : tensor<256x!tt.ptr<i32>, #blocked>, tensor<256xi32, #blocked>
// R38_39-NEXT: tt.store %5, %2 : tensor<256x!tt.ptr<i32>, #blocked>
// R38_39-NEXT: %6 = ttg.convert_layout %3 : tensor<256xi32, #blocked> -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// R38_39-NEXT: %7 = tt.expand_dims %6 {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<256x1xi32, #blocked1>
// R38_39-NEXT: %8 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<256x1x!tt.ptr<i32>, #blocked1>
// R38_39-NEXT: tt.store %8, %7 : tensor<256x1x!tt.ptr<i32>, #blocked1>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @reorder_only(%p: !tt.ptr<i32>, %q: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b1>
    %s = tt.splat %n : i32 -> tensor<256xi32, #b1>
    %a = arith.addi %r, %s : tensor<256xi32, #b1>
    %m = arith.muli %a, %a : tensor<256xi32, #b1>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #b1>
    %pa = tt.addptr %pp, %r : tensor<256x!tt.ptr<i32>, #b1>, tensor<256xi32, #b1>
    tt.store %pa, %a : tensor<256x!tt.ptr<i32>, #b1>
    %c = ttg.convert_layout %m : tensor<256xi32, #b1> -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %e = tt.expand_dims %c {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<256x1xi32, #b2>
    %qq = tt.splat %q : !tt.ptr<i32> -> tensor<256x1x!tt.ptr<i32>, #b2>
    tt.store %qq, %e : tensor<256x1x!tt.ptr<i32>, #b2>
    tt.return
  }
}
