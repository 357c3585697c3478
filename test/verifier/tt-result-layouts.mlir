// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Verifiers of the tt ops (Triton 3.6.0's TritonOps.td, Ops.cpp, OpInterfaces.cpp and the
// TritonGPU dialect's layout inference they call): DotOpInterface and TransposeOpInterface,
// tt.dot's encodings (verifyDotOpEncodingCompatibility, inferDotOpEncoding), tt.dot_scaled,
// the result layouts of tt.trans, tt.split (up to equivalent layouts), tt.reshape and tt.join,
// tt.elementwise_inline_asm, tt.map_elementwise, the descriptor ops, TypesMatchWith in the
// generic form, tt.unsplat, and the order of these checks where several fail; with near misses
// that must be accepted.
// Each chunk was run through Triton 3.6.0's parser and verifier (tools/oracle.py): the expected
// message and line are Triton's first error, and the chunks without one Triton accepts.  Where
// Triton follows a failed type inference with a second error ("failed to infer returned
// types"), pyopt reports the first only.

// dot K mismatch
tt.func @f(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %d = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

// dot output dims mismatch
tt.func @f(%a: tensor<32x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
  %d = tt.dot %a, %b, %c : tensor<32x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

// dot rank 1
tt.func @f(%a: tensor<16xf16>, %b: tensor<16xf16>, %c: tensor<16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected operands to be 2d or 3d}}
  %d = tt.dot %a, %b, %c : tensor<16xf16> * tensor<16xf16> -> tensor<16xf32>
  tt.return
}

// -----

// dot rank mismatch
tt.func @f(%a: tensor<2x16x16xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected all operands to have the same rank}}
  %d = tt.dot %a, %b, %c : tensor<2x16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return
}

// -----

// dot 3d batch mismatch
tt.func @f(%a: tensor<2x16x16xf16>, %b: tensor<4x16x16xf16>, %c: tensor<2x16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the first dimension of the first operand to be equal to the first dimension of the result}}
  %d = tt.dot %a, %b, %c : tensor<2x16x16xf16> * tensor<4x16x16xf16> -> tensor<2x16x16xf32>
  tt.return
}

// -----

// dot 3d ok
tt.func @f(%a: tensor<2x16x32xf16>, %b: tensor<2x32x8xf16>, %c: tensor<2x16x8xf32>) {
  %d = tt.dot %a, %b, %c : tensor<2x16x32xf16> * tensor<2x32x8xf16> -> tensor<2x16x8xf32>
  tt.return
}

// -----

// dot bitwidth + K mismatch (which first)
tt.func @f(%a: tensor<16x32xf16>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %d = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return
}

// -----

// trans order size wrong
tt.func @f(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{order must have the same size as the rank of the operand and result}}
  %d = tt.trans %a {order = array<i32: 1, 0, 2>} : tensor<16x32xf16> -> tensor<32x16xf16>
  tt.return
}

// -----

// trans not a permutation
tt.func @f(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{order must be a permutation of [0, ..., rank - 1]}}
  %d = tt.trans %a {order = array<i32: 1, 1>} : tensor<16x32xf16> -> tensor<32x16xf16>
  tt.return
}

// -----

// trans wrong result shape
tt.func @f(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{result shape must match the permutation of the source shape}}
  %d = tt.trans %a {order = array<i32: 1, 0>} : tensor<16x32xf16> -> tensor<16x32xf16>
  tt.return
}

// -----

// trans result with encoding from none
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
tt.func @f(%a: tensor<16x32xf16>) {
  // expected-error @+2 {{'tt.trans' op failed to infer returned types}}
  // expected-error @+1 {{'tt.trans' op inferred type(s) 'tensor<32x16xf16>' are incompatible with return type(s) of operation 'tensor<32x16xf16, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>>'}}
  %d = tt.trans %a {order = array<i32: 1, 0>} : tensor<16x32xf16> -> tensor<32x16xf16, #blocked>
  tt.return
}
}

// -----

// trans blocked wrong result encoding
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  // expected-error @+2 {{'tt.trans' op failed to infer returned types}}
  // expected-error @+1 {{'tt.trans' op inferred type(s) 'tensor<16x32xf16, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>' are incompatible with return type(s) of operation 'tensor<16x32xf16, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [0, 1]}>>'}}
  %d = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x16xf16, #b0> -> tensor<16x32xf16, #b1>
  tt.return
}
}

