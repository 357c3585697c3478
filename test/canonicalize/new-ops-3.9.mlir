// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s
// Which of the ops Triton 3.7-3.9 add the canonicalizer erases when unused (pure ones, and
// those that only read memory) and which it keeps.  The CHECK lines are what the Triton
// 3.9.0 wheel's canonicalizer prints for this input (libtriton's add_canonicalizer).

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: %0 = ttg.local_atomic_scatter_rmw fadd, %arg1[%arg2], %arg3 {axis = 0 : i32} : (!ttg.memdesc<256xf32, #shared, #smem, mutable>, tensor<256xf32, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xf32, #blocked>
// CHECK-NEXT: %1 = ttg.inline_asm "x" {constraints = "=r,r", pure = false} %arg4 : (i32) -> i32
// CHECK-NEXT: %2 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
// CHECK-NEXT: %3 = gpu.initialize_named_barrier %arg4 : i32 -> !gpu.named_barrier
// CHECK-NEXT: %4 = nvg.warp_group_barrier_id
// CHECK-NEXT: ttng.tmem_wait load
// CHECK-NEXT: tt.return

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#blocked = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%r: !ttg.memdesc<2xi64, #shared, #smem, mutable>, %s: !ttg.memdesc<256xf32, #shared, #smem, mutable>, %ix: tensor<256xi32, #blocked>, %t: tensor<256xf32, #blocked>, %x: i32) {
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #shared, #smem, mutable> -> i128
    %1 = ttng.clc_is_canceled %0 : i128 -> i1
    %2 = ttng.clc_get_program_id %0, x : i128 -> i32
    %3 = ttg.local_gather %s[%ix] {axis = 0 : i32} : !ttg.memdesc<256xf32, #shared, #smem, mutable>, tensor<256xi32, #blocked> -> tensor<256xf32, #blocked>
    %4 = ttg.local_atomic_scatter_rmw fadd, %s[%ix], %t {axis = 0 : i32} : (!ttg.memdesc<256xf32, #shared, #smem, mutable>, tensor<256xf32, #blocked>, tensor<256xi32, #blocked>) -> tensor<256xf32, #blocked>
    %5 = ttng.packed_arith add %t, %t : (tensor<256xf32, #blocked>, tensor<256xf32, #blocked>) -> tensor<256xf32, #blocked>
    %6 = ttg.warp_id
    %7 = ttg.inline_asm "x" {constraints = "=r,r", pure = true} %x : (i32) -> i32
    %8 = ttg.inline_asm "x" {constraints = "=r,r", pure = false} %x : (i32) -> i32
    %9 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
    %10 = gpu.initialize_named_barrier %x : i32 -> !gpu.named_barrier
    %11 = nvg.warp_group_barrier_id
    ttng.tmem_wait load
    tt.return
  }
}
