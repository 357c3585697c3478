// RUN: pyopt %s --split-input-file -canonicalize | FileCheck %s

// scf.while, scf.execute_region and scf.index_switch canonicalization
// patterns (mlir/lib/Dialect/SCF/IR/SCF.cpp), one case each; the expected
// output is libtriton 3.6.0's (passes.common.add_canonicalizer).

// RemoveLoopInvariantArgsFromBeforeBlock

// CHECK-LABEL: tt.func @inv_before(
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%2) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %2 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT: tt.return %1 : i32
// CHECK-NEXT: }

tt.func @inv_before(%a: i32, %b: i32, %n: i32) -> i32 {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x1: i32, %y1: i32):
    %s = arith.addi %x1, %y1 : i32
    scf.yield %s, %b : i32, i32
  }
  %r = arith.addi %0#0, %0#1 : i32
  tt.return %r : i32
}

// -----

// RemoveLoopInvariantValueYielded

// CHECK-LABEL: tt.func @inv_yielded(
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %arg1 : i32, i32
// CHECK-NEXT: }

tt.func @inv_yielded(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%x1: i32, %y1: i32):
    %s = arith.addi %x1, %y1 : i32
    scf.yield %s : i32
  }
  tt.return %0#0, %0#1 : i32, i32
}

// -----

// WhileConditionTruth

// CHECK-LABEL: tt.func @cond_truth(
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }

tt.func @cond_truth(%a: i32, %p: !tt.ptr<i1>) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %l = tt.load %p : !tt.ptr<i1>
    scf.condition(%l) %x, %l : i32, i1
  } do {
  ^bb0(%x1: i32, %c1: i1):
    %one = arith.constant 1 : i32
    %s = arith.select %c1, %x1, %one : i32
    scf.yield %s : i32
  }
  tt.return %0#0 : i32
}

// -----

// WhileCmpCond

// CHECK-LABEL: tt.func @cmp_cond(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg3 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32):
// CHECK-NEXT: tt.store %arg2, %true : !tt.ptr<i1>
// CHECK-NEXT: tt.store %arg2, %false : !tt.ptr<i1>
// CHECK-NEXT: %1 = arith.addi %arg3, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @cmp_cond(%a: i32, %n: i32, %p: !tt.ptr<i1>) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> (i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x1: i32):
    %c2 = arith.cmpi slt, %x1, %n : i32
    %c3 = arith.cmpi sge, %x1, %n : i32
    tt.store %p, %c2 : !tt.ptr<i1>
    tt.store %p, %c3 : !tt.ptr<i1>
    %one = arith.constant 1 : i32
    %s = arith.addi %x1, %one : i32
    scf.yield %s : i32
  }
  tt.return %0 : i32
}

// -----

// WhileUnusedResult

// CHECK-LABEL: tt.func @unused_result(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %c1_i32 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @unused_result(%a: i32, %n: i32) -> i32 {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    %m = arith.muli %x, %x : i32
    scf.condition(%c) %x, %m : i32, i32
  } do {
  ^bb0(%x1: i32, %m1: i32):
    %one = arith.constant 1 : i32
    %s = arith.addi %x1, %one : i32
    scf.yield %s : i32
  }
  tt.return %0#0 : i32
}

// -----

// WhileRemoveDuplicatedResults

// CHECK-LABEL: tt.func @dup_results(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %0 : i32, i32
// CHECK-NEXT: }

tt.func @dup_results(%a: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x, %x : i32, i32
  } do {
  ^bb0(%x1: i32, %x2: i32):
    %s = arith.addi %x1, %x2 : i32
    scf.yield %s : i32
  }
  tt.return %0#0, %0#1 : i32, i32
}

// -----

// WhileRemoveUnusedArgs

// CHECK-LABEL: tt.func @unused_args(
// CHECK-NEXT: %0 = scf.while (%arg4 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg4, %arg2 : i32
// CHECK-NEXT: scf.condition(%1) %arg4 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg4: i32):
// CHECK-NEXT: %1 = tt.load %arg3 : !tt.ptr<i32>
// CHECK-NEXT: %2 = arith.addi %arg4, %1 : i32
// CHECK-NEXT: scf.yield %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @unused_args(%a: i32, %b: i32, %n: i32, %p: !tt.ptr<i32>) -> i32 {
  %0 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32) {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%x1: i32):
    %l = tt.load %p : !tt.ptr<i32>
    %s = arith.addi %x1, %l : i32
    scf.yield %s, %l : i32, i32
  }
  tt.return %0 : i32
}

