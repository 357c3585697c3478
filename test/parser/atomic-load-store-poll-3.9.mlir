// RUN: pyopt --triton-version=3.9 %s -canonicalize -cse | filecheck %s
// tt.atomic_load, tt.atomic_store and tt.atomic_poll, new in Triton 3.9 (tl.atomic_load,
// tl.atomic_store, tl.atomic_poll; corpus kernel atomic_flag_handoff).  The CHECK lines are
// Triton 3.9.0's output for this file with -canonicalize -cse (tools/oracle.py run under
// its venv): the ops are kept unused (they have memory effects).  Errors:
// test/verifier/atomic-load-store-poll-3.9.mlir.

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: %0 = tt.atomic_load acquire, gpu, %arg0 : (!tt.ptr<f32>) -> f32
// CHECK-NEXT: %1 = tt.atomic_load relaxed, sys, %arg2, %arg3 : (tensor<8x!tt.ptr<f32>>, tensor<8xi1>) -> tensor<8xf32>
// CHECK-NEXT: tt.atomic_store relaxed, cta, %arg0, %0 : !tt.ptr<f32>
// CHECK-NEXT: tt.atomic_store release, gpu, %arg2, %1, %arg3 : tensor<8x!tt.ptr<f32>>
// CHECK-NEXT: %2 = tt.atomic_poll acquire, gpu, %arg1, %arg4 : !tt.ptr<i32>, i32 -> i1
// CHECK-NEXT: %3 = tt.atomic_poll relaxed, cta, %arg1, %arg4 timeout %arg5 : !tt.ptr<i32>, i32 -> i1
// CHECK-NEXT: tt.return
tt.func @f(%p: !tt.ptr<f32>, %q: !tt.ptr<i32>, %t: tensor<8x!tt.ptr<f32>>, %m: tensor<8xi1>, %i: i32, %n: i64) {
  %0 = tt.atomic_load acquire, gpu, %p : (!tt.ptr<f32>) -> f32
  %1 = tt.atomic_load relaxed, sys, %t, %m : (tensor<8x!tt.ptr<f32>>, tensor<8xi1>) -> tensor<8xf32>
  tt.atomic_store relaxed, cta, %p, %0 : !tt.ptr<f32>
  tt.atomic_store release, gpu, %t, %1, %m : tensor<8x!tt.ptr<f32>>
  %2 = tt.atomic_poll acquire, gpu, %q, %i : !tt.ptr<i32>, i32 -> i1
  %3 = tt.atomic_poll relaxed, cta, %q, %i timeout %n : !tt.ptr<i32>, i32 -> i1
  tt.return
}
