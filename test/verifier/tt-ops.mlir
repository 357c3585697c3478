// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Triton op verifiers: make_range, trans, expand_dims, reduce and gather (with their inferred result types), reduce combiner, amdg.extract_slice.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

tt.func @f(%a: tensor<4x8xi32>) -> tensor<4xi32> {
  // expected-note @+1 {{prior use here}}
  %r = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<8xi32>
  // expected-error @+1 {{use of value '%r' expects different type than prior uses: 'tensor<4xi32>' vs 'tensor<8xi32>'}}
  tt.return %r : tensor<4xi32>
}

// -----

tt.func @f(%a: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %r = "tt.scan"(%a) <{axis = 7 : i32, reverse = false}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.scan.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  tt.return %r : tensor<4x8xi32>
}

// -----

tt.func @f(%a: tensor<4x8xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'tt.reduce' op type mismatch on combine operation. Expected argument 1 to have type 'i32' but got 'f32'}}
  %r = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: i32, %y: f32):
    %s = arith.addi %x, %x : i32
    tt.reduce.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<4xi32>
  tt.return %r : tensor<4xi32>
}

// -----

tt.func @f(%a: tensor<4x8xi32>) -> tensor<4xf32> {
  // expected-error @+1 {{'tt.reduce' op operand types and result types must agree}}
  %r = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<4xf32>
  tt.return %r : tensor<4xf32>
}

// -----

tt.func @f(%a: tensor<4x8xi32>) {
  // expected-error @+2 {{'tt.reduce' op failed to infer returned types}}
  // expected-error @+1 {{'tt.reduce' op inferred type(s) 'tensor<4xi32>' are incompatible with return type(s) of operation 'tensor<8xi32>'}}
  %r = "tt.reduce"(%a) <{axis = 1 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s : i32
  }) : (tensor<4x8xi32>) -> tensor<8xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4xi32>) {
  // expected-error @+2 {{'tt.expand_dims' op failed to infer returned types}}
  // expected-error @+1 {{'tt.expand_dims' op inferred type(s) 'tensor<1x4xi32>' are incompatible with return type(s) of operation 'tensor<4x1xi32>'}}
  %r = tt.expand_dims %a {axis = 0 : i32} : tensor<4xi32> -> tensor<4x1xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4xi32>) {
  // expected-error @+2 {{'tt.expand_dims' op failed to infer returned types}}
  // expected-error @+1 {{'tt.expand_dims' op inferred type(s) 'tensor<1x4xi32>' are incompatible with return type(s) of operation 'tensor<4x1xi32>'}}
  %r = "tt.expand_dims"(%a) {axis = 0 : i32} : (tensor<4xi32>) -> tensor<4x1xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4x8xi32>) {
  // expected-error @+1 {{result shape must match the permutation of the source shape}}
  %r = tt.trans %a {order = array<i32: 1, 0>} : tensor<4x8xi32> -> tensor<4x8xi32>
  tt.return
}

// -----

tt.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %r = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (i32, i32) -> i32
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: tensor<128x64xf16, #blocked>) {
    %1 = amdg.extract_slice %a [0, 32] : tensor<128x64xf16, #blocked> to tensor<128x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: tensor<128x64xf16, #blocked>) {
    // expected-error @+1 {{No source register holds the element for destination index [0, 8]}}
    %1 = amdg.extract_slice %a [0, 8] : tensor<128x64xf16, #blocked> to tensor<128x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: tensor<128x64xf16, #blocked>) {
    // expected-error @+1 {{invalid offset at dimension 1}}
    %1 = amdg.extract_slice %a [0, 48] : tensor<128x64xf16, #blocked> to tensor<128x32xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: tensor<128x64xf16, #blocked>) {
    // expected-error @+1 {{Lane and warp dim basis must match between source and destination layout.}}
    %1 = amdg.extract_slice %a [0, 0] : tensor<128x64xf16, #blocked> to tensor<128x8xf16, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: tensor<128x64xf16, #blocked>) {
    // expected-error @+1 {{result element type must match source element type}}
    %1 = amdg.extract_slice %a [0, 0] : tensor<128x64xf16, #blocked> to tensor<128x64xf32, #blocked>
    tt.return
  }
}

// -----

tt.func @f(%s: tensor<32x64xf32>, %i: tensor<32x64xi32>) {
  // expected-error @+1 {{'tt.gather' op gather dimension must be less than the input rank}}
  %0 = tt.gather %s[%i] {axis = 7 : i32} : (tensor<32x64xf32>, tensor<32x64xi32>) -> tensor<32x64xf32>
  tt.return
}

// -----

tt.func @f(%s: tensor<32x64xf32>, %i: tensor<32x16xi32>) {
  %0 = tt.gather %s[%i] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<32x16xi32>) -> tensor<32x16xf32>
  tt.return
}

// -----

tt.func @f(%s: tensor<32x64xf32>, %i: tensor<16x16xi32>) {
  // expected-error @+1 {{'tt.gather' op indices dimension 0 must match the corresponding input dimension}}
  %0 = tt.gather %s[%i] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<16x16xi32>) -> tensor<16x16xf32>
  tt.return
}

// -----

tt.func @f(%s: tensor<32x64xf32>, %i: tensor<32x16xi32>) {
  // expected-error @+1 {{'tt.gather' op indices and output shapes must match}}
  %0 = tt.gather %s[%i] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<32x16xi32>) -> tensor<32x64xf32>
  tt.return
}
