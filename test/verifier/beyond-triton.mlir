// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Inputs on which Triton 3.6.0 crashes or reads out of bounds (undefined
// behaviour): pyopt reports a clean error of its own instead.

// Triton erases shape[axis] unchecked (accepts axis 5 by accident, crashes on -1).
tt.func @reduce_axis(%a: tensor<4x8xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tt.reduce' op axis 5 is out of range for operands of rank 2}}
  %r = "tt.reduce"(%a) <{axis = 5 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<4xi32>
  tt.return %r : tensor<4xi32>
}

// -----

tt.func @reduce_negative_axis(%a: tensor<4x8xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tt.reduce' op axis -1 is out of range for operands of rank 2}}
  %r = "tt.reduce"(%a) <{axis = -1 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<4xi32>
  tt.return %r : tensor<4xi32>
}

// -----

// Triton inserts at shape[axis] unchecked (an abort).
tt.func @expand_dims_axis(%a: tensor<16xi32>) {
  // expected-error @+1 {{'tt.expand_dims' op axis 7 is out of range for a result of rank 2}}
  %0 = tt.expand_dims %a {axis = 7 : i32} : tensor<16xi32> -> tensor<16x1xi32>
  tt.return
}

// -----

// Triton reads instrShape[0] and [1] unchecked (an abort).
// expected-error @+1 {{instrShape must have at least 2 elements, but has 0}}
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [], isTransposed = true}>
module {
}

// -----

// Triton reads one offset per dimension unchecked (an abort).
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @extract_slice_offsets(%a: tensor<128x64xf16, #blocked>) {
    // expected-error @+1 {{expected 2 offsets, but got 1}}
    %1 = amdg.extract_slice %a [0] : tensor<128x64xf16, #blocked> to tensor<128x32xf16, #blocked>
    tt.return
  }
}
