// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// tt.splat, tt.broadcast, tt.expand_dims, tt.trans.  Numbers derived by hand from
// Triton 3.6.0's AxisInfo.cpp.

// splat: contiguity 1, the scalar's divisibility, constancy the shape, the scalar's constant.
tt.func @splat(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
  // expected-remark @below {{contiguity = [1, 1, 1], divisibility = [16, 16, 16], constancy = [2, 4, 8], constant_value = <none>}}
  %0 = tt.splat %p : !tt.ptr<f32> -> tensor<2x4x8x!tt.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [32], constant_value = 8}}
  %1 = tt.splat %c8 : i32 -> tensor<32xi32>
  tt.return
}

// -----

// expand_dims: the new dim has contiguity 1, constancy 1, and the divisibility of the
// constant, or the gcd of the operand's divisibilities where contiguous dims count 1.
// broadcast: a dim of size 1 becomes one constant run (contiguity 1).
tt.func @expand_broadcast() {
  // expected-remark @below {{contiguity = [64], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
  // expected-remark @below {{contiguity = [64, 1], divisibility = [1073741824, 1], constancy = [1, 1], constant_value = <none>}}
  %e1 = tt.expand_dims %r {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
  // expected-remark @below {{contiguity = [64, 1], divisibility = [1073741824, 1], constancy = [1, 32], constant_value = <none>}}
  %b1 = tt.broadcast %e1 : tensor<64x1xi32> -> tensor<64x32xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [64], constant_value = 4}}
  %c4 = arith.constant dense<4> : tensor<64xi32>
  // 4 is a constant: the new dim's divisibility is 4
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4, 4], constancy = [1, 64], constant_value = 4}}
  %e2 = tt.expand_dims %c4 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4, 4], constancy = [16, 64], constant_value = 4}}
  %b2 = tt.broadcast %e2 : tensor<1x64xi32> -> tensor<16x64xi32>
  // r * 4: contiguity 1, divisibility 4
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %m = arith.muli %r, %c4 : tensor<64xi32>
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4, 4], constancy = [1, 1], constant_value = <none>}}
  %e3 = tt.expand_dims %m {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
  // 3-D: a new middle dim from a 2-D value, gcd over dims (1 for the contiguous dim 0)
  // expected-remark @below {{contiguity = [64, 1, 1], divisibility = [1073741824, 1, 1], constancy = [1, 1, 32], constant_value = <none>}}
  %e4 = tt.expand_dims %b1 {axis = 1 : i32} : tensor<64x32xi32> -> tensor<64x1x32xi32>
  tt.return
}

// -----

// trans: result dim d is source dim order[d].
tt.func @trans(%t: tensor<2x4x8xi32> {tt.contiguity = dense<[1, 4, 2]> : tensor<3xi32>, tt.divisibility = dense<[16, 8, 4]> : tensor<3xi32>, tt.constancy = dense<[2, 1, 1]> : tensor<3xi32>}) {
  // expected-remark @below {{contiguity = [2, 1, 4], divisibility = [4, 16, 8], constancy = [1, 2, 1], constant_value = <none>}}
  %0 = tt.trans %t {order = array<i32: 2, 0, 1>} : tensor<2x4x8xi32> -> tensor<8x2x4xi32>
  tt.return
}
