// RUN: pyopt %s --split-input-file -canonicalize | FileCheck %s

// cf canonicalization patterns (mlir/lib/Dialect/ControlFlow/IR/ControlFlowOps.cpp:
// AssertOp/BranchOp::canonicalize, CondBranchOp's patterns), one case each;
// the expected output is libtriton 3.6.0's (passes.common.add_canonicalizer).

// BranchOp: merge into single predecessor

// CHECK-LABEL: tt.func @br_single_pred(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

tt.func @br_single_pred(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %s = arith.addi %x, %c1 : i32
  tt.return %s : i32
}

// -----

// BranchOp: pass-through

// CHECK-LABEL: tt.func @br_pass_through(
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%arg1, %arg1 : i32, i32), ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: %0 = arith.muli %arg2, %arg2 : i32
// CHECK-NEXT: cf.br ^bb2(%0, %arg1 : i32, i32)
// CHECK-NEXT: ^bb2(%1: i32, %2: i32):
// CHECK-NEXT: %3 = arith.addi %1, %2 : i32
// CHECK-NEXT: tt.return %3 : i32
// CHECK-NEXT: }

tt.func @br_pass_through(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  %m = arith.muli %b, %b : i32
  cf.br ^bb3(%m : i32)
^bb3(%x: i32):
  cf.br ^bb4(%x, %a : i32, i32)
^bb4(%y: i32, %z: i32):
  %s = arith.addi %y, %z : i32
  tt.return %s : i32
}

// -----

// SimplifyConstCondBranchPred

// CHECK-LABEL: tt.func @const_cond(
// CHECK-NEXT: tt.return %arg0 : i32
// CHECK-NEXT: }

tt.func @const_cond(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  tt.return %x : i32
}

// -----

// SimplifyPassThroughCondBranch

// CHECK-LABEL: tt.func @pass_through_cond(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb3(%arg3 : i32)
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: tt.store %arg4, %arg3 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb3(%arg3 : i32)
// CHECK-NEXT: ^bb3(%0: i32):
// CHECK-NEXT: tt.store %arg4, %0 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @pass_through_cond(%c: i1, %d: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb3(%a : i32), ^bb4
^bb2:
  tt.store %p, %b : !tt.ptr<i32>
  cf.br ^bb4
^bb3(%x: i32):
  cf.br ^bb5(%x : i32)
^bb4:
  cf.br ^bb5(%b : i32)
^bb5(%y: i32):
  tt.store %p, %y : !tt.ptr<i32>
  tt.return
}

// -----

// SimplifyCondBranchIdenticalSuccessors

// CHECK-LABEL: tt.func @identical_succ(
// CHECK-NEXT: tt.store %arg3, %arg1 : !tt.ptr<i32>
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: tt.store %arg3, %1 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @identical_succ(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) {
  tt.store %p, %a : !tt.ptr<i32>
  cf.cond_br %c, ^bb1(%a, %b : i32, i32), ^bb1(%b, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  %s = arith.addi %x, %y : i32
  tt.store %p, %s : !tt.ptr<i32>
  tt.return
}

// -----

// SimplifyCondBranchFromCondBranchOnSameCondition

// CHECK-LABEL: tt.func @same_cond(
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: tt.store %arg3, %arg1 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @same_cond(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %a : !tt.ptr<i32>
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  tt.store %p, %b : !tt.ptr<i32>
  cf.br ^bb3
^bb3:
  tt.return
}

// -----

// CondBranchTruthPropagation

// CHECK-LABEL: tt.func @truth(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: tt.store %arg1, %true : !tt.ptr<i1>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: tt.store %arg1, %false : !tt.ptr<i1>
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @truth(%c: i1, %p: !tt.ptr<i1>, %q: !tt.ptr<i32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %c : !tt.ptr<i1>
  cf.br ^bb3
^bb2:
  %n = arith.xori %c, %c : i1
  tt.store %p, %c : !tt.ptr<i1>
  cf.br ^bb3
^bb3:
  tt.return
}

// -----

// AssertOp

// CHECK-LABEL: tt.func @assert_true(
// CHECK-NEXT: cf.assert %arg0, "maybe"
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @assert_true(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "never"
  cf.assert %c, "maybe"
  tt.return
}

// -----

// SimplifyPassThroughCondBranch keeps the branch weights

// CHECK-LABEL: tt.func @weights(
// CHECK-NEXT: cf.cond_br %arg0 weights([3, 5]), ^bb2(%arg1 : i32), ^bb1
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: tt.store %arg3, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: cf.br ^bb2(%arg2 : i32)
// CHECK-NEXT: ^bb2(%0: i32):
// CHECK-NEXT: tt.store %arg3, %0 : !tt.ptr<i32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @weights(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  tt.store %p, %b : !tt.ptr<i32>
  cf.br ^bb3(%b : i32)
^bb3(%y: i32):
  tt.store %p, %y : !tt.ptr<i32>
  tt.return
}
