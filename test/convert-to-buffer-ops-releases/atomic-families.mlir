// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=A36-942
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=A39-942
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx950}' | filecheck %s --check-prefix=A39-950
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx1202}' | filecheck %s --check-prefix=A37-1202
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1202}' | filecheck %s --check-prefix=A38-1202
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx1250}' | filecheck %s --check-prefix=A37-1250
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1250}' | filecheck %s --check-prefix=A38-1250
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1100}' | filecheck %s --check-prefix=A38-1100
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1100}' | filecheck %s --check-prefix=A39-1100
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1170}' | filecheck %s --check-prefix=A39-1170
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1200}' | filecheck %s --check-prefix=A38-1200
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1200}' | filecheck %s --check-prefix=A39-1200

// Which tt.atomic_rmw ops become amdg.buffer_atomic_rmw, by the pass's GFX architecture
// option, element type and kind, per release:
// - the families with buffer atomics: CDNA3 and CDNA4 (3.6), RDNA4 (3.7,
//   triton-lang/triton#8778), GFX1250 (3.8, triton-lang/triton#9744), RDNA3 and RDNA4m
//   (3.9, triton-lang/triton#11535, #11474);
// - the family of a processor name: LLVM's GPU kinds up to 3.7 (gfx1202 is no processor
//   LLVM knows: no family), the gfx number from 3.8 (gfx1202 is RDNA4);
// - fadd: not bf16 on CDNA3, not f64 on RDNA4, only f32 on RDNA3 and RDNA4m;
// - float max/min: every float type up to 3.8; from 3.9 (triton-lang/triton#11018) only f64
//   on CDNA3/CDNA4, f32 on RDNA3/RDNA4m/RDNA4, f32 and f64 on GFX1250;
// - integer max/min never (umax/umin do).
// Input of pyopt's own; CHECK lines from each release's wheel (tools/oracle.py run FILE
// -p 'convert-to-buffer-ops{arch-generation-name=ARCH}' under the release's venv).

// A36-942-LABEL: @fadd_f16(
// A36-942: amdg.buffer_atomic_rmw fadd
// A36-942-LABEL: @fadd_bf16(
// A36-942: tt.atomic_rmw fadd
// A36-942-LABEL: @fadd_f32(
// A36-942: amdg.buffer_atomic_rmw fadd
// A36-942-LABEL: @fadd_f64(
// A36-942: amdg.buffer_atomic_rmw fadd
// A36-942-LABEL: @max_f16(
// A36-942: amdg.buffer_atomic_rmw max
// A36-942-LABEL: @min_bf16(
// A36-942: amdg.buffer_atomic_rmw min
// A36-942-LABEL: @max_f32(
// A36-942: amdg.buffer_atomic_rmw max
// A36-942-LABEL: @min_f64(
// A36-942: amdg.buffer_atomic_rmw min
// A36-942-LABEL: @add_i32(
// A36-942: amdg.buffer_atomic_rmw add
// A36-942-LABEL: @umax_i64(
// A36-942: amdg.buffer_atomic_rmw umax
// A36-942-LABEL: @max_i32(
// A36-942: tt.atomic_rmw max

// A39-942-LABEL: @fadd_f16(
// A39-942: amdg.buffer_atomic_rmw fadd
// A39-942-LABEL: @fadd_bf16(
// A39-942: tt.atomic_rmw fadd
// A39-942-LABEL: @fadd_f32(
// A39-942: amdg.buffer_atomic_rmw fadd
// A39-942-LABEL: @fadd_f64(
// A39-942: amdg.buffer_atomic_rmw fadd
// A39-942-LABEL: @max_f16(
// A39-942: tt.atomic_rmw max
// A39-942-LABEL: @min_bf16(
// A39-942: tt.atomic_rmw min
// A39-942-LABEL: @max_f32(
// A39-942: tt.atomic_rmw max
// A39-942-LABEL: @min_f64(
// A39-942: amdg.buffer_atomic_rmw min
// A39-942-LABEL: @add_i32(
// A39-942: amdg.buffer_atomic_rmw add
// A39-942-LABEL: @umax_i64(
// A39-942: amdg.buffer_atomic_rmw umax
// A39-942-LABEL: @max_i32(
// A39-942: tt.atomic_rmw max

