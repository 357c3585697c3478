// RUN: pyopt %s --split-input-file | filecheck %s --strict-whitespace --match-full-lines
// Round trip of the `ub` ops: each case is an op's docstring example wrapped in a
// function (or a hand-written module); the CHECK lines are what Triton 3.6.0 prints for
// the same input, line for line.

// CHECK:module {
// CHECK-NEXT:  tt.func @ub_poison() {
// CHECK-NEXT:    %0 = ub.poison : tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @ub_poison() {
    %0 = ub.poison : tensor<128xi32>
    tt.return
  }
}
