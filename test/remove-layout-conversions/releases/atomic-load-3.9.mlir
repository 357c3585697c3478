// Triton 3.9's tt.atomic_load is a layout anchor whatever its size and is never rematerialised,
// as the other atomics: its layout flows forward to arith.addf and the convert moves to the store.
// Input written for pyopt; CHECK lines are Triton 3.9.0's output (the pass run alone through its
// triton._C.libtriton).
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R39
// R39: #blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R39-NEXT: tt.func public @aload_small(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
// R39-NEXT: %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
// R39-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
// R39-NEXT: %2 = tt.addptr %1, %0 : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
// R39-NEXT: %3 = tt.atomic_load acquire, gpu, %2 : (tensor<64x!tt.ptr<f32>, #blocked>) -> tensor<64xf32, #blocked>
// R39-NEXT: %4 = arith.addf %3, %3 : tensor<64xf32, #blocked>
// R39-NEXT: %5 = ttg.convert_layout %4 : tensor<64xf32, #blocked> -> tensor<64xf32, #blocked1>
// R39-NEXT: %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
// R39-NEXT: %7 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1>
// R39-NEXT: %8 = tt.addptr %7, %6 : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1>
// R39-NEXT: tt.store %8, %5 : tensor<64x!tt.ptr<f32>, #blocked1>
// R39-NEXT: tt.return
// R39-NEXT: }
// R39-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @aload_small(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked1>
    %2 = tt.addptr %1, %0 : tensor<64x!tt.ptr<f32>, #blocked1>, tensor<64xi32, #blocked1>
    %3 = tt.atomic_load acquire, gpu, %2 : (tensor<64x!tt.ptr<f32>, #blocked1>) -> tensor<64xf32, #blocked1>
    %4 = ttg.convert_layout %3 : tensor<64xf32, #blocked1> -> tensor<64xf32, #blocked>
    %5 = arith.addf %4, %4 : tensor<64xf32, #blocked>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked>
    %7 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %6 : tensor<64x!tt.ptr<f32>, #blocked>, tensor<64xi32, #blocked>
    tt.store %8, %5 : tensor<64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
