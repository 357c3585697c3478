// RUN: pyopt --triton-version=3.9 %s --split-input-file | filecheck %s
// RUN: not pyopt --triton-version=3.9 %S/Inputs/ptr-address-space-errors.mlir --split-input-file 2>&1 | filecheck %s --check-prefix=ERR39
// RUN: not pyopt --triton-version=3.8 %S/Inputs/ptr-address-space-names.mlir 2>&1 | filecheck %s --check-prefix=ERR38
// !tt.ptr's address space from Triton 3.9 (upstream change not found) is a quoted name:
// "global" (the default, elided) or "constant"; an integer is "expected string", another name
// "invalid pointer address space".  Up to 3.8 it is an integer ("expected integer value" for a
// name).  Expected output and messages: the 3.9.0 and 3.8.0 wheels' (tools/oracle.py roundtrip).

// CHECK: tt.func @f(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32, "constant">, %arg2: tensor<4x!tt.ptr<i8, "constant">>)
module {
  tt.func @f(%p: !tt.ptr<f32, "global">, %q: !tt.ptr<f32, "constant">, %t: tensor<4x!tt.ptr<i8, "constant">>) {
    tt.return
  }
}

// ERR39: ptr-address-space-errors.mlir:2:31: error: expected string
// ERR39: ptr-address-space-errors.mlir:8:39: error: invalid pointer address space 'shared'
// ERR39: ptr-address-space-errors.mlir:14:33: error: invalid pointer address space ''
// ERR38: ptr-address-space-names.mlir:2:31: error: expected integer value
