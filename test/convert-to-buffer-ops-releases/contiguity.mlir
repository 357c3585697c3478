// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V39

// From Triton 3.7 (triton-lang/triton#9089) the buffer loads and stores the pass makes carry
// {contiguity = N : i32}: the vector size of the memory op's pointer (its AxisInfo contiguity
// along the layout's fastest dimension, capped by the layout's contiguous elements per thread,
// the base's alignment and 128 bits), and where the buffer op keeps a mask, at most the mask's
// alignment (its constancy); N = 1 is not printed (the attribute's default).  Up to 3.6 no
// contiguity.  The inputs are pyopt's own; the CHECK lines are what the 3.6.0, 3.7.1, 3.8.0
// (the same as 3.7.1) and 3.9.0 wheels print (tools/oracle.py run FILE
// -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' under each release's venv).

// V36-NOT: {contiguity
// V36-LABEL: tt.func public @strided(
// V36-NOT: {contiguity
// V36: %2 = amdg.buffer_load %arg0[%1] : tensor<2048xf32, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %2, %arg0[%1] : tensor<2048xf32, #blocked>
// V36-NOT: {contiguity
// V36-LABEL: tt.func public @widths(
// V36-NOT: {contiguity
// V36: %1 = amdg.buffer_load %arg0[%0] : tensor<8192xi8, #blocked1>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %1, %arg0[%0] : tensor<8192xi8, #blocked1>
// V36-NOT: {contiguity
// V36: %2 = amdg.buffer_load %arg1[%0] : tensor<8192xf16, #blocked1>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %2, %arg1[%0] : tensor<8192xf16, #blocked1>
// V36-NOT: {contiguity
// V36: %3 = amdg.buffer_load %arg2[%0] : tensor<8192xf64, #blocked1>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %3, %arg2[%0] : tensor<8192xf64, #blocked1>
// V36-NOT: {contiguity
// V36-LABEL: tt.func public @unaligned(
// V36-NOT: {contiguity
// V36: %1 = amdg.buffer_load %arg0[%0] : tensor<2048xf32, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %1, %arg0[%0] : tensor<2048xf32, #blocked>
// V36-NOT: {contiguity
// V36-LABEL: tt.func public @masks(
// V36-NOT: {contiguity
// V36: %1 = amdg.buffer_load %arg0[%0], %arg1 : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %1, %arg0[%0], %arg1 : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: %5 = amdg.buffer_load %arg0[%0], %4 : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %5, %arg0[%0], %4 : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: %6 = amdg.buffer_load %arg0[%0] : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %6, %arg0[%0] : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: %8 = amdg.buffer_load %arg0[%0], %7 : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %8, %arg0[%0], %7 : tensor<2048xf16, #blocked>
// V36-NOT: {contiguity
// V36-LABEL: tt.func public @colmajor(
// V36-NOT: {contiguity
// V36: %3 = amdg.buffer_load %arg0[%2] : tensor<32x64xf32, #blocked2>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %3, %arg0[%2] : tensor<32x64xf32, #blocked2>
// V36-NOT: {contiguity
// V36: %7 = amdg.buffer_load %arg0[%6] : tensor<32x64xf32, #blocked2>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %7, %arg0[%6] : tensor<32x64xf32, #blocked2>
// V36-NOT: {contiguity
// V36-LABEL: tt.func public @three(
// V36-NOT: {contiguity
// V36: %4 = amdg.buffer_load %arg0[%3] : tensor<4x16x64xbf16, #blocked3>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %4, %arg0[%3] : tensor<4x16x64xbf16, #blocked3>
// V36-NOT: {contiguity
// V36-LABEL: tt.func public @hinted(
// V36-NOT: {contiguity
// V36: %0 = amdg.buffer_load %arg0[%arg1] : tensor<2048xf32, #blocked>
// V36-NOT: {contiguity
// V36: amdg.buffer_store %0, %arg0[%arg1] : tensor<2048xf32, #blocked>
// V36-NOT: {contiguity

