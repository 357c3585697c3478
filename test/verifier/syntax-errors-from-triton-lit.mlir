// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// Errors that Triton's own lit files (test/TritonGPU/invalid.mlir, test/Triton/invalid.mlir,
// 3.6.0 to 3.8.0) check, on inputs of pyopt's own; every expectation here was compared with
// Triton 3.6.0 and 3.9.0 (tools/triton_lit_check.py with the RUN line's pyopt read as
// triton-opt, --triton-python for 3.9.0): messages and lines.

// A memdesc type needs an encoding and a memory space: MemDescType::parse asks for a comma
// where the `>` is.
tt.func @memdesc_no_encoding(%a: !ttg.memdesc<4x4xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory>) {
  // expected-error @+1 {{expected ','}}
  %b = ttg.local_load %a : !ttg.memdesc<4x4xf16> -> tensor<4x4xf16>
  tt.return
}

// -----

tt.func @memdesc_no_memory_space() {
  // expected-error @+1 {{expected ','}}
  %b = ttg.local_alloc : () -> !ttg.memdesc<2x8xi32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>>
  tt.return
}

// -----

// The partitions op is where the parser is after the default region: an empty partition
// region is reported at `partition0`.
module attributes {"ttg.num-warps" = 4 : i32} {
tt.func @empty_partition() {
  ttg.warp_specialize()
  default {
    ttg.warp_yield
  }
  // expected-error @below {{'ttg.warp_specialize.partitions' op region #1 ('partitionRegions') failed to verify constraint: region with at least 1 blocks}}
  partition0() num_warps(4) {
    ttg.warp_return
  }
  partition1() num_warps(4) {
  } : () -> ()
  tt.return
}
}

// -----

// shared_linear reads its dictionary first: alignment inside it is an error, and without
// `, alignment = N` after it a comma is asked for at the `>`.
// expected-error @below {{alignment must be specified outside of the linear layout braces}}
#inside = #ttg.shared_linear<{offset = [[1, 0], [0, 1]], alignment = 8}>
tt.func @f(%a: !ttg.memdesc<2x2xf32, #inside, #ttg.shared_memory>) {
  tt.return
}

// -----

// expected-error @below {{expected ','}}
#missing = #ttg.shared_linear<{offset = [[0, 1], [1, 0]]}>
tt.func @g(%a: !ttg.memdesc<2x2xf32, #missing, #ttg.shared_memory>) {
  tt.return
}

// -----

// An inference that fails is two errors: its own, then the interface's.
tt.func @split_four(%a: tensor<4x4xf32>) {
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{'tt.split' op failed to infer returned types}}
  %b, %c = tt.split %a : tensor<4x4xf32> -> tensor<4xf32>
  tt.return
}

// -----

tt.func @expand_dims_wrong_result(%a: tensor<4xi32>) {
  // expected-error @+2 {{'tt.expand_dims' op inferred type(s) 'tensor<4x1xi32>' are incompatible with return type(s) of operation 'tensor<1x4xi32>'}}
  // expected-error @+1 {{'tt.expand_dims' op failed to infer returned types}}
  %b = tt.expand_dims %a {axis = 1 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  tt.return
}
