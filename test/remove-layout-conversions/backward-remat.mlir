// RUN: pyopt %s -split-input-file -remove-layout-conversions | FileCheck %s

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @remat_pointer_chain(%arg0: !tt.ptr<f32>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>) {
// CHECK-NEXT: %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// CHECK-NEXT: %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<64x1xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
// CHECK-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: %4 = tt.addptr %3, %2 : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
// CHECK-NEXT: %5 = tt.load %4 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: %6 = ttg.convert_layout %5 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg1, %6 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Pointer arithmetic built from make_range/expand_dims/broadcast is recomputed
  // in the layout the load needs instead of converting the pointers.
  tt.func @remat_pointer_chain(%base: !tt.ptr<f32>, %q: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %2 = tt.broadcast %1 : tensor<64x1xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %3 = tt.splat %base : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked1>
    %4 = tt.addptr %3, %2 : tensor<64x64x!tt.ptr<f32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %5 = ttg.convert_layout %4 : tensor<64x64x!tt.ptr<f32>, #blocked1> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %6 = tt.load %5 : tensor<64x64x!tt.ptr<f32>, #blocked>
    %7 = ttg.convert_layout %6 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    tt.store %q, %7 : tensor<64x64x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @remat_too_costly(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>, %arg2: tensor<64x64x!tt.ptr<f32>, #blocked>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = math.exp %0 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %2 = math.log %1 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %3 = math.sqrt %2 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: tt.store %arg2, %3 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %4 = ttg.convert_layout %3 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// CHECK-NEXT: tt.store %arg1, %4 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Recomputing would duplicate the expensive math that also feeds another
  // user: the cost model keeps the convert.
  tt.func @remat_too_costly(%p: tensor<64x64x!tt.ptr<f32>, #blocked1>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>, %r: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked1>
    %1 = math.exp %0 : tensor<64x64xf32, #blocked1>
    %2 = math.log %1 : tensor<64x64xf32, #blocked1>
    %3 = math.sqrt %2 : tensor<64x64xf32, #blocked1>
    tt.store %r, %3 : tensor<64x64x!tt.ptr<f32>, #blocked1>
    %4 = ttg.convert_layout %3 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func @remat_through_loop(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: i32) {
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
  // A loop-carried value is rematerialised backwards through the loop: the
  // loop gets a new iteration argument in the other layout.
  tt.func @remat_through_loop(%q: tensor<64x64x!tt.ptr<f32>, #blocked>, %n: i32) {
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
