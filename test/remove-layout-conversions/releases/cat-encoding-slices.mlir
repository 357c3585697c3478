// tt.cat in backward slices and convert folds under each release's CAT_ENCODING rule (3.6/3.7
// isExpensiveCat; 3.8+ isLegalCatEncoding, triton-lang/triton#9995): a slice reaching a cat through
// elementwise ops, a duplicated-register result, a convert to as many registers in another order.
// Written for pyopt; CHECK lines are each wheel's output (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R38_39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37-NEXT: #linear = #ttg.linear<{register = [[1], [0]], lane = [[2], [4], [8], [16], [32]], warp = [[64]], block = []}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @cat_in_slice(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R36_37-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked1>
// R36_37-NEXT: %1 = arith.addf %0, %0 : tensor<128xf32, #blocked1>
// R36_37-NEXT: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.store %2, %1 : tensor<128x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @cat_dup_to_b2_via_math(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R36_37-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #linear>
// R36_37-NEXT: %1 = math.exp %0 : tensor<128xf32, #linear>
// R36_37-NEXT: %2 = ttg.convert_layout %1 : tensor<128xf32, #linear> -> tensor<128xf32, #blocked2>
// R36_37-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked2>
// R36_37-NEXT: tt.store %3, %2 : tensor<128x!tt.ptr<f32>, #blocked2>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @cat_same_count(%arg0: !tt.ptr<i32>, %arg1: tensor<64xi32, #blocked>, %arg2: tensor<64xi32, #blocked>) {
// R36_37-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xi32, #blocked> -> tensor<128xi32, #linear>
// R36_37-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #linear>
// R36_37-NEXT: tt.store %1, %0 : tensor<128x!tt.ptr<i32>, #linear>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R38_39-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R38_39-NEXT: #linear = #ttg.linear<{register = [[1], [0]], lane = [[2], [4], [8], [16], [32]], warp = [[64]], block = []}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @cat_in_slice(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R38_39-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked1>
// R38_39-NEXT: %1 = arith.addf %0, %0 : tensor<128xf32, #blocked1>
// R38_39-NEXT: %2 = ttg.convert_layout %1 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked2>
// R38_39-NEXT: %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked2>
// R38_39-NEXT: tt.store %3, %2 : tensor<128x!tt.ptr<f32>, #blocked2>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @cat_dup_to_b2_via_math(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R38_39-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked1>
// R38_39-NEXT: %1 = math.exp %0 : tensor<128xf32, #blocked1>
// R38_39-NEXT: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked1>
// R38_39-NEXT: tt.store %2, %1 : tensor<128x!tt.ptr<f32>, #blocked1>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @cat_same_count(%arg0: !tt.ptr<i32>, %arg1: tensor<64xi32, #blocked>, %arg2: tensor<64xi32, #blocked>) {
// R38_39-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xi32, #blocked> -> tensor<128xi32, #linear>
// R38_39-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #linear>
// R38_39-NEXT: tt.store %1, %0 : tensor<128x!tt.ptr<i32>, #linear>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#bc = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#dup = #ttg.linear<{register = [[1], [0]], lane = [[2], [4], [8], [16], [32]], warp = [[64]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // a cat met by a backward slice through an elementwise op (canUseResultEncoding)
  tt.func public @cat_in_slice(%p: !tt.ptr<f32>, %x: tensor<64xf32, #b1>, %y: tensor<64xf32, #b1>) {
    %c = tt.cat %x, %y : tensor<64xf32, #b1> -> tensor<128xf32, #b2>
    %e = arith.addf %c, %c : tensor<128xf32, #b2>
    %v = ttg.convert_layout %e : tensor<128xf32, #b2> -> tensor<128xf32, #b4>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b4>
    tt.store %ps, %v : tensor<128x!tt.ptr<f32>, #b4>
    tt.return
  }
  // a cat into the duplicated layout, then a convert to one equally unique
  tt.func public @cat_dup_to_b2_via_math(%p: !tt.ptr<f32>, %x: tensor<64xf32, #b1>, %y: tensor<64xf32, #b1>) {
    %c = tt.cat %x, %y : tensor<64xf32, #b1> -> tensor<128xf32, #dup>
    %e = math.exp %c : tensor<128xf32, #dup>
    %v = ttg.convert_layout %e : tensor<128xf32, #dup> -> tensor<128xf32, #b2>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b2>
    tt.store %ps, %v : tensor<128x!tt.ptr<f32>, #b2>
    tt.return
  }
  // a cat to the same number of registers in another order
  tt.func public @cat_same_count(%p: !tt.ptr<i32>, %x: tensor<64xi32, #b1>, %y: tensor<64xi32, #b1>) {
    %c = tt.cat %x, %y : tensor<64xi32, #b1> -> tensor<128xi32, #b2>
    %v = ttg.convert_layout %c : tensor<128xi32, #b2> -> tensor<128xi32, #dup>
    %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #dup>
    tt.store %ps, %v : tensor<128x!tt.ptr<i32>, #dup>
    tt.return
  }
}
