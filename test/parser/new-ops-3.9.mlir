// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// The ops Triton 3.9 adds to the dialects pyopt models besides tt's (ttng.tmem_wait,
// ttng.clc_try_cancel_sync, ttg.inline_asm, nvg.warp_group_barrier_id), in custom and generic form.  The CHECK lines
// are what the Triton 3.9.0 wheel prints for this input (its libtriton's parse_mlir_module
// and str_nodebug).  Their verifier messages: test/verifier/new-ops-3.9.mlir; under 3.6 they
// are unknown: test/parser/new-ops-3.6.mlir.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
// CHECK-NEXT:   tt.func @tmem_wait() {
// CHECK-NEXT:     ttng.tmem_wait load
// CHECK-NEXT:     ttng.tmem_wait store
// CHECK-NEXT:     tt.return
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @clc_sync() -> tensor<2xi64, #blocked> {
// CHECK-NEXT:     %0 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
// CHECK-NEXT:     %1 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
// CHECK-NEXT:     tt.return %1 : tensor<2xi64, #blocked>
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @warp_group_barrier_id() -> (i32, i32) {
// CHECK-NEXT:     %0 = nvg.warp_group_barrier_id
// CHECK-NEXT:     %1 = nvg.warp_group_barrier_id
// CHECK-NEXT:     tt.return %0, %1 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   tt.func @inline_asm(%arg0: i32, %arg1: tensor<128xi32, #blocked>) -> (i32, tensor<128xf32, #blocked>) {
// CHECK-NEXT:     ttg.inline_asm "bar.sync 0;" {constraints = "", pure = false} : () -> ()
// CHECK-NEXT:     %0 = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %arg0 : (i32) -> i32
// CHECK-NEXT:     %1:2 = ttg.inline_asm "x" {constraints = "=r,=r,r,r", packed_element = 4 : i32, pure = false} %0, %arg1 : (i32, tensor<128xi32, #blocked>) -> (i32, tensor<128xf32, #blocked>)
// CHECK-NEXT:     tt.return %1#0, %1#1 : i32, tensor<128xf32, #blocked>
// CHECK-NEXT:   }
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @tmem_wait() {
    ttng.tmem_wait load
    "ttng.tmem_wait"() <{kind = 1 : i32}> : () -> ()
    tt.return
  }
  tt.func @clc_sync() -> tensor<2xi64, #blocked> {
    %0 = ttng.clc_try_cancel_sync : tensor<2xi64, #blocked>
    %1 = "ttng.clc_try_cancel_sync"() : () -> tensor<2xi64, #blocked>
    tt.return %1 : tensor<2xi64, #blocked>
  }
  tt.func @warp_group_barrier_id() -> (i32, i32) {
    %0 = nvg.warp_group_barrier_id
    %1 = "nvg.warp_group_barrier_id"() : () -> i32
    tt.return %0, %1 : i32, i32
  }
  tt.func @inline_asm(%x: i32, %t: tensor<128xi32, #blocked>) -> (i32, tensor<128xf32, #blocked>) {
    "ttg.inline_asm"() {asm_string = "bar.sync 0;", constraints = "", pure = false} : () -> ()
    %0 = ttg.inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", pure = true} %x : (i32) -> i32
    %1:2 = "ttg.inline_asm"(%0, %t) {asm_string = "x", constraints = "=r,=r,r,r", pure = false, packed_element = 4 : i32} : (i32, tensor<128xi32, #blocked>) -> (i32, tensor<128xf32, #blocked>)
    tt.return %1#0, %1#1 : i32, tensor<128xf32, #blocked>
  }
}
