// RUN: pyopt %s -canonicalize -mlir-print-debuginfo | FileCheck %s

// The ops Canonicalize.td's patterns build take the fused location of the ops
// they matched, the root's first (real Triton prints the same locations).
// Nested fused locations are flattened and duplicates dropped.

// CHECK-LABEL: tt.func @fused_locs(
// CHECK-NEXT: tt.splat %arg0 : f32 -> tensor<32x64xf32> loc([[SPLAT:#loc[0-9]+]])
// CHECK-NEXT: tt.broadcast %arg1 : tensor<1x1xf32> -> tensor<32x64xf32> loc([[BCAST:#loc[0-9]+]])
// CHECK-DAG: [[L4:#loc[0-9]+]] = loc("k.py":4:9)
// CHECK-DAG: [[L3:#loc[0-9]+]] = loc("k.py":3:7)
// CHECK-DAG: [[L6:#loc[0-9]+]] = loc("k.py":6:9)
// CHECK-DAG: [[L5:#loc[0-9]+]] = loc("k.py":5:9)
// CHECK-DAG: [[SPLAT]] = loc(fused[[[L4]], [[L3]]])
// CHECK-DAG: [[BCAST]] = loc(fused[[[L6]], [[L5]]])

tt.func @fused_locs(%x: f32, %y: tensor<1x1xf32>) -> (tensor<32x64xf32>, tensor<32x64xf32>) {
  %0 = tt.splat %x : f32 -> tensor<1x64xf32> loc("k.py":3:7)
  %1 = tt.broadcast %0 : tensor<1x64xf32> -> tensor<32x64xf32> loc("k.py":4:9)
  %2 = tt.broadcast %y : tensor<1x1xf32> -> tensor<1x64xf32> loc("k.py":5:9)
  %3 = tt.broadcast %2 : tensor<1x64xf32> -> tensor<32x64xf32> loc(fused["k.py":6:9, "k.py":5:9])
  tt.return %1, %3 : tensor<32x64xf32>, tensor<32x64xf32> loc("k.py":7:3)
} loc("k.py":1:1)
