// Triton 3.8 lets a tt.cat take a result encoding only when its unique (non-broadcast) registers are
// the operands' together (isLegalCatEncoding, triton-lang/triton#9995; pyopt's rule CAT_ENCODING, read by
// the convert(cat) fold and by backward slices); 3.6/3.7 took any encoding with at least as many elements
// per thread (isExpensiveCat). @cat_to_wider folds only before 3.8, @cat_from_duplicated only from 3.8.
// Inputs written for pyopt; CHECK lines are each wheel's output (-canonicalize run alone through
// triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -canonicalize | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.7 %s -canonicalize | filecheck %s --check-prefix=R36_37
// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s --check-prefix=R38_39
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --check-prefix=R38_39
// R36_37: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R36_37-NEXT: #linear = #ttg.linear<{register = [[1], [0]], lane = [[2], [4], [8], [16], [32]], warp = [[64]], block = []}>
// R36_37-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R36_37-NEXT: tt.func public @cat_to_wider(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R36_37-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked1>
// R36_37-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.store %1, %0 : tensor<128x!tt.ptr<f32>, #blocked1>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: tt.func public @cat_from_duplicated(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R36_37-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #linear>
// R36_37-NEXT: %1 = ttg.convert_layout %0 : tensor<128xf32, #linear> -> tensor<128xf32, #blocked2>
// R36_37-NEXT: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked2>
// R36_37-NEXT: tt.store %2, %1 : tensor<128x!tt.ptr<f32>, #blocked2>
// R36_37-NEXT: tt.return
// R36_37-NEXT: }
// R36_37-NEXT: }
// R38_39: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R38_39-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
// R38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
// R38_39-NEXT: tt.func public @cat_to_wider(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R38_39-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked1>
// R38_39-NEXT: %1 = ttg.convert_layout %0 : tensor<128xf32, #blocked1> -> tensor<128xf32, #blocked2>
// R38_39-NEXT: %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked2>
// R38_39-NEXT: tt.store %2, %1 : tensor<128x!tt.ptr<f32>, #blocked2>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: tt.func public @cat_from_duplicated(%arg0: !tt.ptr<f32>, %arg1: tensor<64xf32, #blocked>, %arg2: tensor<64xf32, #blocked>) {
// R38_39-NEXT: %0 = tt.cat %arg1, %arg2 : tensor<64xf32, #blocked> -> tensor<128xf32, #blocked1>
// R38_39-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked1>
// R38_39-NEXT: tt.store %1, %0 : tensor<128x!tt.ptr<f32>, #blocked1>
// R38_39-NEXT: tt.return
// R38_39-NEXT: }
// R38_39-NEXT: }

#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [2], order = [0]}>
#dup = #ttg.linear<{register = [[1], [0]], lane = [[2], [4], [8], [16], [32]], warp = [[64]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 2 : i32, "ttg.threads-per-warp" = 32 : i32} {
  // More registers per thread than the operands give: 3.6/3.7 fold the convert, 3.8+ keep it.
  tt.func public @cat_to_wider(%p: !tt.ptr<f32>, %x: tensor<64xf32, #b1>, %y: tensor<64xf32, #b1>) {
    %c = tt.cat %x, %y : tensor<64xf32, #b1> -> tensor<128xf32, #b2>
    %v = ttg.convert_layout %c : tensor<128xf32, #b2> -> tensor<128xf32, #b4>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b4>
    tt.store %ps, %v : tensor<128x!tt.ptr<f32>, #b4>
    tt.return
  }
  // A result with duplicated registers: 3.6/3.7 keep the convert to fewer registers, 3.8+ fold it.
  tt.func public @cat_from_duplicated(%p: !tt.ptr<f32>, %x: tensor<64xf32, #b1>, %y: tensor<64xf32, #b1>) {
    %c = tt.cat %x, %y : tensor<64xf32, #b1> -> tensor<128xf32, #dup>
    %v = ttg.convert_layout %c : tensor<128xf32, #dup> -> tensor<128xf32, #b2>
    %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #b2>
    tt.store %ps, %v : tensor<128x!tt.ptr<f32>, #b2>
    tt.return
  }
}
