// RUN: pyopt %s -test-amd-range-analysis --test-amd-range-analysis-format=table 2>&1 >/dev/null | filecheck %s
// RUN: pyopt %s -test-tritonamdgpu-range-analysis=format=table 2>/dev/null | filecheck %s --check-prefix=IR
// The table view: per function, every value's ranges, then its loops' trip counts, the
// analysis's own remarks and a legend, on stderr (stdout stays the IR).

// CHECK-LABEL: Integer ranges of @table
// CHECK: value {{.*}} defined by {{.*}} unsigned {{.*}} signed {{.*}} non-neg
// CHECK: %arg0 {{.*}} tt.func @table argument #0 {{.*}} [0, 127] {{.*}} [0, 127] {{.*}} yes
// CHECK: %arg1 {{.*}} tt.func @table argument #1 {{.*}} [0, 4294967295] {{.*}} [-2147483648, 2147483647] {{ *}}│
// CHECK: %0 {{.*}} tt.make_range {{.*}} [0, 127] {{.*}} [0, 127] {{.*}} yes
// CHECK: %1 {{.*}} arith.cmpi {{.*}} [1, 1] {{.*}} [-1, -1] {{ *}}│
// CHECK: %2 {{.*}} arith.cmpi {{.*}} [0, 1] {{.*}} [-1, 0]
// CHECK: %3 {{.*}} scf.for {{.*}} [0, 635] {{.*}} [0, 635] {{.*}} yes
// CHECK: %arg2 {{.*}} scf.for induction variable {{.*}} [0, 4] {{.*}} [0, 4] {{.*}} yes
// CHECK: %arg3 {{.*}} scf.for iter_arg #0 {{.*}} [0, 635] {{.*}} [0, 635] {{.*}} yes
// CHECK: %4 {{.*}} tt.splat {{.*}} [0, 127] {{.*}} [0, 127] {{.*}} yes
// CHECK: %5 {{.*}} arith.addi {{.*}} [0, 762] {{.*}} [0, 762] {{.*}} yes
// CHECK-LABEL: Loops of @table
// CHECK: loop {{.*}} at {{.*}} trip count {{.*}} total
// CHECK: scf.for -> %3 {{.*}} line {{[0-9]+}} {{.*}} 5 {{.*}} 5
// CHECK: remark (arith.cmpi, line {{[0-9]+}}): unsupported cmp predicate for assumption
// CHECK: non-neg            the signed lower bound is >= 0

// IR: tt.func @table(%arg0: i32, %arg1: i32)
// IR: scf.for
tt.func @table(%n: i32, %m: i32) -> tensor<128xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c128 = arith.constant 128 : i32
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %a = arith.cmpi ult, %n, %c128 : i32
  llvm.intr.assume %a : i1
  %b = arith.cmpi ne, %m, %c0 : i32
  llvm.intr.assume %b : i1
  %0 = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %r) -> (tensor<128xi32>) : i32 {
    %s = tt.splat %n : i32 -> tensor<128xi32>
    %1 = arith.addi %acc, %s : tensor<128xi32>
    scf.yield %1 : tensor<128xi32>
  }
  tt.return %0 : tensor<128xi32>
}
