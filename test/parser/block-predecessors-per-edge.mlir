// RUN: pyopt --triton-version=3.6 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// A block's predecessor comment counts each edge, as MLIR's printer does (a cond_br with both
// edges to one block names that block twice); the same in every release.  Expected output:
// the 3.6.0 and 3.9.0 wheels' (tools/oracle.py roundtrip).

// CHECK-LABEL: tt.func @two_edges
// CHECK: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
// CHECK-LABEL: tt.func @three
// CHECK: ^bb1(%0: i32):  // 3 preds: ^bb0, ^bb0, ^bb2
// CHECK: ^bb2(%1: i32):  // pred: ^bb1
// CHECK: ^bb3:  // pred: ^bb2
module {
  tt.func @two_edges(%c: i1, %x: i32) -> i32 {
    cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
  ^bb1(%a: i32):
    tt.return %a : i32
  }
  tt.func @three(%c: i1, %x: i32) -> i32 {
    cf.cond_br %c, ^bb1(%x : i32), ^bb1(%x : i32)
  ^bb1(%a: i32):
    cf.br ^bb2(%a : i32)
  ^bb2(%b: i32):
    cf.cond_br %c, ^bb1(%b : i32), ^bb3
  ^bb3:
    tt.return %b : i32
  }
}
