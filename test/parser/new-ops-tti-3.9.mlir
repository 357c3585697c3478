// RUN: pyopt --triton-version=3.9 %s --split-input-file | filecheck %s
// The tti ops Triton 3.9 has that 3.6 lacks and pyopt models: their custom forms round trip.
// The CHECK lines are what the Triton 3.9.0 wheel printed for this input (parsed and printed
// with triton._C.libtriton.ir, dialects loaded as triton-opt loads them).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tti_new_ops(%m: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %c: i1) {
    %0 = tti.experimental_memdesc_to_i32 %m : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    %1 = tti.experimental_memdesc_to_i32 %m {tag} : <2xi64, #shared, #smem, mutable>
    %2 = tti.experimental_cluster_cta_id : i32
    tti.experimental_assert_uniform %c, "boom"
    tti.experimental_assert_uniform %c, "boom" attributes {tag}
    tti.experimental_gsan_init
    tti.experimental_gsan_kernel_exit
    tti.experimental_gsan_grid_dependency_wait
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tti_more() {
    %0 = tti.experimental_memory_offset_to_i32 16, shared_mem
    %1 = tti.experimental_memory_offset_to_i32 0, tensor_mem {tag}
    %2 = tti.experimental_buffer_descriptors [0, 64], [64, 64], shared_mem : tensor<2xi64, #blocked>
    %3 = tti.experimental_buffer_descriptors [0], [128], tensor_mem {tag} : tensor<1xi64, #blocked>
    tt.return
  }
}
// -----
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @local_gather(%m: !ttg.memdesc<128xi32, #shared, #smem, mutable>, %i: tensor<128xi32, #blocked>, %o: i32) {
    %0 = tti.experimental_local_gather %m[%i] offsets = [%o] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
}
// -----
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %q: !tt.ptr<i64>) {
    tti.experimental_gsan_cluster_barrier_init %p : !tt.ptr<f32>
    tti.experimental_gsan_cluster_barrier_sync %q : !tt.ptr<i64>
    tti.experimental_gsan_mbarrier_table_init %p, 4 {tag} : !tt.ptr<f32>
    tt.return
  }
}
// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gsan_mbarrier(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1) {
    tti.experimental_gsan_mbarrier_init %p, %m, 1 : !tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tti.experimental_gsan_mbarrier_init %p, %m, 2 {tag} : <i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tti.experimental_gsan_mbarrier_wait %p, %m, %i, %b : !tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gsan_mbarrier_arrive(%p: !tt.ptr<i64>, %m: !ttg.memdesc<1xi64, #shared, #smem, mutable>, %i: i32, %b: i1, %f: f32) {
    tti.experimental_gsan_mbarrier_arrive %p, %m, %b, 1 {multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : !tt.ptr<i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-LABEL: tt.func @tti_new_ops
// CHECK-NEXT: %0 = tti.experimental_memdesc_to_i32 %arg0 : <2xi64, #shared, #smem, mutable>
// CHECK-NEXT: %1 = tti.experimental_memdesc_to_i32 %arg0 {tag} : <2xi64, #shared, #smem, mutable>
// CHECK-NEXT: %2 = tti.experimental_cluster_cta_id : i32
// CHECK-NEXT: tti.experimental_assert_uniform %arg1, "boom"
// CHECK-NEXT: tti.experimental_assert_uniform %arg1, "boom" attributes {tag}
// CHECK-NEXT: tti.experimental_gsan_init
// CHECK-NEXT: tti.experimental_gsan_kernel_exit
// CHECK-NEXT: tti.experimental_gsan_grid_dependency_wait
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @tti_more
// CHECK-NEXT: %0 = tti.experimental_memory_offset_to_i32 16, shared_mem
// CHECK-NEXT: %1 = tti.experimental_memory_offset_to_i32 0, tensor_mem {tag}
// CHECK-NEXT: %2 = tti.experimental_buffer_descriptors [0, 64], [64, 64], shared_mem : tensor<2xi64, #blocked>
// CHECK-NEXT: %3 = tti.experimental_buffer_descriptors [0], [128], tensor_mem {tag} : tensor<1xi64, #blocked>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @local_gather
// CHECK-NEXT: %0 = tti.experimental_local_gather %arg0[%arg1] offsets = [%arg2] {axis = 0 : i32} : !ttg.memdesc<128xi32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @f
// CHECK-NEXT: tti.experimental_gsan_cluster_barrier_init %arg0 : <f32>
// CHECK-NEXT: tti.experimental_gsan_cluster_barrier_sync %arg1 : <i64>
// CHECK-NEXT: tti.experimental_gsan_mbarrier_table_init %arg0, 4 {tag} : <f32>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @gsan_mbarrier
// CHECK-NEXT: tti.experimental_gsan_mbarrier_init %arg0, %arg1, 1 : <i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: tti.experimental_gsan_mbarrier_init %arg0, %arg1, 2 {tag} : <i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: tti.experimental_gsan_mbarrier_wait %arg0, %arg1, %arg2, %arg3 : <i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
// CHECK-LABEL: tt.func @gsan_mbarrier_arrive
// CHECK-NEXT: tti.experimental_gsan_mbarrier_arrive %arg0, %arg1, %arg3, 1 {multicast = false, multicastMasks = array<i32>, sourceBroadcastMask = 0 : i32} : <i64>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