// A39-950-LABEL: @fadd_f16(
// A39-950: amdg.buffer_atomic_rmw fadd
// A39-950-LABEL: @fadd_bf16(
// A39-950: amdg.buffer_atomic_rmw fadd
// A39-950-LABEL: @fadd_f32(
// A39-950: amdg.buffer_atomic_rmw fadd
// A39-950-LABEL: @fadd_f64(
// A39-950: amdg.buffer_atomic_rmw fadd
// A39-950-LABEL: @max_f16(
// A39-950: tt.atomic_rmw max
// A39-950-LABEL: @min_bf16(
// A39-950: tt.atomic_rmw min
// A39-950-LABEL: @max_f32(
// A39-950: tt.atomic_rmw max
// A39-950-LABEL: @min_f64(
// A39-950: amdg.buffer_atomic_rmw min
// A39-950-LABEL: @add_i32(
// A39-950: amdg.buffer_atomic_rmw add
// A39-950-LABEL: @umax_i64(
// A39-950: amdg.buffer_atomic_rmw umax
// A39-950-LABEL: @max_i32(
// A39-950: tt.atomic_rmw max

// A37-1202-LABEL: @fadd_f16(
// A37-1202: tt.atomic_rmw fadd
// A37-1202-LABEL: @fadd_bf16(
// A37-1202: tt.atomic_rmw fadd
// A37-1202-LABEL: @fadd_f32(
// A37-1202: tt.atomic_rmw fadd
// A37-1202-LABEL: @fadd_f64(
// A37-1202: tt.atomic_rmw fadd
// A37-1202-LABEL: @max_f16(
// A37-1202: tt.atomic_rmw max
// A37-1202-LABEL: @min_bf16(
// A37-1202: tt.atomic_rmw min
// A37-1202-LABEL: @max_f32(
// A37-1202: tt.atomic_rmw max
// A37-1202-LABEL: @min_f64(
// A37-1202: tt.atomic_rmw min
// A37-1202-LABEL: @add_i32(
// A37-1202: tt.atomic_rmw add
// A37-1202-LABEL: @umax_i64(
// A37-1202: tt.atomic_rmw umax
// A37-1202-LABEL: @max_i32(
// A37-1202: tt.atomic_rmw max

// A38-1202-LABEL: @fadd_f16(
// A38-1202: amdg.buffer_atomic_rmw fadd
// A38-1202-LABEL: @fadd_bf16(
// A38-1202: amdg.buffer_atomic_rmw fadd
// A38-1202-LABEL: @fadd_f32(
// A38-1202: amdg.buffer_atomic_rmw fadd
// A38-1202-LABEL: @fadd_f64(
// A38-1202: tt.atomic_rmw fadd
// A38-1202-LABEL: @max_f16(
// A38-1202: amdg.buffer_atomic_rmw max
// A38-1202-LABEL: @min_bf16(
// A38-1202: amdg.buffer_atomic_rmw min
// A38-1202-LABEL: @max_f32(
// A38-1202: amdg.buffer_atomic_rmw max
// A38-1202-LABEL: @min_f64(
// A38-1202: amdg.buffer_atomic_rmw min
// A38-1202-LABEL: @add_i32(
// A38-1202: amdg.buffer_atomic_rmw add
// A38-1202-LABEL: @umax_i64(
// A38-1202: amdg.buffer_atomic_rmw umax
// A38-1202-LABEL: @max_i32(
// A38-1202: tt.atomic_rmw max

