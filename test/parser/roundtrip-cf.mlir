// RUN: pyopt %s --split-input-file | filecheck %s --strict-whitespace --match-full-lines
// Round trip of the `cf` ops: each case is an op's docstring example wrapped in a
// function (or a hand-written module); the CHECK lines are what Triton 3.6.0 prints for
// the same input, line for line.

// CHECK:module {
// CHECK-NEXT:  tt.func @cf_assert(%arg0: i1) {
// CHECK-NEXT:    cf.assert %arg0, "message"
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @cf_br(%arg0: i32) {
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @cf_cond_br(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @f(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:    cf.cond_br %arg1 weights([3, 5]), ^bb1(%arg0 : i32), ^bb2
// CHECK-NEXT:  ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:    cf.br ^bb2
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @cf_assert(%0: i1) {
    cf.assert %0, "message"
    tt.return
  }
}

// -----

module {
  tt.func @cf_br(%0: i32) {
    cf.br ^bb1(%0 : i32)
    ^bb1(%1: i32):
    tt.return
  }
}

// -----

module {
  tt.func @cf_cond_br(%0: i1, %1: i32) {
    cf.cond_br %0, ^bb1(%1 : i32), ^bb2
    ^bb1(%2: i32):
      cf.br ^bb2
    ^bb2:
    tt.return
  }
}

// -----

module {
  tt.func @f(%arg0: i32, %arg1: i1) {
    cf.cond_br %arg1 weights([3, 5]), ^bb1(%arg0 : i32), ^bb2
  ^bb1(%0: i32):
    cf.br ^bb2
  ^bb2:
    tt.return
  }
}
