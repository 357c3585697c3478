// RUN: pyopt %s | filecheck %s
// RUN: not pyopt %S/Inputs/load-three-commas.mlir 2>&1 | filecheck %s --check-prefix=ERR
// Empty optional operands: Triton's generated parsers read `, $mask` and
// `, $other` each as a comma and then an optional operand, so every slot may
// be left empty (`%p,,`, `%p, %m,`, `%p,, {...}`); what is printed afterwards
// leaves the empty slots out. A third comma is not an operand slot: "expected
// ':'" at it. Each output line and the error were compared with Triton 3.6.0
// (tools/oracle.py roundtrip and accepts).

tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<4xi1>, %v: tensor<4xf32>) {
  // CHECK: %0 = tt.load %arg0 : tensor<4x!tt.ptr<f32>>
  %0 = tt.load %p,, : tensor<4x!tt.ptr<f32>>
  // CHECK-NEXT: %1 = tt.load %arg0, %arg1 : tensor<4x!tt.ptr<f32>>
  %1 = tt.load %p, %m, : tensor<4x!tt.ptr<f32>>
  // CHECK-NEXT: %2 = tt.load %arg0 {isVolatile = true} : tensor<4x!tt.ptr<f32>>
  %2 = tt.load %p,, {isVolatile = true} : tensor<4x!tt.ptr<f32>>
  // CHECK-NEXT: %3 = tt.load %arg0 cacheModifier = ca : tensor<4x!tt.ptr<f32>>
  %3 = tt.load %p,, cacheModifier = ca : tensor<4x!tt.ptr<f32>>
  // CHECK-NEXT: tt.store %arg0, %arg2 : tensor<4x!tt.ptr<f32>>
  tt.store %p, %v, : tensor<4x!tt.ptr<f32>>
  // CHECK-NEXT: %4 = tt.atomic_rmw fadd, acq_rel, gpu, %arg0, %arg2 : (tensor<4x!tt.ptr<f32>>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v, : (tensor<4x!tt.ptr<f32>>, tensor<4xf32>) -> tensor<4xf32>
  tt.return
}

// ERR: load-three-commas.mlir:3:22: error: expected ':'
