// --mlir-elide-elementsattrs-if-larger=N: an elements attribute of more than N elements that is
// not a splat prints as dense_resource<__elided__>.  CHECK lines: real MLIR's output.
// RUN: pyopt %s --mlir-elide-elementsattrs-if-larger=2 | filecheck %s
// RUN: pyopt %s --mlir-elide-elementsattrs-if-larger 4 | filecheck %s --check-prefix=FOUR
// CHECK: %cst = arith.constant dense_resource<__elided__> : tensor<4xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %cst_1 = arith.constant dense<7> : tensor<128xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense_resource<__elided__> : tensor<2x2xi32>
// CHECK-NEXT: %cst_3 = arith.constant {bar = dense_resource<__elided__> : tensor<3xi1>, foo = array<i32: 1, 2, 3, 4, 5>} dense_resource<__elided__> : tensor<5xi32>
// FOUR: %cst = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
// FOUR: %cst_3 = arith.constant {bar = dense<[true, false, true]> : tensor<3xi1>, foo = array<i32: 1, 2, 3, 4, 5>} dense_resource<__elided__> : tensor<5xi32>
module {
  tt.func public @k() {
    %0 = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
    %1 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %2 = arith.constant dense<7> : tensor<128xi32>
    %3 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
    %4 = arith.constant {foo = array<i32: 1, 2, 3, 4, 5>, bar = dense<[true, false, true]> : tensor<3xi1>} dense<"0x0100000002000000030000000400000005000000"> : tensor<5xi32>
    tt.return
  }
}
