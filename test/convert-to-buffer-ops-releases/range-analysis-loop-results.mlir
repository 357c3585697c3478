// RUN: pyopt --triton-version=3.6 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.8 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=V39

// A loop from %lb (assumed in [0, 10]) to 20 adding 1000 a turn, and its result plus one:
// - 3.6: 10 turns (the lower bound read at its largest): the result in [0, 9000];
// - 3.7/3.8: 20 turns (read at its smallest): [0, 19000];
// - 3.9: the init value passed straight to the result no longer counts against the turns, so
//   the result takes one more change from the body: [0, 20000].
// Input of pyopt's own.  The test pass is not in the wheels; the ranges are those of the
// 3.6.0, 3.8.0 and 3.9.0 wheels' range analysis (TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-range-analysis
// on convert-to-buffer-ops: the last ">Inferred range for" of the addi is [1, 9001], [1, 19001],
// [1, 20001]), whose whole logs equal pyopt's (tools/range_log.py FILE --release R).

// V36: range-analysis-loop-results.mlir:[[# @LINE + 21]]:12: remark: unsigned : [0, 9000] signed : [0, 9000]
// V36: range-analysis-loop-results.mlir:[[# @LINE + 20]]:12: remark: inferred total trip count: 10
// V36: range-analysis-loop-results.mlir:[[# @LINE + 23]]:11: remark: unsigned : [1, 9001] signed : [1, 9001]
// V38: range-analysis-loop-results.mlir:[[# @LINE + 18]]:12: remark: unsigned : [0, 19000] signed : [0, 19000]
// V38: range-analysis-loop-results.mlir:[[# @LINE + 17]]:12: remark: inferred total trip count: 20
// V38: range-analysis-loop-results.mlir:[[# @LINE + 20]]:11: remark: unsigned : [1, 19001] signed : [1, 19001]
// V39: range-analysis-loop-results.mlir:[[# @LINE + 15]]:12: remark: unsigned : [0, 20000] signed : [0, 20000]
// V39: range-analysis-loop-results.mlir:[[# @LINE + 14]]:12: remark: inferred total trip count: 20
// V39: range-analysis-loop-results.mlir:[[# @LINE + 17]]:11: remark: unsigned : [1, 20001] signed : [1, 20001]

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @loop_result(%lb: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c10 = arith.constant 10 : i32
    %c20 = arith.constant 20 : i32
    %step = arith.constant 1000 : i32
    %ge = arith.cmpi sge, %lb, %c0 : i32
    llvm.intr.assume %ge : i1
    %le = arith.cmpi sle, %lb, %c10 : i32
    llvm.intr.assume %le : i1
    %res = scf.for %i = %lb to %c20 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %n = arith.addi %acc, %step : i32
      scf.yield %n : i32
    }
    %r2 = arith.addi %res, %c1 : i32
    tt.return %r2 : i32
  }
}
