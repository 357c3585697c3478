// RUN: pyopt %s -canonicalize | FileCheck %s
// gpu.barrier declares no memory effects, so its effects are unknown: it is
// never erased, and a store between two barriers stays (real Triton 3.6.0's
// -canonicalize prints this input unchanged).

// CHECK-LABEL: tt.func @barriers
// CHECK-NEXT:    gpu.barrier
// CHECK-NEXT:    tt.store %arg0, %arg1 : !tt.ptr<i32>
// CHECK-NEXT:    gpu.barrier {foo = 1 : i32}
// CHECK-NEXT:    tt.return
module {
  tt.func @barriers(%p: !tt.ptr<i32>, %a: i32) {
    gpu.barrier
    tt.store %p, %a : !tt.ptr<i32>
    gpu.barrier {foo = 1 : i32}
    tt.return
  }
}