// -----

// trans blocked right result encoding
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  %d = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x16xf16, #b0> -> tensor<16x32xf16, #b1>
  tt.return
}
}

// -----

// trans equivalent linear result encoding ok
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#l = #ttg.linear<{register = [[1, 0], [2, 0]], lane = [[4, 0], [8, 0], [0, 1], [0, 2], [0, 4]], warp = [[0, 8], [0, 16]], block = []}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  %d = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x16xf16, #b0> -> tensor<16x32xf16, #l>
  tt.return
}
}

// -----

// trans result no encoding
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  // expected-error @+2 {{'tt.trans' op failed to infer returned types}}
  // expected-error @+1 {{'tt.trans' op inferred type(s) 'tensor<16x32xf16, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>>' are incompatible with return type(s) of operation 'tensor<16x32xf16>'}}
  %d = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x16xf16, #b0> -> tensor<16x32xf16>
  tt.return
}
}

// -----

// reshape blocked wrong
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  // expected-error @+1 {{Expected result encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}> but was #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>}}
  %d = tt.reshape %a : tensor<32x16xf16, #b0> -> tensor<512xf16, #b1>
  tt.return
}
}

// -----

// reshape blocked right
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  %d = tt.reshape %a : tensor<32x16xf16, #b0> -> tensor<512xf16, #b1>
  tt.return
}
}

// -----

// reshape wrong but allow_reorder
#b0 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #b0>) {
  %d = tt.reshape %a allow_reorder : tensor<32x16xf16, #b0> -> tensor<512xf16, #b1>
  tt.return
}
}

// -----

// reshape shared src
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x16xf16, #s>) {
  // expected-error @+1 {{Operand 0 (<block argument> of type 'tensor<32x16xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>>' at index: 0) has an invalid layout: Non-distributed layout is not allowed in tensor type.}}
  %d = tt.reshape %a : tensor<32x16xf16, #s> -> tensor<512xf16, #b1>
  tt.return
}
}

// -----

// join wrong encoding
#b0 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<512xf16, #b0>) {
  %d = tt.join %a, %a : tensor<512xf16, #b0> -> tensor<512x2xf16, #b1>
  tt.return
}
}

// -----

// join right encoding
#b0 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<512xf16, #b0>) {
  %d = tt.join %a, %a : tensor<512xf16, #b0> -> tensor<512x2xf16, #b1>
  tt.return
}
}

// -----

// join result not splittable
#b0 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<512xf16, #b0>) {
  // expected-error @+1 {{Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension}}
  %d = tt.join %a, %a : tensor<512xf16, #b0> -> tensor<512x2xf16, #b1>
  tt.return
}
}

// -----

// join result encoding but src none
#b1 = #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<512xf16>) {
  // expected-error @+1 {{'tt.join' op incompatible join layout}}
  %d = tt.join %a, %a : tensor<512xf16> -> tensor<512x2xf16, #b1>
  tt.return
}
}

// -----

// split wrong result encoding
#b1 = #ttg.blocked<{sizePerThread = [4, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#b0 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<512x2xf16, #b1>) {
  // expected-error @+2 {{'tt.split' op failed to infer returned types}}
  // expected-error @+1 {{'tt.split' op inferred type(s) 'tensor<512xf16, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>', 'tensor<512xf16, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' are incompatible with return type(s) of operation 'tensor<512xf16, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>', 'tensor<512xf16, #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
  %x, %y = tt.split %a : tensor<512x2xf16, #b1> -> tensor<512xf16, #b0>
  tt.return
}
}

// -----

// split not splittable
#b1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [16, 2], warpsPerCTA = [4, 1], order = [1, 0]}>
#b0 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<512x2xf16, #b1>) {
  // expected-error @+2 {{'tt.split' op failed to infer returned types}}
  // expected-error @+1 {{Fp4ToFpOp/SplitOp requires at least 2 elements per thread in the axis/last dimension}}
  %x, %y = tt.split %a : tensor<512x2xf16, #b1> -> tensor<512xf16, #b0>
  tt.return
}
}

// -----

// split last dim not 2
tt.func @f(%a: tensor<512x4xf16>) {
  // expected-error @+2 {{'tt.split' op failed to infer returned types}}
  // expected-error @+1 {{last dimension of input tensor must be 2}}
  %x, %y = tt.split %a : tensor<512x4xf16> -> tensor<512xf16>
  tt.return
}

