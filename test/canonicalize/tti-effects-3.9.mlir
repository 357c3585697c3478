// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s
// The tti ops pyopt models: the pure ones are erased when unused, the others kept.  The
// CHECK lines are what Triton 3.9.0's canonicalizer leaves (triton._C.libtriton:
// passes.common.add_canonicalizer on this input).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // CHECK-LABEL: tt.func @tti_effects
  tt.func @tti_effects(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1, %p: !tt.ptr<i64>) {
    %0 = tti.experimental_memdesc_to_i32 %m : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    %1 = tti.experimental_cluster_cta_id : i32
    %2 = tti.experimental_memory_offset_to_i32 16, shared_mem
    %3 = tti.experimental_buffer_descriptors [0, 64], [64, 64], shared_mem : tensor<2xi64, #blocked>
    // CHECK-NEXT: tti.experimental_assert_uniform %arg1, "boom"
    tti.experimental_assert_uniform %c, "boom"
    // CHECK-NEXT: tti.experimental_gsan_init
    tti.experimental_gsan_init
    // CHECK-NEXT: tti.experimental_gsan_kernel_exit
    tti.experimental_gsan_kernel_exit
    // CHECK-NEXT: tti.experimental_gsan_grid_dependency_wait
    tti.experimental_gsan_grid_dependency_wait
    // CHECK-NEXT: tti.experimental_gsan_cluster_barrier_init %arg2 : <i64>
    tti.experimental_gsan_cluster_barrier_init %p : !tt.ptr<i64>
    // CHECK-NEXT: tti.experimental_gsan_cluster_barrier_sync %arg2 : <i64>
    tti.experimental_gsan_cluster_barrier_sync %p : !tt.ptr<i64>
    // CHECK-NEXT: tti.experimental_gsan_mbarrier_table_init %arg2, 4 : <i64>
    tti.experimental_gsan_mbarrier_table_init %p, 4 : !tt.ptr<i64>
    // CHECK-NEXT: tt.return
    tt.return
  }
}
