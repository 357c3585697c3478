// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx1100}' | filecheck %s --check-prefix=V37-1100
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops' | filecheck %s --check-prefix=V37-NONE
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1100}' | filecheck %s --check-prefix=V38-1100
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops' | filecheck %s --check-prefix=V38-NONE
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V38-942
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx1100}' | filecheck %s --check-prefix=V39-1100

// Whose processor decides whether ttg.async_copy_global_to_local becomes
// amdg.buffer_load_to_local (CDNA3 and CDNA4 only): the module's ttg.target up to Triton 3.7,
// the pass's GFX architecture option from 3.8 (triton-lang/triton#9727: a TargetInfo of the
// option).  The module here targets gfx942.  Input of pyopt's own; CHECK lines from the 3.7.1,
// 3.8.0 and 3.9.0 wheels (tools/oracle.py run FILE -p 'convert-to-buffer-ops{...}').

// V37-1100-LABEL: tt.func public @async_copy(
// V37-1100: %1 = amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 into %0 {contiguity = 4 : i32} : <f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V37-1100: %2 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// V37-1100: %3 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>

// V37-NONE-LABEL: tt.func public @async_copy(
// V37-NONE: %1 = amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 into %0 {contiguity = 4 : i32} : <f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V37-NONE: %2 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// V37-NONE: %3 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>

// V38-1100-LABEL: tt.func public @async_copy(
// V38-1100: %3 = ttg.async_copy_global_to_local %2, %0 mask %arg2 other %arg3 {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V38-1100: %4 = ttg.async_copy_global_to_local %2, %0 mask %cst_0 other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V38-1100: %5 = ttg.async_copy_global_to_local %2, %0 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>

// V38-NONE-LABEL: tt.func public @async_copy(
// V38-NONE: %3 = ttg.async_copy_global_to_local %2, %0 mask %arg2 other %arg3 {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V38-NONE: %4 = ttg.async_copy_global_to_local %2, %0 mask %cst_0 other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V38-NONE: %5 = ttg.async_copy_global_to_local %2, %0 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>

// V38-942-LABEL: tt.func public @async_copy(
// V38-942: %1 = amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 into %0 {contiguity = 4 : i32} : <f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V38-942: %2 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// V38-942: %3 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>

// V39-1100-LABEL: tt.func public @async_copy(
// V39-1100: %3 = ttg.async_copy_global_to_local %2, %0 mask %arg2 other %arg3 {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V39-1100: %4 = ttg.async_copy_global_to_local %2, %0 mask %cst_0 other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V39-1100: %5 = ttg.async_copy_global_to_local %2, %0 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>



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

