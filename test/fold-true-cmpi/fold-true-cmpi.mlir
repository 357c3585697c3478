// RUN: pyopt %s --split-input-file -fold-true-cmpi | FileCheck %s
// RUN: pyopt %s --split-input-file -tritonamdgpu-fold-true-cmpi -canonicalize | FileCheck %s --check-prefix=CANON

// fold-true-cmpi: scalar arith.cmpi ops that the AMD integer range analysis proves true for
// every value become `true`; the rewrite driver then erases the dead comparisons.
// CHECK-LABEL: tt.func @loop_bounds(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32  : i32 {
// CHECK-NEXT: %0 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: %1 = tt.addptr %arg0, %arg2 : !tt.ptr<i32>, i32
// CHECK-NEXT: scf.if %true {
// CHECK-NEXT: tt.store %1, %arg2 : !tt.ptr<i32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: tt.store %1, %c0_i32 : !tt.ptr<i32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CANON-LABEL: tt.func @loop_bounds(
// CANON-NEXT: %c0_i32 = arith.constant 0 : i32
// CANON-NEXT: %c1_i32 = arith.constant 1 : i32
// CANON-NEXT: %c16_i32 = arith.constant 16 : i32
// CANON-NEXT: scf.for %arg2 = %c0_i32 to %c16_i32 step %c1_i32  : i32 {
// CANON-NEXT: %0 = arith.cmpi slt, %arg2, %arg1 : i32
// CANON-NEXT: %1 = tt.addptr %arg0, %arg2 : !tt.ptr<i32>, i32
// CANON-NEXT: tt.store %1, %arg2 : !tt.ptr<i32>
// CANON-NEXT: scf.if %0 {
// CANON-NEXT: tt.store %1, %c0_i32 : !tt.ptr<i32>
// CANON-NEXT: }
// CANON-NEXT: }
// CANON-NEXT: tt.return
// CANON-NEXT: }

module attributes {"ttg.num-warps" = 4 : i32} {
  // The loop's induction variable is in [0, 15]: both compares are true.  The compare of the
  // argument is not known.
  tt.func @loop_bounds(%arg0: !tt.ptr<i32>, %n: i32) {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c16_i32 = arith.constant 16 : i32
    scf.for %i = %c0_i32 to %c16_i32 step %c1_i32  : i32 {
      %lt = arith.cmpi slt, %i, %c16_i32 : i32
      %ge = arith.cmpi sge, %i, %c0_i32 : i32
      %both = arith.andi %lt, %ge : i1
      %unknown = arith.cmpi slt, %i, %n : i32
      %p = tt.addptr %arg0, %i : !tt.ptr<i32>, i32
      scf.if %both {
        tt.store %p, %i : !tt.ptr<i32>
      }
      scf.if %unknown {
        tt.store %p, %c0_i32 : !tt.ptr<i32>
      }
    }
    tt.return
  }
}

// -----

// llvm.intr.assume facts bound the program id; compares of tensors are left alone, and
// compares that may be false stay.
// CHECK-LABEL: tt.func @assumptions(
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %cst = arith.constant dense<1024> : tensor<1024xi32, #blocked>
// CHECK-NEXT: %0 = tt.get_program_id x : i32
// CHECK-NEXT: llvm.intr.assume %true : i1
// CHECK-NEXT: %1 = arith.cmpi eq, %0, %c0_i32 : i32
// CHECK-NEXT: %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %cst : tensor<1024xi32, #blocked>
// CHECK-NEXT: tt.return %true, %true, %1, %3 : i1, i1, i1, tensor<1024xi1, #blocked>
// CHECK-NEXT: }
// CANON-LABEL: tt.func @assumptions(
// CANON-NEXT: %true = arith.constant true
// CANON-NEXT: %c0_i32 = arith.constant 0 : i32
// CANON-NEXT: %cst = arith.constant dense<1024> : tensor<1024xi32, #blocked>
// CANON-NEXT: %0 = tt.get_program_id x : i32
// CANON-NEXT: llvm.intr.assume %true : i1
// CANON-NEXT: %1 = arith.cmpi eq, %0, %c0_i32 : i32
// CANON-NEXT: %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CANON-NEXT: %3 = arith.cmpi slt, %2, %cst : tensor<1024xi32, #blocked>
// CANON-NEXT: tt.return %true, %true, %1, %3 : i1, i1, i1, tensor<1024xi1, #blocked>
// CANON-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @assumptions(%arg0: !tt.ptr<f32>, %k: i32) -> (i1, i1, i1, tensor<1024xi1, #blocked>) {
    %c0_i32 = arith.constant 0 : i32
    %c100_i32 = arith.constant 100 : i32
    %c1024_i32 = arith.constant 1024 : i32
    %cst = arith.constant dense<1024> : tensor<1024xi32, #blocked>
    %pid = tt.get_program_id x : i32
    %a = arith.cmpi slt, %pid, %c100_i32 : i32
    llvm.intr.assume %a : i1
    %lt = arith.cmpi slt, %pid, %c1024_i32 : i32
    %ule = arith.cmpi ule, %pid, %c100_i32 : i32
    %eq = arith.cmpi eq, %pid, %c0_i32 : i32
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %tlt = arith.cmpi slt, %range, %cst : tensor<1024xi32, #blocked>
    tt.return %lt, %ule, %eq, %tlt : i1, i1, i1, tensor<1024xi1, #blocked>
  }
}

// -----

// Index compares fold too.
// CHECK-LABEL: tt.func @index(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %0 = arith.cmpi ult, %arg0, %c8 : index
// CHECK-NEXT: tt.return %true, %0 : i1, i1
// CHECK-NEXT: }
// CANON-LABEL: tt.func @index(
// CANON-NEXT: %c8 = arith.constant 8 : index
// CANON-NEXT: %true = arith.constant true
// CANON-NEXT: %0 = arith.cmpi ult, %arg0, %c8 : index
// CANON-NEXT: tt.return %true, %0 : i1, i1
// CANON-NEXT: }

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @index(%n: index) -> (i1, i1) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%x = %c0, %y = %c0) -> (index, index) {
      scf.yield %i, %i : index, index
    }
    %le = arith.cmpi ule, %c0, %r#0 : index
    %unknown = arith.cmpi ult, %n, %c8 : index
    tt.return %le, %unknown : i1, i1
  }
}
