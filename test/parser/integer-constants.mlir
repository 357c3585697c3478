// RUN: pyopt %s | FileCheck %s
// Integers are held at their type's width and printed signed (unsigned for ui
// types); equal dense elements print as a splat; more than 100 distinct
// integer elements print as raw hex.  Each expected line is Triton's print.

module {
  // CHECK-LABEL: tt.func @ints
  tt.func @ints() {
    // CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
    %a = arith.constant 255 : i8
    // CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
    %b = arith.constant 128 : i8
    // CHECK-NEXT: %cst = arith.constant dense<1> : tensor<2x2xi8>
    %c = arith.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi8>
    // CHECK-NEXT: %cst_0 = arith.constant dense<-1> : tensor<2xi8>
    %d = arith.constant dense<[-1, 255]> : tensor<2xi8>
    // CHECK-NEXT: %cst_1 = arith.constant dense<true> : tensor<2xi1>
    %e = arith.constant dense<[true, true]> : tensor<2xi1>
    // CHECK-NEXT: %cst_2 = arith.constant dense<"0x000001000200030004000500060007000800090
    %f = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100]> : tensor<101xi16>
    tt.return
  }
}
