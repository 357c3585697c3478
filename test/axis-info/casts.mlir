// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// Ops whose result keeps the operand's AxisInfo: arith.extsi/extui/trunci,
// ttg.convert_layout, tt.bitcast, builtin.unrealized_conversion_cast (unless the rank
// changes); and tt.load.  Numbers derived by hand from Triton 3.6.0's AxisInfo.cpp.

#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @casts() {
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %r = tt.make_range {end = 192 : i32, start = 64 : i32} : tensor<128xi32, #b0>
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %x = arith.extsi %r : tensor<128xi32, #b0> to tensor<128xi64, #b0>
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %y = arith.trunci %x : tensor<128xi64, #b0> to tensor<128xi16, #b0>
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %z = arith.extui %y : tensor<128xi16, #b0> to tensor<128xi32, #b0>
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %c = ttg.convert_layout %z : tensor<128xi32, #b0> -> tensor<128xi32, #b1>
    // expected-remark @below {{contiguity = [128], divisibility = [64], constancy = [1], constant_value = <none>}}
    %f = tt.bitcast %c : tensor<128xi32, #b1> -> tensor<128xf32, #b1>
    // the value is kept too: 7 (scalar) through extsi
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 7}}
    %c7 = arith.constant 7 : i32
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 7}}
    %e7 = arith.extsi %c7 : i32 to i64
    tt.return
  }
}

// -----

tt.func @unrealized_conversion_cast(%t: tensor<8x16xi32> {tt.contiguity = dense<[1, 16]> : tensor<2xi32>}) {
  // same rank: passed through (also through a non-tensor type)
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %0 = builtin.unrealized_conversion_cast %t : tensor<8x16xi32> to !llvm.struct<(i32, i32)>
  // expected-remark @below {{contiguity = [1, 16], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %1 = builtin.unrealized_conversion_cast %0 : !llvm.struct<(i32, i32)> to tensor<8x16xi32>
  // rank 2 -> 1: the result's pessimistic state
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %2 = builtin.unrealized_conversion_cast %t : tensor<8x16xi32> to tensor<128xi32>
  tt.return
}

// -----

// tt.load: values unknown (contiguity and divisibility 1), but equal pointers under equal
// masks load equal values: constancy gcd(cst_ptr, cst_mask).
tt.func @load(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32, %bp: !tt.ptr<tensor<4x8xf32>>) {
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [128], constant_value = 32}}
  %c32 = arith.constant dense<32> : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [128], constant_value = 8}}
  %c8 = arith.constant dense<8> : tensor<128xi32>
  // r / 32: constancy gcd(128, 2^30, 32) = 32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant_value = <none>}}
  %q = arith.divsi %r, %c32 : tensor<128xi32>
  // r / 8: constancy 8
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = <none>}}
  %q8 = arith.divsi %r, %c8 : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = <none>}}
  %ps = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
  // pointers: contiguity max(gcd(128, 1), gcd(1, 32)) = 1; div gcd(16, 1 * 4) = 4; constancy 32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [32], constant_value = <none>}}
  %pq = tt.addptr %ps, %q : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  // unmasked: the pointers' constancy 32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [32], constant_value = <none>}}
  %l1 = tt.load %pq : tensor<128x!tt.ptr<f32>>
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [128], constant_value = <none>}}
  %ns = tt.splat %n : i32 -> tensor<128xi32>
  // q8 < n: constancy gcd(8, 128) = 8
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = <none>}}
  %m = arith.cmpi slt, %q8, %ns : tensor<128xi32>
  // masked: gcd(32, 8) = 8
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [8], constant_value = <none>}}
  %l2 = tt.load %pq, %m : tensor<128x!tt.ptr<f32>>
  // a block pointer: the rank of its pointee tensor
  // expected-remark @below {{contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>}}
  %l3 = tt.load %bp : !tt.ptr<tensor<4x8xf32>>
  tt.return
}
