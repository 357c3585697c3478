// --mlir-pass-statistics as mlir-opt prints it (issue 26 item 2): the report's
// layout is MLIR's PassStatistics.cpp (ruled title, per pass its statistics
// sorted by name as "(S) VALUE NAME - DESCRIPTION", nested pipelines as
// "'tt.func' Pipeline"; list display: only passes with statistics, merged by
// name, sorted); printed to stderr after the pass manager ran, one report per
// chunk.  The statistics are those MLIR's passes declare (CSE: num-cse'd and
// num-dce'd, SymbolDCE: num-dce'd), counted where MLIR's CSEDriver and
// SymbolDCE count them (a pure duplicate counts twice; CSE assigns its counts,
// so nested on functions it reports the last function's).  Triton's passes,
// canonicalize and strip-debuginfo declare none.  Every expected report below
// (but the 3.8 name and strip-debuginfo's line) is real Triton 3.6.0's, byte for
// byte: tools/triton_pass_statistics.py turns the wheel's statistics on
// (test/unit/test_pass_statistics_vs_triton.py compares more inputs).

// RUN: pyopt %s -canonicalize -cse -symbol-dce --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=FLAT --match-full-lines --strict-whitespace
// FLAT:===-------------------------------------------------------------------------===
// FLAT-NEXT:                         ... Pass statistics report ...
// FLAT-NEXT:===-------------------------------------------------------------------------===
// FLAT-NEXT:Canonicalizer
// FLAT-NEXT:CSE
// FLAT-NEXT:  (S) 2 num-cse'd - Number of operations CSE'd
// FLAT-NEXT:  (S) 0 num-dce'd - Number of operations DCE'd
// FLAT-NEXT:SymbolDCE
// FLAT-NEXT:  (S) 1 num-dce'd - Number of symbols DCE'd
// FLAT-EMPTY:
// FLAT-NOT: {{.}}

