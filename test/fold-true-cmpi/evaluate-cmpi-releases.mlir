// RUN: pyopt --triton-version=3.6 %s -fold-true-cmpi | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.7 %s -fold-true-cmpi | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.8 %s -fold-true-cmpi | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -fold-true-cmpi | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.7 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=TEST37
// RUN: pyopt --triton-version=3.8 %s -test-tritonamdgpu-range-analysis -o /dev/null 2>&1 | filecheck %s --check-prefix=TEST38

// What a comparison's operand ranges decide (release rule amd_range_analysis.CMPI_EVALUATION,
// triton-lang/triton#9805).  Up to Triton 3.7 -fold-true-cmpi folds a scalar comparison proved
// true (maybeReplaceWithConstant: `true`), nothing else.  From 3.8 it folds any comparison the
// ranges decide, true or false, scalar (i1, index operands too) or tensor, used or not, to a new
// arith.constant.  The input is pyopt's own; the OLD and V38 lines are the 3.6.0/3.7.1 wheels'
// output (the same) and the 3.8.0/3.9.0 wheels' (the same), tools/oracle.py run FILE
// --pass=fold-true-cmpi in each release's venv.  The test pass (not in the wheels) remarks
// "result is false" from 3.8 as Triton 3.8's test/TritonGPU/amd/amd-range-analysis.mlir expects;
// its remarks here are the decisions the wheels' -fold-true-cmpi output shows.

// OLD-LABEL: tt.func @decided(%arg0: i32, %arg1: index) -> (i1, i1, i1, i1, tensor<256xi1, #blocked>, tensor<256xi1, #blocked>, i1, i1) {
// OLD-NEXT: %true = arith.constant true
// OLD-NEXT: %c0 = arith.constant 0 : index
// OLD-NEXT: %cst = arith.constant dense<1000> : tensor<256xi32, #blocked>
// OLD-NEXT: %c0_i32 = arith.constant 0 : i32
// OLD-NEXT: %0 = tt.get_program_id x : i32
// OLD-NEXT: %1 = arith.cmpi slt, %0, %c0_i32 : i32
// OLD-NEXT: %2 = arith.cmpi slt, %0, %arg0 : i32
// OLD-NEXT: %3 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
// OLD-NEXT: %4 = arith.cmpi sgt, %3, %cst : tensor<256xi32, #blocked>
// OLD-NEXT: %5 = arith.cmpi ult, %3, %cst : tensor<256xi32, #blocked>
// OLD-NEXT: %6 = arith.index_cast %0 : i32 to index
// OLD-NEXT: %7 = arith.cmpi slt, %6, %c0 : index
// OLD-NEXT: tt.return %1, %true, %2, %1, %4, %5, %7, %true : i1, i1, i1, i1, tensor<256xi1, #blocked>, tensor<256xi1, #blocked>, i1, i1

// V38-LABEL: tt.func @decided(%arg0: i32, %arg1: index) -> (i1, i1, i1, i1, tensor<256xi1, #blocked>, tensor<256xi1, #blocked>, i1, i1) {
// V38-NEXT: %cst = arith.constant dense<true> : tensor<256xi1, #blocked>
// V38-NEXT: %cst_0 = arith.constant dense<false> : tensor<256xi1, #blocked>
// V38-NEXT: %true = arith.constant true
// V38-NEXT: %false = arith.constant false
// V38-NEXT: %0 = tt.get_program_id x : i32
// V38-NEXT: %1 = arith.cmpi slt, %0, %arg0 : i32
// V38-NEXT: tt.return %false, %true, %1, %false, %cst_0, %cst, %false, %true : i1, i1, i1, i1, tensor<256xi1, #blocked>, tensor<256xi1, #blocked>, i1, i1

// TEST37-NOT: result is false
// TEST37: 67:11: remark: result is true
// TEST37-NOT: result is false
// TEST37: 73:11: remark: result is true
// TEST37-NOT: result is false
// TEST37: 81:13: remark: result is true
// TEST37-NOT: result is false

// TEST38: 66:11: remark: result is false
// TEST38: 67:11: remark: result is true
// TEST38: 69:11: remark: result is false
// TEST38: 72:11: remark: result is false
// TEST38: 73:11: remark: result is true
// TEST38: 74:15: remark: result is false
// TEST38: 75:16: remark: result is false
// TEST38: 79:13: remark: result is false
// TEST38: 81:13: remark: result is true

#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @decided(%n: i32, %i: index) -> (i1, i1, i1, i1, tensor<256xi1, #blocked>, tensor<256xi1, #blocked>, i1, i1) {
    %c0 = arith.constant 0 : i32
    %c100 = arith.constant 100 : i32
    %pid = tt.get_program_id x : i32
    %lo = arith.cmpi slt, %pid, %c0 : i32
    %hi = arith.cmpi sge, %pid, %c0 : i32
    %unknown = arith.cmpi slt, %pid, %n : i32
    %eq = arith.cmpi eq, %lo, %hi : i1
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %big = arith.constant dense<1000> : tensor<256xi32, #blocked>
    %tf = arith.cmpi sgt, %r, %big : tensor<256xi32, #blocked>
    %tt = arith.cmpi ult, %r, %big : tensor<256xi32, #blocked>
    %unused = arith.cmpi sge, %r, %big : tensor<256xi32, #blocked>
    %unused2 = arith.cmpi slt, %pid, %c0 : i32
    %i0 = arith.constant 0 : index
    %i5 = arith.constant 5 : index
    %ic = arith.index_cast %pid : i32 to index
    %icmp = arith.cmpi slt, %ic, %i0 : index
    %a = arith.andi %pid, %c100 : i32
    %amax = arith.cmpi sle, %a, %c100 : i32
    tt.return %lo, %hi, %unknown, %eq, %tf, %tt, %icmp, %amax : i1, i1, i1, i1, tensor<256xi1, #blocked>, tensor<256xi1, #blocked>, i1, i1
  }
}
