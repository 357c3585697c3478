// RUN: pyopt %s --split-input-file -cse | FileCheck %s

// Nested regions see the ops of the regions around them: inside the loop,
// %a2 is %a; inside both branches, `arith.muli %k, %c2` is found again only
// within its own branch, and %mm (in the else branch) is %a.  What a region
// defines is forgotten when it ends: %c2o after the scf.if is the first
// `constant 2` outside it, and the loop's %c2o does not reach %c2 after the
// loop.

// CHECK-LABEL: tt.func @nested_scopes(
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.addi %arg0, %c1_i32 : i32
// CHECK-NEXT: %1 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = scf.for %arg5 = %arg2 to %arg3 step %arg4 iter_args(%arg6 = %0) -> (i32) {
// CHECK-NEXT: %4 = arith.addi %arg6, %0 : i32
// CHECK-NEXT: %5 = scf.if %1 -> (i32) {
// CHECK-NEXT: %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT: %7 = arith.muli %4, %c2_i32_1 : i32
// CHECK-NEXT: scf.yield %7 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c2_i32_1 = arith.constant 2 : i32
// CHECK-NEXT: %7 = arith.muli %4, %c2_i32_1 : i32
// CHECK-NEXT: %8 = arith.addi %7, %0 : i32
// CHECK-NEXT: scf.yield %8 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c2_i32_0 = arith.constant 2 : i32
// CHECK-NEXT: %6 = arith.muli %5, %c2_i32_0 : i32
// CHECK-NEXT: scf.yield %6 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT: %3 = arith.muli %2, %c2_i32 : i32
// CHECK-NEXT: tt.return %3 : i32
// CHECK-NEXT: }

module {
  tt.func @nested_scopes(%x: i32, %y: i32, %lb: index, %ub: index, %st: index) -> i32 {
    %c1 = arith.constant 1 : i32
    %a = arith.addi %x, %c1 : i32
    %cond = arith.cmpi slt, %x, %y : i32
    %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %a) -> (i32) {
      %c1b = arith.constant 1 : i32
      %a2 = arith.addi %x, %c1b : i32
      %k = arith.addi %acc, %a2 : i32
      %r2 = scf.if %cond -> i32 {
        %c2 = arith.constant 2 : i32
        %m = arith.muli %k, %c2 : i32
        scf.yield %m : i32
      } else {
        %c2 = arith.constant 2 : i32
        %m = arith.muli %k, %c2 : i32
        %mm = arith.addi %x, %c1 : i32
        %n = arith.addi %m, %mm : i32
        scf.yield %n : i32
      }
      %c2o = arith.constant 2 : i32
      %z = arith.muli %r2, %c2o : i32
      scf.yield %z : i32
    }
    %c2 = arith.constant 2 : i32
    %out = arith.muli %r, %c2 : i32
    tt.return %out : i32
  }
}

// -----

// Ops with regions are compared region by region: two tt.reduce with the same
// combiner merge; a different combiner, or the same commutative op with its
// operands swapped (commutativity only counts for the two ops compared, not
// for the ops nested in them) does not.  The unused last reduce is erased.

// CHECK-LABEL: tt.func @reduce(
// CHECK-NEXT: %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: %3 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT: tt.reduce.return %3 : f32
// CHECK-NEXT: }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %1 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: %3 = arith.maxnumf %arg1, %arg2 : f32
// CHECK-NEXT: tt.reduce.return %3 : f32
// CHECK-NEXT: }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: %2 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT: %3 = arith.addf %arg2, %arg1 : f32
// CHECK-NEXT: tt.reduce.return %3 : f32
// CHECK-NEXT: }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: tt.return %0, %0, %1, %2 : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @reduce(%t: tensor<32x32xf32, #blocked>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>) {
    %a = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %b = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %c = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.maxnumf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %d = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %y, %x : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %e = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.subf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %a, %b, %c, %d : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}

// -----

// scf.for and scf.if without memory effects inside are pure: identical loops
// and identical ifs merge.  Loops whose bodies use two values in swapped order
// in an arith.addi do not (nested ops compare operands in order).

// CHECK-LABEL: tt.func @loops_and_ifs(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.addi %arg4, %arg3 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg2 -> (i32) {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: %4 = arith.addi %arg1, %arg0 : i32
// CHECK-NEXT: scf.yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %0, %1, %1, %2, %3 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }

module {
  tt.func @loops_and_ifs(%x: i32, %n: i32, %c: i1) -> (i32, i32, i32, i32, i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    }
    %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      %s = arith.addi %acc, %i : i32
      scf.yield %s : i32
    }
    %d = scf.if %c -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %n : i32
    }
    %e = scf.if %c -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %n : i32
    }
    %f = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      %s = arith.addi %x, %n : i32
      scf.yield %s : i32
    }
    %g = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      %s = arith.addi %n, %x : i32
      scf.yield %s : i32
    }
    tt.return %a, %b, %d, %e, %f, %g : i32, i32, i32, i32, i32, i32
  }
}

// -----

// A loop that stores is not pure: two equal loops both stay.  A loop whose
// results are unused and whose body only computes is erased.

// CHECK-LABEL: tt.func @effects_in_loops(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: tt.store %arg2, %arg4 : !tt.ptr<i32>
// CHECK-NEXT: scf.yield %arg4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT: tt.store %arg2, %arg4 : !tt.ptr<i32>
// CHECK-NEXT: scf.yield %arg4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }

module {
  tt.func @effects_in_loops(%x: i32, %n: i32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      tt.store %p, %acc : !tt.ptr<i32>
      scf.yield %acc : i32
    }
    %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      tt.store %p, %acc : !tt.ptr<i32>
      scf.yield %acc : i32
    }
    %u = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      %s = arith.muli %acc, %i : i32
      scf.yield %s : i32
    }
    tt.return %a, %b : i32, i32
  }
}
