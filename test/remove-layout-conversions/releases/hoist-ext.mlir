// From Triton 3.7, hoisting a convert above an extension must pay for itself
// (triton-lang/triton#9194; pyopt's rule HOIST_EXT_COST_GATE): the arith.extf is also stored in
// the old layout, so hoisting would duplicate it; 3.6 hoists, 3.7-3.9 keep the f32 convert. Input
// written for pyopt; CHECK lines are each wheel's output (the pass run alone through
// triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R37_38_39
// R36: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36-NEXT: tt.func public @hoist_ext_shared(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>) {
// R36-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
// R36-NEXT: %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
// R36-NEXT: %3 = tt.load %2 : tensor<512x!tt.ptr<f16>, #blocked>
// R36-NEXT: %4 = ttg.convert_layout %3 : tensor<512xf16, #blocked> -> tensor<512xf16, #blocked1>
// R36-NEXT: %5 = arith.extf %4 : tensor<512xf16, #blocked1> to tensor<512xf32, #blocked1>
// R36-NEXT: %6 = arith.extf %3 : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
// R36-NEXT: %7 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// R36-NEXT: %8 = tt.addptr %7, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// R36-NEXT: tt.store %8, %6 : tensor<512x!tt.ptr<f32>, #blocked>
// R36-NEXT: %9 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36-NEXT: %10 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36-NEXT: %11 = tt.addptr %10, %9 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36-NEXT: tt.store %11, %5 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36-NEXT: tt.return
// R36-NEXT: }
// R36-NEXT: }
// R37_38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R37_38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R37_38_39-NEXT: tt.func public @hoist_ext_shared(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>) {
// R37_38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R37_38_39-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
// R37_38_39-NEXT: %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
// R37_38_39-NEXT: %3 = tt.load %2 : tensor<512x!tt.ptr<f16>, #blocked>
// R37_38_39-NEXT: %4 = arith.extf %3 : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
// R37_38_39-NEXT: %5 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// R37_38_39-NEXT: %6 = tt.addptr %5, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// R37_38_39-NEXT: tt.store %6, %4 : tensor<512x!tt.ptr<f32>, #blocked>
// R37_38_39-NEXT: %7 = ttg.convert_layout %4 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
// R37_38_39-NEXT: %8 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R37_38_39-NEXT: %9 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R37_38_39-NEXT: %10 = tt.addptr %9, %8 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R37_38_39-NEXT: tt.store %10, %7 : tensor<512x!tt.ptr<f32>, #blocked1>
// R37_38_39-NEXT: tt.return
// R37_38_39-NEXT: }
// R37_38_39-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @hoist_ext_shared(%arg0: !tt.ptr<f16>, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f16>, #blocked>, tensor<512xi32, #blocked>
    %3 = tt.load %2 : tensor<512x!tt.ptr<f16>, #blocked>
    %4 = arith.extf %3 : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
    %5 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %6 = tt.addptr %5, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.store %6, %4 : tensor<512x!tt.ptr<f32>, #blocked>
    %7 = ttg.convert_layout %4 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
    %8 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
    %9 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
    %10 = tt.addptr %9, %8 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
    tt.store %10, %7 : tensor<512x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
