// RUN: pyopt --triton-version=3.6 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.8 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V39

// A loop of 4 turns (from %lb in [0, 1]) around one of 5 (from %lb2 in [0, 1]) adding 10 a
// turn, the outer adding 1 after the inner.  How far the abstract interpretation carries them:
// - 3.6: the lower bounds read at their largest (3 and 4 turns): %n in [10, 110], %out [1, 12];
// - 3.8: at their smallest (4 and 20 turns): %n [10, 190], %out [1, 22];
// - 3.9: each loop is simulated for the largest total trip count in its nest (20 for both),
//   entering the inner loop again restarts its simulation, and the init values passed to a
//   loop's results do not count: %n [10, 200], %m [1, 201], %out [1, 192].
// Input of pyopt's own.  The ranges are the last ones the 3.6.0, 3.8.0 and 3.9.0 wheels' range
// analysis logs for %n, %m and %out (TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-range-analysis on
// convert-to-buffer-ops), whose whole logs equal pyopt's (tools/range_log.py FILE --release R).

// V36: range-analysis-nested-loops.mlir:[[# @LINE + 27]]:14: remark: unsigned : [10, 110] signed : [10, 110]
// V36: range-analysis-nested-loops.mlir:[[# @LINE + 29]]:12: remark: unsigned : [1, 101] signed : [1, 101]
// V36: range-analysis-nested-loops.mlir:[[# @LINE + 31]]:12: remark: unsigned : [1, 12] signed : [1, 12]
// V38: range-analysis-nested-loops.mlir:[[# @LINE + 24]]:14: remark: unsigned : [10, 190] signed : [10, 190]
// V38: range-analysis-nested-loops.mlir:[[# @LINE + 26]]:12: remark: unsigned : [1, 181] signed : [1, 181]
// V38: range-analysis-nested-loops.mlir:[[# @LINE + 28]]:12: remark: unsigned : [1, 22] signed : [1, 22]
// V39: range-analysis-nested-loops.mlir:[[# @LINE + 21]]:14: remark: unsigned : [10, 200] signed : [10, 200]
// V39: range-analysis-nested-loops.mlir:[[# @LINE + 23]]:12: remark: unsigned : [1, 201] signed : [1, 201]
// V39: range-analysis-nested-loops.mlir:[[# @LINE + 25]]:12: remark: unsigned : [1, 192] signed : [1, 192]

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @nested(%lb: i32, %lb2: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c5 = arith.constant 5 : i32
    %c10 = arith.constant 10 : i32
    %ge = arith.cmpi sge, %lb, %c0 : i32
    llvm.intr.assume %ge : i1
    %le = arith.cmpi sle, %lb, %c1 : i32
    llvm.intr.assume %le : i1
    %ge2 = arith.cmpi sge, %lb2, %c0 : i32
    llvm.intr.assume %ge2 : i1
    %le2 = arith.cmpi sle, %lb2, %c1 : i32
    llvm.intr.assume %le2 : i1
    %r = scf.for %i = %lb to %c4 step %c1 iter_args(%a = %c0) -> (i32) : i32 {
      %r2 = scf.for %j = %lb2 to %c5 step %c1 iter_args(%b = %a) -> (i32) : i32 {
        %n = arith.addi %b, %c10 : i32
        scf.yield %n : i32
      }
      %m = arith.addi %r2, %c1 : i32
      scf.yield %m : i32
    }
    %out = arith.addi %r, %c1 : i32
    tt.return %out : i32
  }
}
