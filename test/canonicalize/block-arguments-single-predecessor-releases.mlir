// Region simplification's redundant block arguments under Triton 3.8's LLVM, at the default
// (normal) level: an argument is dropped only from a block with more than one predecessor edge,
// where every predecessor passes the same value; a block reached from a single cf.cond_br edge
// keeps its arguments (Triton's amd-canonicalize-pointers.mlir, @condBranch and
// @scalar_cond_branch, shows it after canonicalize-pointers).  Inputs of our own.  Expected
// outputs: the Triton 3.7.1 wheel (3.6.0 prints the same) and the 3.8.0 wheel (3.9.0 prints the
// same) (tools/oracle.py run FILE --pass=canonicalize), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

module {
tt.func @one_pred_br(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %r = arith.addi %x, %x : i32
  tt.return %r : i32
}
tt.func @cond_two_single(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  tt.return %x : i32
^bb2(%y: i32):
  tt.return %y : i32
}
tt.func @cond_same_target_single(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  %m = arith.muli %a, %b : i32
  tt.return %m : i32
^bb1(%x: i32):
  tt.return %x : i32
}
tt.func @two_preds(%c: i1, %a: i32, %p: !tt.ptr<i32>) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  tt.store %p, %a : !tt.ptr<i32>
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  tt.return %x : i32
}
tt.func @two_condbr_preds(%c: i1, %d: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  tt.store %p, %a : !tt.ptr<i32>
  cf.cond_br %d, ^bb3(%a : i32), ^bb4
^bb2:
  tt.store %p, %b : !tt.ptr<i32>
  cf.cond_br %d, ^bb3(%a : i32), ^bb4
^bb3(%x: i32):
  tt.return %x : i32
^bb4:
  tt.return %b : i32
}
tt.func @single_pred_in_loop(%c: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  tt.store %p, %x : !tt.ptr<i32>
  cf.cond_br %c, ^bb1(%x : i32), ^bb2(%x : i32)
^bb2(%y: i32):
  tt.return %y : i32
}
tt.func @three_preds_mixed(%c: i1, %d: i1, %a: i32, %b: i32, %p: !tt.ptr<i32>) -> i32 {
  cf.cond_br %c, ^bb1, ^bb3(%a, %b : i32, i32)
^bb1:
  tt.store %p, %a : !tt.ptr<i32>
  cf.cond_br %d, ^bb3(%a, %a : i32, i32), ^bb2
^bb2:
  tt.store %p, %b : !tt.ptr<i32>
  cf.br ^bb3(%a, %b : i32, i32)
^bb3(%x: i32, %z: i32):
  %s = arith.addi %x, %z : i32
  tt.return %s : i32
}
}

// T37:module {
// T37-NEXT:  tt.func @one_pred_br(%arg0: i32) -> i32 {
// T37-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// T37-NEXT:    tt.return %0 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @cond_two_single(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// T37-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// T37-NEXT:    tt.return %0 : i32
// T37-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// T37-NEXT:    tt.return %1 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @cond_same_target_single(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// T37-NEXT:  ^bb1:  // pred: ^bb0
// T37-NEXT:    %0 = arith.muli %arg1, %arg2 : i32
// T37-NEXT:    tt.return %0 : i32
// T37-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// T37-NEXT:    tt.return %1 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @two_preds(%arg0: i1, %arg1: i32, %arg2: !tt.ptr<i32>) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// T37-NEXT:  ^bb1:  // pred: ^bb0
// T37-NEXT:    tt.store %arg2, %arg1 : !tt.ptr<i32>
// T37-NEXT:    cf.br ^bb2(%arg1 : i32)
// T37-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// T37-NEXT:    tt.return %0 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @two_condbr_preds(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: !tt.ptr<i32>) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// T37-NEXT:  ^bb1:  // pred: ^bb0
// T37-NEXT:    tt.store %arg4, %arg2 : !tt.ptr<i32>
// T37-NEXT:    cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb4
// T37-NEXT:  ^bb2:  // pred: ^bb0
// T37-NEXT:    tt.store %arg4, %arg3 : !tt.ptr<i32>
// T37-NEXT:    cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb4
// T37-NEXT:  ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// T37-NEXT:    tt.return %0 : i32
// T37-NEXT:  ^bb4:  // 2 preds: ^bb1, ^bb2
// T37-NEXT:    tt.return %arg3 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @single_pred_in_loop(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: !tt.ptr<i32>) -> i32 {
// T37-NEXT:    cf.br ^bb1(%arg1 : i32)
// T37-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// T37-NEXT:    tt.store %arg3, %0 : !tt.ptr<i32>
// T37-NEXT:    cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2(%0 : i32)
// T37-NEXT:  ^bb2(%1: i32):  // pred: ^bb1
// T37-NEXT:    tt.return %1 : i32
// T37-NEXT:  }
// T37-NEXT:  tt.func @three_preds_mixed(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: !tt.ptr<i32>) -> i32 {
// T37-NEXT:    cf.cond_br %arg0, ^bb1, ^bb3(%arg2, %arg3 : i32, i32)
// T37-NEXT:  ^bb1:  // pred: ^bb0
// T37-NEXT:    tt.store %arg4, %arg2 : !tt.ptr<i32>
// T37-NEXT:    cf.cond_br %arg1, ^bb3(%arg2, %arg2 : i32, i32), ^bb2
// T37-NEXT:  ^bb2:  // pred: ^bb1
// T37-NEXT:    tt.store %arg4, %arg3 : !tt.ptr<i32>
// T37-NEXT:    cf.br ^bb3(%arg2, %arg3 : i32, i32)
// T37-NEXT:  ^bb3(%0: i32, %1: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// T37-NEXT:    %2 = arith.addi %0, %1 : i32
// T37-NEXT:    tt.return %2 : i32
// T37-NEXT:  }
// T37-NEXT:}

