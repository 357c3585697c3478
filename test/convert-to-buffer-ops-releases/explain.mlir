// RUN: pyopt --triton-version=3.6 %s --split-input-file -p 'convert-to-buffer-ops{arch-generation-name=gfx942 explain=true}' -o /dev/null 2>&1 | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.7 %s --split-input-file -p 'convert-to-buffer-ops{arch-generation-name=gfx942 explain=true}' -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file -p 'convert-to-buffer-ops{gfx-arch=gfx1100 explain=true}' -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s --split-input-file -p 'convert-to-buffer-ops{gfx-arch=gfx942 explain=true}' -o /dev/null 2>&1 | filecheck %s --check-prefix=V39

// explain=true (pyopt only) gives the reason of the run's release for each memory op (the
// decisions themselves are the wheels', checked by the other tests of this directory):
// 3.7's mask cap on an atomic's vector size and the buffer ops' contiguity, 3.8's gfx-arch
// deciding buffer_load_to_local and its families with buffer atomics, 3.9's float max/min
// types and integer max/min.

// V36: remark: convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw: base %p, offsets %0 (tensor<2048xi32>); the base %p has tt.pointer_range = 32: the offsets %0 need no range proof; 8 element(s) a vector, 128 bits; mask %m kept
// V36: remark: convert-to-buffer-ops: converted to amdg.buffer_load: base %p, offsets %0 (tensor<2048xi32>); the base %p has tt.pointer_range = 32: the offsets %0 need no range proof{{$}}
// V36: remark: convert-to-buffer-ops: not converted: bf16 fadd has no buffer atomic on CDNA3 (gfx942)
// V36: remark: convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw
// V36: remark: convert-to-buffer-ops: not converted: atomic kind max has no buffer atomic for integers (only float max/min; use umax/umin)
// V36: remark: convert-to-buffer-ops: converted to amdg.buffer_load_to_local

// V37: remark: convert-to-buffer-ops: not converted: f16 atomics go by pairs, and the pointer's AxisInfo gives vectors of 1 element(s) (at most the mask's alignment)
// V37: remark: convert-to-buffer-ops: converted to amdg.buffer_load: base %p, offsets %0 (tensor<2048xi32>); the base %p has tt.pointer_range = 32: the offsets %0 need no range proof; contiguity 8 (the pointer's vector size)

// V38: remark: convert-to-buffer-ops: not converted: gfx-arch=gfx1100 (RDNA3): buffer atomics are for CDNA3, CDNA4, RDNA4 and GFX1250
// V38: remark: convert-to-buffer-ops: not converted: gfx-arch=gfx1100 (RDNA3) has no buffer_load_to_local (CDNA3 and CDNA4 only)

// V39: remark: convert-to-buffer-ops: not converted: bf16 fadd has no buffer atomic on CDNA3;
// V39: remark: convert-to-buffer-ops: not converted: f16 max/min has no buffer atomic on CDNA3;
// V39: remark: convert-to-buffer-ops: not converted: bf16 max/min has no buffer atomic on CDNA3;
// V39: remark: convert-to-buffer-ops: not converted: f32 max/min has no buffer atomic on CDNA3;
// V39: remark: convert-to-buffer-ops: converted to amdg.buffer_atomic_rmw
// V39: remark: convert-to-buffer-ops: not converted: atomic kind max on integers stays a generic atomic (use umax/umin)

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
  tt.func public @f16_load(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.load %2 : tensor<2048x!tt.ptr<f16>, #b1>
    tt.store %2, %3 : tensor<2048x!tt.ptr<f16>, #b1>
    tt.return
  }
}

// -----

#b1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @fadd_f16(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1>
    tt.return %3 : tensor<2048xf16, #b1>
  }
  tt.func public @fadd_bf16(%p: !tt.ptr<bf16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xbf16, #b1>) -> tensor<2048xbf16, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<bf16> -> tensor<2048x!tt.ptr<bf16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<bf16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<bf16>, #b1>, tensor<2048xbf16, #b1>) -> tensor<2048xbf16, #b1>
    tt.return %3 : tensor<2048xbf16, #b1>
  }
  tt.func public @fadd_f32(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf32, #b1>) -> tensor<2048xf32, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xf32, #b1>) -> tensor<2048xf32, #b1>
    tt.return %3 : tensor<2048xf32, #b1>
  }
  tt.func public @fadd_f64(%p: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf64, #b1>) -> tensor<2048xf64, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f64> -> tensor<2048x!tt.ptr<f64>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f64>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f64>, #b1>, tensor<2048xf64, #b1>) -> tensor<2048xf64, #b1>
    tt.return %3 : tensor<2048xf64, #b1>
  }
  tt.func public @max_f16(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<2048x!tt.ptr<f16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw max, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f16>, #b1>, tensor<2048xf16, #b1>) -> tensor<2048xf16, #b1>
    tt.return %3 : tensor<2048xf16, #b1>
  }
  tt.func public @min_bf16(%p: !tt.ptr<bf16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xbf16, #b1>) -> tensor<2048xbf16, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<bf16> -> tensor<2048x!tt.ptr<bf16>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<bf16>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw min, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<bf16>, #b1>, tensor<2048xbf16, #b1>) -> tensor<2048xbf16, #b1>
    tt.return %3 : tensor<2048xbf16, #b1>
  }
  tt.func public @max_f32(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf32, #b1>) -> tensor<2048xf32, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw max, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xf32, #b1>) -> tensor<2048xf32, #b1>
    tt.return %3 : tensor<2048xf32, #b1>
  }
  tt.func public @min_f64(%p: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf64, #b1>) -> tensor<2048xf64, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f64> -> tensor<2048x!tt.ptr<f64>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f64>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw min, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f64>, #b1>, tensor<2048xf64, #b1>) -> tensor<2048xf64, #b1>
    tt.return %3 : tensor<2048xf64, #b1>
  }
  tt.func public @add_i32(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xi32, #b1>) -> tensor<2048xi32, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<i32> -> tensor<2048x!tt.ptr<i32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<i32>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw add, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<i32>, #b1>, tensor<2048xi32, #b1>) -> tensor<2048xi32, #b1>
    tt.return %3 : tensor<2048xi32, #b1>
  }
  tt.func public @umax_i64(%p: !tt.ptr<i64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xi64, #b1>) -> tensor<2048xi64, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<i64> -> tensor<2048x!tt.ptr<i64>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<i64>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw umax, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<i64>, #b1>, tensor<2048xi64, #b1>) -> tensor<2048xi64, #b1>
    tt.return %3 : tensor<2048xi64, #b1>
  }
  tt.func public @max_i32(%p: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xi32, #b1>) -> tensor<2048xi32, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<i32> -> tensor<2048x!tt.ptr<i32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<i32>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw max, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<i32>, #b1>, tensor<2048xi32, #b1>) -> tensor<2048xi32, #b1>
    tt.return %3 : tensor<2048xi32, #b1>
  }
}

// -----



#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @async_copy(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %o: tensor<32x64xf16, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %true = arith.constant dense<true> : tensor<32x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %t0 = ttg.async_copy_global_to_local %a, %buf mask %m other %o {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %a, %buf mask %true other %zero : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %a, %buf : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

