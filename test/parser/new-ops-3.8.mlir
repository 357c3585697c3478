// RUN: pyopt --triton-version=3.8 %s --split-input-file | filecheck %s
// RUN: pyopt --triton-version=3.9 %s --split-input-file | filecheck %s
// The ops Triton 3.8 adds to the dialects pyopt models (arith.subui_extended,
// arith.flush_denormals, arith.convertf, gpu.ballot, gpu.initialize_named_barrier, ttg.local_atomic_scatter_rmw,
// ttng.clc_try_cancel, ttng.clc_load_result, ttng.clc_is_canceled, ttng.clc_get_program_id,
// ttng.cluster_barrier, ttng.async_shared_store, ttng.packed_arith), in custom and generic form.  The CHECK
// lines are what the Triton 3.8.0 wheel prints for this input (its libtriton's
// parse_mlir_module and str_nodebug); 3.9.0 prints the same.  Their verifier messages:
// test/verifier/new-ops-3.7.mlir and new-ops-3.8-3.9.mlir; under 3.6 they are unknown: test/parser/new-ops-3.6.mlir.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @arith(%arg0: i32, %arg1: i32, %arg2: tensor<8xi32>, %arg3: f32, %arg4: f16, %arg5: tensor<8xbf16>) -> (i32, i1, tensor<8xi1>, f32, f32, bf16, tensor<8xf16>, bf16) {
// CHECK-NEXT:     %diff, %borrow = arith.subui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:     %diff_0, %borrow_1 = arith.subui_extended %arg2, %arg2 : tensor<8xi32>, tensor<8xi1>
// CHECK-NEXT:     %0 = arith.flush_denormals %arg3 : f32
// CHECK-NEXT:     %1 = arith.flush_denormals %0 fastmath<nnan,ninf> : f32
// CHECK-NEXT:     %2 = arith.convertf %arg4 : f16 to bf16
// CHECK-NEXT:     %3 = arith.convertf %arg5 to_nearest_even : tensor<8xbf16> to tensor<8xf16>
// CHECK-NEXT:     %4 = arith.convertf %arg4 fastmath<none> : f16 to bf16
// CHECK-NEXT:     tt.return %diff, %borrow, %borrow_1, %0, %1, %2, %3, %4 : i32, i1, tensor<8xi1>, f32, f32, bf16, tensor<8xf16>, bf16
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @named_barrier(%arg0: i32) -> (!gpu.named_barrier, !gpu.named_barrier) {
// CHECK-NEXT:     %0 = gpu.initialize_named_barrier %arg0 : i32 -> !gpu.named_barrier
// CHECK-NEXT:     %1 = gpu.initialize_named_barrier %arg0 : i32 -> !gpu.named_barrier
// CHECK-NEXT:     tt.return %0, %1 : !gpu.named_barrier, !gpu.named_barrier
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @ballot(%arg0: i1) -> (i32, i64) {
// CHECK-NEXT:     %0 = gpu.ballot %arg0 : i32
// CHECK-NEXT:     %1 = gpu.ballot %arg0 : i64
// CHECK-NEXT:     tt.return %0, %1 : i32, i64
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @atomic_scatter(%arg0: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg1: tensor<128xi32, #blocked>, %arg2: tensor<128xf32, #blocked>, %arg3: tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked> {
// CHECK-NEXT:     %0 = ttg.local_atomic_scatter_rmw fadd, %arg0[%arg1], %arg2, %arg3 {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %1 = ttg.local_atomic_scatter_rmw exch, %arg0[%arg1], %0 {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT:     tt.return %1 : tensor<128xf32, #blocked>
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @packed_arith(%arg0: tensor<128xf32, #blocked>, %arg1: tensor<128xf16, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf16, #blocked>) {
// CHECK-NEXT:     %0 = ttng.packed_arith fma %arg0, %arg0, %arg0 : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
// CHECK-NEXT:     %1 = ttng.packed_arith max %arg1, %arg1 : (tensor<128xf16, #blocked>, tensor<128xf16, #blocked>) -> tensor<128xf16, #blocked>
// CHECK-NEXT:     tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf16, #blocked>
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @clc(%arg0: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %arg1: !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> (i1, i32, i32) {
// CHECK-NEXT:     ttng.clc_try_cancel %arg0, %arg1 : !ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     %0 = ttng.clc_load_result %arg0 : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i128
// CHECK-NEXT:     %1 = ttng.clc_is_canceled %0 : i128 -> i1
// CHECK-NEXT:     %2 = ttng.clc_get_program_id %0, x : i128 -> i32
// CHECK-NEXT:     %3 = ttng.clc_get_program_id %0, z : i128 -> i32
// CHECK-NEXT:     tt.return %1, %2, %3 : i1, i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT: }

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
// CHECK-NEXT: #shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @cluster(%arg0: tensor<128xf32, #blocked>, %arg1: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg2: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
// CHECK-NEXT:     ttng.cluster_barrier
// CHECK-NEXT:     ttng.cluster_barrier {relaxed = true}
// CHECK-NEXT:     ttng.cluster_barrier
// CHECK-NEXT:     ttng.async_shared_store %arg0, %arg1, %arg2 : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT: }

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @arith(%a: i32, %b: i32, %t: tensor<8xi32>, %x: f32, %h: f16, %hb: tensor<8xbf16>) -> (i32, i1, tensor<8xi1>, f32, f32, bf16, tensor<8xf16>, bf16) {
    %d, %bo = arith.subui_extended %a, %b : i32, i1
    %0:2 = "arith.subui_extended"(%t, %t) : (tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi1>)
    %1 = arith.flush_denormals %x : f32
    %2 = "arith.flush_denormals"(%1) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    %3 = arith.convertf %h : f16 to bf16
    %4 = arith.convertf %hb to_nearest_even : tensor<8xbf16> to tensor<8xf16>
    %5 = "arith.convertf"(%h) <{fastmath = #arith.fastmath<none>}> : (f16) -> bf16
    tt.return %d, %bo, %0#1, %1, %2, %3, %4, %5 : i32, i1, tensor<8xi1>, f32, f32, bf16, tensor<8xf16>, bf16
  }
  tt.func @named_barrier(%n: i32) -> (!gpu.named_barrier, !gpu.named_barrier) {
    %0 = gpu.initialize_named_barrier %n : i32 -> !gpu.named_barrier
    %1 = "gpu.initialize_named_barrier"(%n) : (i32) -> !gpu.named_barrier
    tt.return %0, %1 : !gpu.named_barrier, !gpu.named_barrier
  }
  tt.func @ballot(%p: i1) -> (i32, i64) {
    %0 = gpu.ballot %p : i32
    %1 = "gpu.ballot"(%p) : (i1) -> i64
    tt.return %0, %1 : i32, i64
  }
  tt.func @atomic_scatter(%s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %ix: tensor<128xi32, #blocked>, %t: tensor<128xf32, #blocked>, %m: tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked> {
    %0 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t, %m {axis = 0 : i32} : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>, tensor<128xi1, #blocked>) -> tensor<128xf32, #blocked>
    %1 = "ttg.local_atomic_scatter_rmw"(%s, %0, %ix) <{atomic_rmw_op = 10 : i32, axis = 0 : i32}> : (!ttg.memdesc<128xf32, #shared, #smem, mutable>, tensor<128xf32, #blocked>, tensor<128xi32, #blocked>) -> tensor<128xf32, #blocked>
    tt.return %1 : tensor<128xf32, #blocked>
  }
  tt.func @packed_arith(%a: tensor<128xf32, #blocked>, %h: tensor<128xf16, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf16, #blocked>) {
    %0 = ttng.packed_arith fma %a, %a, %a : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    %1 = "ttng.packed_arith"(%h, %h) <{op_kind = 5 : i32}> : (tensor<128xf16, #blocked>, tensor<128xf16, #blocked>) -> tensor<128xf16, #blocked>
    tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf16, #blocked>
  }
  tt.func @clc(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> (i1, i32, i32) {
    ttng.clc_try_cancel %r, %bar : !ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i128
    %1 = ttng.clc_is_canceled %0 : i128 -> i1
    %2 = ttng.clc_get_program_id %0, x : i128 -> i32
    %3 = "ttng.clc_get_program_id"(%0) <{dim = 2 : i32}> : (i128) -> i32
    tt.return %1, %2, %3 : i1, i32, i32
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @cluster(%t: tensor<128xf32, #blocked>, %s: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #shared, #smem, mutable>) {
    ttng.cluster_barrier
    ttng.cluster_barrier {relaxed = true}
    "ttng.cluster_barrier"() <{relaxed = false}> : () -> ()
    ttng.async_shared_store %t, %s, %bar : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>, !ttg.memdesc<1xi64, #shared, #smem, mutable>
    tt.return
  }
}