// -----

// dot mma v2 ok
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// dot kWidth mismatch
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<32x32xf32, #mma>) {
  // expected-error @+1 {{mismatching kWidth between A and B operands}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// dot wrong opIdx
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
  // expected-error @+2 {{'tt.dot' op failed to infer returned types}}
  // expected-error @+1 {{Wrong opIdx}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// dot blocked operands
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #b>, %b: tensor<32x32xf16, #b>, %c: tensor<32x32xf32, #b>) {
  // expected-error @+2 {{'tt.dot' op failed to infer returned types}}
  // expected-error @+1 {{Dot's a/b's encoding should be of DotOperandEncodingAttr}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #b> * tensor<32x32xf16, #b> -> tensor<32x32xf32, #b>
  tt.return
}
}

// -----

// dot blocked parent ok (FMA)
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #b}>>, %b: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #b}>>, %c: tensor<32x32xf32, #b>) {
  %d = tt.dot %a, %b, %c : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #b}>> * tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #b}>> -> tensor<32x32xf32, #b>
  tt.return
}
}

// -----

// dot incompatible parent
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#b2 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #b2}>>, %b: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #b2}>>, %c: tensor<32x32xf32, #b>) {
  // expected-error @+2 {{'tt.dot' op failed to infer returned types}}
  // expected-error @+1 {{Incompatible parent encoding}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #b2}>> * tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #b2}>> -> tensor<32x32xf32, #b>
  tt.return
}
}

// -----

// dot mma unsupported: f32 ieee on mma v2
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<32x32xf32, #mma>) {
  // expected-error @+1 {{unsupported MMA version}}
  %d = tt.dot %a, %b, %c, inputPrecision = ieee : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// dot a enc, b none
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16>, %c: tensor<32x32xf32, #mma>) {
  // expected-error @+1 {{mismatching encoding between A and B operands}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// dot a none, b enc
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #mma>) {
  // expected-error @+1 {{mismatching encoding between A and B operands}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// dot mma v3 with blocked c but dot_op of v3? mismatching MMA
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32, #b>) {
  // expected-error @+1 {{mismatching MMA encoding}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32, #b>
  tt.return
}
}

// -----

// dot c none
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>, %b: tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>, %c: tensor<32x32xf32>) {
  // expected-error @+1 {{miss encoding of C operand}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<32x32xf32>
  tt.return
}
}

// -----

// dot_scaled ok e2m1 packed
tt.func @f(%a: tensor<128x32xi8>, %as: tensor<128x2xi8>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) {
  %d = tt.dot_scaled %a scale %as, %b, %c lhs = e2m1 rhs = bf16 {fastMath = false} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled K mismatch
tt.func @f(%a: tensor<128x64xi8>, %as: tensor<128x2xi8>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %d = tt.dot_scaled %a scale %as, %b, %c lhs = e2m1 rhs = bf16 {fastMath = false} : tensor<128x64xi8>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled scale M wrong
tt.func @f(%a: tensor<128x64xf8E4M3FN>, %as: tensor<64x2xi8>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{scales M dimension must match the operand M dimension}}
  %d = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<64x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled scale K wrong
tt.func @f(%a: tensor<128x64xf8E4M3FN>, %as: tensor<128x4xi8>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{scales K dimension must match the operand K divided by the scale factor}}
  %d = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x4xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled b scale N wrong
tt.func @f(%a: tensor<128x64xbf16>, %b: tensor<64x128xf8E4M3FN>, %bs: tensor<64x2xi8>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{scales N dimension must match the operand N dimension}}
  %d = tt.dot_scaled %a, %b scale %bs, %c lhs = bf16 rhs = e4m3 {fastMath = false} : tensor<128x64xbf16> * tensor<64x128xf8E4M3FN>, tensor<64x2xi8> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled output dims wrong
tt.func @f(%a: tensor<128x64xbf16>, %b: tensor<64x128xbf16>, %c: tensor<64x128xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected the output shape to be the concatenation of the last dimension of the first operand and the last dimension of the second}}
  %d = tt.dot_scaled %a, %b, %c lhs = bf16 rhs = bf16 {fastMath = false} : tensor<128x64xbf16> * tensor<64x128xbf16> -> tensor<64x128xf32>
  tt.return
}

// -----

