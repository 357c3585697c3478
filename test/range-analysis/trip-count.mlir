// RUN: pyopt %s -split-input-file -test-tritonamdgpu-range-analysis -verify-diagnostics -o /dev/null
// Loop trip counts: constant bounds, bounds read from ranges (Triton reads
// the signed upper bound of a non-constant lower bound), steps, nesting.
// Constant bounds: ceil((10 - 0) / 3) = 4 trips; the carried value grows once per trip.
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @constant_bounds_i32() -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [3, 3] signed : [3, 3]}}
    // expected-remark@+1 {{non-neg}}
    %c3 = arith.constant 3 : i32
    // expected-remark@+2 {{unsigned : [10, 10] signed : [10, 10]}}
    // expected-remark@+1 {{non-neg}}
    %c10 = arith.constant 10 : i32
    // expected-remark@+3 {{unsigned : [0, 3] signed : [0, 3]}}
    // expected-remark@+2 {{non-neg}}
    // expected-remark@+1 {{inferred total trip count: 4}}
    %0 = scf.for %i = %c0 to %c10 step %c3 iter_args(%acc = %c0) -> (i32) : i32 {
      // expected-remark@+2 {{unsigned : [1, 4] signed : [1, 4]}}
      // expected-remark@+1 {{non-neg}}
      %1 = arith.addi %acc, %c1 : i32
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}

// -----

// A lower bound that is a value: Triton reads the signed *upper* bound of its range
// (63, not 0), so the trip count is 100 - 63 = 37 and %acc stops at 37.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @lower_bound_from_range(%n: i32) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [100, 100] signed : [100, 100]}}
    // expected-remark@+1 {{non-neg}}
    %c100 = arith.constant 100 : i32
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %pid = tt.get_program_id x : i32
    // expected-remark@+2 {{unsigned : [64, 64] signed : [64, 64]}}
    // expected-remark@+1 {{non-neg}}
    %lim = arith.constant 64 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %a = arith.cmpi slt, %pid, %lim : i32
    llvm.intr.assume %a : i1
    // expected-remark@+3 {{unsigned : [0, 36] signed : [0, 36]}}
    // expected-remark@+2 {{non-neg}}
    // expected-remark@+1 {{inferred total trip count: 37}}
    %0 = scf.for %i = %pid to %c100 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      // expected-remark@+2 {{unsigned : [1, 37] signed : [1, 37]}}
      // expected-remark@+1 {{non-neg}}
      %1 = arith.addi %acc, %c1 : i32
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}

// -----

// Here that bound (999) is above the upper bound: no trip count, the loop counts as
// 1025 > 1024 and its carried values get the full range.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @lower_bound_above_upper(%n: i32) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [100, 100] signed : [100, 100]}}
    // expected-remark@+1 {{non-neg}}
    %c100 = arith.constant 100 : i32
    // expected-remark@+2 {{unsigned : [0, 999] signed : [0, 999]}}
    // expected-remark@+1 {{non-neg}}
    %pid = tt.get_program_id x : i32
    // expected-remark@+2 {{unsigned : [1000, 1000] signed : [1000, 1000]}}
    // expected-remark@+1 {{non-neg}}
    %lim = arith.constant 1000 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %a = arith.cmpi slt, %pid, %lim : i32
    llvm.intr.assume %a : i1
    // expected-remark@+2 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    // expected-remark@+1 {{inferred total trip count: 1025}}
    %0 = scf.for %i = %pid to %c100 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
      %1 = arith.addi %acc, %c1 : i32
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}

// -----

// A step that is a value reads its signed lower bound; 0 counts as 1: 64 trips.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 16] signed : [0, 16]}}
  tt.func @step_from_range(%s: i32) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [64, 64] signed : [64, 64]}}
    // expected-remark@+1 {{non-neg}}
    %c64 = arith.constant 64 : i32
    // expected-remark@+2 {{unsigned : [16, 16] signed : [16, 16]}}
    // expected-remark@+1 {{non-neg}}
    %c16 = arith.constant 16 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %a = arith.cmpi sge, %s, %c0 : i32
    llvm.intr.assume %a : i1
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %b = arith.cmpi sle, %s, %c16 : i32
    llvm.intr.assume %b : i1
    // expected-remark@+3 {{unsigned : [0, 3969] signed : [0, 3969]}}
    // expected-remark@+2 {{non-neg}}
    // expected-remark@+1 {{inferred total trip count: 64}}
    %0 = scf.for %i = %c0 to %c64 step %s iter_args(%acc = %c0) -> (i32) : i32 {
      // expected-remark@+2 {{unsigned : [0, 4032] signed : [0, 4032]}}
      // expected-remark@+1 {{non-neg}}
      %1 = arith.addi %acc, %i : i32
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}

// -----

