// Triton 3.9's option disable-remat-splitting (triton-lang/triton#10834): no rematerialisation
// that leaves a value of the slice in use outside it. @shared_chain's arith.addi is also stored,
// so with the option its convert stays; @single_use_chain's goes either way. Without the option
// every release removes both. Input written for pyopt; CHECK lines are each wheel's output (3.9.0
// run with add_remove_layout_conversions(pm, True) for OPT39).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// R36_37_38_39: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37_38_39-NEXT: tt.func public @shared_chain(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32) {
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %1 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %2 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %3 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %4 = arith.addi %0, %2 : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %5 = arith.addi %1, %3 : tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: %6 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked1>
// R36_37_38_39-NEXT: %7 = tt.addptr %6, %1 : tensor<512x!tt.ptr<i32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37_38_39-NEXT: tt.store %7, %5 : tensor<512x!tt.ptr<i32>, #blocked1>
// R36_37_38_39-NEXT: %8 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %9 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: %10 = tt.addptr %9, %8 : tensor<512x!tt.ptr<i32>, #blocked>, tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: tt.store %10, %4 : tensor<512x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: tt.func public @single_use_chain(%arg0: !tt.ptr<i32>, %arg1: i32) {
// R36_37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %1 = tt.splat %arg1 : i32 -> tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %2 = arith.addi %0, %1 : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %3 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: %4 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: %5 = tt.addptr %4, %3 : tensor<512x!tt.ptr<i32>, #blocked>, tensor<512xi32, #blocked>
// R36_37_38_39-NEXT: tt.store %5, %2 : tensor<512x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: }
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions=disable-remat-splitting=1 | filecheck %s --check-prefix=OPT39
// OPT39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// OPT39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// OPT39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// OPT39-NEXT: tt.func public @shared_chain(%arg0: !tt.ptr<i32>, %arg1: !tt.ptr<i32>, %arg2: i32) {
// OPT39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// OPT39-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<512xi32, #blocked>
// OPT39-NEXT: %2 = arith.addi %0, %1 : tensor<512xi32, #blocked>
// OPT39-NEXT: %3 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked>
// OPT39-NEXT: %4 = tt.addptr %3, %0 : tensor<512x!tt.ptr<i32>, #blocked>, tensor<512xi32, #blocked>
// OPT39-NEXT: tt.store %4, %2 : tensor<512x!tt.ptr<i32>, #blocked>
// OPT39-NEXT: %5 = ttg.convert_layout %2 : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked1>
// OPT39-NEXT: %6 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// OPT39-NEXT: %7 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked1>
// OPT39-NEXT: %8 = tt.addptr %7, %6 : tensor<512x!tt.ptr<i32>, #blocked1>, tensor<512xi32, #blocked1>
// OPT39-NEXT: tt.store %8, %5 : tensor<512x!tt.ptr<i32>, #blocked1>
// OPT39-NEXT: tt.return
// OPT39-NEXT: }
// OPT39-NEXT: tt.func public @single_use_chain(%arg0: !tt.ptr<i32>, %arg1: i32) {
// OPT39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// OPT39-NEXT: %1 = tt.splat %arg1 : i32 -> tensor<512xi32, #blocked1>
// OPT39-NEXT: %2 = arith.addi %0, %1 : tensor<512xi32, #blocked1>
// OPT39-NEXT: %3 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// OPT39-NEXT: %4 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #blocked1>
// OPT39-NEXT: %5 = tt.addptr %4, %3 : tensor<512x!tt.ptr<i32>, #blocked1>, tensor<512xi32, #blocked1>
// OPT39-NEXT: tt.store %5, %2 : tensor<512x!tt.ptr<i32>, #blocked1>
// OPT39-NEXT: tt.return
// OPT39-NEXT: }
// OPT39-NEXT: }

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @shared_chain(%p: !tt.ptr<i32>, %q: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %s = tt.splat %n : i32 -> tensor<512xi32, #b>
    %a = arith.addi %r, %s : tensor<512xi32, #b>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #b>
    %pa = tt.addptr %pp, %r : tensor<512x!tt.ptr<i32>, #b>, tensor<512xi32, #b>
    tt.store %pa, %a : tensor<512x!tt.ptr<i32>, #b>
    %c = ttg.convert_layout %a : tensor<512xi32, #b> -> tensor<512xi32, #b4>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %qq = tt.splat %q : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #b4>
    %qa = tt.addptr %qq, %r4 : tensor<512x!tt.ptr<i32>, #b4>, tensor<512xi32, #b4>
    tt.store %qa, %c : tensor<512x!tt.ptr<i32>, #b4>
    tt.return
  }
  tt.func public @single_use_chain(%q: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %s = tt.splat %n : i32 -> tensor<512xi32, #b>
    %a = arith.addi %r, %s : tensor<512xi32, #b>
    %c = ttg.convert_layout %a : tensor<512xi32, #b> -> tensor<512xi32, #b4>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %qq = tt.splat %q : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #b4>
    %qa = tt.addptr %qq, %r4 : tensor<512x!tt.ptr<i32>, #b4>, tensor<512xi32, #b4>
    tt.store %qa, %c : tensor<512x!tt.ptr<i32>, #b4>
    tt.return
  }
}
