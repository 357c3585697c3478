// RUN: pyopt %s --split-input-file -canonicalize | FileCheck %s

// CanonicalizeMaskedLoadPattern: an all-true splat mask goes, with `other`; the
// inherent attributes stay, the discardable `foo` goes.
// CHECK-LABEL: tt.func @load_mask_true(
// CHECK-NEXT: %0 = tt.load %arg0 cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.return %0 : tensor<128xf32>
// CHECK-NEXT: }

tt.func @load_mask_true(%p: tensor<128x!tt.ptr<f32>>, %o: tensor<128xf32>) -> tensor<128xf32> {
  %true = arith.constant dense<true> : tensor<128xi1>
  %0 = tt.load %p, %true, %o cacheModifier = ca evictionPolicy = evict_last {isVolatile = true, foo} : tensor<128x!tt.ptr<f32>>
  tt.return %0 : tensor<128xf32>
}

// -----

// CanonicalizeMaskedLoadPattern: an all-false splat mask gives `other`; without
// `other` the load stays.
// CHECK-LABEL: tt.func @load_mask_false(
// CHECK-NEXT: %cst = arith.constant dense<false> : tensor<128xi1>
// CHECK-NEXT: %0 = tt.load %arg0, %cst : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.return %arg1, %0 : tensor<128xf32>, tensor<128xf32>
// CHECK-NEXT: }

tt.func @load_mask_false(%p: tensor<128x!tt.ptr<f32>>, %o: tensor<128xf32>) -> (tensor<128xf32>, tensor<128xf32>) {
  %false = arith.constant dense<false> : tensor<128xi1>
  %0 = tt.load %p, %false, %o : tensor<128x!tt.ptr<f32>>
  %1 = tt.load %p, %false : tensor<128x!tt.ptr<f32>>
  tt.return %0, %1 : tensor<128xf32>, tensor<128xf32>
}

// -----

// CanonicalizeMaskedLoadPattern does not match: a non-splat constant mask, a
// mask argument, no mask, a scalar constant mask (an IntegerAttr, not a splat).
// CHECK-LABEL: tt.func @load_mask_no_match(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %cst = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
// CHECK-NEXT: %0 = tt.load %arg0, %cst : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: %1 = tt.load %arg0, %arg1 : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: %2 = tt.load %arg0 : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT: %3 = tt.load %arg2, %true : !tt.ptr<f32>
// CHECK-NEXT: %4 = tt.load %arg2, %arg3 : !tt.ptr<f32>
// CHECK-NEXT: tt.return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32
// CHECK-NEXT: }

tt.func @load_mask_no_match(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<4xi1>, %q: !tt.ptr<f32>, %b: i1) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32) {
  %c = arith.constant dense<[true, false, true, true]> : tensor<4xi1>
  %0 = tt.load %p, %c : tensor<4x!tt.ptr<f32>>
  %1 = tt.load %p, %m : tensor<4x!tt.ptr<f32>>
  %2 = tt.load %p : tensor<4x!tt.ptr<f32>>
  %true = arith.constant true
  %3 = tt.load %q, %true : !tt.ptr<f32>
  %4 = tt.load %q, %b : !tt.ptr<f32>
  tt.return %0, %1, %2, %3, %4 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, f32, f32
}

// -----

// CanonicalizeMaskedStorePattern: an all-true mask goes (cache and eviction
// stay, `foo` goes); an all-false mask erases the store; other masks stay.
// CHECK-LABEL: tt.func @store_mask(
// CHECK-NEXT: tt.store %arg0, %arg1 cacheModifier = wt evictionPolicy = evict_first : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.store %arg0, %arg1, %arg2 : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.store %arg0, %arg1 : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @store_mask(%p: tensor<128x!tt.ptr<f32>>, %v: tensor<128xf32>, %m: tensor<128xi1>) {
  %true = arith.constant dense<true> : tensor<128xi1>
  %false = arith.constant dense<false> : tensor<128xi1>
  tt.store %p, %v, %true cacheModifier = wt evictionPolicy = evict_first {foo} : tensor<128x!tt.ptr<f32>>
  tt.store %p, %v, %false : tensor<128x!tt.ptr<f32>>
  tt.store %p, %v, %m : tensor<128x!tt.ptr<f32>>
  tt.store %p, %v : tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

// CanonicalizeMaskedStorePattern does not match scalar constant masks.
// CHECK-LABEL: tt.func @store_scalar_mask(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: tt.store %arg0, %arg1, %true : !tt.ptr<f32>
// CHECK-NEXT: tt.store %arg0, %arg1, %false : !tt.ptr<f32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

tt.func @store_scalar_mask(%q: !tt.ptr<f32>, %v: f32) {
  %true = arith.constant true
  %false = arith.constant false
  tt.store %q, %v, %true : !tt.ptr<f32>
  tt.store %q, %v, %false : !tt.ptr<f32>
  tt.return
}