// V37-LABEL: tt.func public @strided(
// V37: %2 = amdg.buffer_load %arg0[%1] : tensor<2048xf32, #blocked>
// V37: amdg.buffer_store %2, %arg0[%1] : tensor<2048xf32, #blocked>
// V37-LABEL: tt.func public @widths(
// V37: %1 = amdg.buffer_load %arg0[%0] {contiguity = 16 : i32} : tensor<8192xi8, #blocked1>
// V37: amdg.buffer_store %1, %arg0[%0] {contiguity = 16 : i32} : tensor<8192xi8, #blocked1>
// V37: %2 = amdg.buffer_load %arg1[%0] {contiguity = 8 : i32} : tensor<8192xf16, #blocked1>
// V37: amdg.buffer_store %2, %arg1[%0] {contiguity = 8 : i32} : tensor<8192xf16, #blocked1>
// V37: %3 = amdg.buffer_load %arg2[%0] {contiguity = 2 : i32} : tensor<8192xf64, #blocked1>
// V37: amdg.buffer_store %3, %arg2[%0] {contiguity = 2 : i32} : tensor<8192xf64, #blocked1>
// V37-LABEL: tt.func public @unaligned(
// V37: %1 = amdg.buffer_load %arg0[%0] : tensor<2048xf32, #blocked>
// V37: amdg.buffer_store %1, %arg0[%0] : tensor<2048xf32, #blocked>
// V37-LABEL: tt.func public @masks(
// V37: %1 = amdg.buffer_load %arg0[%0], %arg1 : tensor<2048xf16, #blocked>
// V37: amdg.buffer_store %1, %arg0[%0], %arg1 : tensor<2048xf16, #blocked>
// V37: %5 = amdg.buffer_load %arg0[%0], %4 {contiguity = 2 : i32} : tensor<2048xf16, #blocked>
// V37: amdg.buffer_store %5, %arg0[%0], %4 {contiguity = 2 : i32} : tensor<2048xf16, #blocked>
// V37: %6 = amdg.buffer_load %arg0[%0] {contiguity = 8 : i32} : tensor<2048xf16, #blocked>
// V37: amdg.buffer_store %6, %arg0[%0] {contiguity = 8 : i32} : tensor<2048xf16, #blocked>
// V37: %8 = amdg.buffer_load %arg0[%0], %7 {contiguity = 8 : i32} : tensor<2048xf16, #blocked>
// V37: amdg.buffer_store %8, %arg0[%0], %7 {contiguity = 8 : i32} : tensor<2048xf16, #blocked>
// V37-LABEL: tt.func public @colmajor(
// V37: %3 = amdg.buffer_load %arg0[%2] {contiguity = 4 : i32} : tensor<32x64xf32, #blocked2>
// V37: amdg.buffer_store %3, %arg0[%2] {contiguity = 4 : i32} : tensor<32x64xf32, #blocked2>
// V37: %7 = amdg.buffer_load %arg0[%6] : tensor<32x64xf32, #blocked2>
// V37: amdg.buffer_store %7, %arg0[%6] : tensor<32x64xf32, #blocked2>
// V37-LABEL: tt.func public @three(
// V37: %4 = amdg.buffer_load %arg0[%3] {contiguity = 8 : i32} : tensor<4x16x64xbf16, #blocked3>
// V37: amdg.buffer_store %4, %arg0[%3] {contiguity = 8 : i32} : tensor<4x16x64xbf16, #blocked3>
// V37-LABEL: tt.func public @hinted(
// V37: %0 = amdg.buffer_load %arg0[%arg1] {contiguity = 2 : i32} : tensor<2048xf32, #blocked>
// V37: amdg.buffer_store %0, %arg0[%arg1] {contiguity = 2 : i32} : tensor<2048xf32, #blocked>