// A37-1250-LABEL: @fadd_f16(
// A37-1250: tt.atomic_rmw fadd
// A37-1250-LABEL: @fadd_bf16(
// A37-1250: tt.atomic_rmw fadd
// A37-1250-LABEL: @fadd_f32(
// A37-1250: tt.atomic_rmw fadd
// A37-1250-LABEL: @fadd_f64(
// A37-1250: tt.atomic_rmw fadd
// A37-1250-LABEL: @max_f16(
// A37-1250: tt.atomic_rmw max
// A37-1250-LABEL: @min_bf16(
// A37-1250: tt.atomic_rmw min
// A37-1250-LABEL: @max_f32(
// A37-1250: tt.atomic_rmw max
// A37-1250-LABEL: @min_f64(
// A37-1250: tt.atomic_rmw min
// A37-1250-LABEL: @add_i32(
// A37-1250: tt.atomic_rmw add
// A37-1250-LABEL: @umax_i64(
// A37-1250: tt.atomic_rmw umax
// A37-1250-LABEL: @max_i32(
// A37-1250: tt.atomic_rmw max

// A38-1250-LABEL: @fadd_f16(
// A38-1250: amdg.buffer_atomic_rmw fadd
// A38-1250-LABEL: @fadd_bf16(
// A38-1250: amdg.buffer_atomic_rmw fadd
// A38-1250-LABEL: @fadd_f32(
// A38-1250: amdg.buffer_atomic_rmw fadd
// A38-1250-LABEL: @fadd_f64(
// A38-1250: amdg.buffer_atomic_rmw fadd
// A38-1250-LABEL: @max_f16(
// A38-1250: amdg.buffer_atomic_rmw max
// A38-1250-LABEL: @min_bf16(
// A38-1250: amdg.buffer_atomic_rmw min
// A38-1250-LABEL: @max_f32(
// A38-1250: amdg.buffer_atomic_rmw max
// A38-1250-LABEL: @min_f64(
// A38-1250: amdg.buffer_atomic_rmw min
// A38-1250-LABEL: @add_i32(
// A38-1250: amdg.buffer_atomic_rmw add
// A38-1250-LABEL: @umax_i64(
// A38-1250: amdg.buffer_atomic_rmw umax
// A38-1250-LABEL: @max_i32(
// A38-1250: tt.atomic_rmw max

// A38-1100-LABEL: @fadd_f16(
// A38-1100: tt.atomic_rmw fadd
// A38-1100-LABEL: @fadd_bf16(
// A38-1100: tt.atomic_rmw fadd
// A38-1100-LABEL: @fadd_f32(
// A38-1100: tt.atomic_rmw fadd
// A38-1100-LABEL: @fadd_f64(
// A38-1100: tt.atomic_rmw fadd
// A38-1100-LABEL: @max_f16(
// A38-1100: tt.atomic_rmw max
// A38-1100-LABEL: @min_bf16(
// A38-1100: tt.atomic_rmw min
// A38-1100-LABEL: @max_f32(
// A38-1100: tt.atomic_rmw max
// A38-1100-LABEL: @min_f64(
// A38-1100: tt.atomic_rmw min
// A38-1100-LABEL: @add_i32(
// A38-1100: tt.atomic_rmw add
// A38-1100-LABEL: @umax_i64(
// A38-1100: tt.atomic_rmw umax
// A38-1100-LABEL: @max_i32(
// A38-1100: tt.atomic_rmw max

// A39-1100-LABEL: @fadd_f16(
// A39-1100: tt.atomic_rmw fadd
// A39-1100-LABEL: @fadd_bf16(
// A39-1100: tt.atomic_rmw fadd
// A39-1100-LABEL: @fadd_f32(
// A39-1100: amdg.buffer_atomic_rmw fadd
// A39-1100-LABEL: @fadd_f64(
// A39-1100: tt.atomic_rmw fadd
// A39-1100-LABEL: @max_f16(
// A39-1100: tt.atomic_rmw max
// A39-1100-LABEL: @min_bf16(
// A39-1100: tt.atomic_rmw min
// A39-1100-LABEL: @max_f32(
// A39-1100: amdg.buffer_atomic_rmw max
// A39-1100-LABEL: @min_f64(
// A39-1100: tt.atomic_rmw min
// A39-1100-LABEL: @add_i32(
// A39-1100: amdg.buffer_atomic_rmw add
// A39-1100-LABEL: @umax_i64(
// A39-1100: amdg.buffer_atomic_rmw umax
// A39-1100-LABEL: @max_i32(
// A39-1100: tt.atomic_rmw max

