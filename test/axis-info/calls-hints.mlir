// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// Function arguments, calls and hint attributes.  Numbers derived by hand from Triton
// 3.6.0's AxisInfo.cpp.

// Functions are solved callers first; each call site's facts about an argument of rank 1
// (scalars, 1-D tensors) join (gcd) into the callee's argument hints.  Call results and
// multi-dimensional arguments get the pessimistic state.
module {
  tt.func private @callee(%x: i32, %v: tensor<16xi32>, %m: tensor<4x4xi32>) -> i32 {
    // x: gcd over the call sites of 16 * 4 = 64 and 8 = 8 (a divisibility hint of 8)
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
    %c1 = arith.constant 1 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %0 = arith.muli %x, %c1 : i32
    // v: contiguity 16 and divisibility 2^30 from both sites' make_range; constancy 1
    // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [16], constant_value = 0}}
    %z = arith.constant dense<0> : tensor<16xi32>
    // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %1 = arith.addi %v, %z : tensor<16xi32>
    // m: not carried (rank 2)
    // expected-remark @below {{contiguity = [1, 1], divisibility = [4611686018427387904, 4611686018427387904], constancy = [4, 4], constant_value = 0}}
    %zz = arith.constant dense<0> : tensor<4x4xi32>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
    %2 = arith.addi %m, %zz : tensor<4x4xi32>
    tt.return %0 : i32
  }

  tt.func @caller_a(%a: i32 {tt.divisibility = 16 : i32}) {
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4}}
    %c4 = arith.constant 4 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
    %x = arith.muli %a, %c4 : i32
    // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %v = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [4, 4], constancy = [4, 4], constant_value = 4}}
    %m = arith.constant dense<4> : tensor<4x4xi32>
    // a call result: pessimistic
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %r = tt.call @callee(%x, %v, %m) : (i32, tensor<16xi32>, tensor<4x4xi32>) -> i32
    tt.return
  }

  tt.func @caller_b(%b: i32 {tt.divisibility = 8 : i32}) {
    // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
    %v = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
    // expected-remark @below {{contiguity = [1, 1], divisibility = [4, 4], constancy = [4, 4], constant_value = 4}}
    %m = arith.constant dense<4> : tensor<4x4xi32>
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %r = tt.call @callee(%b, %v, %m) : (i32, tensor<16xi32>, tensor<4x4xi32>) -> i32
    tt.return
  }
}

// -----

// A chain: main -> mid -> leaf.  mid's argument is a * 12 (divisibilities 32 * 4 = 128);
// leaf's is mid's x + 64 (gcd(128, 64) = 64).
module {
  tt.func private @leaf(%y: i32) {
    // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
    %c0 = arith.constant 0 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
    %0 = arith.addi %y, %c0 : i32
    tt.return
  }
  tt.func private @mid(%x: i32) {
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = 64}}
    %c64 = arith.constant 64 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
    %0 = arith.addi %x, %c64 : i32
    tt.call @leaf(%0) : (i32) -> ()
    tt.return
  }
  tt.func @main(%a: i32 {tt.divisibility = 32 : i32}) {
    // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
    %c12 = arith.constant 12 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [128], constancy = [1], constant_value = <none>}}
    %x = arith.muli %a, %c12 : i32
    tt.call @mid(%x) : (i32) -> ()
    tt.return
  }
}

// -----

// Hint attributes on an op replace the computed vectors (an integer: a 1-vector; a dense
// attribute: one entry per dimension); on an op without a rule they make its state.
tt.func @op_hints(%a: i32, %p: !tt.ptr<f16>) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // computed divisibility 1, hinted 4096
  // expected-remark @below {{contiguity = [1], divisibility = [4096], constancy = [1], constant_value = <none>}}
  %0 = arith.addi %a, %c0 {tt.divisibility = 4096 : i32} : i32
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1024, 16], constancy = [64, 32], constant_value = <none>}}
  %1 = tt.splat %0 {tt.divisibility = dense<[1024, 16]> : tensor<2xi32>} : i32 -> tensor<64x32xi32>
  // tt.get_program_id has no rule: the hints make its pessimistic state
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %2 = tt.get_program_id x {tt.divisibility = 8 : i32} : i32
  // %p has no hints: divisibility 1
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [64, 32], constant_value = <none>}}
  %3 = tt.splat %p : !tt.ptr<f16> -> tensor<64x32x!tt.ptr<f16>>
  tt.return
}

// -----

// ttg.warp_specialize: a partition's arguments join the captured values (they start at
// 2^62, "no information", which the join replaces).
tt.func @warp_specialize(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 32 : i32}) {
  ttg.warp_specialize(%p, %n)
  default {
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %0 = tt.addptr %p, %n : !tt.ptr<f16>, i32
    ttg.warp_yield
  }
  partition0(%a: !tt.ptr<f16>, %b: i32) num_warps(1) {
    // gcd(16, 32 * 2) = 16
    // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
    %1 = tt.addptr %a, %b : !tt.ptr<f16>, i32
    ttg.warp_return
  } : (!tt.ptr<f16>, i32) -> ()
  tt.return
}
