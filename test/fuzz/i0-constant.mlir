// RUN: pyopt %s -canonicalize-pointers | FileCheck %s
// RUN: pyopt %s -canonicalize | FileCheck %s --check-prefix=CANON

// Found by tools/fuzz: an integer attribute of type i0 (whose only value is 0) made pyopt shift
// by -1 ("negative shift count").  Here canonicalize-pointers builds `arith.constant 0 : i0` for
// the offset of a `tt.pointer_range = 0` argument, as Triton 3.6.0 does (Triton's verifier
// then rejects the tt.addptr with an i0 offset, which pyopt's does not yet), and the
// canonicalizer folds i0 arithmetic.

// CHECK-LABEL: tt.func public @zero_range(
// CHECK: %c0_i0 = arith.constant 0 : i0
// CHECK: tt.addptr %arg0, %c0_i0 : !tt.ptr<f32>, i0

// CANON-LABEL: tt.func @fold_i0(
// CANON-NEXT: %c0_i0 = arith.constant 0 : i0
// CANON-NEXT: tt.return %c0_i0 : i0

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @zero_range(%arg0: !tt.ptr<f32> {tt.pointer_range = 0 : i32}) -> f32 {
    %0 = tt.load %arg0 : !tt.ptr<f32>
    tt.return %0 : f32
  }
  tt.func @fold_i0(%arg0: i0) -> i0 {
    %c0 = arith.constant 0 : i0
    %0 = arith.addi %arg0, %c0 : i0
    %1 = arith.muli %0, %c0 : i0
    %2 = arith.shli %1, %c0 : i0
    tt.return %2 : i0
  }
}
