// RUN: pyopt %s | filecheck %s --strict-whitespace --match-full-lines
// A crash reproducer's file metadata block is read and, as Triton 3.6.0
// prints such a file, not printed back.
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
// CHECK-NOT:{{.}}
