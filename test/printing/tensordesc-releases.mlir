// RUN: pyopt %s | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.7 %s | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.8 %s | filecheck %s --check-prefix=NEW
// RUN: pyopt --triton-version=3.9 %s | filecheck %s --check-prefix=NEW
// !tt.tensordesc is spelled around a tensor type up to Triton 3.7 and as shape x element
// type[, layout] from 3.8 (triton-lang/triton#9851).  pyopt reads both spellings under
// every release (they do not clash) and prints the target release's.  The expected
// lines are what each wheel prints for the input in its own spelling (tools/oracle.py
// roundtrip with Triton 3.6.0, 3.7.1, 3.8.0 and 3.9.0); 3.8 and 3.9 refuse the old
// spelling and 3.6/3.7 the new one, pyopt does not.

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-warps" = 4 : i32} {
  // OLD: tt.func @f(%arg0: !tt.tensordesc<tensor<64x64xf16, #shared>>, %arg1: !tt.tensordesc<tensor<64x32xf16, #shared>>, %arg2: !tt.tensordesc<tensor<8xi32>>, %arg3: !tt.tensordesc<tensor<16x128xf32>>)
  // NEW: tt.func @f(%arg0: !tt.tensordesc<64x64xf16, #shared>, %arg1: !tt.tensordesc<64x32xf16, #shared>, %arg2: !tt.tensordesc<8xi32>, %arg3: !tt.tensordesc<16x128xf32>)
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #shared>>, %e: !tt.tensordesc<64x32xf16, #shared>, %h: !tt.tensordesc<tensor<8xi32>>, %g: !tt.tensordesc<16x128xf32>) {
    // OLD: tt.descriptor_load %arg3[%c0_i32, %c0_i32] : !tt.tensordesc<tensor<16x128xf32>> -> tensor<16x128xf32>
    // NEW: tt.descriptor_load %arg3[%c0_i32, %c0_i32] : !tt.tensordesc<16x128xf32> -> tensor<16x128xf32>
    %c0 = arith.constant 0 : i32
    %0 = tt.descriptor_load %g[%c0, %c0] : !tt.tensordesc<16x128xf32> -> tensor<16x128xf32>
    tt.return
  }
}