// dot_scaled e2m1 rhs not k-packed, output N doubles
tt.func @f(%a: tensor<128x64xbf16>, %b: tensor<64x64xi8>, %c: tensor<128x128xf32>) {
  %d = tt.dot_scaled %a, %b, %c lhs = bf16 rhs = e2m1 {fastMath = false, rhs_k_pack = false} : tensor<128x64xbf16> * tensor<64x64xi8> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled fp8 scale (16)
tt.func @f(%a: tensor<128x64xf8E4M3FN>, %as: tensor<128x4xf8E4M3FN>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>) {
  %d = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x4xf8E4M3FN> * tensor<64x128xbf16> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot_scaled rank 1
tt.func @f(%a: tensor<64xbf16>, %b: tensor<64xbf16>, %c: tensor<64xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected operands to be 2d or 3d}}
  %d = tt.dot_scaled %a, %b, %c lhs = bf16 rhs = bf16 {fastMath = false} : tensor<64xbf16> * tensor<64xbf16> -> tensor<64xf32>
  tt.return
}

// -----

// inline asm packed
tt.func @f(%a: tensor<4xi32>) {
  // expected-error @+1 {{number of input elements 4 must be a multiple of the op's packed_element attribute, 3}}
  %d = tt.elementwise_inline_asm "mov" {constraints = "=r,r", packed_element = 3 : i32, pure = true} %a : tensor<4xi32> -> tensor<4xi32>
  tt.return
}

// -----

// inline asm scalar packed
tt.func @f(%a: i32) {
  %d = tt.elementwise_inline_asm "mov" {constraints = "=r,r", packed_element = 3 : i32, pure = true} %a : i32 -> i32
  tt.return
}

// -----

// inline asm packed 0 no operands
tt.func @f() {
  %d = tt.elementwise_inline_asm "mov" {constraints = "=r", packed_element = 0 : i32, pure = true} -> i32
  tt.return
}

// -----

// map_elementwise no operands
tt.func @f() {
  // expected-error @+1 {{'tt.map_elementwise' op expected 1 or more operands, but found 0}}
  %1 = "tt.map_elementwise"() <{pack = 1 : i32}> ({
    %c = arith.constant 0.0 : f32
    tt.map_elementwise.return %c : f32
  }) : () -> tensor<128xf32>
  tt.return
}

// -----

// map_elementwise pack 3
tt.func @f(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op Pack must be a power of 2}}
  %1 = "tt.map_elementwise"(%a) <{pack = 3 : i32}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    tt.map_elementwise.return %x, %y, %z : f32, f32, f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// map_elementwise wrong arg count
