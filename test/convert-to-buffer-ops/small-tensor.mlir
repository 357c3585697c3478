// RUN: pyopt %s -convert-to-buffer-ops="arch-generation-name=gfx942 analyze-small-tensor-ofst=true" | FileCheck %s

// analyze-small-tensor-ofst=true: a base with tt.pointer_range = 32 no longer settles it; the
// offsets need the range proof too.
// CHECK-LABEL: tt.func @small_tensor(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = amdg.buffer_load %arg0[%0] : tensor<1024xf32, #blocked>
// CHECK-NEXT: %3 = tt.splat %arg1 : i32 -> tensor<1024xi32, #blocked>
// CHECK-NEXT: %4 = arith.addi %3, %0 : tensor<1024xi32, #blocked>
// CHECK-NEXT: %5 = tt.addptr %1, %4 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: tt.store %5, %2 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @small_tensor(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %n: i32) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %p0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %a0 = tt.addptr %p0, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v = tt.load %a0 : tensor<1024x!tt.ptr<f32>, #blocked>
    %ns = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %off = arith.addi %ns, %range : tensor<1024xi32, #blocked>
    %a1 = tt.addptr %p0, %off : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %a1, %v : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
