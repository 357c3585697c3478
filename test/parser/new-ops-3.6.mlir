// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// Under Triton 3.6 the ops later releases add to the dialects pyopt models are unknown, in
// custom and in generic form.  Each error and its position is what the Triton 3.6.0 wheel
// reports for its chunk (libtriton's parse_mlir_module); the notes are pyopt's, naming the
// releases that have the op (pyopt/ir/release_ops.json).  Those releases' forms:
// new-ops-3.7.mlir, new-ops-3.8.mlir, new-ops-3.9.mlir.

tt.func @f() {
  // expected-error @+2 {{custom op 'ub.unreachable' is unknown}}
  // expected-note @+1 {{'ub.unreachable' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  ub.unreachable
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'arith.convertf' is unknown}}
  // expected-note @+1 {{'arith.convertf' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = arith.convertf %a : f16 to bf16
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'arith.flush_denormals' is unknown}}
  // expected-note @+1 {{'arith.flush_denormals' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = arith.flush_denormals %a : f32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'arith.subui_extended' is unknown}}
  // expected-note @+1 {{'arith.subui_extended' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0, %1 = arith.subui_extended %a, %a : i32, i1
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'math.sincos' is unknown}}
  // expected-note @+1 {{'math.sincos' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  %0, %1 = math.sincos %a : f32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'gpu.ballot' is unknown}}
  // expected-note @+1 {{'gpu.ballot' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = gpu.ballot %a : i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttg.local_gather' is unknown}}
  // expected-note @+1 {{'ttg.local_gather' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttg.local_gather %a[%a] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32> -> tensor<128xf32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttg.local_scatter' is unknown}}
  // expected-note @+1 {{'ttg.local_scatter' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  ttg.local_scatter %a[%a], %a {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32>, tensor<128xf32>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttg.local_atomic_scatter_rmw' is unknown}}
  // expected-note @+1 {{'ttg.local_atomic_scatter_rmw' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttg.local_atomic_scatter_rmw fadd, %a[%a], %a {axis = 0 : i32} : (i32, i32, i32) -> i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttg.warp_id' is unknown}}
  // expected-note @+1 {{'ttg.warp_id' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttg.warp_id
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.async_shared_store' is unknown}}
  // expected-note @+1 {{'ttng.async_shared_store' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  ttng.async_shared_store %a, %a, %a : i32 -> i32, i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.clc_get_program_id' is unknown}}
  // expected-note @+1 {{'ttng.clc_get_program_id' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttng.clc_get_program_id %a, x : i128 -> i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.clc_is_canceled' is unknown}}
  // expected-note @+1 {{'ttng.clc_is_canceled' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttng.clc_is_canceled %a : i128 -> i1
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.clc_load_result' is unknown}}
  // expected-note @+1 {{'ttng.clc_load_result' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttng.clc_load_result %a : i32 -> i128
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.clc_try_cancel' is unknown}}
  // expected-note @+1 {{'ttng.clc_try_cancel' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  ttng.clc_try_cancel %a, %a : i32, i32
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.clc_try_cancel_sync' is unknown}}
  // expected-note @+1 {{'ttng.clc_try_cancel_sync' is a Triton 3.9 op: --triton-version=3.9}}
  %0 = ttng.clc_try_cancel_sync : tensor<2xi64>
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.cluster_barrier' is unknown}}
  // expected-note @+1 {{'ttng.cluster_barrier' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  ttng.cluster_barrier
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.fence_mbarrier_init_release_cluster' is unknown}}
  // expected-note @+1 {{'ttng.fence_mbarrier_init_release_cluster' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  ttng.fence_mbarrier_init_release_cluster
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.tmem_wait' is unknown}}
  // expected-note @+1 {{'ttng.tmem_wait' is a Triton 3.9 op: --triton-version=3.9}}
  ttng.tmem_wait load
  tt.return
}

// -----

tt.func @f() {
  // expected-error @+2 {{unregistered operation 'ttg.warp_id' found in dialect ('ttg') that does not allow unknown operations}}
  // expected-note @+1 {{'ttg.warp_id' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = "ttg.warp_id"() : () -> i32
  tt.return
}

// -----
tt.func @f() {
  // expected-error @+2 {{custom op 'ttng.packed_arith' is unknown}}
  // expected-note @+1 {{'ttng.packed_arith' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = ttng.packed_arith add %a, %a : (i32, i32) -> i32
  tt.return
}

// -----
tt.func @f() {
  // expected-error @+2 {{custom op 'nvg.warp_group_barrier_id' is unknown}}
  // expected-note @+1 {{'nvg.warp_group_barrier_id' is a Triton 3.9 op: --triton-version=3.9}}
  %0 = nvg.warp_group_barrier_id
  tt.return
}

// -----
tt.func @f() {
  // expected-error @+2 {{custom op 'gpu.initialize_named_barrier' is unknown}}
  // expected-note @+1 {{'gpu.initialize_named_barrier' is a Triton 3.8 and 3.9 op: --triton-version=3.9}}
  %0 = gpu.initialize_named_barrier %a : i32 -> !gpu.named_barrier
  tt.return
}