// A negative step swaps the bounds: ceil((10 - 0) / -2) = -5 trips, so no propagation at
// all past the initial value.
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @negative_step() -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+1 {{unsigned : [4294967294, 4294967294] signed : [-2, -2]}}
    %cm2 = arith.constant -2 : i32
    // expected-remark@+2 {{unsigned : [10, 10] signed : [10, 10]}}
    // expected-remark@+1 {{non-neg}}
    %c10 = arith.constant 10 : i32
    // expected-remark@+1 {{inferred total trip count: -5}}
    %0 = scf.for %i = %c10 to %c0 step %cm2 iter_args(%acc = %c0) -> (i32) : i32 {
      %1 = arith.addi %acc, %c1 : i32
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}

// -----

// Nested trip counts multiply: 32 x 32 = 1024 still propagates, 33 x 32 = 1056 does not.
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @nested_at_limit() -> (i32, i32) {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : index
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : index
    // expected-remark@+2 {{unsigned : [32, 32] signed : [32, 32]}}
    // expected-remark@+1 {{non-neg}}
    %c32 = arith.constant 32 : index
    // expected-remark@+2 {{unsigned : [33, 33] signed : [33, 33]}}
    // expected-remark@+1 {{non-neg}}
    %c33 = arith.constant 33 : index
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %z = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %one = arith.constant 1 : i32
    // expected-remark@+3 {{unsigned : [0, 31] signed : [0, 31]}}
    // expected-remark@+2 {{non-neg}}
    // expected-remark@+1 {{inferred total trip count: 32}}
    %0 = scf.for %i = %c0 to %c32 step %c1 iter_args(%acc = %z) -> (i32) {
      // expected-remark@+3 {{unsigned : [0, 1023] signed : [0, 1023]}}
      // expected-remark@+2 {{non-neg}}
      // expected-remark@+1 {{inferred total trip count: 1024}}
      %1 = scf.for %j = %c0 to %c32 step %c1 iter_args(%acc2 = %acc) -> (i32) {
        // expected-remark@+2 {{unsigned : [1, 1024] signed : [1, 1024]}}
        // expected-remark@+1 {{non-neg}}
        %2 = arith.addi %acc2, %one : i32
        scf.yield %2 : i32
      }
      scf.yield %1 : i32
    }
    // expected-remark@+2 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    // expected-remark@+1 {{inferred total trip count: 33}}
    %3 = scf.for %i = %c0 to %c33 step %c1 iter_args(%acc = %z) -> (i32) {
      // expected-remark@+2 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
      // expected-remark@+1 {{inferred total trip count: 1056}}
      %4 = scf.for %j = %c0 to %c32 step %c1 iter_args(%acc2 = %acc) -> (i32) {
        // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
        %5 = arith.addi %acc2, %one : i32
        scf.yield %5 : i32
      }
      scf.yield %4 : i32
    }
    tt.return %0, %3 : i32, i32
  }
}

// -----

// scf.while has no induction variable: 1025.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @while_loop(%n: i32) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    // expected-remark@+1 {{inferred total trip count: 1025}}
    %0 = scf.while (%i = %c0) : (i32) -> i32 {
      // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
      %c = arith.cmpi slt, %i, %n : i32
      scf.condition(%c) %i : i32
    } do {
    ^bb0(%j: i32):
      // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
      %1 = arith.addi %j, %c1 : i32
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}

// -----

// An scf.if between two loops: the inner loop's total is 4 x 8.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
  tt.func @loop_in_if_in_loop(%c: i1) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [4, 4] signed : [4, 4]}}
    // expected-remark@+1 {{non-neg}}
    %c4 = arith.constant 4 : i32
    // expected-remark@+2 {{unsigned : [8, 8] signed : [8, 8]}}
    // expected-remark@+1 {{non-neg}}
    %c8 = arith.constant 8 : i32
    // expected-remark@+3 {{unsigned : [0, 28] signed : [0, 28]}}
    // expected-remark@+2 {{non-neg}}
    // expected-remark@+1 {{inferred total trip count: 4}}
    %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      // expected-remark@+2 {{unsigned : [0, 217] signed : [0, 217]}}
      // expected-remark@+1 {{non-neg}}
      %1 = scf.if %c -> (i32) {
        // expected-remark@+3 {{unsigned : [0, 217] signed : [0, 217]}}
        // expected-remark@+2 {{non-neg}}
        // expected-remark@+1 {{inferred total trip count: 32}}
        %2 = scf.for %j = %c0 to %c8 step %c1 iter_args(%a2 = %acc) -> (i32) : i32 {
          // expected-remark@+2 {{unsigned : [0, 224] signed : [0, 224]}}
          // expected-remark@+1 {{non-neg}}
          %3 = arith.addi %a2, %j : i32
          scf.yield %3 : i32
        }
        scf.yield %2 : i32
      } else {
        scf.yield %acc : i32
      }
      scf.yield %1 : i32
    }
    tt.return %0 : i32
  }
}
