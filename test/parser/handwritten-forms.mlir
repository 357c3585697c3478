// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// Forms hand-written IR uses that Triton 3.6.0 accepts: an alias broken over
// lines with comments inside and after it, a space before a type's '<', and
// tt.load's comma with no mask after it.  CHECK lines: Triton's output.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], // a comment
                         warpsPerCTA = [4], order = [0]}> // trailing comment
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !tt.ptr<f32>, %arg1: tensor<128xi64, #blocked>) {
    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %1 = arith.trunci %arg1 : tensor<128xi64, #blocked> to tensor <128xi32, #blocked>
    %2 = tt.addptr %0, %1 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %3 = tt.load %2, : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
// CHECK:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT:module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:  tt.func @f(%arg0: !tt.ptr<f32>, %arg1: tensor<128xi64, #blocked>) {
// CHECK-NEXT:    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:    %1 = arith.trunci %arg1 : tensor<128xi64, #blocked> to tensor<128xi32, #blocked>
// CHECK-NEXT:    %2 = tt.addptr %0, %1 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
// CHECK-NEXT:    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
