// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6: a padded shared layout must be invertible as a whole, so neither `offset` nor
// `block` may broadcast (3.7 allows `block`: padded-shared-broadcast-3.7-3.9.mlir).  Inputs of our
// own, compared with the 3.6.0 wheel (tools/triton_lit_check.py).

// expected-error @+1 {{Broadcasting is not supported.}}
#pad = #ttg.padded_shared<[4:+2] {offset = [[0, 1], [1, 0], [2, 0]], block = [[0, 0]]}>
tt.func @block_broadcast(%a: !ttg.memdesc<4x2xf16, #pad, #ttg.shared_memory>) {
  tt.return
}

// -----

// expected-error @+1 {{Broadcasting is not supported.}}
#pad = #ttg.padded_shared<[4:+2] {offset = [[0, 1], [0, 0], [1, 0]], block = []}>
tt.func @offset_broadcast(%a: !ttg.memdesc<2x2xf16, #pad, #ttg.shared_memory>) {
  tt.return
}
