// Forward propagation through scf.while: from Triton 3.9 a value the after-region yields carries
// its layout to the before-region argument only (rule WHILE_YIELD_TO_BEFORE_ONLY; the loop's
// results come from scf.condition), where 3.6-3.8 also give it to the loop's result: the debug
// log's "changed" counts differ, the output does not. Input written for pyopt; CHECK lines are
// each wheel's log (TRITON_LLVM_DEBUG_ONLY=tritongpu-remove-layout-conversions, the pass run
// alone through triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R36_37_38
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R36_37_38
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R36_37_38
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R39
// R36_37_38: [tritongpu-remove-layout-conversions]: propagateLayout considering %7 = tt.load %2 : tensor<512x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// R36_37_38: [tritongpu-remove-layout-conversions]: changed: 1
// R36_37_38: [tritongpu-remove-layout-conversions]: propagateLayout considering %8 = ttg.convert_layout %7 : tensor<512xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// R36_37_38: [tritongpu-remove-layout-conversions]: changed: 1
// R36_37_38: [tritongpu-remove-layout-conversions]: propagateLayout considering %9 = arith.addf %arg3, %8 : tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// R36_37_38: [tritongpu-remove-layout-conversions]: changed: 2
// R36_37_38: [tritongpu-remove-layout-conversions]: propagateLayout considering <block argument> of type 'tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' at index: 0, which has 1 candidate encoding(s):
// R36_37_38: [tritongpu-remove-layout-conversions]: changed: 1
// R36_37_38: [tritongpu-remove-layout-conversions]: propagateLayout considering <block argument> of type 'tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' at index: 0, which has 1 candidate encoding(s):
// R36_37_38: [tritongpu-remove-layout-conversions]: changed: 0
// R36_37_38: [tritongpu-remove-layout-conversions]: propagateLayout considering %3:2 = scf.while (%arg3 = %cst, %arg4 = %c0_i32) : (tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) -> (tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) {
// R36_37_38: [tritongpu-remove-layout-conversions]: changed: 0
// R39: [tritongpu-remove-layout-conversions]: propagateLayout considering %7 = tt.load %2 : tensor<512x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// R39: [tritongpu-remove-layout-conversions]: changed: 1
// R39: [tritongpu-remove-layout-conversions]: propagateLayout considering %8 = ttg.convert_layout %7 : tensor<512xf32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// R39: [tritongpu-remove-layout-conversions]: changed: 1
// R39: [tritongpu-remove-layout-conversions]: propagateLayout considering %9 = arith.addf %arg3, %8 : tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, which has 1 candidate encoding(s):
// R39: [tritongpu-remove-layout-conversions]: changed: 1
// R39: [tritongpu-remove-layout-conversions]: propagateLayout considering <block argument> of type 'tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' at index: 0, which has 1 candidate encoding(s):
// R39: [tritongpu-remove-layout-conversions]: changed: 2
// R39: [tritongpu-remove-layout-conversions]: propagateLayout considering %3:2 = scf.while (%arg3 = %cst, %arg4 = %c0_i32) : (tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) -> (tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>, i32) {
// R39: [tritongpu-remove-layout-conversions]: changed: 0
// R39: [tritongpu-remove-layout-conversions]: propagateLayout considering <block argument> of type 'tensor<512xf32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' at index: 0, which has 1 candidate encoding(s):
// R39: [tritongpu-remove-layout-conversions]: changed: 0

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @while_sum(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %z = arith.constant dense<0.000000e+00> : tensor<512xf32, #b>
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b4>
    %pa = tt.addptr %pp, %r : tensor<512x!tt.ptr<f32>, #b4>, tensor<512xi32, #b4>
    %res:2 = scf.while (%acc = %z, %i = %c0) : (tensor<512xf32, #b>, i32) -> (tensor<512xf32, #b>, i32) {
      %go = arith.cmpi slt, %i, %n : i32
      scf.condition(%go) %acc, %i : tensor<512xf32, #b>, i32
    } do {
    ^bb0(%acc2: tensor<512xf32, #b>, %i2: i32):
      %v = tt.load %pa : tensor<512x!tt.ptr<f32>, #b4>
      %vc = ttg.convert_layout %v : tensor<512xf32, #b4> -> tensor<512xf32, #b>
      %s = arith.addf %acc2, %vc : tensor<512xf32, #b>
      %i3 = arith.addi %i2, %c1 : i32
      scf.yield %s, %i3 : tensor<512xf32, #b>, i32
    }
    %rq = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %qq = tt.splat %q : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b>
    %qa = tt.addptr %qq, %rq : tensor<512x!tt.ptr<f32>, #b>, tensor<512xi32, #b>
    tt.store %qa, %res#0 : tensor<512x!tt.ptr<f32>, #b>
    tt.return
  }
}
