// Triton 3.9's atomic load, store and poll under -canonicalize-pointers: the pass rebuilds their
// pointer (tt.addptr of the base and the offset, a zero offset for a bare argument) right before
// each, as for tt.load and tt.store. Found by tools/release_smoke.py on the 3.9.0 corpus
// (atomic_flag_handoff, gfx942/gfx950): pyopt failed with "failed to legalize operation
// 'tt.atomic_load'". The input is cut from that kernel; the expected output is what the Triton
// 3.9.0 wheel prints for it (tools/oracle.py run FILE -p canonicalize-pointers, run with
// /work/venvs/triton-3.9.0/bin/python), byte for byte.

// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --match-full-lines --strict-whitespace

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @atomics(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) {
    %c1_i32 = arith.constant 1 : i32
    %true = arith.constant true
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
    %2 = arith.cmpi slt, %0, %1 : tensor<256xi32, #blocked>
    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %5 = tt.atomic_load acquire, gpu, %4, %2 : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
    tt.atomic_store relaxed, gpu, %4, %5, %2 : tensor<256x!tt.ptr<f32>, #blocked>
    %6 = tt.addptr %arg1, %arg2 : !tt.ptr<i32>, i32
    tt.atomic_store release, gpu, %6, %c1_i32, %true : !tt.ptr<i32>
    %7 = tt.atomic_poll acquire, gpu, %arg1, %c1_i32 : !tt.ptr<i32>, i32 -> i1
    tt.return
  }
}

// CHECK:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// CHECK-NEXT:  tt.func public @atomics(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) {
// CHECK-NEXT:    %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:    %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:    %true = arith.constant true
// CHECK-NEXT:    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// CHECK-NEXT:    %1 = tt.splat %arg2 : i32 -> tensor<256xi32, #blocked>
// CHECK-NEXT:    %2 = arith.cmpi slt, %0, %1 : tensor<256xi32, #blocked>
// CHECK-NEXT:    %3 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:    %4 = tt.addptr %3, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT:    %5 = tt.atomic_load acquire, gpu, %4, %2 : (tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi1, #blocked>) -> tensor<256xf32, #blocked>
// CHECK-NEXT:    %6 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:    %7 = tt.addptr %6, %0 : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
// CHECK-NEXT:    tt.atomic_store relaxed, gpu, %7, %5, %2 : tensor<256x!tt.ptr<f32>, #blocked>
// CHECK-NEXT:    %8 = tt.addptr %arg1, %arg2 : !tt.ptr<i32>, i32
// CHECK-NEXT:    tt.atomic_store release, gpu, %8, %c1_i32, %true : !tt.ptr<i32>
// CHECK-NEXT:    %9 = tt.addptr %arg1, %c0_i32 : !tt.ptr<i32>, i32
// CHECK-NEXT:    %10 = tt.atomic_poll acquire, gpu, %9, %c1_i32 : !tt.ptr<i32>, i32 -> i1
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