tt.func @f(%a: tensor<128xf32>) {
  // expected-error @+1 {{'tt.map_elementwise' op region has wrong number of arguments}}
  %1 = "tt.map_elementwise"(%a) <{pack = 2 : i32}> ({
  ^bb0(%x: f32):
    tt.map_elementwise.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// map_elementwise wrong arg types
tt.func @f(%a: tensor<128xf32>) {
  // expected-error @+1 {{argument types did not match}}
  %1 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: i32):
    %y = arith.sitofp %x : i32 to f32
    tt.map_elementwise.return %y : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// map_elementwise wrong return types
tt.func @f(%a: tensor<128xf32>) {
  %1 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    %y = arith.fptosi %x : f32 to i32
    // expected-error @+1 {{region return does not match map_elementwise result}}
    tt.map_elementwise.return %y : i32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// map_elementwise store inside
tt.func @f(%a: tensor<128xf32>, %p: !tt.ptr<f32>) {
  %1 = "tt.map_elementwise"(%a) <{pack = 1 : i32}> ({
  ^bb0(%x: f32):
    // expected-error @+1 {{'tt.store' op Stores are not supported inside map_elementwise}}
    tt.store %p, %x : !tt.ptr<f32>
    tt.map_elementwise.return %x : f32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// map_elementwise pack 2 ok
tt.func @f(%a: tensor<128xf32>, %b: tensor<128xi32>) {
  %1, %2 = "tt.map_elementwise"(%a, %b) <{pack = 2 : i32}> ({
  ^bb0(%x: f32, %x2: f32, %y: i32, %y2: i32):
    tt.map_elementwise.return %y, %y2, %x, %x2 : i32, i32, f32, f32
  }) : (tensor<128xf32>, tensor<128xi32>) -> (tensor<128xi32>, tensor<128xf32>)
  tt.return
}

// -----

// desc load ok
tt.func @f(%d: !tt.tensordesc<tensor<64x64xf32>>, %i: i32) {
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x64xf32>
  tt.return
}

// -----

// desc load shape mismatch
tt.func @f(%d: !tt.tensordesc<tensor<64x64xf32>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op tensor descriptor block and tensor types must match}}
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x32xf32>
  tt.return
}

// -----

// desc load rank reduced ok
tt.func @f(%d: !tt.tensordesc<tensor<1x64xf32>>, %i: i32) {
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<1x64xf32>> -> tensor<64xf32>
  tt.return
}

// -----

// desc load rank reduced bad
tt.func @f(%d: !tt.tensordesc<tensor<2x32xf32>>, %i: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op ranked reduce load only allowed for unit dimension leading dim.}}
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<2x32xf32>> -> tensor<64xf32>
  tt.return
}

// -----

// desc load signed block ok
tt.func @f(%d: !tt.tensordesc<tensor<64xsi32>>, %i: i32) {
  %0 = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<64xsi32>> -> tensor<64xi32>
  tt.return
}

// -----

// desc store elem mismatch
tt.func @f(%d: !tt.tensordesc<tensor<64xf32>>, %i: i32, %v: tensor<64xf16>) {
  // expected-error @+1 {{'tt.descriptor_store' op tensor descriptor block and tensor types must match}}
  tt.descriptor_store %d[%i], %v : !tt.tensordesc<tensor<64xf32>>, tensor<64xf16>
  tt.return
}

// -----

// desc reduce mismatch (no verifier)
tt.func @f(%d: !tt.tensordesc<tensor<64xf32>>, %i: i32, %v: tensor<32xf16>) {
  tt.descriptor_reduce add, %d[%i], %v : !tt.tensordesc<tensor<64xf32>>, tensor<32xf16>
  tt.return
}

// -----

// desc gather ok
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
  tt.return
}

// -----

// desc gather block 2 rows
tt.func @f(%d: !tt.tensordesc<tensor<2x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op block must have exactly 1 row, but got 'tensor<2x128xf32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<2x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
  tt.return
}

// -----

// desc gather block rank 1
tt.func @f(%d: !tt.tensordesc<tensor<128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op block must be a 2D tensor, but got 'tensor<128xf32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
  tt.return
}

// -----

// desc gather x 2d
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32x1xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op x offsets must be a 1D tensor, but got 'tensor<32x1xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32x1xi32>, i32) -> tensor<32x128xf32>
  tt.return
}

// -----

// desc gather result 3d
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result must be a 2D tensor, but got 'tensor<32x128x1xf32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128x1xf32>
  tt.return
}

// -----

// desc gather 4 rows
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<4xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op gather must have at least 8 rows, but got 4}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<4xi32>, i32) -> tensor<4x128xf32>
  tt.return
}

// -----

// desc gather f64
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf64>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op TMA dtype cannot be greater than 32 bits}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf64>>, tensor<32xi32>, i32) -> tensor<32x128xf64>
  tt.return
}

// -----

// desc gather few cols
tt.func @f(%d: !tt.tensordesc<tensor<1x4xf16>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op gather of 'f16' must have at least 16 columns, but got 4}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x4xf16>>, tensor<32xi32>, i32) -> tensor<32x4xf16>
  tt.return
}

// -----

// desc gather rows vs indices
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result tensor must have as many rows as indices (32), but got 'tensor<16x128xf32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<16x128xf32>
  tt.return
}

// -----

// desc gather cols vs block
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result tensor number of columns must match block (128), but got 'tensor<32x64xf32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x64xf32>
  tt.return
}

// -----

// desc gather elem vs block
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op result tensor element type must match block ('f32'), but got 'tensor<32x128xi32>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xi32>
  tt.return
}

// -----

// desc scatter bad
tt.func @f(%d: !tt.tensordesc<tensor<1x128xf32>>, %x: tensor<32xi32>, %y: i32, %v: tensor<32x64xf32>) {
  // expected-error @+1 {{'tt.descriptor_scatter' op result tensor number of columns must match block (128), but got 'tensor<32x64xf32>'}}
  tt.descriptor_scatter %d[%x, %y], %v : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32, tensor<32x64xf32>
  tt.return
}

// -----

// desc gather signed block
tt.func @f(%d: !tt.tensordesc<tensor<1x128xui8>>, %x: tensor<32xi32>, %y: i32) {
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x128xui8>>, tensor<32xi32>, i32) -> tensor<32x128xi8>
  tt.return
}

