// RUN: pyopt %s --split-input-file -cse | FileCheck %s

// Duplicates of a pure op are replaced by the first one; the operands of a
// commutative op (arith.addi) match in either order, those of arith.subi do not.

// CHECK-LABEL: tt.func @pure_duplicates(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT: tt.return %0, %0, %0, %1, %2 : i32, i32, i32, i32, i32
// CHECK-NEXT: }

module {
  tt.func @pure_duplicates(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.addi %x, %y : i32
    %c = arith.addi %y, %x : i32
    %d = arith.subi %x, %y : i32
    %e = arith.subi %y, %x : i32
    tt.return %a, %b, %c, %d, %e : i32, i32, i32, i32, i32
  }
}

// -----

// Constants merge when their attribute and type are equal: `1 : i32` and
// `1 : i64` stay apart, and so do 0.0 and -0.0; `true` is `1 : i1`, and a dense
// attribute whose elements are all equal is a splat.

// CHECK-LABEL: tt.func @constants(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst_1 = arith.constant dense<1.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_2 = arith.constant dense<[1.000000e+00, 2.000000e+00, 1.000000e+00, 1.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: tt.return %c1_i32, %c1_i32, %c1_i64, %cst, %cst_0, %cst, %true, %true, %cst_1, %cst_1, %cst_2 : i32, i32, i64, f32, f32, f32, i1, i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }

module {
  tt.func @constants() -> (i32, i32, i64, f32, f32, f32, i1, i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %c1 = arith.constant 1 : i32
    %c1b = arith.constant 1 : i32
    %c1l = arith.constant 1 : i64
    %f0 = arith.constant 0.0 : f32
    %fm0 = arith.constant -0.0 : f32
    %f0b = arith.constant 0.0 : f32
    %t = arith.constant true
    %t2 = arith.constant 1 : i1
    %d1 = arith.constant dense<1.0> : tensor<4xf32>
    %d2 = arith.constant dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>
    %d3 = arith.constant dense<[1.0, 2.0, 1.0, 1.0]> : tensor<4xf32>
    tt.return %c1, %c1b, %c1l, %f0, %fm0, %f0b, %t, %t2, %d1, %d2, %d3 : i32, i32, i64, f32, f32, f32, i1, i1, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

// -----

// Ops differing in an attribute (predicate, fastmath) or in their result type
// are not equivalent.

// CHECK-LABEL: tt.func @attributes_and_types(
// CHECK-NEXT: %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.addf %arg2, %arg3 : f32
// CHECK-NEXT: %3 = arith.addf %arg2, %arg3 fastmath<fast> : f32
// CHECK-NEXT: %4 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %5 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT: tt.return %0, %1, %0, %2, %3, %2, %4, %5, %4 : i1, i1, i1, f32, f32, f32, i64, i64, i64
// CHECK-NEXT: }

module {
  tt.func @attributes_and_types(%x: i32, %y: i32, %p: f32, %q: f32) -> (i1, i1, i1, f32, f32, f32, i64, i64, i64) {
    %a = arith.cmpi slt, %x, %y : i32
    %b = arith.cmpi sgt, %x, %y : i32
    %c = arith.cmpi slt, %x, %y : i32
    %d = arith.addf %p, %q : f32
    %e = arith.addf %p, %q fastmath<fast> : f32
    %f = arith.addf %q, %p : f32
    %g = arith.extsi %x : i32 to i64
    %h = arith.extui %x : i32 to i64
    %i = arith.extsi %x : i32 to i64
    tt.return %a, %b, %c, %d, %e, %f, %g, %h, %i : i1, i1, i1, f32, f32, f32, i64, i64, i64
  }
}

// -----

// An op that is unused when the walk reaches it is erased (a load only reads,
// so an unused one goes too).  Uses that go away later do not count: %b is
// used by %u when it is visited, so it stays although %u is erased.

// CHECK-LABEL: tt.func @trivially_dead(
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %0 : i32
// CHECK-NEXT: %2 = arith.addi %1, %arg0 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

module {
  tt.func @trivially_dead(%x: i32, %y: i32, %p: tensor<4x!tt.ptr<f32>>) -> i32 {
    %a = arith.addi %x, %y : i32
    %b = arith.muli %a, %a : i32
    %u = arith.subi %b, %x : i32
    %l = tt.load %p : tensor<4x!tt.ptr<f32>>
    %b2 = arith.muli %a, %a : i32
    %v = arith.addi %b2, %x : i32
    %w = arith.addi %v, %v : i32
    tt.return %a : i32
  }
}

// -----

// Each tt.func is IsolatedFromAbove: its body starts from an empty table, so
// equal constants of two functions both stay.

// CHECK-LABEL: tt.func @isolated_f(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: tt.return %c1_i32 : i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @isolated_g(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

module {
  tt.func @isolated_f() -> i32 {
    %c1 = arith.constant 1 : i32
    tt.return %c1 : i32
  }
  tt.func @isolated_g() -> i32 {
    %c1 = arith.constant 1 : i32
    %c1b = arith.constant 1 : i32
    %s = arith.addi %c1, %c1b : i32
    tt.return %s : i32
  }
}