// -----

// WhileOpAlignBeforeArgs

// CHECK-LABEL: tt.func @align(
// CHECK-NEXT: %0:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %1 = arith.cmpi slt, %arg3, %arg4 : i32
// CHECK-NEXT: scf.condition(%1) %arg3, %arg4 : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %1 = arith.addi %arg3, %arg4 : i32
// CHECK-NEXT: %2 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0#1, %0#0 : i32, i32
// CHECK-NEXT: }

tt.func @align(%a: i32, %b: i32, %n: i32) -> (i32, i32) {
  %0:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%y1: i32, %x1: i32):
    %s = arith.addi %x1, %y1 : i32
    %t = arith.muli %x1, %y1 : i32
    scf.yield %s, %t : i32, i32
  }
  tt.return %0#0, %0#1 : i32, i32
}

// -----

// SingleBlockExecuteInliner

// CHECK-LABEL: tt.func @exec_single(
// CHECK-NEXT: tt.store %arg1, %arg0 : !tt.ptr<i32>
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @exec_single(%a: i32, %p: !tt.ptr<i32>) -> i32 {
  %0 = scf.execute_region -> i32 {
    tt.store %p, %a : !tt.ptr<i32>
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  tt.return %0 : i32
}

// -----

// no_inline

// CHECK-LABEL: tt.func @exec_no_inline(
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: tt.store %arg1, %arg0 : !tt.ptr<i32>
// CHECK-NEXT: %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @exec_no_inline(%a: i32, %p: !tt.ptr<i32>) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    tt.store %p, %a : !tt.ptr<i32>
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  tt.return %0 : i32
}

// -----

// MultiBlockExecuteInliner

// CHECK-LABEL: tt.func @exec_multi(
// CHECK-NEXT: tt.store %arg3, %arg1 : !tt.ptr<i32>
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %0 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: cf.br ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb3(%arg2 : i32)
// CHECK-NEXT: ^bb3(%1: i32):
// CHECK-NEXT: %2 = arith.addi %1, %arg1 : i32
// CHECK-NEXT: tt.return %2 : i32
// CHECK-NEXT: }

tt.func @exec_multi(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  tt.store %p, %a : !tt.ptr<i32>
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  ^bb2:
    tt.store %p, %b : !tt.ptr<i32>
    scf.yield %b : i32
  }
  %s = arith.addi %0, %a : i32
  tt.return %s : i32
}

// -----

// MultiBlockExecuteInliner: not in a function

// CHECK-LABEL: tt.func @exec_multi_nested(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg5 = %c0 to %arg4 step %c1 {
// CHECK-NEXT: %0 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %arg3, %0 : !tt.ptr<i32>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @exec_multi_nested(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %0 = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %m = arith.muli %a, %b : i32
      scf.yield %m : i32
    ^bb2:
      scf.yield %b : i32
    }
    tt.store %p, %0 : !tt.ptr<i32>
  }
  tt.return
}

// -----

// scf.index_switch with constant

// CHECK-LABEL: tt.func @switch_const(
// CHECK-NEXT: tt.store %arg2, %arg0 : !tt.ptr<i32>
// CHECK-NEXT: tt.return %arg1 : i32
// CHECK-NEXT: }

tt.func @switch_const(%a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  %c2 = arith.constant 2 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  case 2 {
    tt.store %p, %a : !tt.ptr<i32>
    scf.yield %b : i32
  }
  default {
    scf.yield %a : i32
  }
  tt.return %0 : i32
}

// -----

// scf.index_switch with constant, no match

// CHECK-LABEL: tt.func @switch_default(
// CHECK-NEXT: tt.store %arg2, %arg0 : !tt.ptr<i32>
// CHECK-NEXT: tt.return %arg1 : i32
// CHECK-NEXT: }

tt.func @switch_default(%a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  %c2 = arith.constant 7 : index
  %0 = scf.index_switch %c2 -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    tt.store %p, %a : !tt.ptr<i32>
    scf.yield %b : i32
  }
  tt.return %0 : i32
}

// -----

// MultiBlockExecuteInliner: no_inline

// CHECK-LABEL: tt.func @exec_multi_no_inline(
// CHECK-NEXT: %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %1 = arith.muli %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @exec_multi_no_inline(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  %0 = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %m = arith.muli %a, %b : i32
    scf.yield %m : i32
  ^bb2:
    tt.store %p, %b : !tt.ptr<i32>
    scf.yield %b : i32
  }
  tt.return %0 : i32
}
