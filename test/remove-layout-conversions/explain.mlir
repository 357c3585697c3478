// RUN: pyopt %s -split-input-file -remove-layout-conversions=explain=true -o %t 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @too_costly(%arg0: f32, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg2: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %1 = math.exp %0 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %2 = math.log %1 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %3 = math.sqrt %2 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %4 = math.sin %3 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %5 = math.cos %4 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: tt.store %arg2, %5 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: %6 = ttg.convert_layout %5 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg1, %6 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // REMARK: explain.mlir:34:10: remark: convert_layout from #blocked1 to #blocked kept: recomputing the 6 op(s) producing its source in the target layout would cost 655360, more than the conversion's 524288
  // Five expensive math ops (8 units per byte each, 64x64xf32 = 16384 bytes)
  // also feed a store, so recomputing them costs 5 * 8 * 16384 = 655360, more
  // than the convert's 32 * 16384 = 524288.
  tt.func @too_costly(%s: f32, %q: tensor<64x64x!tt.ptr<f32>, #blocked>, %r: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %0 = tt.splat %s : f32 -> tensor<64x64xf32, #blocked1>
    %1 = math.exp %0 : tensor<64x64xf32, #blocked1>
    %2 = math.log %1 : tensor<64x64xf32, #blocked1>
    %3 = math.sqrt %2 : tensor<64x64xf32, #blocked1>
    %4 = math.sin %3 : tensor<64x64xf32, #blocked1>
    %5 = math.cos %4 : tensor<64x64xf32, #blocked1>
    tt.store %r, %5 : tensor<64x64x!tt.ptr<f32>, #blocked1>
    %6 = ttg.convert_layout %5 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %6 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @cheap_enough(%arg0: f32, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg2: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg0 : f32 -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %2 = math.exp %0 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %3 = math.exp %1 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %4 = math.log %2 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %5 = math.log %3 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %6 = math.sqrt %4 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %7 = math.sqrt %5 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %8 = math.sin %6 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %9 = math.sin %7 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: tt.store %arg2, %9 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.store %arg1, %8 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Four of them cost 4 * 8 * 16384 = 524288, not more than the convert: the
  // chain is recomputed in #blocked and no convert is left.
  tt.func @cheap_enough(%s: f32, %q: tensor<64x64x!tt.ptr<f32>, #blocked>, %r: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %0 = tt.splat %s : f32 -> tensor<64x64xf32, #blocked1>
    %1 = math.exp %0 : tensor<64x64xf32, #blocked1>
    %2 = math.log %1 : tensor<64x64xf32, #blocked1>
    %3 = math.sqrt %2 : tensor<64x64xf32, #blocked1>
    %4 = math.sin %3 : tensor<64x64xf32, #blocked1>
    tt.store %r, %4 : tensor<64x64x!tt.ptr<f32>, #blocked1>
    %6 = ttg.convert_layout %4 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %6 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @loop_result(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: %0 = scf.for %arg2 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg3 = %cst) -> (tensor<64x64xf32, #blocked1>)  : i32 {
// CHECK-NEXT: %2 = arith.addf %arg3, %cst : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: scf.yield %2 : tensor<64x64xf32, #blocked1>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg0, %1 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // REMARK: explain.mlir:110:10: remark: convert_layout from #blocked1 to #blocked kept: producing its source in the target layout fails at the result of scf.for (line 106): it would have to change the layout of a scf.for result
  // REMARK-NOT: remark
  // The value comes out of a loop: Triton does not rematerialise through loop
  // results.
  tt.func @loop_result(%q: tensor<64x64x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %one = arith.constant dense<1.000000e+00> : tensor<64x64xf32, #blocked1>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %one) -> (tensor<64x64xf32, #blocked1>) : i32 {
      %0 = arith.addf %acc, %one : tensor<64x64xf32, #blocked1>
      scf.yield %0 : tensor<64x64xf32, #blocked1>
    }
    %1 = ttg.convert_layout %r : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %1 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
