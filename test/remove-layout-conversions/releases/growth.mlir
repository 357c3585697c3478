// Triton 3.8 costs an arith/math op of the slice by the growth of its unique elements per thread
// in the new layout (triton-lang/triton#10129; pyopt's rule REMAT_COST "3.8"): arith.addi would go
// from 1 to 128 elements per thread, so 3.8 keeps the convert that 3.6 and 3.7 remove (a
// single-use op cost them nothing). Input written for pyopt; the CHECK lines are each wheel's
// output (the pass run alone through triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @elems_per_thread_grow(%arg0: !tt.ptr<i32>) {
// R36_37-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// R36_37-NEXT: %1 = arith.addi %0, %0 : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// R36_37-NEXT: %2 = tt.expand_dims %1 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x128xi32, #blocked>
// R36_37-NEXT: %3 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1x128x!tt.ptr<i32>, #blocked>
// R36_37-NEXT: tt.store %3, %2 : tensor<1x128x!tt.ptr<i32>, #blocked>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @elems_per_thread_grow(%arg0: !tt.ptr<i32>) {
// R38_39-NEXT: %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
// R38_39-NEXT: %1 = arith.addi %0, %0 : tensor<128xi32, #blocked>
// R38_39-NEXT: %2 = ttg.convert_layout %1 : tensor<128xi32, #blocked> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
// R38_39-NEXT: %3 = tt.expand_dims %2 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x128xi32, #blocked1>
// R38_39-NEXT: %4 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1x128x!tt.ptr<i32>, #blocked1>
// R38_39-NEXT: tt.store %4, %3 : tensor<1x128x!tt.ptr<i32>, #blocked1>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#p = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @elems_per_thread_grow(%q: !tt.ptr<i32>) {
    %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #b>
    %x = arith.addi %r, %r : tensor<128xi32, #b>
    %c = ttg.convert_layout %x : tensor<128xi32, #b> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #p}>>
    %e = tt.expand_dims %c {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #p}>> -> tensor<1x128xi32, #p>
    %qq = tt.splat %q : !tt.ptr<i32> -> tensor<1x128x!tt.ptr<i32>, #p>
    tt.store %qq, %e : tensor<1x128x!tt.ptr<i32>, #p>
    tt.return
  }
}
