// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// A crash reproducer's file metadata block is read and printed back after the
// module, as mlir-opt (triton-opt) keeps external resources it has no handler
// for; under --run-reproducer its mlir_reproducer entry is consumed
// (test/cli/reproducer.mlir).
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @f() {
    tt.return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: false,
      verify_each: false
    }
  }
#-}
// CHECK:module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT:  tt.func public @f() {
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:{-#
// CHECK-NEXT:  external_resources: {
// CHECK-NEXT:    mlir_reproducer: {
// CHECK-NEXT:      pipeline: "builtin.module(cse)",
// CHECK-NEXT:      disable_threading: false,
// CHECK-NEXT:      verify_each: false
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:#-}
// CHECK-EMPTY:
// CHECK-NOT:{{.}}