// -----

// load generic wrong result
tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{'tt.load' op failed to verify that result matches ptr type}}
  %0 = "tt.load"(%p) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x!tt.ptr<f32>>) -> tensor<4xf16>
  tt.return
}

// -----

// load generic wrong mask
tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %m: tensor<4xi32>) {
  // expected-error @+1 {{'tt.load' op operand #1 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values, but got 'tensor<4xi32>'}}
  %0 = "tt.load"(%p, %m) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<4x!tt.ptr<f32>>, tensor<4xi32>) -> tensor<4xf32>
  tt.return
}

// -----

// store generic wrong value
tt.func @f(%p: tensor<4x!tt.ptr<f32>>, %v: tensor<4xf16>) {
  // expected-error @+1 {{'tt.store' op failed to verify that value type matches ptr type}}
  "tt.store"(%p, %v) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32}> : (tensor<4x!tt.ptr<f32>>, tensor<4xf16>) -> ()
  tt.return
}

// -----

// atomic_rmw wrong ptr
tt.func @f(%p: !tt.ptr<f16>, %v: f32) {
  // expected-error @+1 {{'tt.atomic_rmw' op failed to verify that ptr type matches value type}}
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (!tt.ptr<f16>, f32) -> f32
  tt.return
}

// -----

// atomic_cas wrong
tt.func @f(%p: !tt.ptr<i32>, %v: i64) {
  // expected-error @+1 {{'tt.atomic_cas' op failed to verify that ptr type matches cmp type}}
  %0 = tt.atomic_cas acq_rel, gpu, %p, %v, %v : (!tt.ptr<i32>, i64, i64) -> i64
  tt.return
}

// -----

// unsplat generic wrong
tt.func @f(%a: tensor<1xf32>) {
  // expected-error @+2 {{'tt.unsplat' op failed to infer returned types}}
  // expected-error @+1 {{'tt.unsplat' op inferred type(s) 'f32' are incompatible with return type(s) of operation 'f16'}}
  %0 = "tt.unsplat"(%a) : (tensor<1xf32>) -> f16
  tt.return
}

// -----

// cat shape nonsense
tt.func @f(%a: tensor<4xf32>) {
  %0 = tt.cat %a, %a : tensor<4xf32> -> tensor<16xf32>
  tt.return
}

// -----

// make_tensor_ptr mismatched count
tt.func @f(%p: !tt.ptr<f16>, %i: i64, %j: i32) {
  %0 = tt.make_tensor_ptr %p, [%i, %i], [%i, %i], [%j, %j] {order = array<i32: 1, 0>} : <tensor<64xf16>>
  tt.return
}

// -----

// histogram
tt.func @f(%a: tensor<16xi32>) {
  %0 = tt.histogram %a : tensor<16xi32> -> tensor<8xi64>
  tt.return
}

// -----

// extern elementwise shape mismatch
tt.func @f(%a: tensor<16xf32>) {
  // expected-error @+1 {{'tt.extern_elementwise' op all non-scalar operands/results must have the same shape and base type}}
  %1 = tt.extern_elementwise %a {libname = "", libpath = "", pure = true, symbol = "x"} : (tensor<16xf32>) -> tensor<32xf32>
  tt.return
}

// -----

// splat scalar from tensor
tt.func @f(%a: tensor<16xf32>) {
  %1 = tt.splat %a : tensor<16xf32> -> tensor<32xf32>
  tt.return
}

// -----

// make_range huge
tt.func @f() {
  %1 = tt.make_range {end = 0 : i32, start = -16 : i32} : tensor<16xi32>
  tt.return
}

// -----

// print mismatched isSigned
tt.func @f(%a: i32) {
  tt.print " x" {hex = false, isSigned = array<i32: 1, 1>} : %a : i32
  tt.return
}

// -----

// gather axis big
tt.func @f(%a: tensor<4x4xf32>, %i: tensor<4x4xi32>) {
  // expected-error @+1 {{'tt.gather' op gather dimension must be less than the input rank}}
  %0 = tt.gather %a[%i] {axis = 2 : i32} : (tensor<4x4xf32>, tensor<4x4xi32>) -> tensor<4x4xf32>
  tt.return
}

// -----

