// RUN: pyopt --triton-version=3.7 %s --split-input-file | filecheck %s
// The amdg ops Triton 3.7 has that 3.6 lacks: their custom forms round trip.  The CHECK
// lines are what the Triton 3.7.1 wheel printed for this input.  (3.7's async_tdm_gather and
// async_tdm_scatter take a column offset, %desc[%rows, %col]; pyopt models the form of 3.8 on
// and keeps 3.7's unverified: amdg.TDM_GATHER_SCATTER_MODELLED.)

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @amdg_new_ops(%desc: !tt.tensordesc<tensor<64x64xf16, #shared>>, %m: i32, %n: i32, %smem: !ttg.memdesc<64x64xf16, #shared, #smem, mutable>, %idx: tensor<64xi16, #blocked1>, %ptrs: tensor<64x64x!tt.ptr<f16>, #blocked>, %bar: !ttg.memdesc<1xi64, #shared1, #smem, mutable>, %mask: tensor<64x64xi1, #blocked>, %x: tensor<64x64xf32, #blocked>, %scale: tensor<64x2xi8, #blocked>) {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    amdg.tdm_prefetch %desc[%m, %n], %true, speculative = false : !tt.tensordesc<tensor<64x64xf16, #shared>>
    %3 = amdg.tdm_prefetch %desc[%m, %n], %true, speculative = true returnOffsets : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x1xi64, #blocked2>
    %8 = amdg.async_tdm_intrinsic_wait {count = 0 : i32}
    %9 = amdg.async_tdm_intrinsic_wait %8, %8 {count = 1 : i32}
    %10 = amdg.async_copy_local_to_global %smem, %ptrs : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %11 = amdg.async_copy_local_to_global %smem, %ptrs mask %mask cacheModifier = wb evictionPolicy = evict_last : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1250", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @cluster_barrier() {
    amdg.cluster_barrier_arrive
    amdg.cluster_barrier_wait
    tt.return
  }
}

// CHECK-LABEL: tt.func public @amdg_new_ops
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: amdg.tdm_prefetch %arg0[%arg1, %arg2], %true, speculative = false : !tt.tensordesc<tensor<64x64xf16, #shared>>
// CHECK-NEXT: %0 = amdg.tdm_prefetch %arg0[%arg1, %arg2], %true, speculative = true returnOffsets : !tt.tensordesc<tensor<64x64xf16, #shared>> -> tensor<64x1xi64, #blocked2>
// CHECK-NEXT: %1 = amdg.async_tdm_intrinsic_wait {count = 0 : i32}
// CHECK-NEXT: %2 = amdg.async_tdm_intrinsic_wait %1, %1 {count = 1 : i32}
// CHECK-NEXT: %3 = amdg.async_copy_local_to_global %arg3, %arg5 : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: %4 = amdg.async_copy_local_to_global %arg3, %arg5 mask %arg7 cacheModifier = wb evictionPolicy = evict_last : !ttg.memdesc<64x64xf16, #shared, #smem, mutable> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func public @cluster_barrier
// CHECK-NEXT: amdg.cluster_barrier_arrive
// CHECK-NEXT: amdg.cluster_barrier_wait
// CHECK-NEXT: tt.return
