// RUN: not pyopt %s --split-input-file 2>&1 | filecheck %s
// Traits verify themselves, with the messages real Triton 3.6.0 prints for these
// inputs (each chunk breaks one trait; checked with triton._C.libtriton's parser).

// SameOperandsAndResultType: encodings differ
// CHECK: error: 'arith.addi' op requires the same encoding for all operands and results
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #b0>, %b: tensor<128xi32, #b1>) {
    %0 = "arith.addi"(%a, %b) : (tensor<128xi32, #b0>, tensor<128xi32, #b1>) -> tensor<128xi32, #b0>
    tt.return
  }
}

// -----

// SameOperandsAndResultShape
// CHECK: error: 'ttg.convert_layout' op requires the same shape for all operands and results
tt.func @f(%a: tensor<128xi32>) {
  %0 = ttg.convert_layout %a : tensor<128xi32> -> tensor<64xi32>
  tt.return
}

// -----

// SameOperandsAndResultElementType
// CHECK: error: 'ttg.convert_layout' op requires the same element type for all operands and results
tt.func @f(%a: tensor<128xi32>) {
  %0 = ttg.convert_layout %a : tensor<128xi32> -> tensor<128xi64>
  tt.return
}

// -----

// SameTypeOperands
// CHECK: error: 'tt.join' op requires all operands to have the same type
tt.func @f(%a: tensor<128xi32>, %b: tensor<128xi64>) {
  %0 = "tt.join"(%a, %b) : (tensor<128xi32>, tensor<128xi64>) -> tensor<128x2xi32>
  tt.return
}

// -----

// SameOperandsShape
// CHECK: error: 'tt.reduce' op requires the same shape for all operands
tt.func @f(%a: tensor<128xi32>, %b: tensor<64xi32>) {
  %0:2 = "tt.reduce"(%a, %b) <{axis = 0 : i32}> ({
  ^bb0(%x: i32, %y: i32, %z: i32, %w: i32):
    tt.reduce.return %x, %y : i32, i32
  }) : (tensor<128xi32>, tensor<64xi32>) -> (i32, i32)
  tt.return
}

// -----

// Elementwise
// CHECK: error: 'tt.precise_sqrt' op if a result is non-scalar, then at least one operand must be non-scalar
tt.func @f(%a: f32) {
  %0 = "tt.precise_sqrt"(%a) : (f32) -> tensor<4xf32>
  tt.return
}

// -----

// SameOperandsAndResultShape after Elementwise
// CHECK: error: 'tt.addptr' op requires the same shape for all operands and results
tt.func @f(%p: tensor<128x!tt.ptr<f32>>, %o: i32) {
  %0 = "tt.addptr"(%p, %o) : (tensor<128x!tt.ptr<f32>>, i32) -> tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

// AllTypesMatch (an ODS predicate, checked with the invariants)
// CHECK: error: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type
tt.func @f(%lb: i32, %ub: i64, %st: i32) {
  "scf.for"(%lb, %ub, %st) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (i32, i64, i32) -> ()
  tt.return
}

// -----

// AllTypesMatch
// CHECK: error: 'ttg.predicate_stage' op failed to verify that all of {iv, ub, step} have same type
tt.func @f(%iv: i32, %ub: i64, %st: i32) {
  %0 = "ttg.predicate_stage"(%iv, %ub, %st) <{maxStage = 2 : i32, stage = 0 : i32}> : (i32, i64, i32) -> i1
  tt.return
}

// -----

// HasParent with several parents (ParentOneOf)
// CHECK: error: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'
tt.func @f() {
  scf.yield
}

// -----

// HasParent
// CHECK: error: 'tt.return' op expects parent op 'tt.func'
tt.func @f(%c: i1) {
  scf.if %c {
    tt.return
  }
  tt.return
}

// -----

// HasParent
// CHECK: error: 'tt.reduce.return' op expects parent op 'tt.reduce'
tt.func @f(%x: i32) {
  tt.reduce.return %x : i32
}

// -----

// IsTerminator
// CHECK: error: 'tt.return' op must be the last operation in the parent block
tt.func @f() {
  tt.return
  tt.return
}

// -----

// SingleBlock
// CHECK: error: 'tt.reduce' op expects region #0 to have 0 or 1 blocks
tt.func @f(%a: tensor<128xi32>) {
  %0 = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    cf.br ^bb1
  ^bb1:
    tt.reduce.return %x : i32
  }) : (tensor<128xi32>) -> i32
  tt.return
}

// -----

// SameOperandsAndResultEncoding
// CHECK: error: 'tt.broadcast' op requires the same encoding for all operands and results
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #b0>) {
    %0 = tt.broadcast %a : tensor<128xi32, #b0> -> tensor<128xi32, #b1>
    tt.return
  }
}

// -----

// SameOperandsEncoding
// CHECK: error: 'tt.reduce' op requires the same encoding for all operands
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #b0>, %b: tensor<128xi32, #b1>) {
    %0:2 = "tt.reduce"(%a, %b) <{axis = 0 : i32}> ({
    ^bb0(%x: i32, %y: i32, %z: i32, %w: i32):
      tt.reduce.return %x, %y : i32, i32
    }) : (tensor<128xi32, #b0>, tensor<128xi32, #b1>) -> (i32, i32)
    tt.return
  }
}

// -----

// TensorSizeTrait (every tt op): an error without the op prefix, quoting the op in generic form
// CHECK: error: Number of elements must be power-of-two, but %0 = "tt.splat"(%arg0) : (i32) -> tensor<3xi32> doesn't follow the rule (3) elements
tt.func @f(%a: i32) {
  %0 = tt.splat %a : i32 -> tensor<3xi32>
  tt.return
}

// -----

// TensorSizeTrait
// CHECK: error: Maximum allowed number of elements is 1048576, but %0 = "tt.splat"(%arg0) : (i32) -> tensor<2048x1024xi32> has more than that
tt.func @f(%a: i32) {
  %0 = tt.splat %a : i32 -> tensor<2048x1024xi32>
  tt.return
}

// -----

// NoRegionArguments
// CHECK: error: 'scf.if' op region #0 should have no arguments
tt.func @f(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  tt.return
}

// -----

// AllTypesMatch over variadic groups
// CHECK: error: 'ttng.warp_group_dot_wait' op failed to verify that all of {inputs, outputs} have same type
tt.func @f(%a: tensor<4xf32>) {
  %1:2 = "ttng.warp_group_dot_wait"(%a, %a) <{pendings = 0 : i32}> : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf16>)
  tt.return
}

// -----

// HasParent: tt.func belongs in a module
// CHECK: error: 'tt.func' op expects parent op 'builtin.module'
module {
  tt.func @f() {
    tt.func @g() {
      tt.return
    }
    tt.return
  }
}

// -----

// HasParent
// CHECK: error: 'ttg.warp_return' op expects parent op 'ttg.warp_specialize.partitions'
tt.func @f(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  ttg.warp_return
}

// -----

// AMD ops carry no tensor-layout trait (TT_AMDGPU_Op appends none): Triton accepts this.
// CHECK: amdg.buffer_load
#b0 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %o: tensor<128xi32, #b0>) {
    %0 = amdg.buffer_load %p[%o] : tensor<128xf32, #b0>
    tt.return
  }
}
