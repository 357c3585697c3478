// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// AxisInfo sources: tt.make_range, arith.constant, ub.poison, function arguments and
// ops without a rule.  Numbers derived by hand from Triton 3.6.0's AxisInfo.cpp.

// make_range [start, end): one run of end - start consecutive integers starting at start:
// contiguity end - start, divisibility highestPowOf2Divisor(start) (start 0 as uint32: 2^30).
tt.func @make_range() {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // 48 = 16 * 3: divisibility 16
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %1 = tt.make_range {end = 112 : i32, start = 48 : i32} : tensor<64xi32>
  tt.return
}

// -----

// Integer constants: contiguity 1, divisibility highestPowOf2Divisor(v) (0: 2^62), constancy
// 1, or the whole shape for a splat.  Triton reads the value zero-extended to 64 bits.
tt.func @constants() {
  // 12 = 4 * 3
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %c12 = arith.constant 12 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i64
  // -1 : i32 zero-extended: 2^32 - 1 = 4294967295 (odd)
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 4294967295}}
  %m1 = arith.constant -1 : i32
  // -16 : i64 keeps all 64 bits: int64 -16, divisible by 16
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = -16}}
  %m16 = arith.constant -16 : i64
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %false = arith.constant false
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %idx = arith.constant 8 : index
  // splat 64 over 4x8: constancy [4, 8]
  // expected-remark @below {{contiguity = [1, 1], divisibility = [64, 64], constancy = [4, 8], constant_value = 64}}
  %s = arith.constant dense<64> : tensor<4x8xi32>
  // non-splat and float constants have no rule: the pessimistic state
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %ns = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %f = arith.constant 1.000000e+00 : f32
  tt.return
}

// -----

// A poison value is never read: it claims everything (2^62) and is joined away.
tt.func @poison() {
  // expected-remark @below {{contiguity = [4611686018427387904], divisibility = [4611686018427387904], constancy = [4611686018427387904], constant_value = <none>}}
  %0 = ub.poison : i32
  // expected-remark @below {{contiguity = [4611686018427387904, 4611686018427387904], divisibility = [4611686018427387904, 4611686018427387904], constancy = [4611686018427387904, 4611686018427387904], constant_value = <none>}}
  %1 = ub.poison : tensor<2x8xi32>
  tt.return
}

// -----

// Function arguments take their tt.contiguity / tt.divisibility / tt.constancy attributes
// (an integer for scalars and 1-D tensors, a dense vector per dimension); ops without a
// rule (tt.get_program_id, tt.load of a scalar) get all ones; their results show through
// a splat, whose divisibility is the scalar's.
tt.func @arguments(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32,
                   %t: tensor<4x8xi32> {tt.contiguity = dense<[1, 8]> : tensor<2xi32>, tt.divisibility = dense<[4, 32]> : tensor<2xi32>, tt.constancy = dense<[2, 1]> : tensor<2xi32>}) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %pid = tt.get_program_id x : i32
  // %p: divisibility 16; splat: constancy the shape
  // expected-remark @below {{contiguity = [1, 1], divisibility = [16, 16], constancy = [4, 8], constant_value = <none>}}
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<4x8x!tt.ptr<f32>>
  // %n: no attributes: divisibility 1
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [64], constant_value = <none>}}
  %ns = tt.splat %n : i32 -> tensor<64xi32>
  // %t + 0 keeps %t's vectors: contiguity max(gcd(2, 1), gcd(1, 4)) = 1,
  // max(gcd(1, 1), gcd(8, 8)) = 8; divisibility gcd(4, 2^62) = 4, gcd(32, 2^62) = 32;
  // constancy gcd(2, 4) = 2, gcd(1, 8) = 1
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4611686018427387904, 4611686018427387904], constancy = [4, 8], constant_value = 0}}
  %z = arith.constant dense<0> : tensor<4x8xi32>
  // expected-remark @below {{contiguity = [1, 8], divisibility = [4, 32], constancy = [2, 1], constant_value = <none>}}
  %t0 = arith.addi %t, %z : tensor<4x8xi32>
  tt.return
}
