// RUN: pyopt %s -canonicalize | FileCheck %s --check-prefix=DEFAULT
// RUN: pyopt %s "-canonicalize=max-num-rewrites=1 max-iterations=1" | FileCheck %s --check-prefix=ONE
// RUN: not pyopt %s "-canonicalize=max-num-rewrites=1 max-iterations=1 test-convergence=true"
// RUN: pyopt %s "-canonicalize=max-num-rewrites=1 test-convergence=true" | FileCheck %s --check-prefix=DEFAULT
// RUN: pyopt %s "-canonicalize=disable-patterns=RemoveStaticCondition,CombineIfs" | FileCheck %s --check-prefix=NONE
// RUN: pyopt %s "-canonicalize=enable-patterns=SimplifyTrivialLoops" | FileCheck %s --check-prefix=NONE

// MLIR's canonicalizer options: max-num-rewrites caps the pattern applications of
// each walk of the IR; test-convergence fails the pass when the rewrite did not
// converge; disable-patterns / enable-patterns select patterns by name.

// DEFAULT-LABEL: tt.func @f(
// DEFAULT-NEXT: tt.store %arg0, %arg1
// DEFAULT-NEXT: tt.store %arg0, %arg2
// DEFAULT-NEXT: tt.return

// ONE-LABEL: tt.func @f(
// ONE-NEXT: %true = arith.constant true
// ONE-NEXT: tt.store %arg0, %arg1
// ONE-NEXT: scf.if %true {
// ONE-NEXT: tt.store %arg0, %arg2

// NONE-LABEL: tt.func @f(
// NONE-NEXT: %true = arith.constant true
// NONE-NEXT: scf.if %true {
// NONE-NEXT: tt.store %arg0, %arg1
// NONE-NEXT: }
// NONE-NEXT: scf.if %true {
// NONE-NEXT: tt.store %arg0, %arg2
module {
  tt.func @f(%p: !tt.ptr<i32>, %a: i32, %b: i32) {
    %true = arith.constant true
    scf.if %true {
      tt.store %p, %a : !tt.ptr<i32>
    }
    scf.if %true {
      tt.store %p, %b : !tt.ptr<i32>
    }
    tt.return
  }
}
