// Triton 3.8's isRematBeneficial follows values through scf ops (pyopt's rule REMAT_COST "3.8",
// with triton-lang/triton#10129's cost): the math.exp chains feed only the scf.yield of an
// scf.if whose result is in the slice, so nothing is duplicated and the convert goes; 3.6 and 3.7
// count the six exps (8 per byte each) and keep it. Input written for pyopt; CHECK lines are each
// wheel's output (the pass run alone through triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @yielded_only(%arg0: !tt.ptr<f32>, %arg1: i1) {
// R36_37-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R36_37-NEXT: %1 = arith.sitofp %0 : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
// R36_37-NEXT: %2 = scf.if %arg1 -> (tensor<512xf32, #blocked>) {
// R36_37-NEXT: %7 = math.exp %1 : tensor<512xf32, #blocked>
// R36_37-NEXT: %8 = math.exp %7 : tensor<512xf32, #blocked>
// R36_37-NEXT: %9 = math.exp %8 : tensor<512xf32, #blocked>
// R36_37-NEXT: scf.yield %9 : tensor<512xf32, #blocked>
// R36_37-NEXT: } else {
// R36_37-NEXT: %7 = math.exp %1 : tensor<512xf32, #blocked>
// R36_37-NEXT: %8 = math.exp %7 : tensor<512xf32, #blocked>
// R36_37-NEXT: %9 = math.exp %8 : tensor<512xf32, #blocked>
// R36_37-NEXT: scf.yield %9 : tensor<512xf32, #blocked>
// R36_37-NEXT: }
// R36_37-NEXT: %3 = ttg.convert_layout %2 : tensor<512xf32, #blocked> -> tensor<512xf32, #blocked1>
// R36_37-NEXT: %4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked1>
// R36_37-NEXT: %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: %6 = tt.addptr %5, %4 : tensor<512x!tt.ptr<f32>, #blocked1>, tensor<512xi32, #blocked1>
// R36_37-NEXT: tt.store %6, %3 : tensor<512x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @yielded_only(%arg0: !tt.ptr<f32>, %arg1: i1) {
// R38_39-NEXT: %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R38_39-NEXT: %1 = arith.sitofp %0 : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
// R38_39-NEXT: %2 = scf.if %arg1 -> (tensor<512xf32, #blocked>) {
// R38_39-NEXT: %6 = math.exp %1 : tensor<512xf32, #blocked>
// R38_39-NEXT: %7 = math.exp %6 : tensor<512xf32, #blocked>
// R38_39-NEXT: %8 = math.exp %7 : tensor<512xf32, #blocked>
// R38_39-NEXT: scf.yield %8 : tensor<512xf32, #blocked>
// R38_39-NEXT: } else {
// R38_39-NEXT: %6 = math.exp %1 : tensor<512xf32, #blocked>
// R38_39-NEXT: %7 = math.exp %6 : tensor<512xf32, #blocked>
// R38_39-NEXT: %8 = math.exp %7 : tensor<512xf32, #blocked>
// R38_39-NEXT: scf.yield %8 : tensor<512xf32, #blocked>
// R38_39-NEXT: }
// R38_39-NEXT: %3 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
// R38_39-NEXT: %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
// R38_39-NEXT: %5 = tt.addptr %4, %3 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
// R38_39-NEXT: tt.store %5, %2 : tensor<512x!tt.ptr<f32>, #blocked>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @yielded_only(%p: !tt.ptr<f32>, %cond: i1) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %f = arith.sitofp %r : tensor<512xi32, #b> to tensor<512xf32, #b>
    %v = scf.if %cond -> (tensor<512xf32, #b>) {
      %x1 = math.exp %f : tensor<512xf32, #b>
      %x2 = math.exp %x1 : tensor<512xf32, #b>
      %x3 = math.exp %x2 : tensor<512xf32, #b>
      scf.yield %x3 : tensor<512xf32, #b>
    } else {
      %y1 = math.exp %f : tensor<512xf32, #b>
      %y2 = math.exp %y1 : tensor<512xf32, #b>
      %y3 = math.exp %y2 : tensor<512xf32, #b>
      scf.yield %y3 : tensor<512xf32, #b>
    }
    %c = ttg.convert_layout %v : tensor<512xf32, #b> -> tensor<512xf32, #b4>
    %r4 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pa = tt.addptr %pp, %r4 : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    tt.store %pa, %c : tensor<512x!tt.ptr<f32>, #b4>
    tt.return
  }
}
