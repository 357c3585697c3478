// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V37
// RUN: not pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' 2>&1 | filecheck %s --check-prefix=V38
// RUN: not pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' 2>&1 | filecheck %s --check-prefix=V38

// A module for gfx1100 (RDNA3) given gfx942 as the pass's architecture: up to Triton 3.7 the
// module's target decides and the async copies stay; from 3.8 the option decides
// (triton-lang/triton#9727), the pass makes amdg.buffer_load_to_local, and the op's verifier
// (triton-lang/triton#9512) refuses it in a gfx1100 module, at the async copy's location.
// Input of pyopt's own; expected output and message from the 3.7.1, 3.8.0 and 3.9.0 wheels
// (tools/oracle.py run FILE -p 'convert-to-buffer-ops{arch-generation-name=gfx942}'; Triton
// then adds its pass manager's failure notes).

// V37-NOT: buffer_load_to_local
// V38: async-copy-target-mismatch.mlir:[[# @LINE + 18]]:11: error: BufferLoadToLocal unsupported on target architecture
// V37-LABEL: tt.func public @async_copy(
// V37: %3 = ttg.async_copy_global_to_local %2, %0 mask %arg2 other %arg3 {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V37: %4 = ttg.async_copy_global_to_local %2, %0 mask %cst_0 other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V37: %5 = ttg.async_copy_global_to_local %2, %0 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>



#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1100", "ttg.threads-per-warp" = 64 : i32} {
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

