// RUN: pyopt --triton-version=3.9 %s -canonicalize -cse | filecheck %s
// tt.grid_dependency_wait and tt.grid_dependency_launch_dependents (Triton 3.9; what
// tl.extra.cuda.gdc_wait / gdc_launch_dependents emit, inline PTX in earlier releases):
// no operands or results, an attribute dictionary, kept by the canonicalizer.  The CHECK
// lines are Triton 3.9.0's output for this file (tools/oracle.py run under its venv).

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: tt.grid_dependency_wait {foo = 1 : i32}
// CHECK-NEXT: tt.grid_dependency_launch_dependents
// CHECK-NEXT: tt.grid_dependency_wait
// CHECK-NEXT: tt.return
tt.func @f() {
  tt.grid_dependency_wait {foo = 1 : i32}
  tt.grid_dependency_launch_dependents
  "tt.grid_dependency_wait"() : () -> ()
  tt.return
}
