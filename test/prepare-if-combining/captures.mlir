// RUN: not pyopt --triton-version=3.7 %s -prepare-if-combining 2>&1 | FileCheck %s
// RUN: not pyopt --triton-version=3.8 %s -prepare-if-combining 2>&1 | FileCheck %s
// RUN: not pyopt --triton-version=3.9 %s -prepare-if-combining 2>&1 | FileCheck %s

// An scf.for between two ifs of one condition is pure (step 1, a pure body) and its operands
// are available before the first if, but its body uses the first if's result: no release up to
// 3.9.0 checks the values an op's regions capture (triton-lang/triton#11346 is later), so the
// loop moves before the if and the verifier rejects the output.  Expected messages: Triton
// 3.7.1, 3.8.0 and 3.9.0 (tools/oracle.py run --pass=prepare-if-combining under each venv),
// which then add their pass manager's own failure report.
// CHECK: captures.mlir:[[# @LINE + 16]]:12: error: operand #1 does not dominate this use
// CHECK-NEXT: %s = arith.addi %acc, %0 : i32
// CHECK: captures.mlir:[[# @LINE + 8]]:10: note: operand defined here (op in a parent region)
// CHECK-NEXT: %0 = scf.if %c -> i32 {

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @capture(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %1 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (i32) : i32 {
      %s = arith.addi %acc, %0 : i32
      scf.yield %s : i32
    }
    %3 = scf.if %c -> i32 {
      scf.yield %1 : i32
    } else {
      scf.yield %b : i32
    }
    tt.return %0, %1, %3 : i32, i32, i32
  }
}
