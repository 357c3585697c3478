// MLIR's IR printing instrumentation (mlir/lib/Pass/IRPrinting.cpp): dumps on
// stderr, one per pass, headed by the C++ pass name and triton-opt flag.

// RUN: pyopt %s -coalesce -cse --mlir-print-ir-before-all -o %t 2>&1 | filecheck %s --check-prefix=BEFORE
// BEFORE: // -----// IR Dump Before TritonGPUCoalesce (tritongpu-coalesce) //----- //
// BEFORE-NEXT: #blocked = #ttg.blocked
// BEFORE: module attributes
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NOT: IR Dump After

// RUN: pyopt %s -coalesce -cse --mlir-print-ir-after-all --mlir-print-ir-module-scope -o %t 2>&1 | filecheck %s --check-prefix=AFTER
// AFTER: // -----// IR Dump After TritonGPUCoalesce (tritongpu-coalesce) ('builtin.module' operation) //----- //
// AFTER: // -----// IR Dump After CSE (cse) ('builtin.module' operation) //----- //
// AFTER-NOT: IR Dump Before

// Filters by pass: pyopt's name or triton-opt's flag, comma-separated or repeated.
// RUN: pyopt %s -coalesce -cse --mlir-print-ir-after=tritongpu-coalesce -o %t 2>&1 | filecheck %s --check-prefix=ONLY
// RUN: pyopt %s -coalesce -cse --mlir-print-ir-after=coalesce,symbol-dce -o %t 2>&1 | filecheck %s --check-prefix=ONLY
// ONLY: IR Dump After TritonGPUCoalesce (tritongpu-coalesce)
// ONLY-NOT: IR Dump
// RUN: pyopt %s -coalesce -cse --mlir-print-ir-before=cse --mlir-print-ir-before=coalesce -o %t 2>&1 | filecheck %s --check-prefix=TWO
// TWO: IR Dump Before TritonGPUCoalesce
// TWO: IR Dump Before CSE
// RUN: not pyopt %s -cse --mlir-print-ir-before=no-such-pass 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN: pyopt: error: for the --mlir-print-ir-before option: unknown pass 'no-such-pass'

// After-change: coalesce and the first cse change the IR, the second cse does not.
// RUN: pyopt %s -coalesce -cse -cse --mlir-print-ir-after-all --mlir-print-ir-after-change -o %t 2>&1 | filecheck %s --check-prefix=CHANGE
// CHANGE: IR Dump After TritonGPUCoalesce
// CHANGE: IR Dump After CSE
// CHANGE-NOT: IR Dump After CSE

// A pass on each tt.func: the function alone, attributes and types inline
// (local scope), or the module under module scope with the function named.
// RUN: pyopt %s -canonicalize-pointers --mlir-print-ir-before-all -o %t 2>&1 | filecheck %s --check-prefix=FUNC
// FUNC: // -----// IR Dump Before TritonAMDGPUCanonicalizePointers (tritonamdgpu-canonicalize-pointers) //----- //
// FUNC-NEXT: tt.func public @kernel(
// FUNC-NEXT: %c128_i32 = arith.constant 128 : i32
// FUNC: tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// RUN: pyopt %s -canonicalize-pointers --mlir-print-ir-before-all --mlir-print-ir-module-scope -o %t 2>&1 | filecheck %s --check-prefix=FUNCMOD
// FUNCMOD: // -----// IR Dump Before TritonAMDGPUCanonicalizePointers (tritonamdgpu-canonicalize-pointers) ('tt.func' operation: @kernel) //----- //
// FUNCMOD-NEXT: #blocked = #ttg.blocked
// FUNCMOD: // -----// IR Dump Before TritonAMDGPUCanonicalizePointers (tritonamdgpu-canonicalize-pointers) ('tt.func' operation: @other) //----- //

// A failed pass: its dump says so (after-failure alone prints nothing else).
// RUN: not pyopt %S/Inputs/no-warps.mlir -cse -coalesce --mlir-print-ir-after-failure 2>&1 | filecheck %s --check-prefix=FAIL
// FAIL: error: 'tt.load' op is not contained within a context that specifies the number of warps
// FAIL-NEXT: {{^ *}}%1 = tt.load
// FAIL: // -----// IR Dump After TritonGPUCoalesce Failed (tritongpu-coalesce) //----- //
// FAIL-NEXT: module {
// FAIL-NOT: IR Dump After CSE

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @kernel(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %c128_i32 = arith.constant 128 : i32
    %c128_i32_0 = arith.constant 128 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c128_i32_0 : i32
    %2 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<128xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<128xi32, #blocked>
    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %6 = tt.addptr %5, %4 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %7 = tt.load %6 : tensor<128x!tt.ptr<f32>, #blocked>
    %8 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %9 = tt.addptr %8, %4 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    tt.store %9, %7 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
  tt.func public @other() {
    tt.return
  }
}