// V39-LABEL: tt.func public @strided(
// V39: %2 = amdg.buffer_load %arg0[%1] : !tt.ptr<f32> -> tensor<2048xf32, #blocked>
// V39: amdg.buffer_store %2, %arg0[%1] : !tt.ptr<f32> -> tensor<2048xf32, #blocked>
// V39-LABEL: tt.func public @widths(
// V39: %1 = amdg.buffer_load %arg0[%0] {contiguity = 16 : i32} : !tt.ptr<i8> -> tensor<8192xi8, #blocked1>
// V39: amdg.buffer_store %1, %arg0[%0] {contiguity = 16 : i32} : !tt.ptr<i8> -> tensor<8192xi8, #blocked1>
// V39: %2 = amdg.buffer_load %arg1[%0] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<8192xf16, #blocked1>
// V39: amdg.buffer_store %2, %arg1[%0] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<8192xf16, #blocked1>
// V39: %3 = amdg.buffer_load %arg2[%0] {contiguity = 2 : i32} : !tt.ptr<f64> -> tensor<8192xf64, #blocked1>
// V39: amdg.buffer_store %3, %arg2[%0] {contiguity = 2 : i32} : !tt.ptr<f64> -> tensor<8192xf64, #blocked1>
// V39-LABEL: tt.func public @unaligned(
// V39: %1 = amdg.buffer_load %arg0[%0] : !tt.ptr<f32> -> tensor<2048xf32, #blocked>
// V39: amdg.buffer_store %1, %arg0[%0] : !tt.ptr<f32> -> tensor<2048xf32, #blocked>
// V39-LABEL: tt.func public @masks(
// V39: %1 = amdg.buffer_load %arg0[%0], %arg1 : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: amdg.buffer_store %1, %arg0[%0], %arg1 : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: %5 = amdg.buffer_load %arg0[%0], %4 {contiguity = 2 : i32} : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: amdg.buffer_store %5, %arg0[%0], %4 {contiguity = 2 : i32} : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: %6 = amdg.buffer_load %arg0[%0] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: amdg.buffer_store %6, %arg0[%0] {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: %8 = amdg.buffer_load %arg0[%0], %7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39: amdg.buffer_store %8, %arg0[%0], %7 {contiguity = 8 : i32} : !tt.ptr<f16> -> tensor<2048xf16, #blocked>
// V39-LABEL: tt.func public @colmajor(
// V39: %3 = amdg.buffer_load %arg0[%2] {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<32x64xf32, #blocked2>
// V39: amdg.buffer_store %3, %arg0[%2] {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<32x64xf32, #blocked2>
// V39: %7 = amdg.buffer_load %arg0[%6] : !tt.ptr<f32> -> tensor<32x64xf32, #blocked2>
// V39: amdg.buffer_store %7, %arg0[%6] : !tt.ptr<f32> -> tensor<32x64xf32, #blocked2>
// V39-LABEL: tt.func public @three(
// V39: %4 = amdg.buffer_load %arg0[%3] {contiguity = 8 : i32} : !tt.ptr<bf16> -> tensor<4x16x64xbf16, #blocked3>
// V39: amdg.buffer_store %4, %arg0[%3] {contiguity = 8 : i32} : !tt.ptr<bf16> -> tensor<4x16x64xbf16, #blocked3>
// V39-LABEL: tt.func public @hinted(
// V39: %0 = amdg.buffer_load %arg0[%arg1] {contiguity = 2 : i32} : !tt.ptr<f32> -> tensor<2048xf32, #blocked>
// V39: amdg.buffer_store %0, %arg0[%arg1] {contiguity = 2 : i32} : !tt.ptr<f32> -> tensor<2048xf32, #blocked>

