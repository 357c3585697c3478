// From Triton 3.7.1 remove-layout-conversions' final cleanup runs the convert patterns to a fixed point
// first and the scf patterns after (triton-lang/triton#10132; pyopt's rule CLEANUP_SPLIT): the scf.if
// with a constant condition is inlined only then, and the two converts it brings together stay; 3.6
// runs both sets together and folds them. Input written for pyopt; CHECK lines are each wheel's output
// (the pass run alone through triton._C.libtriton).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions | filecheck %s --check-prefix=R36
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions | filecheck %s --check-prefix=R37_38_39
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions | filecheck %s --check-prefix=R37_38_39
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions | filecheck %s --check-prefix=R37_38_39
// R36: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// R36-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// R36-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R36-NEXT: tt.func public @static_if_then_convert(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
// R36-NEXT: %0 = tt.load %arg1 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// R36-NEXT: tt.store %arg1, %0 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// R36-NEXT: tt.return
// R36-NEXT: }
// R36-NEXT: }
// R37_38_39: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
// R37_38_39-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
// R37_38_39-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// R37_38_39-NEXT: tt.func public @static_if_then_convert(%arg0: tensor<64x64x!tt.ptr<f32>, #blocked>, %arg1: tensor<64x64x!tt.ptr<f32>, #blocked1>) {
// R37_38_39-NEXT: %0 = tt.load %arg1 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// R37_38_39-NEXT: %1 = ttg.convert_layout %0 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked>
// R37_38_39-NEXT: %2 = ttg.convert_layout %1 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked1>
// R37_38_39-NEXT: tt.store %arg1, %2 : tensor<64x64x!tt.ptr<f32>, #blocked1>
// R37_38_39-NEXT: tt.return
// R37_38_39-NEXT: }
// R37_38_39-NEXT: }

#a = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @static_if_then_convert(%pa: tensor<64x64x!tt.ptr<f32>, #a>, %pb: tensor<64x64x!tt.ptr<f32>, #b>) {
    %t = arith.constant true
    %x = tt.load %pb : tensor<64x64x!tt.ptr<f32>, #b>
    %y = tt.load %pa : tensor<64x64x!tt.ptr<f32>, #a>
    %r = scf.if %t -> (tensor<64x64xf32, #a>) {
      %c = ttg.convert_layout %x : tensor<64x64xf32, #b> -> tensor<64x64xf32, #a>
      scf.yield %c : tensor<64x64xf32, #a>
    } else {
      scf.yield %y : tensor<64x64xf32, #a>
    }
    %o = ttg.convert_layout %r : tensor<64x64xf32, #a> -> tensor<64x64xf32, #b>
    tt.store %pb, %o : tensor<64x64x!tt.ptr<f32>, #b>
    tt.return
  }
}
