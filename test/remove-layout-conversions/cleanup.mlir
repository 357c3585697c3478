// RUN: pyopt %s -split-input-file -remove-layout-conversions | FileCheck %s

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-LABEL: tt.func @fold_converts(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>, %arg2: f32) {
// CHECK-NEXT: %cst = arith.constant dense<3.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg2 : f32 -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: %2 = arith.addf %0, %cst : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %3 = arith.addf %2, %1 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: tt.store %arg1, %4 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // convert(convert(x)) becomes one convert; converts of a splat constant and of
  // a splat become the constant and the splat in the target layout.
  tt.func @fold_converts(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #blocked2>, %s: f32) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %2 = ttg.convert_layout %1 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked2>
    %cst = arith.constant dense<3.000000e+00> : tensor<64x64xf32, #blocked1>
    %3 = ttg.convert_layout %cst : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked2>
    %4 = tt.splat %s : f32 -> tensor<64x64xf32, #blocked1>
    %5 = ttg.convert_layout %4 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked2>
    %6 = arith.addf %2, %3 : tensor<64x64xf32, #blocked2>
    %7 = arith.addf %6, %5 : tensor<64x64xf32, #blocked2>
    tt.store %q, %7 : tensor<64x64x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @dead_loop_args(%arg0: tensor<512x!tt.ptr<f32>, #blocked>, %arg1: i32, %arg2: i1) -> tensor<512xf32, #blocked> {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<512xf32, #blocked>)  : i32 {
// CHECK-NEXT: %1 = tt.load %arg0 : tensor<512x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = arith.addf %arg4, %1 : tensor<512xf32, #blocked>
// CHECK-NEXT: %3 = arith.select %arg2, %2, %arg4 : tensor<512xf32, #blocked>
// CHECK-NEXT: scf.yield %3 : tensor<512xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0 : tensor<512xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Loop arguments that only feed themselves are dead and removed; so is an
  // unused scf.if result.
  tt.func @dead_loop_args(%p: tensor<512x!tt.ptr<f32>, #blocked>, %n: i32, %c: i1) -> tensor<512xf32, #blocked> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<512xf32, #blocked>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%live = %zero, %dead = %zero) -> (tensor<512xf32, #blocked>, tensor<512xf32, #blocked>) : i32 {
      %0 = tt.load %p : tensor<512x!tt.ptr<f32>, #blocked>
      %1 = arith.addf %live, %0 : tensor<512xf32, #blocked>
      %2 = arith.mulf %dead, %dead : tensor<512xf32, #blocked>
      %3:2 = scf.if %c -> (tensor<512xf32, #blocked>, tensor<512xf32, #blocked>) {
        scf.yield %1, %2 : tensor<512xf32, #blocked>, tensor<512xf32, #blocked>
      } else {
        scf.yield %live, %2 : tensor<512xf32, #blocked>, tensor<512xf32, #blocked>
      }
      scf.yield %3#0, %2 : tensor<512xf32, #blocked>, tensor<512xf32, #blocked>
    }
    tt.return %r#0 : tensor<512xf32, #blocked>
  }
}