// -----

// BroadcastSplatPattern: broadcast(splat(x)) -> splat(x); a broadcast to its
// own type folds; other broadcasts stay.
// CHECK-LABEL: tt.func @broadcast_splat(
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<32x64xf32>
// CHECK-NEXT: %1 = tt.broadcast %arg1 : tensor<1x64xf32> -> tensor<32x64xf32>
// CHECK-NEXT: %2 = tt.broadcast %arg1 : tensor<1x64xf32> -> tensor<32x64xf32>
// CHECK-NEXT: %3 = tt.broadcast %arg2 : tensor<64x1xf32> -> tensor<64x64xf32>
// CHECK-NEXT: tt.return %0, %1, %2, %3 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>
// CHECK-NEXT: }

tt.func @broadcast_splat(%x: f32, %y: tensor<1x64xf32>, %z: tensor<64x1xf32>) -> (tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>) {
  %0 = tt.splat %x : f32 -> tensor<1x64xf32>
  %1 = tt.broadcast %0 : tensor<1x64xf32> -> tensor<32x64xf32>
  %2 = tt.broadcast %y : tensor<1x64xf32> -> tensor<1x64xf32>
  %3 = tt.broadcast %2 : tensor<1x64xf32> -> tensor<32x64xf32>
  %4 = tt.broadcast %y : tensor<1x64xf32> -> tensor<32x64xf32>
  %5 = tt.broadcast %z : tensor<64x1xf32> -> tensor<64x64xf32>
  tt.return %1, %3, %4, %5 : tensor<32x64xf32>, tensor<32x64xf32>, tensor<32x64xf32>, tensor<64x64xf32>
}

// -----

// BroadcastBroadcastPattern: broadcast(broadcast(x)) -> broadcast(x); the inner
// broadcast stays while it has uses.
// CHECK-LABEL: tt.func @broadcast_broadcast(
// CHECK-NEXT: %0 = tt.broadcast %arg0 : tensor<1x1xf32> -> tensor<1x64xf32>
// CHECK-NEXT: %1 = tt.broadcast %arg0 : tensor<1x1xf32> -> tensor<32x64xf32>
// CHECK-NEXT: tt.return %0, %1 : tensor<1x64xf32>, tensor<32x64xf32>
// CHECK-NEXT: }

tt.func @broadcast_broadcast(%y: tensor<1x1xf32>) -> (tensor<1x64xf32>, tensor<32x64xf32>) {
  %0 = tt.broadcast %y : tensor<1x1xf32> -> tensor<1x64xf32>
  %1 = tt.broadcast %0 : tensor<1x64xf32> -> tensor<32x64xf32>
  tt.return %0, %1 : tensor<1x64xf32>, tensor<32x64xf32>
}

// -----

// ExpandDimsOp::canonicalize: expand_dims(splat(x)) -> splat(x);
// expand_dims(broadcast(x)) -> broadcast(expand_dims(x)); other sources stay.
// CHECK-LABEL: tt.func @expand_dims(
// CHECK-NEXT: %0 = tt.splat %arg0 : i32 -> tensor<64x1xi32>
// CHECK-NEXT: %1 = tt.expand_dims %arg1 {axis = 0 : i32} : tensor<1xi32> -> tensor<1x1xi32>
// CHECK-NEXT: %2 = tt.broadcast %1 : tensor<1x1xi32> -> tensor<1x64xi32>
// CHECK-NEXT: %3 = tt.expand_dims %arg2 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
// CHECK-NEXT: tt.return %0, %2, %3 : tensor<64x1xi32>, tensor<1x64xi32>, tensor<64x1xi32>
// CHECK-NEXT: }

