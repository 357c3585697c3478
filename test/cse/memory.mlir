// RUN: pyopt %s --split-input-file -cse | FileCheck %s

// A load (whose only effect is a read) is replaced by an equal load of the same
// block when nothing in between may write: %b is %a; %d stays after the store,
// and %e is %d.  A volatile load also writes, so it is never replaced.  A load
// in a nested block is not replaced by one outside (%g), but it becomes the
// one later equal loads of its own block would find; %h, back in the outer
// block, is %d again.

// CHECK-LABEL: tt.func @loads(
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %1 = arith.addf %0, %0 : tensor<128xf32, #blocked>
// CHECK-NEXT: tt.store %arg1, %1 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %3 = tt.load %arg0 {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %4 = tt.load %arg0 {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %5 = scf.if %arg2 -> (tensor<128xf32, #blocked>) {
// CHECK-NEXT: %7 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %8 = arith.addf %7, %7 : tensor<128xf32, #blocked>
// CHECK-NEXT: scf.yield %8 : tensor<128xf32, #blocked>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %2 : tensor<128xf32, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %6 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return %0, %0, %2, %2, %5, %6, %3, %4 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @loads(%p: tensor<128x!tt.ptr<f32>, #blocked>, %q: tensor<128x!tt.ptr<f32>, #blocked>, %c: i1) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %z = arith.addf %a, %b : tensor<128xf32, #blocked>
    tt.store %q, %z : tensor<128x!tt.ptr<f32>, #blocked>
    %d = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %e = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %v = tt.load %p {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
    %v2 = tt.load %p {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
    %r = scf.if %c -> tensor<128xf32, #blocked> {
      %g = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
      %g2 = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
      %gg = arith.addf %g, %g2 : tensor<128xf32, #blocked>
      scf.yield %gg : tensor<128xf32, #blocked>
    } else {
      scf.yield %d : tensor<128xf32, #blocked>
    }
    %h = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b, %d, %e, %r, %h, %v, %v2 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
}

// -----

// What lies between two loads decides: a loop that only computes lets %b be %a
// (the loop, unused, is erased);
// a loop that stores keeps %d; a tt.call (an op with unknown effects) keeps %e.
// A load whose equal load was kept for a write in between takes its place:
// %f is %e.

// CHECK-LABEL: tt.func private @side(
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @between(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: scf.for %arg3 = %c0_i32 to %arg2 step %c1_i32  : i32 {
// CHECK-NEXT: tt.store %arg1, %0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.call @side() : () -> ()
// CHECK-NEXT: %2 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return %0, %0, %1, %2, %2 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func private @side() {
    tt.return
  }
  tt.func @between(%p: tensor<128x!tt.ptr<f32>, #blocked>, %q: tensor<128x!tt.ptr<f32>, #blocked>, %n: i32) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %x = arith.addi %acc, %i : i32
      scf.yield %x : i32
    }
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    scf.for %i = %c0 to %n step %c1 : i32 {
      tt.store %q, %a : tensor<128x!tt.ptr<f32>, #blocked>
    }
    %d = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.call @side() : () -> ()
    %e = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %f = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b, %d, %e, %f : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
}

// -----

// Shared memory: ttg.local_load reads, ttg.local_store writes; a store to
// global memory counts as a write as well (CSE does not look at which memory
// an effect is on).

// CHECK-LABEL: tt.func @shared(
// CHECK-NEXT: %0 = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// CHECK-NEXT: ttg.local_store %arg1, %arg0 : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
// CHECK-NEXT: %1 = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// CHECK-NEXT: tt.store %arg2, %arg1 : tensor<128x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = ttg.local_load %arg0 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// CHECK-NEXT: tt.return %0, %0, %1, %2 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @shared(%m: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %t: tensor<128xf32, #blocked>, %q: tensor<128x!tt.ptr<f32>, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    %b = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    ttg.local_store %t, %m : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %d = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    tt.store %q, %t : tensor<128x!tt.ptr<f32>, #blocked>
    %e = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    %u = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    tt.return %a, %b, %d, %e : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
}
