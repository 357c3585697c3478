// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s
// The amdg ops Triton 3.9 adds under the canonicalizer: the pure ones (the scaled downcasts)
// are erased when unused; the async copies, waits and prefetches are kept.  The CHECK lines are
// what Triton 3.9.0's canonicalizer leaves (triton._C.libtriton: passes.common.add_canonicalizer
// on this input).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[16, 0], [32, 0]], lane = [[0, 0], [0, 0], [0, 1], [1, 0], [2, 0]], warp = [[4, 0], [8, 0]], block = []}>
#shared = #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [64, 64]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @amdg_new_ops(%desc: !tt.tensordesc<64x64xf16, #shared>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #linear>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    %0 = amdg.update_tensor_descriptor %desc add_offsets = [%m, %n] set_bounds = [%m, %n] pred = %c1_i32 : !tt.tensordesc<64x64xf16, #shared>
    %1 = amdg.update_tensor_descriptor %desc add_offsets = [%m, %n] {clamp_bounds} : !tt.tensordesc<64x64xf16, #shared>
    %2 = amdg.update_tensor_descriptor %0 pred = %c1_i32 : !tt.tensordesc<64x64xf16, #shared>
    amdg.tdm_prefetch %desc[%m, %n], %true, speculative = false : !tt.tensordesc<64x64xf16, #shared>
    %3 = amdg.tdm_prefetch %desc[%m, %n], %true, speculative = true returnOffsets : !tt.tensordesc<64x64xf16, #shared> -> tensor<64x1xi64, #blocked2>
    %4 = amdg.async_tdm_gather %desc[%idx] to %smem : tensor<64xi16, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
    %5 = amdg.async_tdm_gather %2[%idx] to %smem, barrier = %bar : tensor<64xi16, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
    %6 = amdg.async_tdm_scatter %desc[%idx] from %smem : tensor<64xi16, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
    %7 = amdg.async_tdm_scatter %desc[%idx] from %smem, barrier = %bar : tensor<64xi16, #blocked1>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
    %8 = amdg.async_tdm_intrinsic_wait {count = 0 : i32}
    %9 = amdg.async_tdm_intrinsic_wait %4, %6 {count = 1 : i32}
    %10 = amdg.async_copy_local_to_global %smem, %ptrs : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %11 = amdg.async_copy_local_to_global %smem, %ptrs mask %mask : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %12 = amdg.scaled_downcast_fp8 %x scale %scale {axis = 1 : i32} : tensor<64x64xf32, #blocked>, tensor<64x2xi8, #linear> -> tensor<64x64xf8E4M3FN, #blocked>
    %13 = amdg.async_tdm_fused_copy_global_to_local %desc, %2 into %smem, %smem {warp_used_hints = array<i32: 3, 12>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    %14 = amdg.async_tdm_fused_copy_global_to_local %desc, %desc, %desc, %desc into %smem, %smem, %smem, %smem {cacheModifier = 3 : i32, warp_used_hints = array<i32: 1, 2, 4, 8>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-LABEL: tt.func public @amdg_new_ops
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = amdg.update_tensor_descriptor %arg0 add_offsets = [%arg1, %arg2] set_bounds = [%arg1, %arg2] pred = %c1_i32 : !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: %1 = amdg.update_tensor_descriptor %0 pred = %c1_i32 : !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: amdg.tdm_prefetch %arg0[%arg1, %arg2], %true, speculative = false : !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: %2 = amdg.tdm_prefetch %arg0[%arg1, %arg2], %true, speculative = true returnOffsets : !tt.tensordesc<64x64xf16, #shared> -> tensor<64x1xi64, #blocked2>
// CHECK-NEXT: %3 = amdg.async_tdm_gather %arg0[%arg4] to %arg3 : tensor<64xi16, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: %4 = amdg.async_tdm_gather %1[%arg4] to %arg3, barrier = %arg6 : tensor<64xi16, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: %5 = amdg.async_tdm_scatter %arg0[%arg4] from %arg3 : tensor<64xi16, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: %6 = amdg.async_tdm_scatter %arg0[%arg4] from %arg3, barrier = %arg6 : tensor<64xi16, #blocked>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared1, #smem, mutable> -> !tt.tensordesc<64x64xf16, #shared>
// CHECK-NEXT: %7 = amdg.async_tdm_intrinsic_wait {count = 0 : i32}
// CHECK-NEXT: %8 = amdg.async_tdm_intrinsic_wait %3, %5 {count = 1 : i32}
// CHECK-NEXT: %9 = amdg.async_copy_local_to_global %arg3, %arg5 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: %10 = amdg.async_copy_local_to_global %arg3, %arg5 mask %arg7 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: %11 = amdg.async_tdm_fused_copy_global_to_local %arg0, %1 into %arg3, %arg3 {warp_used_hints = array<i32: 3, 12>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %12 = amdg.async_tdm_fused_copy_global_to_local %arg0, %arg0, %arg0, %arg0 into %arg3, %arg3, %arg3, %arg3 {cacheModifier = 3 : i32, warp_used_hints = array<i32: 1, 2, 4, 8>} : !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared>, !tt.tensordesc<64x64xf16, #shared> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, !ttg.memdesc<64x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