// T38:module {
// T38-NEXT:  tt.func @one_pred_br(%arg0: i32) -> i32 {
// T38-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// T38-NEXT:    tt.return %0 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @cond_two_single(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2(%arg2 : i32)
// T38-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// T38-NEXT:    tt.return %0 : i32
// T38-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// T38-NEXT:    tt.return %1 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @cond_same_target_single(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    %0 = arith.muli %arg1, %arg2 : i32
// T38-NEXT:    tt.return %0 : i32
// T38-NEXT:  ^bb2(%1: i32):  // pred: ^bb0
// T38-NEXT:    tt.return %1 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @two_preds(%arg0: i1, %arg1: i32, %arg2: !tt.ptr<i32>) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb2, ^bb1
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    tt.store %arg2, %arg1 : !tt.ptr<i32>
// T38-NEXT:    cf.br ^bb2
// T38-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// T38-NEXT:    tt.return %arg1 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @two_condbr_preds(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: !tt.ptr<i32>) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    tt.store %arg4, %arg2 : !tt.ptr<i32>
// T38-NEXT:    cf.cond_br %arg1, ^bb3, ^bb4
// T38-NEXT:  ^bb2:  // pred: ^bb0
// T38-NEXT:    tt.store %arg4, %arg3 : !tt.ptr<i32>
// T38-NEXT:    cf.cond_br %arg1, ^bb3, ^bb4
// T38-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// T38-NEXT:    tt.return %arg2 : i32
// T38-NEXT:  ^bb4:  // 2 preds: ^bb1, ^bb2
// T38-NEXT:    tt.return %arg3 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @single_pred_in_loop(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: !tt.ptr<i32>) -> i32 {
// T38-NEXT:    cf.br ^bb1(%arg1 : i32)
// T38-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// T38-NEXT:    tt.store %arg3, %0 : !tt.ptr<i32>
// T38-NEXT:    cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2(%0 : i32)
// T38-NEXT:  ^bb2(%1: i32):  // pred: ^bb1
// T38-NEXT:    tt.return %1 : i32
// T38-NEXT:  }
// T38-NEXT:  tt.func @three_preds_mixed(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32, %arg4: !tt.ptr<i32>) -> i32 {
// T38-NEXT:    cf.cond_br %arg0, ^bb1, ^bb3(%arg3 : i32)
// T38-NEXT:  ^bb1:  // pred: ^bb0
// T38-NEXT:    tt.store %arg4, %arg2 : !tt.ptr<i32>
// T38-NEXT:    cf.cond_br %arg1, ^bb3(%arg2 : i32), ^bb2
// T38-NEXT:  ^bb2:  // pred: ^bb1
// T38-NEXT:    tt.store %arg4, %arg3 : !tt.ptr<i32>
// T38-NEXT:    cf.br ^bb3(%arg3 : i32)
// T38-NEXT:  ^bb3(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb2
// T38-NEXT:    %1 = arith.addi %arg2, %0 : i32
// T38-NEXT:    tt.return %1 : i32
// T38-NEXT:  }
// T38-NEXT:}
