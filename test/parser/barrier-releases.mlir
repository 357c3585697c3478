// RUN: pyopt --triton-version=3.7 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// ttg.barrier, which replaced ttg.local_barrier in Triton 3.7 (tl.debug_barrier emits
// `ttg.barrier all`): the address spaces as keywords joined by `|`, in any order and
// repeated, printed in bit order.  The CHECK lines are Triton 3.7.1's and 3.9.0's output
// for this file (tools/oracle.py roundtrip under each release's venv).  Errors and the
// refusal under 3.6: test/parser/barrier-errors.mlir.

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: ttg.barrier all
// CHECK-NEXT: ttg.barrier local
// CHECK-NEXT: ttg.barrier local|global_read
// CHECK-NEXT: ttg.barrier none
// CHECK-NEXT: ttg.barrier tensor_read|tensor_write
// CHECK-NEXT: ttg.barrier all
// CHECK-NEXT: ttg.barrier local
// CHECK-NEXT: ttg.barrier global_write
tt.func @f() {
  ttg.barrier all
  ttg.barrier local|local
  ttg.barrier global_read | local
  ttg.barrier none
  ttg.barrier tensor_write|tensor_read
  ttg.barrier all|local
  ttg.barrier none|local
  "ttg.barrier"() {addrSpace = 4 : i32} : () -> ()
  tt.return
}
