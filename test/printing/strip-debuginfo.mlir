// -strip-debuginfo (MLIR's StripDebugInfo): every op's and block argument's location becomes
// unknown; names from name locations go with them.
// RUN: pyopt %s -strip-debuginfo --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | filecheck %s
// RUN: pyopt %s --pass-pipeline='builtin.module(strip-debuginfo)' --mlir-print-debuginfo | filecheck %s

// CHECK: #loc = loc(unknown)
// CHECK-NEXT: module {
// CHECK-NEXT:   tt.func public @k(%arg0: i32 loc(unknown)) {
// CHECK-NEXT:     %0 = scf.for %arg1 = %arg0 to %arg0 step %arg0 iter_args(%arg2 = %arg0) -> (i32)  : i32 {
// CHECK-NEXT:       %1 = arith.addi %arg2, %arg1 : i32 loc(#loc)
// CHECK-NEXT:       scf.yield %1 : i32 loc(#loc)
// CHECK-NEXT:     } loc(#loc)
// CHECK-NEXT:     tt.return loc(#loc)
// CHECK-NEXT:   } loc(#loc)
// CHECK-NEXT: } loc(#loc)
// CHECK-NOT: #loc
#loc = loc("k.py":3:0)
module {
  tt.func public @k(%n: i32 loc("n"(#loc))) {
    %acc = scf.for %i = %n to %n step %n iter_args(%acc_0 = %n) -> (i32) : i32 {
      %s = arith.addi %acc_0, %i : i32 loc("s"("k.py":4:8))
      scf.yield %s : i32 loc(#loc)
    } loc("acc"(#loc))
    tt.return loc(#loc)
  } loc(#loc)
} loc(#loc)
