// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V39

// From Triton 3.7.1 a tt.atomic_rmw's vector size is at most its mask's alignment (the mask's
// constancy along the fastest dimension): a 16-bit float atomic under a mask of constancy 1
// then fails "RMW float 16 dtypes must be aligned by 2" and stays; up to 3.6 the mask was not
// looked at.  (The upstream PR was not identified.)  Input of pyopt's own; CHECK lines from the
// 3.6.0, 3.7.1 and 3.9.0 wheels (tools/oracle.py run FILE -p 'convert-to-buffer-ops{...}').

// V36-LABEL: @f16_any_mask(
// V36: amdg.buffer_atomic_rmw fadd
// V36-LABEL: @f16_pair_mask(
// V36: amdg.buffer_atomic_rmw fadd
// V36-LABEL: @f16_true_mask(
// V36: amdg.buffer_atomic_rmw fadd
// V36-LABEL: @f32_any_mask(
// V36: amdg.buffer_atomic_rmw fadd

// V37-LABEL: @f16_any_mask(
// V37: tt.atomic_rmw fadd
// V37-LABEL: @f16_pair_mask(
// V37: amdg.buffer_atomic_rmw fadd
// V37-LABEL: @f16_true_mask(
// V37: amdg.buffer_atomic_rmw fadd
// V37-LABEL: @f32_any_mask(
// V37: amdg.buffer_atomic_rmw fadd

// V39-LABEL: @f16_any_mask(
// V39: tt.atomic_rmw fadd
// V39-LABEL: @f16_pair_mask(
// V39: amdg.buffer_atomic_rmw fadd
// V39-LABEL: @f16_true_mask(
// V39: amdg.buffer_atomic_rmw fadd
// V39-LABEL: @f32_any_mask(
// V39: amdg.buffer_atomic_rmw fadd

#b1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // a mask of constancy 1: the vector size becomes 1, and f16 atomics go by pairs
  tt.func public @f16_any_mask(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %m: tensor<2048xi1, #b1>, %v: tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v, %m : (tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xf16, #b1>, tensor<2048xi1, #b1>) -> tensor<2048xf16, #b1>
    tt.return %3 : tensor<2048xf16, #b1>
  }
  // a mask constant in pairs (range / 2 < n): vectors of 2, still converted
  tt.func public @f16_pair_mask(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %n: i32 {tt.divisibility = 16 : i32}, %v: tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1> {
    %c2 = arith.constant dense<2> : tensor<2048xi32, #b1>
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %3 = arith.divsi %0, %c2 : tensor<2048xi32, #b1>
    %4 = tt.splat %n : i32 -> tensor<2048xi32, #b1>
    %5 = arith.cmpi slt, %3, %4 : tensor<2048xi32, #b1>
    %6 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v, %5 : (tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xf16, #b1>, tensor<2048xi1, #b1>) -> tensor<2048xf16, #b1>
    tt.return %6 : tensor<2048xf16, #b1>
  }
  // a constant true mask: no cap, converted (the mask dropped)
  tt.func public @f16_true_mask(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1> {
    %true = arith.constant dense<true> : tensor<2048xi1, #b1>
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v, %true : (tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xf16, #b1>, tensor<2048xi1, #b1>) -> tensor<2048xf16, #b1>
    tt.return %3 : tensor<2048xf16, #b1>
  }
  // f32 under a mask of constancy 1: 32 bits a vector, converted in every release
  tt.func public @f32_any_mask(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %m: tensor<2048xi1, #b1>, %v: tensor<2048xf32, #b1>) -> tensor<2048xf32, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v, %m : (tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xf32, #b1>, tensor<2048xi1, #b1>) -> tensor<2048xf32, #b1>
    tt.return %3 : tensor<2048xf32, #b1>
  }
}
