// RUN: pyopt %s --split-input-file -canonicalize | FileCheck %s

// CononicalizeExtractSliceAndConcat: a slice with the type of the concat's
// operands is the operand its offsets fall in (row-major tiles); a slice of
// another shape stays.
// CHECK-LABEL: tt.func @slice_of_concat(
// CHECK-NEXT: %0 = amdg.concat %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7 : tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked> -> tensor<128x128xf32, #blocked>
// CHECK-NEXT: %1 = amdg.extract_slice %0 [64, 64] : tensor<128x128xf32, #blocked> to tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.return %arg3, %arg6, %arg0, %1 : tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<64x64xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @slice_of_concat(%a0: tensor<32x64xf32, #blocked>, %a1: tensor<32x64xf32, #blocked>, %a2: tensor<32x64xf32, #blocked>, %a3: tensor<32x64xf32, #blocked>, %a4: tensor<32x64xf32, #blocked>, %a5: tensor<32x64xf32, #blocked>, %a6: tensor<32x64xf32, #blocked>, %a7: tensor<32x64xf32, #blocked>) -> (tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<64x64xf32, #blocked>) {
    %1 = amdg.concat %a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7 : tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked> -> tensor<128x128xf32, #blocked>
    %2 = amdg.extract_slice %1 [32, 64] : tensor<128x128xf32, #blocked> to tensor<32x64xf32, #blocked>
    %3 = amdg.extract_slice %1 [96, 0] : tensor<128x128xf32, #blocked> to tensor<32x64xf32, #blocked>
    %4 = amdg.extract_slice %1 [0, 0] : tensor<128x128xf32, #blocked> to tensor<32x64xf32, #blocked>
    %5 = amdg.extract_slice %1 [64, 64] : tensor<128x128xf32, #blocked> to tensor<64x64xf32, #blocked>
    tt.return %2, %3, %4, %5 : tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xf32, #blocked>, tensor<64x64xf32, #blocked>
  }
}

// -----

// foldConcatOpFromSingleSource: a one-operand concat is its operand; a slice
// of a non-concat stays.
// CHECK-LABEL: tt.func @singleton_concat(
// CHECK-NEXT: %0 = amdg.extract_slice %arg1 [64, 0] : tensor<256x128xf32, #blocked> to tensor<64x128xf32, #blocked>
// CHECK-NEXT: tt.return %arg0, %0 : tensor<128x128xf32, #blocked>, tensor<64x128xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @singleton_concat(%arg0: tensor<128x128xf32, #blocked>, %arg1: tensor<256x128xf32, #blocked>) -> (tensor<128x128xf32, #blocked>, tensor<64x128xf32, #blocked>) {
    %1 = amdg.concat %arg0 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked>
    %2 = amdg.extract_slice %arg1 [64, 0] : tensor<256x128xf32, #blocked> to tensor<64x128xf32, #blocked>
    tt.return %1, %2 : tensor<128x128xf32, #blocked>, tensor<64x128xf32, #blocked>
  }
}

// -----

// A one-operand concat's uses are replaced behind the driver's back; the slice
// of it is matched once the driver revisits it.
// CHECK-LABEL: tt.func @singleton_concat_then_slice(
// CHECK-NEXT: %0 = amdg.extract_slice %arg0 [0, 0] : tensor<128x128xf32, #blocked> to tensor<128x128xf32, #blocked>
// CHECK-NEXT: %1 = arith.addf %0, %arg0 : tensor<128x128xf32, #blocked>
// CHECK-NEXT: tt.return %1 : tensor<128x128xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @singleton_concat_then_slice(%arg0: tensor<128x128xf32, #blocked>) -> tensor<128x128xf32, #blocked> {
    %1 = amdg.concat %arg0 : tensor<128x128xf32, #blocked> -> tensor<128x128xf32, #blocked>
    %2 = amdg.extract_slice %1 [0, 0] : tensor<128x128xf32, #blocked> to tensor<128x128xf32, #blocked>
    %3 = arith.addf %2, %1 : tensor<128x128xf32, #blocked>
    tt.return %3 : tensor<128x128xf32, #blocked>
  }
}
