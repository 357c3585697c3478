// RUN: pyopt %s --split-input-file --verify-diagnostics
tt.func @f(%arg0: i32) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %arg0, %undefined : i32
  tt.return
}
