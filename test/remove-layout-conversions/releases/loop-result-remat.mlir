// Triton 3.8 (triton-lang/triton#11029, pyopt's EXISTING_REMATS "3.8"): a backward slice checks for an
// existing conversion of a value before it refuses to go through a loop result, so the convert after
// the loop is replaced by the loop result that rematerialising the convert inside the loop made
// (3.6/3.7 do the same through their early reuse check, which #11029 removed). Input written for
// pyopt; CHECK lines are each wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37_38_39
// R36_37_38_39: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_37_38_39-NEXT: tt.func public @loop_result_reuses_remat(%arg0: !tt.ptr<i32>, %arg1: i32) {
// R36_37_38_39-NEXT: %cst = arith.constant dense<7> : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37_38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37_38_39-NEXT: %cst_0 = arith.constant dense<3> : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: %0:2 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %cst, %arg4 = %cst_0) -> (tensor<64xi32, #blocked>, tensor<64xi32, #blocked>)  : i32 {
// R36_37_38_39-NEXT: %3 = arith.muli %arg4, %cst_0 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: %4 = arith.subi %arg3, %3 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: scf.yield %4, %3 : tensor<64xi32, #blocked>, tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: %1 = arith.addi %0#1, %0#0 : tensor<64xi32, #blocked>
// R36_37_38_39-NEXT: %2 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: tt.store %2, %1 : tensor<64x!tt.ptr<i32>, #blocked>
// R36_37_38_39-NEXT: tt.return
// R36_37_38_39-NEXT: }
// R36_37_38_39-NEXT: }

#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop_result_reuses_remat(%p: !tt.ptr<i32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant dense<3> : tensor<64xi32, #a>
    %init = arith.constant dense<7> : tensor<64xi32, #b>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %one, %acc = %init) -> (tensor<64xi32, #a>, tensor<64xi32, #b>) : i32 {
      %y = arith.muli %x, %one : tensor<64xi32, #a>
      %yc = ttg.convert_layout %y : tensor<64xi32, #a> -> tensor<64xi32, #b>
      %s = arith.subi %acc, %yc : tensor<64xi32, #b>
      scf.yield %y, %s : tensor<64xi32, #a>, tensor<64xi32, #b>
    }
    %out = ttg.convert_layout %r#0 : tensor<64xi32, #a> -> tensor<64xi32, #b>
    %sum = arith.addi %out, %r#1 : tensor<64xi32, #b>
    %ptrs = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>, #b>
    tt.store %ptrs, %sum : tensor<64x!tt.ptr<i32>, #b>
    tt.return
  }
}
