// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// Type aliases under any name are read and printed inline (Triton's dialects
// name no type aliases); attribute aliases are renamed.  The expected text is
// what Triton 3.6.0 prints for this file.
!ptr = !tt.ptr<f32>
#bl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
!ten = tensor<128x!ptr, #bl>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%arg0: !ptr) {
    %0 = tt.splat %arg0 : !ptr -> !ten
    tt.return
  }
}
// CHECK:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT:module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT:  tt.func @f(%arg0: !tt.ptr<f32>) {
// CHECK-NEXT:    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
