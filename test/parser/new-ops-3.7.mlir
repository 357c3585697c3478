// RUN: pyopt --triton-version=3.7 %s --split-input-file | filecheck %s
// RUN: pyopt --triton-version=3.8 %s --split-input-file | filecheck %s
// RUN: pyopt --triton-version=3.9 %s --split-input-file | filecheck %s
// The ops Triton 3.7 adds to the dialects pyopt models (ttg.local_gather, ttg.local_scatter,
// ttg.warp_id, math.sincos, ub.unreachable, ttng.fence_mbarrier_init_release_cluster), in
// custom and generic form.  The CHECK lines are what the Triton 3.7.1 wheel prints for this
// input (its libtriton's parse_mlir_module and str_nodebug); 3.8.0 and 3.9.0 print the same.
// Their verifier messages: test/verifier/new-ops-3.7.mlir and new-ops-3.8-3.9.mlir; under 3.6 they are unknown:
// test/parser/new-ops-3.6.mlir.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @gather_scatter(%arg0: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg1: !ttg.memdesc<16x16xf32, #shared1, #smem, mutable>, %arg2: tensor<128xi32, #blocked>, %arg3: tensor<16x8xi32, #blocked1>, %arg4: tensor<128xf32, #blocked>, %arg5: !ttg.async.token) -> tensor<16x8xf32, #blocked1> {
// CHECK-NEXT:     %0 = ttg.local_gather %arg0[%arg2] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %1 = ttg.local_gather %arg1[%arg3] token %arg5 {axis = 1 : i32} : !ttg.memdesc<16x16xf32, #shared1, #smem, mutable>, tensor<16x8xi32, #blocked1> -> tensor<16x8xf32, #blocked1>
// CHECK-NEXT:     ttg.local_scatter %arg0[%arg2], %0 {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked>
// CHECK-NEXT:     ttg.local_scatter %arg0[%arg2], %arg4 token %arg5 {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked>
// CHECK-NEXT:     tt.return %1 : tensor<16x8xf32, #blocked1>
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @warp_id() -> (i32, i32) {
// CHECK-NEXT:     %0 = ttg.warp_id
// CHECK-NEXT:     %1 = ttg.warp_id {omitUniformHint}
// CHECK-NEXT:     tt.return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @sincos(%arg0: f32, %arg1: tensor<128xf32, #blocked>) -> (f32, tensor<128xf32, #blocked>) {
// CHECK-NEXT:     %sin, %cos = math.sincos %arg0 fastmath<fast> : f32
// CHECK-NEXT:     %sin_0, %cos_1 = math.sincos %arg1 : tensor<128xf32, #blocked>
// CHECK-NEXT:     tt.return %cos, %cos_1 : f32, tensor<128xf32, #blocked>
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @unreachable(%arg0: i1) {
// CHECK-NEXT:     cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     ub.unreachable
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CHECK: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @fence() {
// CHECK-NEXT:     ttng.fence_mbarrier_init_release_cluster
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @gather_scatter(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %s2: !ttg.memdesc<16x16xf32, #shared1, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %ix2: tensor<16x8xi32, #blocked1>, %t: tensor<128xf32, #blocked>, %tok: !ttg.async.token) -> tensor<16x8xf32, #blocked1> {
    %0 = ttg.local_gather %s[%ix] {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked> -> tensor<128xf32, #blocked>
    %1 = "ttg.local_gather"(%s2, %ix2, %tok) <{axis = 1 : i32}> : (!ttg.memdesc<16x16xf32, #shared1, #smem, mutable>, tensor<16x8xi32, #blocked1>, !ttg.async.token) -> tensor<16x8xf32, #blocked1>
    ttg.local_scatter %s[%ix], %0 {axis = 0 : i32} : !ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xi32, #blocked>, tensor<128xf32, #blocked>
    "ttg.local_scatter"(%s, %t, %ix, %tok) <{axis = 0 : i32}> : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, !ttg.async.token) -> ()
    tt.return %1 : tensor<16x8xf32, #blocked1>
  }
  tt.func @warp_id() -> (i32, i32) {
    %0 = ttg.warp_id
    %1 = "ttg.warp_id"() {omitUniformHint} : () -> i32
    tt.return %0, %1 : i32, i32
  }
  tt.func @sincos(%x: f32, %t: tensor<128xf32, #blocked>) -> (f32, tensor<128xf32, #blocked>) {
    %s, %c = math.sincos %x fastmath<fast> : f32
    %0:2 = "math.sincos"(%t) : (tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>)
    tt.return %c, %0#1 : f32, tensor<128xf32, #blocked>
  }
  tt.func @unreachable(%c: i1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "ub.unreachable"() : () -> ()
  ^bb2:
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @fence() {
    "ttng.fence_mbarrier_init_release_cluster"() : () -> ()
    tt.return
  }
}
