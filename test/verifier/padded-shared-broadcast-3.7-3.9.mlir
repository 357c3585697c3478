// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.7 (triton-lang/triton#9336) a padded shared layout may broadcast along `block`;
// only the `offset` sublayout must be injective.  Inputs of our own, compared with the 3.7.1,
// 3.8.0 and 3.9.0 wheels (tools/triton_lit_check.py).  3.6: padded-shared-broadcast-3.6.mlir.

#pad = #ttg.padded_shared<[4:+2] {offset = [[0, 1], [1, 0], [2, 0]], block = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @block_broadcast(%a: !ttg.memdesc<4x2xf16, #pad, #ttg.shared_memory>) {
  tt.return
}
}

// -----

// expected-error @+1 {{Broadcasting in offset dimension is not supported.}}
#pad = #ttg.padded_shared<[4:+2] {offset = [[0, 1], [0, 0], [1, 0]], block = []}>
tt.func @offset_broadcast(%a: !ttg.memdesc<2x2xf16, #pad, #ttg.shared_memory>) {
  tt.return
}
