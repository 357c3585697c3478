// RUN: pyopt %s | filecheck %s
// RUN: pyopt %s | pyopt | filecheck %s
// Every MLIR builtin float type parses and prints, and dense constants of it
// are rounded and printed as MLIR does; f80 is x87's format (its integer bit
// stored). Expected output is Triton 3.6.0's printer on this file
// (tools/oracle.py roundtrip). (Negative values of the unsigned f8E8M0FNU are
// left out: Triton's conversion of them is undefined and varies.)

// CHECK: %cst = arith.constant dense<[1.500000e+00, 0.000000e+00, 3.000000e+00, 0.000000e+00]> : tensor<4xf4E2M1FN>
// CHECK: %cst_0 = arith.constant dense<[1.500000e+00, 1.250000e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf6E2M3FN>
// CHECK: %cst_1 = arith.constant dense<[1.500000e+00, 1.250000e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf6E3M2FN>
// CHECK: %cst_2 = arith.constant dense<[1.500000e+00, 9.375000e-02, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E3M4>
// CHECK: %cst_3 = arith.constant dense<[1.500000e+00, 1.015630e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E4M3>
// CHECK: %cst_4 = arith.constant dense<[1.500000e+00, 1.015630e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E4M3FN>
// CHECK: %cst_5 = arith.constant dense<[1.500000e+00, 1.015630e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E4M3FNUZ>
// CHECK: %cst_6 = arith.constant dense<[1.500000e+00, 1.015630e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E4M3B11FNUZ>
// CHECK: %cst_7 = arith.constant dense<[1.500000e+00, 9.375000e-02, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E5M2>
// CHECK: %cst_8 = arith.constant dense<[1.500000e+00, 9.375000e-02, 3.000000e+00, 0.000000e+00]> : tensor<4xf8E5M2FNUZ>
// CHECK: %cst_9 = arith.constant dense<[2.000000e+00, 1.250000e-01, 4.000000e+00, 5.877470e-39]> : tensor<4xf8E8M0FNU>
// CHECK: %cst_10 = arith.constant dense<[1.500000e+00, 9.997550e-02, 3.000000e+00, 0.000000e+00]> : tensor<4xtf32>
// CHECK: %cst_11 = arith.constant dense<[1.500000e+00, 1.000980e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xbf16>
// CHECK: %cst_12 = arith.constant dense<[1.500000e+00, 9.997550e-02, 3.000000e+00, 0.000000e+00]> : tensor<4xf16>
// CHECK: %cst_13 = arith.constant dense<[1.500000e+00, 1.000000e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf32>
// CHECK: %cst_14 = arith.constant dense<[1.500000e+00, 1.000000e-01, 3.000000e+00, 0.000000e+00]> : tensor<4xf64>
// CHECK: %cst_15 = arith.constant dense<[1.500000e+00, 0.100000000000000005551, 3.000000e+00, 0.000000e+00]> : tensor<4xf80>
// CHECK: %cst_16 = arith.constant dense<[1.500000e+00, 0.100000000000000005551115123125782702, 3.000000e+00, 0.000000e+00]> : tensor<4xf128>
// CHECK: %cst_17 = arith.constant dense<[-2.000000e+00, 1.0000000000000000525E+300, 4.94065645841246544177E-324, -0.000000e+00, 0x7FFF8000000000000000, 0x7FFFC000000000000000, 0.000000e+00, 0x7FFF8000000000000000]> : tensor<8xf80>
// CHECK: %cst_18 = arith.constant 0.100000000000000005551 : f80
// CHECK: %cst_19 = arith.constant 1.500000e+00 : f80
module {
  tt.func @f() {
    %c0 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf4E2M1FN>
    %c1 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf6E2M3FN>
    %c2 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf6E3M2FN>
    %c3 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E3M4>
    %c4 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E4M3>
    %c5 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E4M3FN>
    %c6 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E4M3FNUZ>
    %c7 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E4M3B11FNUZ>
    %c8 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E5M2>
    %c9 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E5M2FNUZ>
    %c10 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf8E8M0FNU>
    %c11 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xtf32>
    %c12 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xbf16>
    %c13 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf16>
    %c14 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf32>
    %c15 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf64>
    %c16 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf80>
    %c17 = arith.constant dense<[1.5, 0.1, 3.0, 0.0]> : tensor<4xf128>
    %x0 = arith.constant dense<[-2.0, 1.0e+300, 4.9406564584124654E-324, -0.0, 0x7FFF8000000000000000, 0x7FFFC000000000000000, 1.0e-4000, 1.0e+4000]> : tensor<8xf80>
    %x1 = arith.constant 0.1 : f80
    %x2 = arith.constant 0x3FFFC000000000000000 : f80
    tt.return
  }
}
