// Triton 3.8's liveness analysis for dead loop-carried values (DEAD_ITER_ARGS, triton-lang/triton#9136)
// follows calls: a private function's results are live only as far as its calls' results are, a call's
// operands only as far as the callee's arguments, and a private function no one calls has nothing live
// (its loop's argument is replaced by its init). 3.6/3.7's pattern looks at one loop at a time. Inputs
// written for pyopt; CHECK lines are each wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func private @uncalled(%arg0: i32, %arg1: !tt.ptr<i32>) attributes {noinline = true} {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c0_i32) -> (i32)  : i32 {
// R36_37-NEXT: %1 = arith.addi %arg3, %arg2 : i32
// R36_37-NEXT: tt.store %arg1, %1 : !tt.ptr<i32>
// R36_37-NEXT: scf.yield %1 : i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func private @sink(%arg0: i32, %arg1: i32, %arg2: !tt.ptr<i32>) attributes {noinline = true} {
// R36_37-NEXT: tt.store %arg2, %arg1 : !tt.ptr<i32>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func private @twice(%arg0: i32) -> i32 attributes {noinline = true} {
// R36_37-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// R36_37-NEXT: tt.return %0 : i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @caller(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %0:3 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c0_i32, %arg4 = %c1_i32, %arg5 = %c1_i32) -> (i32, i32, i32)  : i32 {
// R36_37-NEXT: tt.call @sink(%arg3, %arg4, %arg1) : (i32, i32, !tt.ptr<i32>) -> ()
// R36_37-NEXT: %2 = arith.addi %arg3, %c1_i32 : i32
// R36_37-NEXT: %3 = arith.muli %arg4, %arg2 : i32
// R36_37-NEXT: %4 = tt.call @twice(%arg5) : (i32) -> i32
// R36_37-NEXT: scf.yield %2, %3, %4 : i32, i32, i32
// R36_37-NEXT: }
// R36_37-NEXT: %1 = tt.call @twice(%0#2) : (i32) -> i32
// R36_37-NEXT: tt.store %arg1, %1 : !tt.ptr<i32>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func private @unused_result(%arg0: i32) -> i32 attributes {noinline = true} {
// R36_37-NEXT: %c0_i32 = arith.constant 0 : i32
// R36_37-NEXT: %c1_i32 = arith.constant 1 : i32
// R36_37-NEXT: %0:2 = scf.for %arg1 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg2 = %c0_i32, %arg3 = %c1_i32) -> (i32, i32)  : i32 {
// R36_37-NEXT: %1 = arith.addi %arg2, %arg3 : i32
// R36_37-NEXT: %2 = arith.muli %arg3, %arg1 : i32
// R36_37-NEXT: scf.yield %1, %2 : i32, i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.return %0#0 : i32
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @caller_drops_result(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R36_37-NEXT: %0 = tt.call @unused_result(%arg0) : (i32) -> i32
// R36_37-NEXT: tt.store %arg1, %arg0 : !tt.ptr<i32>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func private @uncalled(%arg0: i32, %arg1: !tt.ptr<i32>) attributes {noinline = true} {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32  : i32 {
// R38_39-NEXT: tt.store %arg1, %arg2 : !tt.ptr<i32>
// R38_39-NEXT: }
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func private @sink(%arg0: i32, %arg1: i32, %arg2: !tt.ptr<i32>) attributes {noinline = true} {
// R38_39-NEXT: tt.store %arg2, %arg1 : !tt.ptr<i32>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func private @twice(%arg0: i32) -> i32 attributes {noinline = true} {
// R38_39-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// R38_39-NEXT: tt.return %0 : i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @caller(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %0:2 = scf.for %arg2 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg3 = %c1_i32, %arg4 = %c1_i32) -> (i32, i32)  : i32 {
// R38_39-NEXT: tt.call @sink(%c0_i32, %arg3, %arg1) : (i32, i32, !tt.ptr<i32>) -> ()
// R38_39-NEXT: %2 = arith.muli %arg3, %arg2 : i32
// R38_39-NEXT: %3 = tt.call @twice(%arg4) : (i32) -> i32
// R38_39-NEXT: scf.yield %2, %3 : i32, i32
// R38_39-NEXT: }
// R38_39-NEXT: %1 = tt.call @twice(%0#1) : (i32) -> i32
// R38_39-NEXT: tt.store %arg1, %1 : !tt.ptr<i32>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func private @unused_result(%arg0: i32) -> i32 attributes {noinline = true} {
// R38_39-NEXT: %c0_i32 = arith.constant 0 : i32
// R38_39-NEXT: %c1_i32 = arith.constant 1 : i32
// R38_39-NEXT: %0 = scf.for %arg1 = %c0_i32 to %arg0 step %c1_i32 iter_args(%arg2 = %c0_i32) -> (i32)  : i32 {
// R38_39-NEXT: scf.yield %c1_i32 : i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.return %0 : i32
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @caller_drops_result(%arg0: i32, %arg1: !tt.ptr<i32>) {
// R38_39-NEXT: %0 = tt.call @unused_result(%arg0) : (i32) -> i32
// R38_39-NEXT: tt.store %arg1, %arg0 : !tt.ptr<i32>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // never called: nothing in it runs
  tt.func private @uncalled(%n: i32, %p: !tt.ptr<i32>) attributes {noinline = true} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (i32) : i32 {
      %a2 = arith.addi %a, %i : i32
      tt.store %p, %a2 : !tt.ptr<i32>
      scf.yield %a2 : i32
    }
    tt.return
  }
  // the first argument is unused, the second is stored
  tt.func private @sink(%unused: i32, %v: i32, %p: !tt.ptr<i32>) attributes {noinline = true} {
    tt.store %p, %v : !tt.ptr<i32>
    tt.return
  }
  // returns its argument doubled
  tt.func private @twice(%v: i32) -> i32 attributes {noinline = true} {
    %d = arith.addi %v, %v : i32
    tt.return %d : i32
  }
  tt.func public @caller(%n: i32, %p: !tt.ptr<i32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:3 = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0, %m = %c1, %t = %c1) -> (i32, i32, i32) : i32 {
      tt.call @sink(%k, %m, %p) : (i32, i32, !tt.ptr<i32>) -> ()
      %k2 = arith.addi %k, %c1 : i32
      %m2 = arith.muli %m, %i : i32
      %t2 = tt.call @twice(%t) : (i32) -> i32
      scf.yield %k2, %m2, %t2 : i32, i32, i32
    }
    %u = tt.call @twice(%r#2) : (i32) -> i32
    tt.store %p, %u : !tt.ptr<i32>
    tt.return
  }
  tt.func private @unused_result(%n: i32) -> i32 attributes {noinline = true} {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0, %b = %c1) -> (i32, i32) : i32 {
      %a2 = arith.addi %a, %b : i32
      %b2 = arith.muli %b, %i : i32
      scf.yield %a2, %b2 : i32, i32
    }
    tt.return %r#0 : i32
  }
  tt.func public @caller_drops_result(%n: i32, %p: !tt.ptr<i32>) {
    %u = tt.call @unused_result(%n) : (i32) -> i32
    tt.store %p, %n : !tt.ptr<i32>
    tt.return
  }
}
