// RUN: pyopt %s --split-input-file -cse | FileCheck %s

// A region of several blocks is walked along its dominator tree: ^bb1 and ^bb2
// see what ^bb0 defines (%b is %a) but not each other (%m2 stays), and ^bb3,
// whose immediate dominator is ^bb0, does not see %m either.  A block no
// branch reaches is not visited (^bb4 keeps its duplicates).

// CHECK-LABEL: tt.func @cfg(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: cf.br ^bb3(%1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.muli %0, %0 : i32
// CHECK-NEXT: cf.br ^bb3(%2 : i32)
// CHECK-NEXT: ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %4 = arith.muli %0, %0 : i32
// CHECK-NEXT: %5 = arith.addi %3, %4 : i32
// CHECK-NEXT: tt.return %5 : i32
// CHECK-NEXT: ^bb4:  // no predecessors
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %c7_i32_0 = arith.constant 7 : i32
// CHECK-NEXT: %6 = arith.addi %c7_i32, %c7_i32_0 : i32
// CHECK-NEXT: %7 = arith.addi %c7_i32_0, %c7_i32 : i32
// CHECK-NEXT: tt.return %7 : i32
// CHECK-NEXT: }

module {
  tt.func @cfg(%x: i32, %c: i1) -> i32 {
    %c1 = arith.constant 1 : i32
    %a = arith.addi %x, %c1 : i32
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %b = arith.addi %x, %c1 : i32
    %m = arith.muli %b, %b : i32
    cf.br ^bb3(%m : i32)
  ^bb2:
    %m2 = arith.muli %a, %a : i32
    %d = arith.addi %x, %c1 : i32
    cf.br ^bb3(%m2 : i32)
  ^bb3(%r: i32):
    %m3 = arith.muli %a, %a : i32
    %s = arith.addi %r, %m3 : i32
    tt.return %s : i32
  ^bb4:
    %k1 = arith.constant 7 : i32
    %k2 = arith.constant 7 : i32
    %dead = arith.addi %k1, %k2 : i32
    %dead2 = arith.addi %k2, %k1 : i32
    tt.return %dead2 : i32
  }
}

// -----

// A loop written with branches: the header dominates the body and the exit,
// so the body's `arith.addi %x, %c1` is the header's %h; the body's
// `constant 2` does not reach the exit block.  An op with a multi-block region
// is never merged or erased itself (scf.execute_region below stays twice).

// CHECK-LABEL: tt.func @cfg_loop(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: cf.br ^bb1(%c0_i32 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %1 : i32
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %3 = arith.addi %0, %1 : i32
// CHECK-NEXT: %4 = arith.muli %3, %c2_i32 : i32
// CHECK-NEXT: cf.br ^bb1(%4 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %c2_i32_0 = arith.constant 2 : i32
// CHECK-NEXT: %5 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %c2_i32_0, %5, %6 : i32, i32, i32
// CHECK-NEXT: }

module {
  tt.func @cfg_loop(%x: i32, %n: i32) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    cf.br ^bb1(%c0 : i32)
  ^bb1(%i: i32):
    %h = arith.addi %x, %c1 : i32
    %cond = arith.cmpi slt, %i, %h : i32
    cf.cond_br %cond, ^bb2, ^bb3
  ^bb2:
    %c2 = arith.constant 2 : i32
    %h2 = arith.addi %x, %c1 : i32
    %next = arith.addi %i, %h2 : i32
    %next2 = arith.muli %next, %c2 : i32
    cf.br ^bb1(%next2 : i32)
  ^bb3:
    %c2b = arith.constant 2 : i32
    %e1 = scf.execute_region -> i32 {
      cf.br ^bb1
    ^bb1:
      scf.yield %x : i32
    }
    %e2 = scf.execute_region -> i32 {
      cf.br ^bb1
    ^bb1:
      scf.yield %x : i32
    }
    tt.return %c2b, %e1, %e2 : i32, i32, i32
  }
}
