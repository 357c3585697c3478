// RUN: pyopt %s -split-input-file -remove-layout-conversions | FileCheck %s

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @for_carried(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg2: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32 iter_args(%arg4 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
// CHECK-NEXT: %1 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = arith.addf %arg4, %1 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: scf.yield %2 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: } {tt.num_stages = 2 : i32}
// CHECK-NEXT: tt.store %arg1, %0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The loop-carried accumulator takes the load's layout: the loop is rebuilt.
  tt.func @for_carried(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<64x64xf32, #blocked1>) : i32 {
      %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
      %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
      %2 = arith.addf %acc, %1 : tensor<64x64xf32, #blocked1>
      scf.yield %2 : tensor<64x64xf32, #blocked1>
    } {tt.num_stages = 2 : i32}
    %3 = ttg.convert_layout %r : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %3 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @if_results(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg2: i1) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = scf.if %arg2 -> (tensor<64x64xf32, #blocked>) {
// CHECK-NEXT: %2 = arith.mulf %0, %0 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: scf.yield %2 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0 : tensor<64x64xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %arg1, %1 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Both branches of an scf.if are rewritten to the load's layout.
  tt.func @if_results(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %q: tensor<64x64x!tt.ptr<f32>, #blocked>, %c: i1) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %2 = scf.if %c -> (tensor<64x64xf32, #blocked1>) {
      %3 = arith.mulf %1, %1 : tensor<64x64xf32, #blocked1>
      scf.yield %3 : tensor<64x64xf32, #blocked1>
    } else {
      scf.yield %1 : tensor<64x64xf32, #blocked1>
    }
    %4 = ttg.convert_layout %2 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
    tt.store %q, %4 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func @while_carried(%arg0: tensor<1024x!tt.ptr<f32>, #blocked>, %arg1: tensor<1024x!tt.ptr<f32>, #blocked>, %arg2: i32) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %0, %arg4 = %c0_i32) : (tensor<1024xf32, #blocked>, i32) -> (tensor<1024xf32, #blocked>, i32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg2 : i32
// CHECK-NEXT: scf.condition(%2) %arg3, %arg4 : tensor<1024xf32, #blocked>, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: tensor<1024xf32, #blocked>, %arg4: i32):
// CHECK-NEXT: %2 = arith.addf %arg3, %arg3 : tensor<1024xf32, #blocked>
// CHECK-NEXT: %3 = arith.addi %arg4, %c1_i32 : i32
// CHECK-NEXT: scf.yield %2, %3 : tensor<1024xf32, #blocked>, i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.store %arg1, %1#0 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // A while loop's carried tensor follows the layout flowing into it.
  tt.func @while_carried(%p: tensor<1024x!tt.ptr<f32>, #blocked>, %q: tensor<1024x!tt.ptr<f32>, #blocked>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %0 = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %0 : tensor<1024xf32, #blocked> -> tensor<1024xf32, #blocked1>
    %2:2 = scf.while (%x = %1, %i = %c0) : (tensor<1024xf32, #blocked1>, i32) -> (tensor<1024xf32, #blocked1>, i32) {
      %3 = arith.cmpi slt, %i, %n : i32
      scf.condition(%3) %x, %i : tensor<1024xf32, #blocked1>, i32
    } do {
    ^bb0(%y: tensor<1024xf32, #blocked1>, %j: i32):
      %4 = arith.addf %y, %y : tensor<1024xf32, #blocked1>
      %5 = arith.addi %j, %c1 : i32
      scf.yield %4, %5 : tensor<1024xf32, #blocked1>, i32
    }
    %6 = ttg.convert_layout %2#0 : tensor<1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
    tt.store %q, %6 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func @reduce_slices(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>, %arg2: !tt.ptr<f32>) {
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<64x64x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = "tt.reduce"(%0) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.maxnumf %arg3, %arg4 : f32
// CHECK-NEXT: tt.reduce.return %4 : f32
// CHECK-NEXT: }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: tt.store %arg1, %1 : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %2 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: tt.reduce.return %4 : f32
// CHECK-NEXT: }) : (tensor<64x64xf32, #blocked>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
// CHECK-NEXT: %3 = "tt.reduce"(%2) <{axis = 0 : i32}> ({
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %4 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: tt.reduce.return %4 : f32
// CHECK-NEXT: }) : (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) -> f32
// CHECK-NEXT: tt.store %arg2, %3 : !tt.ptr<f32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // Reductions: the source layout flows through tt.reduce into a slice layout,
  // and a reduction to a scalar takes its operand as it comes.
  tt.func @reduce_slices(%p: tensor<64x64x!tt.ptr<f32>, #blocked>, %q: tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>, %s: !tt.ptr<f32>) {
    %0 = tt.load %p : tensor<64x64x!tt.ptr<f32>, #blocked>
    %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
    %2 = "tt.reduce"(%1) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.maxnumf %a, %b : f32
      tt.reduce.return %m : f32
    }) : (tensor<64x64xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %3 = ttg.convert_layout %2 : tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.store %q, %3 : tensor<64x!tt.ptr<f32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = "tt.reduce"(%1) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      tt.reduce.return %m : f32
    }) : (tensor<64x64xf32, #blocked1>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %5 = "tt.reduce"(%4) <{axis = 0 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %m = arith.addf %a, %b : f32
      tt.reduce.return %m : f32
    }) : (tensor<64xf32, #ttg.slice<{dim = 0, parent = #blocked1}>>) -> f32
    tt.store %s, %5 : !tt.ptr<f32>
    tt.return
  }
}