// A39-1170-LABEL: @fadd_f16(
// A39-1170: tt.atomic_rmw fadd
// A39-1170-LABEL: @fadd_bf16(
// A39-1170: tt.atomic_rmw fadd
// A39-1170-LABEL: @fadd_f32(
// A39-1170: amdg.buffer_atomic_rmw fadd
// A39-1170-LABEL: @fadd_f64(
// A39-1170: tt.atomic_rmw fadd
// A39-1170-LABEL: @max_f16(
// A39-1170: tt.atomic_rmw max
// A39-1170-LABEL: @min_bf16(
// A39-1170: tt.atomic_rmw min
// A39-1170-LABEL: @max_f32(
// A39-1170: amdg.buffer_atomic_rmw max
// A39-1170-LABEL: @min_f64(
// A39-1170: tt.atomic_rmw min
// A39-1170-LABEL: @add_i32(
// A39-1170: amdg.buffer_atomic_rmw add
// A39-1170-LABEL: @umax_i64(
// A39-1170: amdg.buffer_atomic_rmw umax
// A39-1170-LABEL: @max_i32(
// A39-1170: tt.atomic_rmw max

// A38-1200-LABEL: @fadd_f16(
// A38-1200: amdg.buffer_atomic_rmw fadd
// A38-1200-LABEL: @fadd_bf16(
// A38-1200: amdg.buffer_atomic_rmw fadd
// A38-1200-LABEL: @fadd_f32(
// A38-1200: amdg.buffer_atomic_rmw fadd
// A38-1200-LABEL: @fadd_f64(
// A38-1200: tt.atomic_rmw fadd
// A38-1200-LABEL: @max_f16(
// A38-1200: amdg.buffer_atomic_rmw max
// A38-1200-LABEL: @min_bf16(
// A38-1200: amdg.buffer_atomic_rmw min
// A38-1200-LABEL: @max_f32(
// A38-1200: amdg.buffer_atomic_rmw max
// A38-1200-LABEL: @min_f64(
// A38-1200: amdg.buffer_atomic_rmw min
// A38-1200-LABEL: @add_i32(
// A38-1200: amdg.buffer_atomic_rmw add
// A38-1200-LABEL: @umax_i64(
// A38-1200: amdg.buffer_atomic_rmw umax
// A38-1200-LABEL: @max_i32(
// A38-1200: tt.atomic_rmw max

// A39-1200-LABEL: @fadd_f16(
// A39-1200: amdg.buffer_atomic_rmw fadd
// A39-1200-LABEL: @fadd_bf16(
// A39-1200: amdg.buffer_atomic_rmw fadd
// A39-1200-LABEL: @fadd_f32(
// A39-1200: amdg.buffer_atomic_rmw fadd
// A39-1200-LABEL: @fadd_f64(
// A39-1200: tt.atomic_rmw fadd
// A39-1200-LABEL: @max_f16(
// A39-1200: tt.atomic_rmw max
// A39-1200-LABEL: @min_bf16(
// A39-1200: tt.atomic_rmw min
// A39-1200-LABEL: @max_f32(
// A39-1200: amdg.buffer_atomic_rmw max
// A39-1200-LABEL: @min_f64(
// A39-1200: tt.atomic_rmw min
// A39-1200-LABEL: @add_i32(
// A39-1200: amdg.buffer_atomic_rmw add
// A39-1200-LABEL: @umax_i64(
// A39-1200: amdg.buffer_atomic_rmw umax
// A39-1200-LABEL: @max_i32(
// A39-1200: tt.atomic_rmw max

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
