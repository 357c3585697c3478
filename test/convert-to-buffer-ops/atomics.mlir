// RUN: pyopt %s --split-input-file -convert-to-buffer-ops=arch-generation-name=gfx942 | FileCheck %s --check-prefix=GFX942
// RUN: pyopt %s --split-input-file -convert-to-buffer-ops=arch-generation-name=gfx950 | FileCheck %s --check-prefix=GFX950
// Other families have no buffer atomics in Triton 3.6.0 (RDNA4 among them: gfx1200).
// RUN: pyopt %s --split-input-file -convert-to-buffer-ops=arch-generation-name=gfx1200 | FileCheck %s --check-prefix=OTHER
// RUN: pyopt %s --split-input-file -convert-to-buffer-ops="arch-generation-name=gfx942 allow-buffer-atomics=false" | FileCheck %s --check-prefix=NO-ATOMICS

// Buffer atomics: tt.atomic_rmw needs an arch-generation-name of the CDNA3 or CDNA4 family
// (gfx942, gfx950) and allow-buffer-atomics; tt.atomic_cas converts on every target.  Pointers are
// tt.addptr(tt.splat(%arg), offsets) with tt.pointer_range = 32, so the range proof is
// skipped and the atomic rules decide.
// GFX942-LABEL: tt.func @rmw_kinds(
// GFX942-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX942-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// GFX942-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %3 = amdg.buffer_atomic_rmw and, acq_rel, gpu, %arg2, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %4 = amdg.buffer_atomic_rmw or, relaxed, gpu, %3, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %5 = amdg.buffer_atomic_rmw xor, acquire, cta, %4, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %6 = amdg.buffer_atomic_rmw add, release, gpu, %5, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %7 = amdg.buffer_atomic_rmw umax, acq_rel, gpu, %6, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %8 = amdg.buffer_atomic_rmw umin, acq_rel, gpu, %7, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %9 = amdg.buffer_atomic_rmw exch, acq_rel, gpu, %8, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX942-NEXT: %10 = tt.atomic_rmw max, acq_rel, gpu, %2, %9, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// GFX942-NEXT: %11 = tt.atomic_rmw min, acq_rel, gpu, %2, %10, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// GFX942-NEXT: %12 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg3, %arg1[%0], %arg4 : tensor<1024xf32, #blocked>
// GFX942-NEXT: %13 = amdg.buffer_atomic_rmw max, acq_rel, gpu, %12, %arg1[%0], %arg4 : tensor<1024xf32, #blocked>
// GFX942-NEXT: %14 = amdg.buffer_atomic_rmw min, acq_rel, gpu, %13, %arg1[%0], %arg4 : tensor<1024xf32, #blocked>
// GFX942-NEXT: tt.return
// GFX942-NEXT: }
// GFX950-LABEL: tt.func @rmw_kinds(
// GFX950-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX950-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// GFX950-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// GFX950-NEXT: %3 = amdg.buffer_atomic_rmw and, acq_rel, gpu, %arg2, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %4 = amdg.buffer_atomic_rmw or, relaxed, gpu, %3, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %5 = amdg.buffer_atomic_rmw xor, acquire, cta, %4, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %6 = amdg.buffer_atomic_rmw add, release, gpu, %5, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %7 = amdg.buffer_atomic_rmw umax, acq_rel, gpu, %6, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %8 = amdg.buffer_atomic_rmw umin, acq_rel, gpu, %7, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %9 = amdg.buffer_atomic_rmw exch, acq_rel, gpu, %8, %arg0[%0], %arg4 : tensor<1024xi32, #blocked>
// GFX950-NEXT: %10 = tt.atomic_rmw max, acq_rel, gpu, %2, %9, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// GFX950-NEXT: %11 = tt.atomic_rmw min, acq_rel, gpu, %2, %10, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// GFX950-NEXT: %12 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg3, %arg1[%0], %arg4 : tensor<1024xf32, #blocked>
// GFX950-NEXT: %13 = amdg.buffer_atomic_rmw max, acq_rel, gpu, %12, %arg1[%0], %arg4 : tensor<1024xf32, #blocked>
// GFX950-NEXT: %14 = amdg.buffer_atomic_rmw min, acq_rel, gpu, %13, %arg1[%0], %arg4 : tensor<1024xf32, #blocked>
// GFX950-NEXT: tt.return
// GFX950-NEXT: }
// OTHER-LABEL: tt.func @rmw_kinds(
// OTHER-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// OTHER-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// OTHER-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %3 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// OTHER-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %5 = tt.atomic_rmw and, acq_rel, gpu, %2, %arg2, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %6 = tt.atomic_rmw or, relaxed, gpu, %2, %5, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %7 = tt.atomic_rmw xor, acquire, cta, %2, %6, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %8 = tt.atomic_rmw add, release, gpu, %2, %7, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %9 = tt.atomic_rmw umax, acq_rel, gpu, %2, %8, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %10 = tt.atomic_rmw umin, acq_rel, gpu, %2, %9, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %11 = tt.atomic_rmw exch, acq_rel, gpu, %2, %10, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %12 = tt.atomic_rmw max, acq_rel, gpu, %2, %11, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %13 = tt.atomic_rmw min, acq_rel, gpu, %2, %12, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %14 = tt.atomic_rmw fadd, acq_rel, gpu, %4, %arg3, %arg4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: %15 = tt.atomic_rmw max, acq_rel, gpu, %4, %14, %arg4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: %16 = tt.atomic_rmw min, acq_rel, gpu, %4, %15, %arg4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: tt.return
// OTHER-NEXT: }
// NO-ATOMICS-LABEL: tt.func @rmw_kinds(
// NO-ATOMICS-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// NO-ATOMICS-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %3 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// NO-ATOMICS-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %5 = tt.atomic_rmw and, acq_rel, gpu, %2, %arg2, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %6 = tt.atomic_rmw or, relaxed, gpu, %2, %5, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %7 = tt.atomic_rmw xor, acquire, cta, %2, %6, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %8 = tt.atomic_rmw add, release, gpu, %2, %7, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %9 = tt.atomic_rmw umax, acq_rel, gpu, %2, %8, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %10 = tt.atomic_rmw umin, acq_rel, gpu, %2, %9, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %11 = tt.atomic_rmw exch, acq_rel, gpu, %2, %10, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %12 = tt.atomic_rmw max, acq_rel, gpu, %2, %11, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %13 = tt.atomic_rmw min, acq_rel, gpu, %2, %12, %arg4 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %14 = tt.atomic_rmw fadd, acq_rel, gpu, %4, %arg3, %arg4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: %15 = tt.atomic_rmw max, acq_rel, gpu, %4, %14, %arg4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: %16 = tt.atomic_rmw min, acq_rel, gpu, %4, %15, %arg4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: tt.return
// NO-ATOMICS-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // Kinds: and, or, xor, add, fadd, umax, umin, exch, and float max/min convert; integer
  // max/min do not.
  tt.func @rmw_kinds(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %vi: tensor<1024xi32, #blocked>, %vf: tensor<1024xf32, #blocked>, %m: tensor<1024xi1, #blocked>) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pi = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %ai = tt.addptr %pi, %range : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %pf = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %af = tt.addptr %pf, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %0 = tt.atomic_rmw and, acq_rel, gpu, %ai, %vi, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %1 = tt.atomic_rmw or, relaxed, gpu, %ai, %0, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %2 = tt.atomic_rmw xor, acquire, cta, %ai, %1, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw add, release, gpu, %ai, %2, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %4 = tt.atomic_rmw umax, acq_rel, gpu, %ai, %3, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %5 = tt.atomic_rmw umin, acq_rel, gpu, %ai, %4, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %6 = tt.atomic_rmw exch, acq_rel, gpu, %ai, %5, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %7 = tt.atomic_rmw max, acq_rel, gpu, %ai, %6, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %8 = tt.atomic_rmw min, acq_rel, gpu, %ai, %7, %m : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi32, #blocked>
    %9 = tt.atomic_rmw fadd, acq_rel, gpu, %af, %vf, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    %10 = tt.atomic_rmw max, acq_rel, gpu, %af, %9, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    %11 = tt.atomic_rmw min, acq_rel, gpu, %af, %10, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// Scopes: gpu and cta convert, sys does not.  A mask that is a constant splat of true is
// dropped, any other mask is kept.
// GFX942-LABEL: tt.func @rmw_scopes_and_masks(
// GFX942-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX942-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// GFX942-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %3 = tt.atomic_rmw fadd, acq_rel, sys, %2, %arg1, %arg2 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// GFX942-NEXT: %4 = amdg.buffer_atomic_rmw fadd, acq_rel, cta, %3, %arg0[%0] : tensor<1024xf32, #blocked>
// GFX942-NEXT: %5 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %4, %arg0[%0] : tensor<1024xf32, #blocked>
// GFX942-NEXT: tt.return
// GFX942-NEXT: }
// GFX950-LABEL: tt.func @rmw_scopes_and_masks(
// GFX950-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX950-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// GFX950-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// GFX950-NEXT: %3 = tt.atomic_rmw fadd, acq_rel, sys, %2, %arg1, %arg2 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// GFX950-NEXT: %4 = amdg.buffer_atomic_rmw fadd, acq_rel, cta, %3, %arg0[%0] : tensor<1024xf32, #blocked>
// GFX950-NEXT: %5 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %4, %arg0[%0] : tensor<1024xf32, #blocked>
// GFX950-NEXT: tt.return
// GFX950-NEXT: }
// OTHER-LABEL: tt.func @rmw_scopes_and_masks(
// OTHER-NEXT: %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// OTHER-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// OTHER-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// OTHER-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %3 = tt.atomic_rmw fadd, acq_rel, sys, %2, %arg1, %arg2 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: %4 = tt.atomic_rmw fadd, acq_rel, cta, %2, %3, %cst : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: %5 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: tt.return
// OTHER-NEXT: }
// NO-ATOMICS-LABEL: tt.func @rmw_scopes_and_masks(
// NO-ATOMICS-NEXT: %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// NO-ATOMICS-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// NO-ATOMICS-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %3 = tt.atomic_rmw fadd, acq_rel, sys, %2, %arg1, %arg2 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: %4 = tt.atomic_rmw fadd, acq_rel, cta, %2, %3, %cst : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: %5 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %4 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: tt.return
// NO-ATOMICS-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rmw_scopes_and_masks(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %vf: tensor<1024xf32, #blocked>, %m: tensor<1024xi1, #blocked>) {
    %true = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pf = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %af = tt.addptr %pf, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %0 = tt.atomic_rmw fadd, acq_rel, sys, %af, %vf, %m : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    %1 = tt.atomic_rmw fadd, acq_rel, cta, %af, %0, %true : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf32, #blocked>
    %2 = tt.atomic_rmw fadd, acq_rel, gpu, %af, %1 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// Element types: f16 and bf16 go by pairs (the pointer's AxisInfo vector must be even; a
// contiguity-1 offset gives 1), bf16 fadd is not on CDNA3 (gfx942), f64 fadd is not on RDNA4,
// i8 is no buffer atomic type.
// GFX942-LABEL: tt.func @rmw_types(
// GFX942-NEXT: %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// GFX942-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX942-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
// GFX942-NEXT: %2 = tt.addptr %1, %arg5 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %3 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
// GFX942-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %5 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
// GFX942-NEXT: %6 = tt.addptr %5, %0 : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %7 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg6, %arg0[%0] : tensor<1024xf16, #blocked>
// GFX942-NEXT: %8 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %7, %cst : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
// GFX942-NEXT: %9 = tt.atomic_rmw fadd, acq_rel, gpu, %4, %arg7, %cst : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
// GFX942-NEXT: %10 = amdg.buffer_atomic_rmw exch, acq_rel, gpu, %9, %arg1[%0] : tensor<1024xbf16, #blocked>
// GFX942-NEXT: %11 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg8, %arg2[%0] : tensor<1024xf64, #blocked>
// GFX942-NEXT: %12 = tt.atomic_rmw add, acq_rel, gpu, %6, %arg9, %cst : (tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi8, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi8, #blocked>
// GFX942-NEXT: %13 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg10, %arg4[%0] : tensor<1024xi64, #blocked>
// GFX942-NEXT: tt.return
// GFX942-NEXT: }
// GFX950-LABEL: tt.func @rmw_types(
// GFX950-NEXT: %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// GFX950-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX950-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
// GFX950-NEXT: %2 = tt.addptr %1, %arg5 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
// GFX950-NEXT: %3 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
// GFX950-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
// GFX950-NEXT: %5 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg6, %arg0[%0] : tensor<1024xf16, #blocked>
// GFX950-NEXT: %6 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %5, %cst : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
// GFX950-NEXT: %7 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg7, %arg1[%0] : tensor<1024xbf16, #blocked>
// GFX950-NEXT: %8 = amdg.buffer_atomic_rmw exch, acq_rel, gpu, %7, %arg1[%0] : tensor<1024xbf16, #blocked>
// GFX950-NEXT: %9 = amdg.buffer_atomic_rmw fadd, acq_rel, gpu, %arg8, %arg2[%0] : tensor<1024xf64, #blocked>
// GFX950-NEXT: %10 = tt.atomic_rmw add, acq_rel, gpu, %4, %arg9, %cst : (tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi8, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi8, #blocked>
// GFX950-NEXT: %11 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg10, %arg4[%0] : tensor<1024xi64, #blocked>
// GFX950-NEXT: tt.return
// GFX950-NEXT: }
// OTHER-LABEL: tt.func @rmw_types(
// OTHER-NEXT: %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// OTHER-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// OTHER-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
// OTHER-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %3 = tt.addptr %1, %arg5 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %4 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
// OTHER-NEXT: %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %6 = tt.splat %arg2 : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #blocked>
// OTHER-NEXT: %7 = tt.addptr %6, %0 : tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %8 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
// OTHER-NEXT: %9 = tt.addptr %8, %0 : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %10 = tt.splat %arg4 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
// OTHER-NEXT: %11 = tt.addptr %10, %0 : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %12 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %arg6, %cst : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
// OTHER-NEXT: %13 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %12, %cst : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
// OTHER-NEXT: %14 = tt.atomic_rmw fadd, acq_rel, gpu, %5, %arg7, %cst : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
// OTHER-NEXT: %15 = tt.atomic_rmw exch, acq_rel, gpu, %5, %14, %cst : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
// OTHER-NEXT: %16 = tt.atomic_rmw fadd, acq_rel, gpu, %7, %arg8, %cst : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf64, #blocked>
// OTHER-NEXT: %17 = tt.atomic_rmw add, acq_rel, gpu, %9, %arg9, %cst : (tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi8, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi8, #blocked>
// OTHER-NEXT: %18 = tt.atomic_rmw add, acq_rel, gpu, %11, %arg10, %cst : (tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi64, #blocked>
// OTHER-NEXT: tt.return
// OTHER-NEXT: }
// NO-ATOMICS-LABEL: tt.func @rmw_types(
// NO-ATOMICS-NEXT: %cst = arith.constant dense<true> : tensor<1024xi1, #blocked>
// NO-ATOMICS-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
// NO-ATOMICS-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %3 = tt.addptr %1, %arg5 : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %4 = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
// NO-ATOMICS-NEXT: %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %6 = tt.splat %arg2 : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #blocked>
// NO-ATOMICS-NEXT: %7 = tt.addptr %6, %0 : tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %8 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
// NO-ATOMICS-NEXT: %9 = tt.addptr %8, %0 : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %10 = tt.splat %arg4 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
// NO-ATOMICS-NEXT: %11 = tt.addptr %10, %0 : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %12 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %arg6, %cst : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
// NO-ATOMICS-NEXT: %13 = tt.atomic_rmw fadd, acq_rel, gpu, %3, %12, %cst : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
// NO-ATOMICS-NEXT: %14 = tt.atomic_rmw fadd, acq_rel, gpu, %5, %arg7, %cst : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
// NO-ATOMICS-NEXT: %15 = tt.atomic_rmw exch, acq_rel, gpu, %5, %14, %cst : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
// NO-ATOMICS-NEXT: %16 = tt.atomic_rmw fadd, acq_rel, gpu, %7, %arg8, %cst : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf64, #blocked>
// NO-ATOMICS-NEXT: %17 = tt.atomic_rmw add, acq_rel, gpu, %9, %arg9, %cst : (tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi8, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi8, #blocked>
// NO-ATOMICS-NEXT: %18 = tt.atomic_rmw add, acq_rel, gpu, %11, %arg10, %cst : (tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi64, #blocked>
// NO-ATOMICS-NEXT: tt.return
// NO-ATOMICS-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @rmw_types(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<bf16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg4: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %sparse: tensor<1024xi32, #blocked>, %vh: tensor<1024xf16, #blocked>, %vb: tensor<1024xbf16, #blocked>, %vd: tensor<1024xf64, #blocked>, %v8: tensor<1024xi8, #blocked>, %v64: tensor<1024xi64, #blocked>) {
    %true = arith.constant dense<true> : tensor<1024xi1, #blocked>
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %ph = tt.splat %arg0 : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked>
    %ah = tt.addptr %ph, %range : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %ah_sparse = tt.addptr %ph, %sparse : tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xi32, #blocked>
    %pb = tt.splat %arg1 : !tt.ptr<bf16> -> tensor<1024x!tt.ptr<bf16>, #blocked>
    %ab = tt.addptr %pb, %range : tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xi32, #blocked>
    %pd = tt.splat %arg2 : !tt.ptr<f64> -> tensor<1024x!tt.ptr<f64>, #blocked>
    %ad = tt.addptr %pd, %range : tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xi32, #blocked>
    %p8 = tt.splat %arg3 : !tt.ptr<i8> -> tensor<1024x!tt.ptr<i8>, #blocked>
    %a8 = tt.addptr %p8, %range : tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi32, #blocked>
    %p64 = tt.splat %arg4 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
    %a64 = tt.addptr %p64, %range : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %ah, %vh, %true : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
    %1 = tt.atomic_rmw fadd, acq_rel, gpu, %ah_sparse, %0, %true : (tensor<1024x!tt.ptr<f16>, #blocked>, tensor<1024xf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf16, #blocked>
    %2 = tt.atomic_rmw fadd, acq_rel, gpu, %ab, %vb, %true : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
    %3 = tt.atomic_rmw exch, acq_rel, gpu, %ab, %2, %true : (tensor<1024x!tt.ptr<bf16>, #blocked>, tensor<1024xbf16, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xbf16, #blocked>
    %4 = tt.atomic_rmw fadd, acq_rel, gpu, %ad, %vd, %true : (tensor<1024x!tt.ptr<f64>, #blocked>, tensor<1024xf64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xf64, #blocked>
    %5 = tt.atomic_rmw add, acq_rel, gpu, %a8, %v8, %true : (tensor<1024x!tt.ptr<i8>, #blocked>, tensor<1024xi8, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi8, #blocked>
    %6 = tt.atomic_rmw add, acq_rel, gpu, %a64, %v64, %true : (tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi64, #blocked>, tensor<1024xi1, #blocked>) -> tensor<1024xi64, #blocked>
    tt.return
  }
}

// -----

// tt.atomic_cas: i32 and i64 only, scope gpu or cta, on every target.
// GFX942-LABEL: tt.func @cas(
// GFX942-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX942-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// GFX942-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %3 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// GFX942-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// GFX942-NEXT: %5 = amdg.buffer_atomic_cas acq_rel, gpu, %arg3, %arg3, %arg0[%0] : tensor<1024xi32, #blocked>
// GFX942-NEXT: %6 = amdg.buffer_atomic_cas relaxed, cta, %arg4, %arg4, %arg1[%0] : tensor<1024xi64, #blocked>
// GFX942-NEXT: %7 = tt.atomic_cas acq_rel, sys, %2, %5, %5 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
// GFX942-NEXT: %8 = tt.atomic_cas acq_rel, gpu, %4, %arg5, %arg5 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// GFX942-NEXT: tt.return
// GFX942-NEXT: }
// GFX950-LABEL: tt.func @cas(
// GFX950-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// GFX950-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// GFX950-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// GFX950-NEXT: %3 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// GFX950-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// GFX950-NEXT: %5 = amdg.buffer_atomic_cas acq_rel, gpu, %arg3, %arg3, %arg0[%0] : tensor<1024xi32, #blocked>
// GFX950-NEXT: %6 = amdg.buffer_atomic_cas relaxed, cta, %arg4, %arg4, %arg1[%0] : tensor<1024xi64, #blocked>
// GFX950-NEXT: %7 = tt.atomic_cas acq_rel, sys, %2, %5, %5 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
// GFX950-NEXT: %8 = tt.atomic_cas acq_rel, gpu, %4, %arg5, %arg5 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// GFX950-NEXT: tt.return
// GFX950-NEXT: }
// OTHER-LABEL: tt.func @cas(
// OTHER-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// OTHER-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// OTHER-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %3 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// OTHER-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// OTHER-NEXT: %5 = amdg.buffer_atomic_cas acq_rel, gpu, %arg3, %arg3, %arg0[%0] : tensor<1024xi32, #blocked>
// OTHER-NEXT: %6 = amdg.buffer_atomic_cas relaxed, cta, %arg4, %arg4, %arg1[%0] : tensor<1024xi64, #blocked>
// OTHER-NEXT: %7 = tt.atomic_cas acq_rel, sys, %2, %5, %5 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
// OTHER-NEXT: %8 = tt.atomic_cas acq_rel, gpu, %4, %arg5, %arg5 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// OTHER-NEXT: tt.return
// OTHER-NEXT: }
// NO-ATOMICS-LABEL: tt.func @cas(
// NO-ATOMICS-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
// NO-ATOMICS-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %3 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// NO-ATOMICS-NEXT: %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %5 = amdg.buffer_atomic_cas acq_rel, gpu, %arg3, %arg3, %arg0[%0] : tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %6 = amdg.buffer_atomic_cas relaxed, cta, %arg4, %arg4, %arg1[%0] : tensor<1024xi64, #blocked>
// NO-ATOMICS-NEXT: %7 = tt.atomic_cas acq_rel, sys, %2, %5, %5 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
// NO-ATOMICS-NEXT: %8 = tt.atomic_cas acq_rel, gpu, %4, %arg5, %arg5 : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
// NO-ATOMICS-NEXT: tt.return
// NO-ATOMICS-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cas(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %ci: tensor<1024xi32, #blocked>, %cl: tensor<1024xi64, #blocked>, %cf: tensor<1024xf32, #blocked>) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %pi = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %ai = tt.addptr %pi, %range : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %pl = tt.splat %arg1 : !tt.ptr<i64> -> tensor<1024x!tt.ptr<i64>, #blocked>
    %al = tt.addptr %pl, %range : tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi32, #blocked>
    %pf = tt.splat %arg2 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %af = tt.addptr %pf, %range : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %0 = tt.atomic_cas acq_rel, gpu, %ai, %ci, %ci : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    %1 = tt.atomic_cas relaxed, cta, %al, %cl, %cl : (tensor<1024x!tt.ptr<i64>, #blocked>, tensor<1024xi64, #blocked>, tensor<1024xi64, #blocked>) -> tensor<1024xi64, #blocked>
    %2 = tt.atomic_cas acq_rel, sys, %ai, %0, %0 : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    %3 = tt.atomic_cas acq_rel, gpu, %af, %cf, %cf : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}
