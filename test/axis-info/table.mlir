// RUN: pyopt %s -axis-info --axis-info-format=table 2>&1 >/dev/null | filecheck %s
// RUN: pyopt %s -axis-info=format=table 2>/dev/null | filecheck %s --check-prefix=IR
// The table view: one table per function on stderr (stdout stays the IR), then a legend.

// CHECK-LABEL: AxisInfo of @table
// CHECK: value {{.*}} defined by {{.*}} contiguity {{.*}} divisibility {{.*}} constancy {{.*}} constant
// CHECK: %arg0 {{.*}} tt.func @table argument #0 {{.*}} [1] {{.*}} [16] {{.*}} [1]
// CHECK: %0 {{.*}} tt.make_range {{.*}} [128] {{.*}} [1073741824] {{.*}} [1]
// CHECK: %c4_i32 {{.*}} arith.constant {{.*}} [1] {{.*}} [4] {{.*}} [1] {{.*}} 4
// CHECK: %arg1 {{.*}} scf.for induction variable {{.*}} [1] {{.*}} [4] {{.*}} [1]
// CHECK: %1 {{.*}} tt.splat {{.*}} [1] {{.*}} [4] {{.*}} [128]
// CHECK: divisibility[d]  largest power of two dividing the first element of every such run

// IR: tt.func @table(%arg0: i32 {tt.divisibility = 16 : i32})
// IR: tt.make_range
tt.func @table(%n: i32 {tt.divisibility = 16 : i32}) {
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  %c4 = arith.constant 4 : i32
  scf.for %i = %c4 to %n step %c4 : i32 {
    %s = tt.splat %i : i32 -> tensor<128xi32>
  }
  tt.return
}
