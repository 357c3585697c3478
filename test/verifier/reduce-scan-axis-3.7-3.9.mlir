// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// tt.reduce/tt.scan: from Triton 3.7 verifyReduceScan checks the axis against each operand's rank
// (triton-lang/triton#9061).  Inputs of our own; expectations compared with the 3.7.1, 3.8.0 and
// 3.9.0 wheels (tools/triton_lit_check.py, the RUN line read as triton-opt).  3.6: axis-and-
// descriptors-3.6.mlir.


tt.func @reduce_axis_too_large(%a: tensor<4x8xf32>) {
  // expected-error @+1 {{'tt.reduce' op axis out of bounds for operand rank 2}}
  %r = "tt.reduce"(%a) <{axis = 2 : i32}> ({
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tt.reduce.return %s : f32
  }) : (tensor<4x8xf32>) -> tensor<4xf32>
  tt.return
}

// -----

tt.func @scan_negative_axis(%a: tensor<8xi32>) {
  // expected-error @+1 {{'tt.scan' op axis out of bounds for operand rank 1}}
  %r = "tt.scan"(%a) <{axis = -1 : i32, reverse = false}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.scan.return %s : i32
  }) : (tensor<8xi32>) -> tensor<8xi32>
  tt.return
}
