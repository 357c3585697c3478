// RUN: pyopt --triton-version=3.7 %s | filecheck %s
// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// #ttg.amd_wmma from Triton 3.7 (triton-lang/triton#8946): ctaLayout, a linear layout from
// registers and warps to WMMA tiles, replaces warpsPerCTA and tilesPerWarp (ignored now, as
// lane bases are); the register bases may be left out; rank (default 2) sizes an empty
// layout and must match the bases.  Printed with isTranspose and the non-empty bases only.
// Expected output: tools/oracle.py roundtrip of this file with the 3.7.1, 3.8.0 and 3.9.0
// wheels (all three print the same).

// CHECK: #mma = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
// CHECK: #mma1 = #ttg.amd_wmma<{version = 3, isTranspose = true, ctaLayout = {register = [[1, 0]], warp = [[0, 1], [2, 0]]}, instrShape = [16, 16, 64]}>
// CHECK: #mma2 = #ttg.amd_wmma<{version = 1, isTranspose = false, ctaLayout = {warp = [[1, 0], [0, 0]]}}>
// CHECK: #mma3 = #ttg.amd_wmma<{version = 2, isTranspose = false, ctaLayout = {warp = [[0, 0, 1], [0, 1, 0]]}, CGALayout = [[0, 1, 0]]}>
// CHECK: #mma4 = #ttg.amd_wmma<{version = 3, isTranspose = false, ctaLayout = {}, instrShape = [16, 16, 32]}>
// CHECK: tt.func @f(%arg0: tensor<64x64xf16, #mma>, %arg1: tensor<64x64xf32, #mma1>, %arg2: tensor<32x32xf16, #mma2>, %arg3: tensor<2x64x64xf16, #mma3>, %arg4: tensor<16x16xf32, #mma4>)
#wa = #ttg.amd_wmma<{version = 2, ctaLayout = {warp = [[0, 1], [1, 0]]}}>
#wb = #ttg.amd_wmma<{version = 3, isTranspose = true, rank = 2, ctaLayout = {register = [[1, 0]], warp = [[0, 1], [2, 0]]}, warpsPerCTA = [8, 8], instrShape = [16, 16, 64]}>
#wc = #ttg.amd_wmma<{version = 1, ctaLayout = {register = [], lane = [[1, 1]], warp = [[1, 0], [0, 0]]}}>
#wd = #ttg.amd_wmma<{version = 2, rank = 3, ctaLayout = {warp = [[0, 0, 1], [0, 1, 0]]}, CGALayout = [[0, 1, 0]]}>
#we = #ttg.amd_wmma<{version = 3, ctaLayout = {warp = []}, instrShape = [16, 16, 32]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<64x64xf16, #wa>, %b: tensor<64x64xf32, #wb>, %c: tensor<32x32xf16, #wc>, %d: tensor<2x64x64xf16, #wd>, %e: tensor<16x16xf32, #we>) {
    tt.return
  }
}