// trans order bad + elem mismatch
tt.func @f(%a: tensor<16x32xf16>) {
  // expected-error @+1 {{order must be a permutation of [0, ..., rank - 1]}}
  %d = tt.trans %a {order = array<i32: 1, 1>} : tensor<16x32xf16> -> tensor<32x16xf32>
  tt.return
}

// -----

// dot K bad + c/d mismatch generic
tt.func @f(%a: tensor<16x32xf16>, %b: tensor<16x16xf16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot' op failed to verify that result's type matches accumulator's type}}
  %d = "tt.dot"(%a, %b, %c) <{inputPrecision = 2 : i32, maxNumImpreciseAcc = 0 : i32}> : (tensor<16x32xf16>, tensor<16x16xf16>, tensor<16x16xf32>) -> tensor<16x16xf16>
  tt.return
}

// -----

// dot K bad + tensor size not pow2
tt.func @f(%a: tensor<16x32xf16>, %b: tensor<16x12xf16>, %c: tensor<16x12xf32>) {
  // expected-error @+1 {{'tt.dot' op expected the last dimension of the first operand to be equal to the second-to-last dimension of the second operand}}
  %d = tt.dot %a, %b, %c : tensor<16x32xf16> * tensor<16x12xf16> -> tensor<16x12xf32>
  tt.return
}

// -----

// load generic: result mismatch + shape trait
tt.func @f(%p: tensor<4x!tt.ptr<f32>>) {
  // expected-error @+1 {{'tt.load' op failed to verify that result matches ptr type}}
  %0 = "tt.load"(%p) <{boundaryCheck = array<i32>, cache = 1 : i32, evict = 1 : i32, isVolatile = false, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x!tt.ptr<f32>>) -> tensor<8xf16>
  tt.return
}

// -----

// split: outRHS mismatch generic + bad last dim
tt.func @f(%a: tensor<4x4xf32>) {
  // expected-error @+1 {{'tt.split' op failed to verify that outLHS and outRHS types match}}
  %0:2 = "tt.split"(%a) : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf16>)
  tt.return
}

// -----

// dot_scaled: segment sizes vs DotOpInterface
tt.func @f(%a: tensor<64xbf16>, %b: tensor<64xbf16>, %c: tensor<64xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op expected operands to be 2d or 3d}}
  %d = tt.dot_scaled %a, %b, %c lhs = bf16 rhs = bf16 {fastMath = false} : tensor<64xbf16> * tensor<64xbf16> -> tensor<64xf32>
  tt.return
}

// -----

// mfma ok
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<64x64xf32, #mma>) {
  %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
  tt.return
}
}

// -----

// mma v2 i8
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>, %b: tensor<32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<32x32xi32, #mma>) {
  %d = tt.dot %a, %b, %c : tensor<32x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>> * tensor<32x32xi8, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<32x32xi32, #mma>
  tt.return
}
}

// -----

// mma v2 f32 tf32 ok
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<32x32xf32, #mma>) {
  %d = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// mma v2 f64 ok
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>, %b: tensor<32x32xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>, %c: tensor<32x32xf64, #mma>) {
  %d = tt.dot %a, %b, %c : tensor<32x32xf64, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<32x32xf64, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<32x32xf64, #mma>
  tt.return
}
}

// -----

// mfma a parent differs
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma2 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [4, 1], instrShape = [32, 32, 8], isTransposed = true}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 4}>>, %b: tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>, %c: tensor<64x64xf32, #mma>) {
  // expected-error @+2 {{'tt.dot' op failed to infer returned types}}
  // expected-error @+1 {{Incompatible parent encoding}}
  %d = tt.dot %a, %b, %c : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma2, kWidth = 4}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>> -> tensor<64x64xf32, #mma>
  tt.return
}
}

// -----

// mma v2 a, blocked result (mismatching MMA encoding) vs blocked-parent b
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#b = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #b}>>, %b: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #b}>>, %c: tensor<32x32xf32, #mma>) {
  // expected-error @+1 {{mismatching MMA encoding}}
  %d = tt.dot %a, %b, %c : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #b}>> * tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #b}>> -> tensor<32x32xf32, #mma>
  tt.return
}
}

// -----

// slice result of reshape: linear inferred, equivalent blocked given
#b0 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#b1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
tt.func @f(%a: tensor<128x1xf32, #b0>) {
  %d = tt.reshape %a : tensor<128x1xf32, #b0> -> tensor<1x128xf32, #b1>
  tt.return
}
}
