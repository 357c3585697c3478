// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// arith.cmpi, andi/ori/xori, select, shli/shrui/shrsi, maxsi/maxui/minsi/minui.  Numbers
// derived by hand from Triton 3.6.0's AxisInfo.cpp.

// cmpi (tensors only): contiguity and divisibility 1; constancy gcd(cst_l, cst_r), raised to
// gcd(cont, div_l, div_r) for gt/le with a constant lhs and lt/ge with a constant rhs; two
// constants give the whole shape and the 0/1 result.  A scalar cmpi has no rule.
tt.func @cmpi(%a: i32, %b: i32) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [128], constant_value = 32}}
  %c32 = arith.constant dense<32> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [128], constant_value = 2}}
  %c2 = arith.constant dense<2> : tensor<128xi32>
  // r < 32: constant over gcd(128, 2^30, 32) = 32 elements
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant_value = <none>}}
  %lt = arith.cmpi slt, %r, %c32 : tensor<128xi32>
  // 32 <= r (le, constant lhs): also 32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant_value = <none>}}
  %le = arith.cmpi ule, %c32, %r : tensor<128xi32>
  // r > 32 (gt, constant rhs): no help, gcd(1, 128) = 1
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %gt = arith.cmpi sgt, %r, %c32 : tensor<128xi32>
  // 2 != 32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %ne = arith.cmpi ne, %c2, %c32 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %s = arith.cmpi eq, %a, %b : i32
  tt.return
}

// -----

// andi/ori/xori: constancy gcd, constants fold; contiguity and divisibility 1.
tt.func @logic() {
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [16], constant_value = 12}}
  %c12 = arith.constant dense<12> : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [16], constant_value = 10}}
  %c10 = arith.constant dense<10> : tensor<16xi32>
  // 12 & 10 = 8, 12 | 10 = 14, 12 ^ 10 = 6
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [16], constant_value = 8}}
  %and = arith.andi %c12, %c10 : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [16], constant_value = 14}}
  %or = arith.ori %c12, %c10 : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [16], constant_value = 6}}
  %xor = arith.xori %c12, %c10 : tensor<16xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %x = arith.andi %r, %c12 : tensor<16xi32>
  tt.return
}

// -----

// select: a constant condition picks a side; an i1 condition gives per-dim gcds of the
// sides (divisibility: the gcd of the divisibilities, and of the contiguities if they
// differ); a tensor condition also takes its constancy into contiguity and constancy.
tt.func @select(%c: i1, %t: tensor<16xi1> {tt.constancy = 4 : i32}) {
  // expected-remark @below {{contiguity = [16], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant_value = <none>}}
  %r16 = tt.make_range {end = 32 : i32, start = 16 : i32} : tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [16], constant_value = 8}}
  %c8 = arith.constant dense<8> : tensor<16xi32>
  // equal contiguity 16: divisibility gcd(2^30, 16) = 16
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant_value = <none>}}
  %a = arith.select %c, %r, %r16 : tensor<16xi32>
  // contiguity gcd(16, 1) = 1; divisibility gcd(16, 8, 16, 1) = 1; constancy gcd(1, 16) = 1
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %b = arith.select %c, %r16, %c8 : tensor<16xi32>
  // tensor condition with constancy 4: contiguity gcd(16, 16, 4) = 4
  // expected-remark @below {{contiguity = [4], divisibility = [16], constancy = [1], constant_value = <none>}}
  %d = arith.select %t, %r, %r16 : tensor<16xi1>, tensor<16xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant_value = <none>}}
  %e = arith.select %true, %r16, %c8 : tensor<16xi32>
  // both sides the same constant: constant, constancy the shape
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [16], constant_value = 8}}
  %f = arith.select %t, %c8, %c8 : tensor<16xi1>, tensor<16xi32>
  tt.return
}

// -----

// shli by k: divisibility * 2^k (a contiguous lhs counts 1); shr by k: divisibility / 2^k
// (at least 1; unknown k: 1); contiguity kept only for a shift by 0.
tt.func @shift(%n: i32 {tt.divisibility = 64 : i32}, %k: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 3}}
  %c3 = arith.constant 3 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // 64 * 2^3 = 512
  // expected-remark @below {{contiguity = [1], divisibility = [512], constancy = [1], constant_value = <none>}}
  %a = arith.shli %n, %c3 : i32
  // 64 / 8 = 8
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %b = arith.shrui %n, %c3 : i32
  // unknown shift: shl multiplies by 2^0 (64), shr gives 1
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
  %c = arith.shli %n, %k : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %d = arith.shrsi %n, %k : i32
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [32], constant_value = 0}}
  %z = arith.constant dense<0> : tensor<32xi32>
  // r << 0 = r (kept contiguity; divisibility 2^30 * 2^0)
  // expected-remark @below {{contiguity = [32], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %e = arith.shli %r, %z : tensor<32xi32>
  // 3 << 3 = 24
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 24}}
  %f = arith.shli %c3, %c3 : i32
  tt.return
}

// -----

// max/min: two constants fold; otherwise per-dim gcds (divisibility as for select).
tt.func @max_min() {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %r64 = tt.make_range {end = 128 : i32, start = 64 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %a = arith.maxsi %r, %r64 : tensor<64xi32>
  // expected-remark @below {{contiguity = [64], divisibility = [64], constancy = [1], constant_value = <none>}}
  %b = arith.minui %r, %r64 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant_value = 12}}
  %c12 = arith.constant dense<12> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant_value = 16}}
  %c16 = arith.constant dense<16> : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant_value = 12}}
  %c = arith.minsi %c12, %c16 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant_value = 16}}
  %d = arith.maxui %c12, %c16 : tensor<64xi32>
  tt.return
}
