// Triton 3.8 finds dead loop-carried values with MLIR's LivenessAnalysis (triton-lang/triton#9136; pyopt's
// rule DEAD_ITER_ARGS): a loop's bounds and step, and an scf.while's carried values, take part. 3.6/3.7's
// ForOpDeadArgElimination pattern misses that an iteration argument setting an inner loop's step is live
// (@arg_sets_inner_step: they replace the step by its init) and leaves scf.while alone. Inputs written
// for pyopt; CHECK lines are each wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @arg_sets_inner_step(%arg0: i32, %arg1: i32) -> i32 {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %c2_i32 = arith.constant 2 : i32
// R36_37-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %arg1) -> (i32)  : i32 {
// R36_37-NEXT: %1 = scf.for %arg4 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg5 = %arg3) -> (i32)  : i32 {
// R36_37-NEXT: %2 = arith.muli %arg5, %c2_i32 : i32
// R36_37-NEXT: scf.yield %2 : i32
// R36_37-NEXT: }
// R36_37-NEXT: scf.yield %1 : i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.return %0 : i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @arg_only_feeds_unused_while(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c0_i32) -> (i32)  : i32 {
// R36_37-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// R36_37-NEXT: scf.yield %1 : i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.store %arg1, %0 : !tt.ptr<i32>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @dead_while_carried(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %c1_i32) : (i32, i32) -> (i32, i32) {
// R36_37-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// R36_37-NEXT: scf.condition(%1) %arg2, %arg3 : i32, i32
// R36_37-NEXT: } do {
// R36_37-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// R36_37-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// R36_37-NEXT: %2 = arith.muli %arg3, %arg2 : i32
// R36_37-NEXT: scf.yield %1, %2 : i32, i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.store %arg1, %0#0 : !tt.ptr<i32>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @arg_decides_store(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37-NEXT: %true = arith.constant true
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %false = arith.constant false
// R36_37-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %false) -> (i1)  : i32 {
// R36_37-NEXT: scf.if %arg3 {
// R36_37-NEXT: tt.store %arg1, %arg2 : !tt.ptr<i32>
// R36_37-NEXT: }
// R36_37-NEXT: %1 = arith.xori %arg3, %true : i1
// R36_37-NEXT: scf.yield %1 : i1
// R36_37-NEXT: }
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @arg_sets_inner_step(%arg0: i32, %arg1: i32) -> i32 {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %c2_i32 = arith.constant 2 : i32
// R38_39-NEXT: %0:2 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %arg1, %arg4 = %c1_i32) -> (i32, i32)  : i32 {
// R38_39-NEXT: %1 = scf.for %arg5 = %c0_i32 to %arg0 step %arg4 iter_args(%arg6 = %arg3) -> (i32)  : i32 {
// R38_39-NEXT: %3 = arith.muli %arg6, %c2_i32 : i32
// R38_39-NEXT: scf.yield %3 : i32
// R38_39-NEXT: }
// R38_39-NEXT: %2 = arith.addi %arg4, %c1_i32 : i32
// R38_39-NEXT: scf.yield %1, %2 : i32, i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.return %0#0 : i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @arg_only_feeds_unused_while(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c0_i32) -> (i32)  : i32 {
// R38_39-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// R38_39-NEXT: scf.yield %1 : i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.store %arg1, %0 : !tt.ptr<i32>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @dead_while_carried(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %0:2 = scf.while (%arg2 = %c0_i32, %arg3 = %c1_i32) : (i32, i32) -> (i32, i32) {
// R38_39-NEXT: %1 = arith.cmpi slt, %arg2, %arg0 : i32
// R38_39-NEXT: scf.condition(%1) %arg2, %c1_i32 : i32, i32
// R38_39-NEXT: } do {
// R38_39-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// R38_39-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// R38_39-NEXT: %2 = arith.muli %arg3, %arg2 : i32
// R38_39-NEXT: scf.yield %1, %2 : i32, i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.store %arg1, %0#0 : !tt.ptr<i32>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @arg_decides_store(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R38_39-NEXT: %true = arith.constant true
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %false = arith.constant false
// R38_39-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %false) -> (i1)  : i32 {
// R38_39-NEXT: scf.if %arg3 {
// R38_39-NEXT: tt.store %arg1, %arg2 : !tt.ptr<i32>
// R38_39-NEXT: }
// R38_39-NEXT: %1 = arith.xori %arg3, %true : i1
// R38_39-NEXT: scf.yield %1 : i1
// R38_39-NEXT: }
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // The second iteration argument only sets the step of the inner loop, whose result is returned.
  tt.func public @arg_sets_inner_step(%n: i32, %x: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x, %st = %c1) -> (i32, i32) : i32 {
      %in = scf.for %j = %c0 to %n step %st iter_args(%t = %acc) -> (i32) : i32 {
        %u = arith.muli %t, %c2 : i32
        scf.yield %u : i32
      }
      %st2 = arith.addi %st, %c1 : i32
      scf.yield %in, %st2 : i32, i32
    }
    tt.return %r#0 : i32
  }
  // The second iteration argument only feeds an scf.while whose result is unused.
  tt.func public @arg_only_feeds_unused_while(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0, %w = %c1) -> (i32, i32) : i32 {
      %a2 = arith.addi %acc, %i : i32
      %wr = scf.while (%k = %w) : (i32) -> i32 {
        %lt = arith.cmpi slt, %k, %n : i32
        scf.condition(%lt) %k : i32
      } do {
      ^bb0(%k2: i32):
        %k3 = arith.addi %k2, %c1 : i32
        scf.yield %k3 : i32
      }
      scf.yield %a2, %wr : i32, i32
    }
    tt.store %p, %r#0 : !tt.ptr<i32>
    tt.return
  }
  // A while loop's carried value that nothing uses but itself.
  tt.func public @dead_while_carried(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.while (%k = %c0, %d = %c1) : (i32, i32) -> (i32, i32) {
      %lt = arith.cmpi slt, %k, %n : i32
      scf.condition(%lt) %k, %d : i32, i32
    } do {
    ^bb0(%k2: i32, %d2: i32):
      %k3 = arith.addi %k2, %c1 : i32
      %d3 = arith.muli %d2, %k2 : i32
      scf.yield %k3, %d3 : i32, i32
    }
    tt.store %p, %r#0 : !tt.ptr<i32>
    tt.return
  }
  // An scf.if condition computed from an iteration argument decides a store.
  tt.func public @arg_decides_store(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %false = arith.constant false
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%f = %false) -> (i1) : i32 {
      scf.if %f {
        tt.store %p, %i : !tt.ptr<i32>
      }
      %t1 = arith.constant true
      %nf = arith.xori %f, %t1 : i1
      scf.yield %nf : i1
    }
    tt.return
  }
}
