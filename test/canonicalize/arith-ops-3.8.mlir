// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s
// Folders and patterns of the arith ops the MLIR of Triton 3.8 adds: subui_extended (x - 0,
// x - x, constants, an unused borrow makes it a subi), flush_denormals (idempotent; a
// denormal constant becomes the zero of its sign), convertf (a constant the result type
// holds exactly; an inexact one is kept whatever the rounding mode).  The CHECK lines are
// what the Triton 3.9.0 wheel's canonicalizer prints for this input (libtriton's
// add_canonicalizer); 3.8.0 prints the same.

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: %cst = arith.constant dense<[true, false, false, false]> : tensor<4xi1>
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c-2_i32 = arith.constant -2 : i32
// CHECK-NEXT: %cst_0 = arith.constant 1.007810e+00 : f16
// CHECK-NEXT: %cst_1 = arith.constant 3.140630e+00 : bf16
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst_4 = arith.constant 1.000980e+00 : f16
// CHECK-NEXT: %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.flush_denormals %arg2 : f32
// CHECK-NEXT: %2 = arith.convertf %cst_4 to_nearest_away : f16 to bf16
// CHECK-NEXT: tt.return %0, %c0_i32, %false, %1, %cst_3, %cst_2, %cst_1, %2, %cst_0, %c-2_i32, %true, %cst : i32, i32, i1, f32, f32, f32, bf16, bf16, f16, i32, i1, tensor<4xi1>

tt.func @f(%a: i32, %b: i32, %x: f32, %t: tensor<4xi32>) -> (i32, i32, i1, f32, f32, f32, bf16, bf16, f16, i32, i1, tensor<4xi1>) {
  %d, %bo = arith.subui_extended %a, %b : i32, i1
  %d2, %bo2 = arith.subui_extended %a, %a : i32, i1
  %e = arith.flush_denormals %x : f32
  %e2 = arith.flush_denormals %e : f32
  %tiny = arith.constant 1.0e-40 : f32
  %neg = arith.constant -1.0e-40 : f32
  %f = arith.flush_denormals %tiny : f32
  %g = arith.flush_denormals %neg : f32
  %c = arith.constant 3.140625 : f16
  %k = arith.convertf %c : f16 to bf16
  %c1 = arith.constant 1.0009765625 : f16
  %k1 = arith.convertf %c1 to_nearest_away : f16 to bf16
  %c2 = arith.constant 1.0078125 : bf16
  %k2 = arith.convertf %c2 : bf16 to f16
  %five = arith.constant 5 : i32
  %seven = arith.constant 7 : i32
  %zero = arith.constant 0 : i32
  %d3, %bo3 = arith.subui_extended %five, %seven : i32, i1
  %d4, %bo4 = arith.subui_extended %a, %zero : i32, i1
  %ct = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %ct2 = arith.constant dense<2> : tensor<4xi32>
  %d5, %bo5 = arith.subui_extended %ct, %ct2 : tensor<4xi32>, tensor<4xi1>
  tt.return %d, %d2, %bo2, %e2, %f, %g, %k, %k1, %k2, %d3, %bo3, %bo5 : i32, i32, i1, f32, f32, f32, bf16, bf16, f16, i32, i1, tensor<4xi1>
}