tt.func @expand_dims(%x: i32, %y: tensor<1xi32>, %z: tensor<64xi32>) -> (tensor<64x1xi32>, tensor<1x64xi32>, tensor<64x1xi32>) {
  %0 = tt.splat %x : i32 -> tensor<64xi32>
  %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  %2 = tt.broadcast %y : tensor<1xi32> -> tensor<64xi32>
  %3 = tt.expand_dims %2 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %4 = tt.expand_dims %z {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  tt.return %1, %3, %4 : tensor<64x1xi32>, tensor<1x64xi32>, tensor<64x1xi32>
}

// -----

// broadcast(expand_dims(broadcast(x))) -> broadcast(broadcast(expand_dims(x)))
// -> broadcast(expand_dims(x)).
// CHECK-LABEL: tt.func @broadcast_expand_broadcast(
// CHECK-NEXT: %0 = tt.expand_dims %arg0 {axis = 0 : i32} : tensor<1xi32> -> tensor<1x1xi32>
// CHECK-NEXT: %1 = tt.broadcast %0 : tensor<1x1xi32> -> tensor<32x64xi32>
// CHECK-NEXT: tt.return %1 : tensor<32x64xi32>
// CHECK-NEXT: }

tt.func @broadcast_expand_broadcast(%y: tensor<1xi32>) -> tensor<32x64xi32> {
  %0 = tt.broadcast %y : tensor<1xi32> -> tensor<64xi32>
  %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  %2 = tt.broadcast %1 : tensor<1x64xi32> -> tensor<32x64xi32>
  tt.return %2 : tensor<32x64xi32>
}

// -----

// ReshapeOp::canonicalize: reshape(splat(x)) -> splat(x); reshape(reshape(x)) ->
// reshape(x), allowing reorder if either did; an efficient_layout reshape stays.
// CHECK-LABEL: tt.func @reshape(
// CHECK-NEXT: %0 = tt.splat %arg0 : f32 -> tensor<8x8xf32>
// CHECK-NEXT: %1 = tt.reshape %arg1 : tensor<64xf32> -> tensor<4x16xf32>
// CHECK-NEXT: %2 = tt.reshape %arg1 : tensor<64xf32> -> tensor<2x32xf32>
// CHECK-NEXT: %3 = tt.reshape %arg1 allow_reorder : tensor<64xf32> -> tensor<2x32xf32>
// CHECK-NEXT: %4 = tt.reshape %arg1 allow_reorder : tensor<64xf32> -> tensor<2x32xf32>
// CHECK-NEXT: %5 = tt.reshape %1 efficient_layout : tensor<4x16xf32> -> tensor<2x32xf32>
// CHECK-NEXT: tt.return %0, %2, %3, %4, %5, %1 : tensor<8x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<4x16xf32>
// CHECK-NEXT: }

tt.func @reshape(%x: f32, %y: tensor<64xf32>) -> (tensor<8x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<4x16xf32>) {
  %0 = tt.splat %x : f32 -> tensor<64xf32>
  %1 = tt.reshape %0 : tensor<64xf32> -> tensor<8x8xf32>
  %2 = tt.reshape %y : tensor<64xf32> -> tensor<4x16xf32>
  %3 = tt.reshape %2 : tensor<4x16xf32> -> tensor<2x32xf32>
  %4 = tt.reshape %y allow_reorder : tensor<64xf32> -> tensor<4x16xf32>
  %5 = tt.reshape %4 : tensor<4x16xf32> -> tensor<2x32xf32>
  %6 = tt.reshape %2 allow_reorder {foo} : tensor<4x16xf32> -> tensor<2x32xf32>
  %7 = tt.reshape %2 efficient_layout : tensor<4x16xf32> -> tensor<2x32xf32>
  tt.return %1, %3, %5, %6, %7, %2 : tensor<8x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<2x32xf32>, tensor<4x16xf32>
}

// -----

// ExpandDimsOp::canonicalize with encodings: the new expand_dims takes the
// parent of the slice layout; reshape(splat) keeps the reshape's result layout.
// CHECK-LABEL: tt.func @expand_dims_broadcast_enc(
// CHECK-NEXT: %0 = tt.expand_dims %arg0 {axis = 0 : i32} : tensor<1xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x1xi32, #blocked>
// CHECK-NEXT: %1 = tt.broadcast %0 : tensor<1x1xi32, #blocked> -> tensor<1x128xi32, #blocked>
// CHECK-NEXT: %2 = tt.splat %arg1 : i32 -> tensor<128x1xi32, #blocked1>
// CHECK-NEXT: %3 = tt.splat %arg1 : i32 -> tensor<8x16xi32, #blocked>
// CHECK-NEXT: tt.return %1, %2, %3 : tensor<1x128xi32, #blocked>, tensor<128x1xi32, #blocked1>, tensor<8x16xi32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @expand_dims_broadcast_enc(%y: tensor<1xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>, %x: i32) -> (tensor<1x128xi32, #blocked2>, tensor<128x1xi32, #blocked3>, tensor<8x16xi32, #blocked2>) {
    %0 = tt.broadcast %y : tensor<1xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<128xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x128xi32, #blocked2>
    %2 = tt.splat %x : i32 -> tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %3 = tt.expand_dims %2 {axis = 1 : i32} : tensor<128xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<128x1xi32, #blocked3>
    %4 = tt.splat %x : i32 -> tensor<128xi32, #blocked>
    %5 = tt.reshape %4 allow_reorder : tensor<128xi32, #blocked> -> tensor<8x16xi32, #blocked2>
    tt.return %1, %3, %5 : tensor<1x128xi32, #blocked2>, tensor<128x1xi32, #blocked3>, tensor<8x16xi32, #blocked2>
  }
}
