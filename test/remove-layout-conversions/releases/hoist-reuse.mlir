// A convert after an arith.extf whose source already has a conversion to the wanted layout
// (%c1, kept: its source is a load). 3.6 and 3.7 hoist the second convert above the extf as a new
// convert of the load, duplicating %c1; from 3.8 the slice stops at the existing conversion and
// the extf reuses it (triton-lang/triton#11029, rule EXISTING_REMATS "3.8"). Input written for
// pyopt; CHECK lines are each wheel's output (the pass run alone through triton._C.libtriton of
// 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @ext_of_converted_load(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f32>) {
// R36_37-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
// R36_37-NEXT: %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
// R36_37-NEXT: %3 = tt.load %2 : tensor<512x!tt.ptr<f16>, #blocked>
// R36_37-NEXT: %4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37-NEXT: %5 = ttg.convert_layout %3 : tensor<512xf16, #blocked> -> tensor<512xf16, #blocked1>
// R36_37-NEXT: %6 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked1>
// R36_37-NEXT: %7 = tt.addptr %6, %4 : tensor<512x!tt.ptr<f16>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37-NEXT: tt.store %7, %5 : tensor<512x!tt.ptr<f16>, #blocked1>
// R36_37-NEXT: %8 = ttg.convert_layout %3 : tensor<512xf16, #blocked> -> tensor<512xf16, #blocked1>
// R36_37-NEXT: %9 = arith.extf %8 : tensor<512xf16, #blocked1> to tensor<512xf32, #blocked1>
// R36_37-NEXT: %10 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: %11 = tt.addptr %10, %4 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37-NEXT: tt.store %11, %9 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @ext_of_converted_load(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f16>, %arg2: !tt.ptr<f32>) {
// R38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R38_39-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
// R38_39-NEXT: %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
// R38_39-NEXT: %3 = tt.load %2 : tensor<512x!tt.ptr<f16>, #blocked>
// R38_39-NEXT: %4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R38_39-NEXT: %5 = ttg.convert_layout %3 : tensor<512xf16, #blocked> -> tensor<512xf16, #blocked1>
// R38_39-NEXT: %6 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked1>
// R38_39-NEXT: %7 = tt.addptr %6, %4 : tensor<512x!tt.ptr<f16>, #blocked1>, tensor<512xi32, #blocked1>
// R38_39-NEXT: tt.store %7, %5 : tensor<512x!tt.ptr<f16>, #blocked1>
// R38_39-NEXT: %8 = arith.extf %5 : tensor<512xf16, #blocked1> to tensor<512xf32, #blocked1>
// R38_39-NEXT: %9 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R38_39-NEXT: %10 = tt.addptr %9, %4 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R38_39-NEXT: tt.store %10, %8 : tensor<512x!tt.ptr<f32>, #blocked1>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @ext_of_converted_load(%p: !tt.ptr<f16>, %q: !tt.ptr<f16>, %o: !tt.ptr<f32>) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %pp = tt.splat %p : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #b>
    %pa = tt.addptr %pp, %r : tensor<512x!tt.ptr<f16>, #b>, tensor<512xi32, #b>
    %x = tt.load %pa : tensor<512x!tt.ptr<f16>, #b>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %c1 = ttg.convert_layout %x : tensor<512xf16, #b> -> tensor<512xf16, #b4>
    %qq = tt.splat %q : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #b4>
    %qa = tt.addptr %qq, %r4 : tensor<512x!tt.ptr<f16>, #b4>, tensor<512xi32, #b4>
    tt.store %qa, %c1 : tensor<512x!tt.ptr<f16>, #b4>
    %e = arith.extf %x : tensor<512xf16, #b> to tensor<512xf32, #b>
    %c2 = ttg.convert_layout %e : tensor<512xf32, #b> -> tensor<512xf32, #b4>
    %oo = tt.splat %o : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %oa = tt.addptr %oo, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    tt.store %oa, %c2 : tensor<512x!tt.ptr<f32>, #b4>
    tt.return
  }
}
