// RUN: pyopt %s --split-input-file -coalesce | filecheck %s

// Two loads feed one store: %arg0 and %arg2 are 16-byte aligned (4 f32 a thread), %arg1 only
// 4-byte aligned (1 a thread on its own).  All three accesses have the same shape and order
// and lie in each other's slice, so the load of %arg1 takes the best, 4 a thread.

// CHECK-DAG: [[SHARE_BEST_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @share_best
// CHECK: %[[SHARE_BEST_V3:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[SHARE_BEST_B1]]>
// CHECK-NEXT: %[[SHARE_BEST_V4:[0-9]+]] = tt.load %[[SHARE_BEST_V3]] : tensor<1024x!tt.ptr<f32>, [[SHARE_BEST_B1]]>
// CHECK-NEXT: %[[SHARE_BEST_V5:[0-9]+]] = ttg.convert_layout %[[SHARE_BEST_V4]] : tensor<1024xf32, [[SHARE_BEST_B1]]> -> tensor<1024xf32, #blocked>
// CHECK: %[[SHARE_BEST_V8:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[SHARE_BEST_B1]]>
// CHECK-NEXT: %[[SHARE_BEST_V9:[0-9]+]] = tt.load %[[SHARE_BEST_V8]] : tensor<1024x!tt.ptr<f32>, [[SHARE_BEST_B1]]>
// CHECK-NEXT: %[[SHARE_BEST_V10:[0-9]+]] = ttg.convert_layout %[[SHARE_BEST_V9]] : tensor<1024xf32, [[SHARE_BEST_B1]]> -> tensor<1024xf32, #blocked>
// CHECK: %[[SHARE_BEST_V14:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024x!tt.ptr<f32>, [[SHARE_BEST_B1]]>
// CHECK-NEXT: %[[SHARE_BEST_V15:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<1024xf32, #blocked> -> tensor<1024xf32, [[SHARE_BEST_B1]]>
// CHECK-NEXT: tt.store %[[SHARE_BEST_V14]], %[[SHARE_BEST_V15]] : tensor<1024x!tt.ptr<f32>, [[SHARE_BEST_B1]]>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @share_best(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32>, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %6 = tt.load %5 : tensor<1024x!tt.ptr<f32>, #blocked>
    %7 = arith.addf %3, %6 : tensor<1024xf32, #blocked>
    %8 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %9, %7 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// 2D, same order: a row-major load of a 4-byte aligned base (1 a thread alone) and a row-major
// load of a 16-byte aligned base, added: both get [1, 4], order [1, 0].

// CHECK-DAG: [[SHARE_SAME_ORDER_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-LABEL: tt.func public @share_same_order
// CHECK: %[[SHARE_SAME_ORDER_V11:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[SHARE_SAME_ORDER_B1]]>
// CHECK-NEXT: %[[SHARE_SAME_ORDER_V12:[0-9]+]] = tt.load %[[SHARE_SAME_ORDER_V11]] : tensor<64x64x!tt.ptr<f32>, [[SHARE_SAME_ORDER_B1]]>
// CHECK-NEXT: %[[SHARE_SAME_ORDER_V13:[0-9]+]] = ttg.convert_layout %[[SHARE_SAME_ORDER_V12]] : tensor<64x64xf32, [[SHARE_SAME_ORDER_B1]]> -> tensor<64x64xf32, #blocked>
// CHECK: %[[SHARE_SAME_ORDER_V25:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[SHARE_SAME_ORDER_B1]]>
// CHECK-NEXT: %[[SHARE_SAME_ORDER_V26:[0-9]+]] = tt.load %[[SHARE_SAME_ORDER_V25]] : tensor<64x64x!tt.ptr<f32>, [[SHARE_SAME_ORDER_B1]]>
// CHECK-NEXT: %[[SHARE_SAME_ORDER_V27:[0-9]+]] = ttg.convert_layout %[[SHARE_SAME_ORDER_V26]] : tensor<64x64xf32, [[SHARE_SAME_ORDER_B1]]> -> tensor<64x64xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @share_same_order(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #blocked> {
    %a0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %a1 = tt.expand_dims %a0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %a2 = tt.splat %arg2 : i32 -> tensor<64x1xi32, #blocked>
    %a3 = arith.muli %a1, %a2 : tensor<64x1xi32, #blocked>
    %a4 = tt.broadcast %a3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %a5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %a6 = tt.expand_dims %a5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %a7 = tt.broadcast %a6 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %a8 = arith.addi %a4, %a7 : tensor<64x64xi32, #blocked>
    %a9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %ap = tt.addptr %a9, %a8 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %a = tt.load %ap : tensor<64x64x!tt.ptr<f32>, #blocked>
    %b0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %b1 = tt.expand_dims %b0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %b2 = tt.splat %arg2 : i32 -> tensor<64x1xi32, #blocked>
    %b3 = arith.muli %b1, %b2 : tensor<64x1xi32, #blocked>
    %b4 = tt.broadcast %b3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %b5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %b6 = tt.expand_dims %b5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %b7 = tt.broadcast %b6 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %b8 = arith.addi %b4, %b7 : tensor<64x64xi32, #blocked>
    %b9 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %bp = tt.addptr %b9, %b8 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %b = tt.load %bp : tensor<64x64x!tt.ptr<f32>, #blocked>
    %c = arith.addf %a, %b : tensor<64x64xf32, #blocked>
    tt.return %c : tensor<64x64xf32, #blocked>
  }
}

