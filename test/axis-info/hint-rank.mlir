// RUN: pyopt %s -axis-info --verify-diagnostics -o /dev/null
// Hints whose number of values is not the rank of the value they describe (issue 23).  Triton
// 3.6.0 accepts this IR (tools/oracle.py) but its AxisInfo then reads past the shorter vector:
// undefined behaviour.  pyopt's definition (pyopt.analysis.axis_info._checked_hint), with a
// warning each: one value applies to every dimension, more values than the rank give the first
// ones, fewer are ignored.  The numbers below follow from that definition and AxisInfo's addi
// rule (a constant zero adds nothing: contiguity/divisibility of the argument, constancy 1).

// expected-warning @+4 {{'tt.contiguity' hint has 1 value, but argument #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
// expected-warning @+3 {{'tt.divisibility' hint has 1 value, but argument #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
// expected-warning @+2 {{'tt.constancy' hint has 1 value, but argument #0 has rank 2: pyopt gives every dimension its value (Triton 3.6.0's behaviour is undefined)}}
// expected-warning @+1 {{'tt.divisibility' hint has 2 values, but argument #1 has rank 3: pyopt ignores it (Triton 3.6.0's behaviour is undefined)}}
tt.func public @kernel(%arg0: tensor<256x64xi32> {tt.contiguity = 8 : i32, tt.divisibility = 16 : i32, tt.constancy = 1 : i32}, %arg1: tensor<2x4x8xi32> {tt.divisibility = dense<[4, 8]> : tensor<2xi32>}) {
  // expected-remark @below {{contiguity = [1, 1], divisibility = [4611686018427387904, 4611686018427387904], constancy = [256, 64], constant_value = 0}}
  %c = arith.constant dense<0> : tensor<256x64xi32>
  // expected-remark @below {{contiguity = [8, 8], divisibility = [16, 16], constancy = [1, 1], constant_value = <none>}}
  %0 = arith.addi %arg0, %c : tensor<256x64xi32>
  // expected-warning @below {{'tt.contiguity' hint has 16384 values, but result #0 has rank 2: pyopt uses the first 2 (Triton 3.6.0's behaviour is undefined)}}
  // expected-remark @below {{contiguity = [32, 32], divisibility = [16, 16], constancy = [1, 1], constant_value = <none>}}
  %1 = arith.addi %arg0, %c {tt.contiguity = dense<32> : tensor<256x64xi32>} : tensor<256x64xi32>
  // expected-remark @below {{contiguity = [1, 1, 1], divisibility = [4611686018427387904, 4611686018427387904, 4611686018427387904], constancy = [2, 4, 8], constant_value = 0}}
  %c3 = arith.constant dense<0> : tensor<2x4x8xi32>
  // expected-remark @below {{contiguity = [1, 1, 1], divisibility = [1, 1, 1], constancy = [1, 1, 1], constant_value = <none>}}
  %2 = arith.addi %arg1, %c3 : tensor<2x4x8xi32>
  tt.return
}
