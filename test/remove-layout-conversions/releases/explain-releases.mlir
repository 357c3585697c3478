// The explain remark follows the run's release: under 3.8 a convert that only reorders registers
// costs 0 (triton-lang/triton#10128), so it is kept and the remark gives 3.8's numbers and units;
// under 3.6 the same convert is removed (no remark). The decisions and the two numbers (0, 1024)
// are the wheels' (their debug logs, test debug-log.mlir; outputs, reorder-free.mlir); the
// remark's wording is pyopt's own.
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions=explain=true -o /dev/null 2>&1 | filecheck %s --check-prefix=R38
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions=explain=true -o /dev/null 2>&1 | filecheck %s --check-prefix=R36 --allow-empty
// R38: remark: convert_layout from #blocked to #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}> kept: recomputing the 4 op(s) producing its source in the target layout would cost 1024, more than the conversion's 0 (Triton's cost units: 32 per byte converted, minimum 32x32 bits, 0 when it only reorders each thread's registers; duplicated loads 8 per byte, arithmetic 1 per byte, 8 if expensive, times the growth of its elements per thread in the new layout (less one time when only the rewritten ops use it))
// R36-NOT: remark

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