// A nested pipeline; a function pass given as a flag is nested implicitly.  In @f
// CSE drops %1 (a duplicate: 2) and %2 (dead: 1); in @g, %0 is dead when reached:
// the report shows @g's counts, the last function's.
// RUN: pyopt %s --pass-pipeline='builtin.module(tt.func(cse,canonicalize),cse,symbol-dce)' --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=NESTED --match-full-lines --strict-whitespace
// NESTED:                         ... Pass statistics report ...
// NESTED-NEXT:===-------------------------------------------------------------------------===
// NESTED-NEXT:'tt.func' Pipeline
// NESTED-NEXT:  CSE
// NESTED-NEXT:    (S) 0 num-cse'd - Number of operations CSE'd
// NESTED-NEXT:    (S) 1 num-dce'd - Number of operations DCE'd
// NESTED-NEXT:  Canonicalizer
// NESTED-NEXT:CSE
// NESTED-NEXT:  (S) 0 num-cse'd - Number of operations CSE'd
// NESTED-NEXT:  (S) 0 num-dce'd - Number of operations DCE'd
// NESTED-NEXT:SymbolDCE
// NESTED-NEXT:  (S) 1 num-dce'd - Number of symbols DCE'd
// NESTED-EMPTY:
// RUN: pyopt %s --pass-pipeline='builtin.module(tt.func(cse,canonicalize),cse,symbol-dce)' --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | filecheck %s --check-prefix=LIST --match-full-lines --strict-whitespace
// LIST:                         ... Pass statistics report ...
// LIST-NEXT:===-------------------------------------------------------------------------===
// LIST-NEXT:  CSE
// LIST-NEXT:    (S) 0 num-cse'd - Number of operations CSE'd
// LIST-NEXT:    (S) 1 num-dce'd - Number of operations DCE'd
// LIST-NEXT:  SymbolDCE
// LIST-NEXT:    (S) 1 num-dce'd - Number of symbols DCE'd
// LIST-EMPTY:
// RUN: pyopt %s -tritonamdgpu-canonicalize-pointers -strip-debuginfo --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=IMPLICIT --match-full-lines --strict-whitespace
// IMPLICIT:                         ... Pass statistics report ...
// IMPLICIT-NEXT:===-------------------------------------------------------------------------===
// IMPLICIT-NEXT:'tt.func' Pipeline
// IMPLICIT-NEXT:  TritonAMDGPUCanonicalizePointers
// IMPLICIT-NEXT:StripDebugInfo
// IMPLICIT-EMPTY:
// No pass has statistics: the list is empty.
// RUN: pyopt %s -canonicalize --mlir-pass-statistics-display=list --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=NONE --match-full-lines --strict-whitespace
// NONE:                         ... Pass statistics report ...
// NONE-NEXT:===-------------------------------------------------------------------------===
// NONE-EMPTY:
// NONE-NOT: {{.}}
// Triton 3.8's and 3.9's LLVM name the passes CSEPass and SymbolDCEPass (as in their
// IR dump headers); 3.7 as 3.6.  The reports are the 3.7.1, 3.8.0 and 3.9.0 wheels'
// (tools/triton_pass_statistics.py run with each release's venv).
// RUN: pyopt --triton-version=3.8 %s --pass-pipeline='builtin.module(tt.func(cse),cse,symbol-dce)' --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=NAME38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s --pass-pipeline='builtin.module(tt.func(cse),cse,symbol-dce)' --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=NAME38 --match-full-lines --strict-whitespace
// NAME38:'tt.func' Pipeline
// NAME38-NEXT:  CSEPass
// NAME38-NEXT:    (S) 0 num-cse'd - Number of operations CSE'd
// NAME38-NEXT:    (S) 1 num-dce'd - Number of operations DCE'd
// NAME38-NEXT:CSEPass
// NAME38-NEXT:  (S) 0 num-cse'd - Number of operations CSE'd
// NAME38-NEXT:  (S) 0 num-dce'd - Number of operations DCE'd
// NAME38-NEXT:SymbolDCEPass
// NAME38-NEXT:  (S) 1 num-dce'd - Number of symbols DCE'd
// NAME38-EMPTY:
// RUN: pyopt --triton-version=3.7 %s --pass-pipeline='builtin.module(tt.func(cse),cse,symbol-dce)' --mlir-pass-statistics 2>&1 >/dev/null | filecheck %s --check-prefix=NAME37 --match-full-lines --strict-whitespace
// NAME37:'tt.func' Pipeline
// NAME37-NEXT:  CSE
// NAME37:SymbolDCE
// Widths: the values right-aligned to the widest, the names padded.
// RUN: pyopt %s -cse -cse -cse --mlir-pass-statistics --mlir-pass-statistics-display=list 2>&1 >/dev/null | filecheck %s --check-prefix=SUM --match-full-lines --strict-whitespace
// SUM:  CSE
// SUM-NEXT:    (S) 2 num-cse'd - Number of operations CSE'd
// SUM-NEXT:    (S) 2 num-dce'd - Number of operations DCE'd
// One report per --split-input-file chunk (mlir-opt runs a pass manager per chunk).
// RUN: printf 'module {\n}\n// -----\nmodule {\n}\n' > %t.split.mlir
// RUN: pyopt %t.split.mlir --split-input-file -cse --mlir-pass-statistics 2>&1 >/dev/null | grep -c "Pass statistics report" | filecheck %s --check-prefix=SPLIT
// SPLIT: 2
// Without the flag: nothing.
// RUN: pyopt %s -cse 2>&1 >/dev/null | filecheck %s --check-prefix=OFF --allow-empty
// OFF-NOT: statistics

module {
  tt.func @f(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %a, %a : i32
    %3 = arith.addi %0, %1 : i32
    tt.return %3 : i32
  }
  tt.func private @g(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    tt.return %1 : i32
  }
}
