// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// tt.addptr, arith.addi/subi/muli/divsi/divui/remsi/remui.  Numbers derived by hand from
// Triton 3.6.0's AxisInfo.cpp.  Notation: cont/div/cst = contiguity/divisibility/constancy.

// add: cont = max(gcd(cst_l, cont_r), gcd(cont_l, cst_r)); div = gcd(div_l, div_r);
// cst = gcd(cst_l, cst_r).  sub: cont = gcd(cont_l, cst_r) (contiguity means increasing).
tt.func @add_sub(%n: i32 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %s = tt.splat %n : i32 -> tensor<128xi32>
  // cont max(gcd(1, 1), gcd(128, 128)) = 128; div gcd(2^30, 16) = 16; cst gcd(1, 128) = 1
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %a = arith.addi %s, %r : tensor<128xi32>
  // splat - range decreases: cont gcd(cont_l = 1, cst_r = 1) = 1
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %b = arith.subi %s, %r : tensor<128xi32>
  // range - splat: cont gcd(128, 128) = 128
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  %c = arith.subi %r, %s : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %c12 = arith.constant 12 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 20}}
  %c20 = arith.constant 20 : i32
  // constants fold: 12 + 20 = 32 (divisibility 32), 12 - 20 = -8 (divisibility 8)
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
  %k = arith.addi %c12, %c20 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = -8}}
  %l = arith.subi %c12, %c20 : i32
  tt.return
}

// -----

// addptr adds offset * element size bytes: the offset's divisibility is scaled by
// max(1, bits / 8) before the gcd with the pointer's.
tt.func @addptr(%p8: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %p16: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %p64: !tt.ptr<i64> {tt.divisibility = 16 : i32}, %p1: !tt.ptr<i1> {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 2}}
  %c2 = arith.constant 2 : i32
  // gcd(16, 2 * 1) = 2
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %a = tt.addptr %p8, %c2 : !tt.ptr<i8>, i32
  // gcd(16, 2 * 2) = 4
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %b = tt.addptr %p16, %c2 : !tt.ptr<f16>, i32
  // gcd(16, 2 * 8) = 16
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %c = tt.addptr %p64, %c2 : !tt.ptr<i64>, i32
  // i1: max(1, 1 / 8) = 1 byte: gcd(16, 2) = 2
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = <none>}}
  %d = tt.addptr %p1, %c2 : !tt.ptr<i1>, i32
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [64], constant_value = <none>}}
  %s = tt.splat %p16 : !tt.ptr<f16> -> tensor<64x!tt.ptr<f16>>
  // contiguous in elements: cont 64; div gcd(16, 2^30 * 2) = 16
  // expected-remark @below {{contiguity = [64], divisibility = [16], constancy = [1], constant_value = <none>}}
  %e = tt.addptr %s, %r : tensor<64x!tt.ptr<f16>>, tensor<64xi32>
  tt.return
}

// -----

// mul: cont = cont_x where the other side is the constant 1, else 1; div = product of the
// divisibilities (a contiguous side counts as 1 unless the other is 1), capped at 2^62;
// a product with a constant 0 is 0.
tt.func @mul(%n: i64 {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %c1 = arith.constant dense<1> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [128], constant_value = 24}}
  %c24 = arith.constant dense<24> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %c0 = arith.constant dense<0> : tensor<128xi32>
  // r * 1 = r
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %a = arith.muli %r, %c1 : tensor<128xi32>
  // r * 24: cont 1; div 1 (r is contiguous) * 8 = 8; cst gcd(1, 128) = 1
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %b = arith.muli %r, %c24 : tensor<128xi32>
  // 0 * r = 0: constant, constancy the shape
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %z = arith.muli %c0, %r : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1099511627776], constancy = [1], constant_value = 1099511627776}}
  %big = arith.constant 1099511627776 : i64
  // 16 * 2^40 = 2^44
  // expected-remark @below {{contiguity = [1], divisibility = [17592186044416], constancy = [1], constant_value = <none>}}
  %m = arith.muli %n, %big : i64
  // 2^44 * 2^40 > 2^62: capped
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = <none>}}
  %mm = arith.muli %m, %big : i64
  tt.return
}

// -----

// div: cont = cont_l if rhs is 1; cst grows to gcd(cont_l, div_l, div_r) when lhs is one
// run and rhs one constant (quotients repeat that long); div keeps div_l for 0 / x and
// x / 1, is div_l / |rhs| (at least 1) for a non-contiguous lhs and a power-of-two rhs,
// else 1.
tt.func @div(%n: i32 {tt.divisibility = 64 : i32}) {
  // expected-remark @below {{contiguity = [128], divisibility = [256], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 384 : i32, start = 256 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = 16}}
  %c16 = arith.constant dense<16> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [128], constant_value = 12}}
  %c12 = arith.constant dense<12> : tensor<128xi32>
  // cst max(gcd(1, 128), gcd(128, 256, 16)) = 16; div 1 (lhs contiguous)
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [16], constant_value = <none>}}
  %a = arith.divsi %r, %c16 : tensor<128xi32>
  // gcd(128, 256, 4) = 4
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [4], constant_value = <none>}}
  %b = arith.divui %r, %c12 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4}}
  %c4 = arith.constant 4 : i32
  // 64k / 4: divisibility 64 / 4 = 16
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = <none>}}
  %d = arith.divsi %n, %c4 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [2], constancy = [1], constant_value = 6}}
  %c6 = arith.constant 6 : i32
  // 6 is not a power of two: 1
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %e = arith.divsi %n, %c6 : i32
  // constants: 6 / 4 = 1
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %f = arith.divui %c6, %c4 : i32
  tt.return
}

// -----

// rem: when lhs is one run and rhs one constant, the remainders increase in runs of
// gcd(cont_l, div_l, div_r); div = gcd(div_l, div_r) when rhs is constant over runs
// longer than 1, else 1; x % 1 = 0.
tt.func @rem() {
  // expected-remark @below {{contiguity = [128], divisibility = [32], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 160 : i32, start = 32 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = 48}}
  %c48 = arith.constant dense<48> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = 1}}
  %c1 = arith.constant dense<1> : tensor<128xi32>
  // cont gcd(128, 32, 16) = 16; div gcd(32, 16) = 16
  // expected-remark @below {{contiguity = [16], divisibility = [16], constancy = [1], constant_value = <none>}}
  %a = arith.remsi %r, %c48 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %b = arith.remui %r, %c1 : tensor<128xi32>
  // 48 % r: rhs is not constant: cont 1, div 1
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %c = arith.remsi %c48, %r : tensor<128xi32>
  // constants: 48 % 1 folds to 0 (constancy the shape)
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [128], constant_value = 0}}
  %d = arith.remsi %c48, %c1 : tensor<128xi32>
  tt.return
}