// -----

// 2D, different orders: the row-major load of the 4-byte aligned base (order [1, 0]) does not
// share with the column-major load of the 16-byte aligned one (order [0, 1]): [1, 1] vs [4, 1].

// CHECK-DAG: [[NO_SHARE_OTHER_ORDER_B1:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: [[NO_SHARE_OTHER_ORDER_B2:#blocked[0-9]+]] = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// CHECK-LABEL: tt.func public @no_share_other_order
// CHECK: %[[NO_SHARE_OTHER_ORDER_V11:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[NO_SHARE_OTHER_ORDER_B1]]>
// CHECK-NEXT: %[[NO_SHARE_OTHER_ORDER_V12:[0-9]+]] = tt.load %[[NO_SHARE_OTHER_ORDER_V11]] : tensor<64x64x!tt.ptr<f32>, [[NO_SHARE_OTHER_ORDER_B1]]>
// CHECK-NEXT: %[[NO_SHARE_OTHER_ORDER_V13:[0-9]+]] = ttg.convert_layout %[[NO_SHARE_OTHER_ORDER_V12]] : tensor<64x64xf32, [[NO_SHARE_OTHER_ORDER_B1]]> -> tensor<64x64xf32, #blocked>
// CHECK: %[[NO_SHARE_OTHER_ORDER_V25:[0-9]+]] = ttg.convert_layout %{{[0-9a-z_#]+}} : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, [[NO_SHARE_OTHER_ORDER_B2]]>
// CHECK-NEXT: %[[NO_SHARE_OTHER_ORDER_V26:[0-9]+]] = tt.load %[[NO_SHARE_OTHER_ORDER_V25]] : tensor<64x64x!tt.ptr<f32>, [[NO_SHARE_OTHER_ORDER_B2]]>
// CHECK-NEXT: %[[NO_SHARE_OTHER_ORDER_V27:[0-9]+]] = ttg.convert_layout %[[NO_SHARE_OTHER_ORDER_V26]] : tensor<64x64xf32, [[NO_SHARE_OTHER_ORDER_B2]]> -> tensor<64x64xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_share_other_order(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) -> tensor<64x64xf32, #blocked> {
    %a0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %a1 = tt.expand_dims %a0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %a2 = tt.splat %arg2 : i32 -> tensor<64x1xi32, #blocked>
    %a3 = arith.muli %a1, %a2 : tensor<64x1xi32, #blocked>
    %a4 = tt.broadcast %a3 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %a5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %a6 = tt.expand_dims %a5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %a7 = tt.broadcast %a6 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %a8 = arith.addi %a4, %a7 : tensor<64x64xi32, #blocked>
    %a9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %ap = tt.addptr %a9, %a8 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %a = tt.load %ap : tensor<64x64x!tt.ptr<f32>, #blocked>
    %b0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %b1 = tt.expand_dims %b0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %b4 = tt.broadcast %b1 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %b5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %b6 = tt.expand_dims %b5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %b2 = tt.splat %arg2 : i32 -> tensor<1x64xi32, #blocked>
    %b3 = arith.muli %b6, %b2 : tensor<1x64xi32, #blocked>
    %b7 = tt.broadcast %b3 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %b8 = arith.addi %b4, %b7 : tensor<64x64xi32, #blocked>
    %b9 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %bp = tt.addptr %b9, %b8 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %b = tt.load %bp : tensor<64x64x!tt.ptr<f32>, #blocked>
    %c = arith.addf %a, %b : tensor<64x64xf32, #blocked>
    tt.return %c : tensor<64x64xf32, #blocked>
  }
}

// -----

// Two loads that share no value (each its own make_range, splat and pointer
// argument) are in different slices: the unaligned %arg1 load keeps one
// element a thread; only the aligned one gets four.  (mlir::getSlice stops at
// the IsolatedFromAbove tt.func; compared with Triton 3.6.0.)
// CHECK-DAG: [[SEP_L1:#[a-z0-9]+]] = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-DAG: [[SEP_L4:#[a-z0-9]+]] = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @separate_slices
// CHECK: tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, [[SEP_L4]]>
// CHECK: tt.load %{{.*}} : tensor<1024x!tt.ptr<f32>, [[SEP_L1]]>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @separate_slices(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %6 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %7 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %8 = tt.addptr %7, %6 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %9 = tt.load %8 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
