// RUN: not pyopt %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// `loc(#name)` after an op or a block argument may name an alias defined
// later in the file; when it is defined nowhere: "operation location alias
// was never defined" at the `#`, the first in MLIR's order (ops in
// post-order, each op before its regions' block arguments). Each message,
// line and column compared with Triton 3.6.0 (tools/oracle.py accepts).

tt.func @f(%a: i32 loc(#x)) {
  // CHECK: undefined-loc-alias.mlir:[[# @LINE + 1]]:36: error: operation location alias was never defined
  %0 = arith.addi %a, %a : i32 loc(#y)
  tt.return loc(#loc1)
} loc(#z)
#loc1 = loc("a.py":1:2)

// -----

tt.func @f(%a: i32 loc(#x)) {
  tt.return loc(#loc1)
// CHECK: undefined-loc-alias.mlir:[[# @LINE + 1]]:7: error: operation location alias was never defined
} loc(#z)
#loc1 = loc("a.py":1:2)

// -----

// CHECK: undefined-loc-alias.mlir:[[# @LINE + 1]]:24: error: operation location alias was never defined
tt.func @f(%a: i32 loc(#x)) {
  tt.return loc(#loc1)
}
#loc1 = loc("a.py":1:2)