#b1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#b32 = #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 2, 8], threadsPerWarp = [1, 8, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // strided offsets: contiguity 1 -> no attribute
  tt.func public @strided(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %c2 = arith.constant dense<2> : tensor<2048xi32, #b1>
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = arith.muli %0, %c2 : tensor<2048xi32, #b1>
    %2 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %3 = tt.addptr %2, %1 : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %4 = tt.load %3 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.store %3, %4 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.return
  }
  // element widths: i8 (128-bit cap 16 < 32 per thread), f16 (8), f64 (2)
  tt.func public @widths(%p8: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %p16: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %p64: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 8192 : i32, start = 0 : i32} : tensor<8192xi32, #b32>
    %1 = tt.splat %p8 : !tt.ptr<i8> -> tensor<8192x!tt.ptr<i8>, #b32>
    %2 = tt.addptr %1, %0 : tensor<8192x!tt.ptr<i8>, #b32>, tensor<8192xi32, #b32>
    %3 = tt.load %2 : tensor<8192x!tt.ptr<i8>, #b32>
    tt.store %2, %3 : tensor<8192x!tt.ptr<i8>, #b32>
    %4 = tt.splat %p16 : !tt.ptr<f16> -> tensor<8192x!tt.ptr<f16>, #b32>
    %5 = tt.addptr %4, %0 : tensor<8192x!tt.ptr<f16>, #b32>, tensor<8192xi32, #b32>
    %6 = tt.load %5 : tensor<8192x!tt.ptr<f16>, #b32>
    tt.store %5, %6 : tensor<8192x!tt.ptr<f16>, #b32>
    %7 = tt.splat %p64 : !tt.ptr<f64> -> tensor<8192x!tt.ptr<f64>, #b32>
    %8 = tt.addptr %7, %0 : tensor<8192x!tt.ptr<f64>, #b32>, tensor<8192xi32, #b32>
    %9 = tt.load %8 : tensor<8192x!tt.ptr<f64>, #b32>
    tt.store %8, %9 : tensor<8192x!tt.ptr<f64>, #b32>
    tt.return
  }
  // base without divisibility: alignment 1
  tt.func public @unaligned(%p: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %2 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %3 = tt.addptr %2, %0 : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %4 = tt.load %3 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.store %3, %4 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.return
  }
  // masks: an argument mask (constancy 1), a mask of constancy 2 (range / 2 < n), a true splat (dropped)
  tt.func public @masks(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %m: tensor<2048xi1, #b1>, %n: i32 {tt.divisibility = 16 : i32}) {
    %true = arith.constant dense<true> : tensor<2048xi1, #b1>
    %c2 = arith.constant dense<2> : tensor<2048xi32, #b1>
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %2 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %3 = tt.addptr %2, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %4 = tt.load %3, %m : tensor<2048x!tt.ptr<f16>, #b1>
    tt.store %3, %4, %m : tensor<2048x!tt.ptr<f16>, #b1>
    %5 = arith.divsi %0, %c2 : tensor<2048xi32, #b1>
    %6 = tt.splat %n : i32 -> tensor<2048xi32, #b1>
    %7 = arith.cmpi slt, %5, %6 : tensor<2048xi32, #b1>
    %8 = tt.load %3, %7 : tensor<2048x!tt.ptr<f16>, #b1>
    tt.store %3, %8, %7 : tensor<2048x!tt.ptr<f16>, #b1>
    %9 = tt.load %3, %true : tensor<2048x!tt.ptr<f16>, #b1>
    tt.store %3, %9, %true : tensor<2048x!tt.ptr<f16>, #b1>
    %10 = arith.cmpi slt, %0, %6 : tensor<2048xi32, #b1>
    %11 = tt.load %3, %10 : tensor<2048x!tt.ptr<f16>, #b1>
    tt.store %3, %11, %10 : tensor<2048x!tt.ptr<f16>, #b1>
    tt.return
  }
  // column-major 2-D (order [0, 1]) with a broadcast along dim 1
  tt.func public @colmajor(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<32x1xi32, #b2>
    %2 = tt.broadcast %1 : tensor<32x1xi32, #b2> -> tensor<32x64xi32, #b2>
    %3 = tt.splat %p : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #b2>
    %4 = tt.addptr %3, %2 : tensor<32x64x!tt.ptr<f32>, #b2>, tensor<32x64xi32, #b2>
    %5 = tt.load %4 : tensor<32x64x!tt.ptr<f32>, #b2>
    tt.store %4, %5 : tensor<32x64x!tt.ptr<f32>, #b2>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #b2}>>
    %7 = tt.expand_dims %6 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #b2}>> -> tensor<1x64xi32, #b2>
    %8 = tt.broadcast %7 : tensor<1x64xi32, #b2> -> tensor<32x64xi32, #b2>
    %9 = tt.addptr %3, %8 : tensor<32x64x!tt.ptr<f32>, #b2>, tensor<32x64xi32, #b2>
    %10 = tt.load %9 : tensor<32x64x!tt.ptr<f32>, #b2>
    tt.store %9, %10 : tensor<32x64x!tt.ptr<f32>, #b2>
    tt.return
  }
  // 3-D
  tt.func public @three(%p: !tt.ptr<bf16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #b3}>}>>
    %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 0, parent = #b3}>}>> -> tensor<1x64xi32, #ttg.slice<{dim = 0, parent = #b3}>>
    %2 = tt.expand_dims %1 {axis = 0 : i32} : tensor<1x64xi32, #ttg.slice<{dim = 0, parent = #b3}>> -> tensor<1x1x64xi32, #b3>
    %3 = tt.broadcast %2 : tensor<1x1x64xi32, #b3> -> tensor<4x16x64xi32, #b3>
    %4 = tt.splat %p : !tt.ptr<bf16> -> tensor<4x16x64x!tt.ptr<bf16>, #b3>
    %5 = tt.addptr %4, %3 : tensor<4x16x64x!tt.ptr<bf16>, #b3>, tensor<4x16x64xi32, #b3>
    %6 = tt.load %5 : tensor<4x16x64x!tt.ptr<bf16>, #b3>
    tt.store %5, %6 : tensor<4x16x64x!tt.ptr<bf16>, #b3>
    tt.return
  }
  // hints: tt.contiguity on the offsets
  tt.func public @hinted(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %o: tensor<2048xi32, #b1> {tt.contiguity = 2 : i32, tt.divisibility = 16 : i32}) {
    %2 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %3 = tt.addptr %2, %o : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %4 = tt.load %3 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.store %3, %4 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.return
  }
}
