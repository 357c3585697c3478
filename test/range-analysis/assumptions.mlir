// RUN: pyopt %s -split-input-file -test-tritonamdgpu-range-analysis -verify-diagnostics -o /dev/null
// llvm.intr.assume: which conditions give a bound, where they apply.
// Only arith.cmpi with a constant bounds a value: `ne` and an assume of arith.andi emit a
// remark (each time the assumption is consulted, as Triton does); a cmpi of two values
// gives nothing.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+3 {{arg 0: unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  // expected-remark@+2 {{arg 1: unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  // expected-remark@+1 {{arg 2: unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @unsupported(%x: i32, %y: i32, %z: i32) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [8, 8] signed : [8, 8]}}
    // expected-remark@+1 {{non-neg}}
    %c8 = arith.constant 8 : i32
    // expected-remark@+2 {{unsupported cmp predicate for assumption}}
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %ne = arith.cmpi ne, %x, %c0 : i32
    llvm.intr.assume %ne : i1
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %a = arith.cmpi sge, %y, %c0 : i32
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %b = arith.cmpi slt, %y, %c8 : i32
    // expected-remark@+2 {{unsupported assumption operation}}
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %ab = arith.andi %a, %b : i1
    llvm.intr.assume %ab : i1
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %cmp = arith.cmpi slt, %z, %y : i32
    llvm.intr.assume %cmp : i1
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %0 = arith.addi %x, %y : i32
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %1 = arith.addi %0, %z : i32
    tt.return %1 : i32
  }
}

// -----

// Assumptions on an op's result intersect what the op infers.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @on_results(%x: i32) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [100, 100] signed : [100, 100]}}
    // expected-remark@+1 {{non-neg}}
    %c100 = arith.constant 100 : i32
    // expected-remark@+2 {{unsigned : [7, 7] signed : [7, 7]}}
    // expected-remark@+1 {{non-neg}}
    %c7 = arith.constant 7 : i32
    // expected-remark@+2 {{unsigned : [0, 99] signed : [0, 99]}}
    // expected-remark@+1 {{non-neg}}
    %0 = arith.muli %x, %c7 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %a = arith.cmpi sge, %0, %c0 : i32
    llvm.intr.assume %a : i1
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %b = arith.cmpi slt, %0, %c100 : i32
    llvm.intr.assume %b : i1
    // expected-remark@+2 {{unsigned : [7, 106] signed : [7, 106]}}
    // expected-remark@+1 {{non-neg}}
    %1 = arith.addi %0, %c7 : i32
    tt.return %1 : i32
  }
}

// -----

// A signed bound on a program id starts at 0; a tensor compared with a splat constant
// gives no bound (the constant is not a scalar IntegerAttr).
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @pid_and_tensors(%t: tensor<16xi32>) -> tensor<16xi32> {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [5, 5] signed : [5, 5]}}
    // expected-remark@+1 {{non-neg}}
    %c5 = arith.constant 5 : i32
    // expected-remark@+2 {{unsigned : [0, 4] signed : [0, 4]}}
    // expected-remark@+1 {{non-neg}}
    %pid = tt.get_program_id y : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %a = arith.cmpi sgt, %c5, %pid : i32
    llvm.intr.assume %a : i1
    // expected-remark@+1 {{unsigned : [0, 2147483648] signed : [-2147483648, 2147483647]}}
    %n = tt.get_num_programs z : i32
    // expected-remark@+2 {{unsigned : [4, 4] signed : [4, 4]}}
    // expected-remark@+1 {{non-neg}}
    %splat = arith.constant dense<4> : tensor<16xi32>
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %b = arith.cmpi slt, %t, %splat : tensor<16xi32>
    // expected-remark@+2 {{unsupported assumption operation}}
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %r = "tt.reduce"(%b) <{axis = 0 : i32}> ({
    ^bb0(%l: i1, %r2: i1):
      // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
      %x = arith.andi %l, %r2 : i1
      tt.reduce.return %x : i1
    }) : (tensor<16xi1>) -> i1
    llvm.intr.assume %r : i1
    // expected-remark@+1 {{unsigned : [0, 2147483652] signed : [-2147483648, 2147483647]}}
    %0 = arith.addi %pid, %n : i32
    // expected-remark@+1 {{unsigned : [0, 2147483652] signed : [-2147483648, 2147483647]}}
    %1 = tt.splat %0 : i32 -> tensor<16xi32>
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %2 = arith.addi %1, %t : tensor<16xi32>
    tt.return %2 : tensor<16xi32>
  }
}

// -----

// An assumption applies only where its block dominates the use.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+2 {{arg 0: unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  // expected-remark@+1 {{arg 1: unsigned : [0, 1] signed : [-1, 0]}}
  tt.func @nested_blocks(%x: i32, %c: i1) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [10, 10] signed : [10, 10]}}
    // expected-remark@+1 {{non-neg}}
    %c10 = arith.constant 10 : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %0 = scf.if %c -> (i32) {
      // expected-remark@+1 {{unsigned : [1, 1] signed : [-1, -1]}}
      %a = arith.cmpi ult, %x, %c10 : i32
      llvm.intr.assume %a : i1
      // expected-remark@+2 {{unsigned : [1, 10] signed : [1, 10]}}
      // expected-remark@+1 {{non-neg}}
      %1 = arith.addi %x, %c1 : i32
      scf.yield %1 : i32
    } else {
      // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
      %2 = arith.addi %x, %c10 : i32
      scf.yield %2 : i32
    }
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %3 = arith.addi %x, %0 : i32
    tt.return %3 : i32
  }
}

// -----

// index (64-bit storage) and i64; a constant on the left-hand side.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+2 {{arg 0: unsigned : [4, 18446744073709551615] signed : [-9223372036854775808, 9223372036854775807]}}
  // expected-remark@+1 {{arg 1: unsigned : [9, 9] signed : [9, 9]}}
  tt.func @index_and_i64(%x: index, %y: i64) -> (index, i64) {
    // expected-remark@+2 {{unsigned : [3, 3] signed : [3, 3]}}
    // expected-remark@+1 {{non-neg}}
    %c3 = arith.constant 3 : index
    // expected-remark@+2 {{unsigned : [9, 9] signed : [9, 9]}}
    // expected-remark@+1 {{non-neg}}
    %c9 = arith.constant 9 : i64
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %a = arith.cmpi ugt, %x, %c3 : index
    llvm.intr.assume %a : i1
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %b = arith.cmpi eq, %c9, %y : i64
    llvm.intr.assume %b : i1
    // expected-remark@+1 {{unsigned : [0, 18446744073709551615] signed : [-9223372036854775808, 9223372036854775807]}}
    %0 = arith.addi %x, %c3 : index
    // expected-remark@+2 {{unsigned : [81, 81] signed : [81, 81]}}
    // expected-remark@+1 {{non-neg}}
    %1 = arith.muli %y, %c9 : i64
    tt.return %0, %1 : index, i64
  }
}
