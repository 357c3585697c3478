// RUN: pyopt %s --split-input-file -canonicalize | FileCheck %s

// WarpSpecializeOp::canonicalize: an unused result and an unused capture go.
// CHECK-LABEL: tt.func @ws_no_uses(
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ws_no_uses(%arg0: i32) {
    %0 = ttg.warp_specialize(%arg0)
    default {
      %1 = arith.addi %arg0, %arg0 : i32
      ttg.warp_yield %1 : i32
    }
    partition0(%arg1: i32) num_warps(4) {
      %2 = arith.addi %arg1, %arg1 : i32
      ttg.warp_return
    } : (i32) -> i32
    tt.return
  }
}

// -----

// WarpSpecializeOp::canonicalize: unused results go from the op and its warp_yield.
// CHECK-LABEL: tt.func @ws_unused_results(
// CHECK-NEXT: %0:2 = ttg.warp_specialize()
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield %arg0, %arg2 : i32, i32
// CHECK-NEXT: } : () -> (i32, i32)
// CHECK-NEXT: tt.return %0#0, %0#1 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ws_unused_results(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %0:3 = ttg.warp_specialize()
    default {
      ttg.warp_yield %arg0, %arg1, %arg2 : i32, i32, i32
    } : () -> (i32, i32, i32)
    tt.return %0#0, %0#2 : i32, i32
  }
}

// -----

// WarpSpecializeOp::canonicalize: captures no partition uses go, duplicates are
// folded into their first occurrence in every partition, unused results go.
// CHECK-LABEL: tt.func @ws_captures(
// CHECK-NEXT: %0:2 = ttg.warp_specialize(%arg0, %arg1, %arg2) attributes {warpGroupStartIds = array<i32: 4, 8>}
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield %arg1, %arg3 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: partition0(%arg4: !tt.ptr<i32>, %arg5: i32, %arg6: i32) num_warps(4) {
// CHECK-NEXT: tt.store %arg4, %arg5 : !tt.ptr<i32>
// CHECK-NEXT: tt.store %arg4, %arg6 : !tt.ptr<i32>
// CHECK-NEXT: tt.store %arg4, %arg5 : !tt.ptr<i32>
// CHECK-NEXT: ttg.warp_return
// CHECK-NEXT: }
// CHECK-NEXT: partition1(%arg4: !tt.ptr<i32>, %arg5: i32, %arg6: i32) num_warps(4) {
// CHECK-NEXT: tt.store %arg4, %arg6 : !tt.ptr<i32>
// CHECK-NEXT: ttg.warp_return
// CHECK-NEXT: } : (!tt.ptr<i32>, i32, i32) -> (i32, i32)
// CHECK-NEXT: tt.return %0#1, %0#0 : i32, i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ws_captures(%p: !tt.ptr<i32>, %arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %0:3 = ttg.warp_specialize(%p, %arg0, %arg1, %arg1, %arg2, %arg0, %p) attributes {warpGroupStartIds = array<i32: 4, 8>}
    default {
      ttg.warp_yield %arg0, %arg1, %arg2 : i32, i32, i32
    }
    partition0(%q: !tt.ptr<i32>, %a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %r: !tt.ptr<i32>) num_warps(4) {
      tt.store %q, %a : !tt.ptr<i32>
      tt.store %q, %c : !tt.ptr<i32>
      tt.store %r, %e : !tt.ptr<i32>
      ttg.warp_return
    }
    partition1(%q: !tt.ptr<i32>, %a: i32, %b: i32, %c: i32, %d: i32, %e: i32, %r: !tt.ptr<i32>) num_warps(4) {
      tt.store %q, %b : !tt.ptr<i32>
      ttg.warp_return
    } : (!tt.ptr<i32>, i32, i32, i32, i32, i32, !tt.ptr<i32>) -> (i32, i32, i32)
    tt.return %0#2, %0#0 : i32, i32
  }
}

// -----

// WarpSpecializeOp::canonicalize does not match: every capture and result is used.
// CHECK-LABEL: tt.func @ws_no_match(
// CHECK-NEXT: %0 = ttg.warp_specialize(%arg0, %arg1)
// CHECK-NEXT: default {
// CHECK-NEXT: ttg.warp_yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: partition0(%arg2: !tt.ptr<i32>, %arg3: i32) num_warps(4) {
// CHECK-NEXT: tt.store %arg2, %arg3 : !tt.ptr<i32>
// CHECK-NEXT: ttg.warp_return
// CHECK-NEXT: } : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: tt.return %0 : i32
// CHECK-NEXT: }

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ws_no_match(%p: !tt.ptr<i32>, %arg0: i32) -> i32 {
    %0 = ttg.warp_specialize(%p, %arg0)
    default {
      ttg.warp_yield %arg0 : i32
    }
    partition0(%q: !tt.ptr<i32>, %a: i32) num_warps(4) {
      tt.store %q, %a : !tt.ptr<i32>
      ttg.warp_return
    } : (!tt.ptr<i32>, i32) -> i32
    tt.return %0 : i32
  }
}
