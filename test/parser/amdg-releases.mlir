// RUN: pyopt %s --split-input-file | filecheck %s --check-prefixes=CHECK,V36
// RUN: pyopt --triton-version=3.7 %s --split-input-file | filecheck %s --check-prefixes=CHECK,V37
// RUN: pyopt --triton-version=3.8 %s --split-input-file | filecheck %s --check-prefixes=CHECK,V37
// RUN: pyopt --triton-version=3.9 %s --split-input-file | filecheck %s --check-prefixes=CHECK,V39
// RUN: pyopt --triton-version=3.7 %s --split-input-file --mlir-print-op-generic | filecheck %s --check-prefix=GEN37
// RUN: pyopt --triton-version=3.9 %s --split-input-file --mlir-print-op-generic | filecheck %s --check-prefix=GEN39
//
// The AMD buffer ops and rocdl.sched.barrier as each Triton release writes
// them.  Each chunk is in one release's form; every release reads it and
// prints its own form.  Compared with the wheels (3.6.0, 3.7.1, 3.8.0, 3.9.0;
// tools/oracle.py triton_roundtrip under each release's python): each
// release's wheel reads pyopt's output for that release, custom and generic
// (--mlir-print-op-generic), and prints it back as the same custom text.
// - 3.7 (triton-lang/triton#9089): buffer_load/buffer_store declare
//   `contiguity` (default 1, then left out); 3.6 keeps {contiguity = 1 : i32}.
// - 3.9 (#11379): the base pointer's type is spelled: `: !tt.ptr<f32> -> tensor<...>`,
//   and buffer_load_to_local's is qualified (`!tt.ptr<f32>[...]`).
// - 3.9: rocdl.sched.barrier's mask is keywords (`none`, `valu|salu`, `all`).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // CHECK-LABEL: @v36_form
  tt.func @v36_form(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>, %m: tensor<256xi1, #blocked>, %v: tensor<256xf32, #blocked>, %s: i32, %d: !ttg.memdesc<256xf32, #shared, #smem, mutable>, %vi: tensor<256xi32, #blocked>, %pi: !tt.ptr<i32>) {
    // V36: amdg.buffer_load %arg0[%arg1], %arg2, %arg3 stride = %arg4 {contiguity = 4 : i32} : tensor<256xf32, #blocked>
    // V37: amdg.buffer_load %arg0[%arg1], %arg2, %arg3 stride = %arg4 {contiguity = 4 : i32} : tensor<256xf32, #blocked>
    // V39: amdg.buffer_load %arg0[%arg1], %arg2, %arg3 stride = %arg4 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %0 = amdg.buffer_load %p[%o], %m, %v stride = %s {contiguity = 4 : i32} : tensor<256xf32, #blocked>
    // V36-NEXT: amdg.buffer_load %arg0[%arg1] {contiguity = 1 : i32} : tensor<256xf32, #blocked>
    // V37-NEXT: amdg.buffer_load %arg0[%arg1] : tensor<256xf32, #blocked>
    // V39-NEXT: amdg.buffer_load %arg0[%arg1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %1 = amdg.buffer_load %p[%o] {contiguity = 1 : i32} : tensor<256xf32, #blocked>
    // V36-NEXT: amdg.buffer_store %0, %arg0[%arg1], %arg2 stride = %arg4 {contiguity = 2 : i32} : tensor<256xf32, #blocked>
    // V37-NEXT: amdg.buffer_store %0, %arg0[%arg1], %arg2 stride = %arg4 {contiguity = 2 : i32} : tensor<256xf32, #blocked>
    // V39-NEXT: amdg.buffer_store %0, %arg0[%arg1], %arg2 stride = %arg4 {contiguity = 2 : i32} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    amdg.buffer_store %0, %p[%o], %m stride = %s {contiguity = 2 : i32} : tensor<256xf32, #blocked>
    // V36-NEXT: amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg6, %arg7[%arg1], %arg2 stride = %arg4 : tensor<256xi32, #blocked>
    // V37-NEXT: amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg6, %arg7[%arg1], %arg2 stride = %arg4 : tensor<256xi32, #blocked>
    // V39-NEXT: amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg6, %arg7[%arg1], %arg2 stride = %arg4 : !tt.ptr<i32> -> tensor<256xi32, #blocked>
    %2 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %vi, %pi[%o], %m stride = %s : tensor<256xi32, #blocked>
    // V36-NEXT: amdg.buffer_atomic_cas acq_rel, gpu, %arg6, %arg6, %arg7[%arg1] : tensor<256xi32, #blocked>
    // V37-NEXT: amdg.buffer_atomic_cas acq_rel, gpu, %arg6, %arg6, %arg7[%arg1] : tensor<256xi32, #blocked>
    // V39-NEXT: amdg.buffer_atomic_cas acq_rel, gpu, %arg6, %arg6, %arg7[%arg1] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
    %3 = amdg.buffer_atomic_cas acq_rel, gpu, %vi, %vi, %pi[%o] : tensor<256xi32, #blocked>
    // V36-NEXT: amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 stride = %arg4 into %arg5 {contiguity = 4 : i32} : <f32>[tensor<256xi32, #blocked>] tensor<256xf32, #blocked> -> <256xf32, #shared, #smem, mutable>
    // V37-NEXT: amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 stride = %arg4 into %arg5 {contiguity = 4 : i32} : <f32>[tensor<256xi32, #blocked>] tensor<256xf32, #blocked> -> <256xf32, #shared, #smem, mutable>
    // V39-NEXT: amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 stride = %arg4 into %arg5 {contiguity = 4 : i32} : !tt.ptr<f32>[tensor<256xi32, #blocked>] tensor<256xf32, #blocked> -> <256xf32, #shared, #smem, mutable>
    %4 = amdg.buffer_load_to_local %p[%o] mask = %m other = %v stride = %s into %d {contiguity = 4 : i32} : <f32>[tensor<256xi32, #blocked>] tensor<256xf32, #blocked> -> <256xf32, #shared, #smem, mutable>
    // GEN37-LABEL: sym_name = "v36_form"
    // GEN37: "amdg.buffer_load"(%arg0, %arg1) <{cache = 1 : i32, contiguity = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}>
    // GEN39-LABEL: sym_name = "v36_form"
    // GEN39: "amdg.buffer_load"(%arg0, %arg1) <{contiguity = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // CHECK-LABEL: @v39_form
  tt.func @v39_form(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>, %m: tensor<256xi1, #blocked>, %v: tensor<256xf32, #blocked>, %s: i32, %d: !ttg.memdesc<256xf32, #shared, #smem, mutable>, %vi: tensor<256xi32, #blocked>, %pi: !tt.ptr<i32>) {
    // V36: amdg.buffer_load %arg0[%arg1], %arg2 {contiguity = 4 : i32} : tensor<256xf32, #blocked>
    // V37: amdg.buffer_load %arg0[%arg1], %arg2 {contiguity = 4 : i32} : tensor<256xf32, #blocked>
    // V39: amdg.buffer_load %arg0[%arg1], %arg2 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %0 = amdg.buffer_load %p[%o], %m {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    // V36-NEXT: amdg.buffer_store %0, %arg0[%arg1] : tensor<256xf32, #blocked>
    // V37-NEXT: amdg.buffer_store %0, %arg0[%arg1] : tensor<256xf32, #blocked>
    // V39-NEXT: amdg.buffer_store %0, %arg0[%arg1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    amdg.buffer_store %0, %p[%o] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    // V36-NEXT: amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg6, %arg7[%arg1] : tensor<256xi32, #blocked>
    // V37-NEXT: amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg6, %arg7[%arg1] : tensor<256xi32, #blocked>
    // V39-NEXT: amdg.buffer_atomic_rmw add, acq_rel, gpu, %arg6, %arg7[%arg1] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
    %1 = amdg.buffer_atomic_rmw add, acq_rel, gpu, %vi, %pi[%o] : !tt.ptr<i32> -> tensor<256xi32, #blocked>
    // V36-NEXT: amdg.buffer_load_to_local %arg0[%arg1] into %arg5 : <f32>[tensor<256xi32, #blocked>]  -> <256xf32, #shared, #smem, mutable>
    // V37-NEXT: amdg.buffer_load_to_local %arg0[%arg1] into %arg5 : <f32>[tensor<256xi32, #blocked>]  -> <256xf32, #shared, #smem, mutable>
    // V39-NEXT: amdg.buffer_load_to_local %arg0[%arg1] into %arg5 : !tt.ptr<f32>[tensor<256xi32, #blocked>]  -> <256xf32, #shared, #smem, mutable>
    %2 = amdg.buffer_load_to_local %p[%o] into %d : !tt.ptr<f32>[tensor<256xi32, #blocked>]  -> <256xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module {
  // CHECK-LABEL: @sched_barriers
  tt.func @sched_barriers() {
    // V36: rocdl.sched.barrier 0
    // V37: rocdl.sched.barrier 0
    // V39: rocdl.sched.barrier none
    // GEN39: "rocdl.sched.barrier"() <{mask = #rocdl<sched_group_mask none>}> : () -> ()
    rocdl.sched.barrier 0
    // V36-NEXT: rocdl.sched.barrier 6
    // V37-NEXT: rocdl.sched.barrier 6
    // V39-NEXT: rocdl.sched.barrier valu|salu
    rocdl.sched.barrier 6
    // V36-NEXT: rocdl.sched.barrier 4095 {foo}
    // V37-NEXT: rocdl.sched.barrier 4095 {foo}
    // V39-NEXT: rocdl.sched.barrier all {foo}
    rocdl.sched.barrier 4095 {foo}
    // V36-NEXT: rocdl.sched.barrier 1
    // V37-NEXT: rocdl.sched.barrier 1
    // V39-NEXT: rocdl.sched.barrier non_mem_non_sideeffect
    rocdl.sched.barrier non_mem_non_sideeffect
    // V36-NEXT: rocdl.sched.barrier 6
    // V37-NEXT: rocdl.sched.barrier 6
    // V39-NEXT: rocdl.sched.barrier valu|salu
    // GEN39: "rocdl.sched.barrier"() <{mask = #rocdl<sched_group_mask valu|salu>}> : () -> ()
    rocdl.sched.barrier salu | valu
    // V36-NEXT: rocdl.sched.barrier 4095
    // V37-NEXT: rocdl.sched.barrier 4095
    // V39-NEXT: rocdl.sched.barrier all
    rocdl.sched.barrier valu|salu|non_mem_non_sideeffect|mfma_wmma|all_vmem|vmem_read|vmem_write|all_ds|ds_read|ds_write|transcendental|ldsdma
    tt.return
  }
}

// -----

// The generic form: properties the op does not declare under the release are
// ignored, as MLIR's setPropertiesFromAttr ignores them (3.9 has no `cache`).
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // CHECK-LABEL: @generic
  tt.func @generic(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>) {
    // V36: amdg.buffer_load %arg0[%arg1] cacheModifier = ca : tensor<256xf32, #blocked>
    // V37: amdg.buffer_load %arg0[%arg1] cacheModifier = ca : tensor<256xf32, #blocked>
    // V39: amdg.buffer_load %arg0[%arg1] : !tt.ptr<f32> -> tensor<256xf32, #blocked>
    %0 = "amdg.buffer_load"(%p, %o) <{cache = 2 : i32, foo = 1 : i32, operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!tt.ptr<f32>, tensor<256xi32, #blocked>) -> tensor<256xf32, #blocked>
    tt.return
  }
}
