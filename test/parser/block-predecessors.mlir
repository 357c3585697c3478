// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// The comment after a block's label counts one predecessor per use of the block as a
// successor (MLIR's Block::getPredecessors), so a branch naming the block twice is two
// predecessors: "2 preds: ^bb0, ^bb0", as Triton 3.6.0 and 3.9.0 print it (tools/oracle.py run
// FILE in each venv).  Convert-to-buffer-ops under 3.8 met it (Triton's
// amd-convert-buffer-ops-range-analysis.mlir, @condBranch: both arms become one block).

// CHECK:module {
// CHECK-NEXT:  tt.func @same_twice(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb1(%arg1 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT:    tt.return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.func @three_uses(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb2(%arg2 : i32), ^bb1
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:    cf.cond_br %arg1, ^bb2(%arg2 : i32), ^bb2(%arg2 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:    tt.return %0 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @same_twice(%c: i1, %x: i32) -> i32 {
    cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
  ^bb1(%y: i32):
    tt.return %y : i32
  }
  tt.func @three_uses(%c: i1, %d: i1, %x: i32) -> i32 {
    cf.cond_br %c, ^bb2(%x : i32), ^bb1
  ^bb1:
    cf.cond_br %d, ^bb2(%x : i32), ^bb2(%x : i32)
  ^bb2(%y: i32):
    tt.return %y : i32
  }
}
