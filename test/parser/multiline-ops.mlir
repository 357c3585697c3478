// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// Hand-written IR (Triton's own lit tests) breaks ops over lines and spells
// enum cases as strings; the printed form is Triton's (compared with
// Triton 3.6.0 when this test was written).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32},
           %arg1: i32) {
  %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
  %1 = tt.splat %arg1 : i32 -> tensor<128xi32, #blocked>
  %2 = arith.cmpi "slt", %0, %1 : tensor<128xi32, #blocked>
  %3 = tt.splat %arg0 : !tt.ptr<f32> ->
         tensor<128x!tt.ptr<f32>, #blocked>
  tt.return
}
}
// CHECK:  tt.func @f(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32) {
// CHECK:    %2 = arith.cmpi slt, %0, %1 : tensor<128xi32, #blocked>
// CHECK-NEXT:    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
