// A nested builtin.module anchor runs its passes on the modules nested in the root only, as
// MLIR's OpToOpPassAdaptor does. Expected outputs compared with Triton 3.6.0's pass manager
// (OpPassManager::nest("builtin.module") [then nest("tt.func")] and createCSEPass, through
// ctypes as tools/triton_pass_statistics.py calls them): @outer keeps its duplicate addi; the
// ROOT run with tools/oracle.py run --pass=cse (Triton 3.6.0: CSE on the module reaches both).
// RUN: pyopt %s --pass-pipeline='builtin.module(builtin.module(cse))' | filecheck %s
// RUN: pyopt %s --pass-pipeline='builtin.module(builtin.module(tt.func(cse)))' | filecheck %s
// RUN: pyopt %s --pass-pipeline='builtin.module(cse)' | filecheck %s --check-prefix=ROOT
// RUN: pyopt %s --pass-pipeline='builtin.module(builtin.module(cse))' --dump-pass-pipeline -o /dev/null 2>&1 | filecheck %s --check-prefix=DUMP

// CHECK-LABEL: tt.func @outer
// CHECK-NEXT: arith.addi
// CHECK-NEXT: arith.addi
// CHECK-LABEL: tt.func @f
// CHECK-NEXT: %[[A:.*]] = arith.addi
// CHECK-NEXT: arith.muli %[[A]], %[[A]]

// ROOT-LABEL: tt.func @outer
// ROOT-NEXT: %[[A:.*]] = arith.addi
// ROOT-NEXT: arith.muli %[[A]], %[[A]]
// ROOT-LABEL: tt.func @f
// ROOT-NEXT: %[[B:.*]] = arith.addi
// ROOT-NEXT: arith.muli %[[B]], %[[B]]

// DUMP: builtin.module(builtin.module(cse))
module {
  tt.func @outer(%a: i32) -> i32 {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.muli %0, %1 : i32
    tt.return %2 : i32
  }
  module @inner {
    tt.func @f(%a: i32) -> i32 {
      %0 = arith.addi %a, %a : i32
      %1 = arith.addi %a, %a : i32
      %2 = arith.muli %0, %1 : i32
      tt.return %2 : i32
    }
  }
}
