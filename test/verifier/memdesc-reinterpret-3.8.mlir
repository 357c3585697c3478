// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.8 ttg.memdesc_reinterpret verifies its types (triton-lang/triton#10139, #10184, #10243):
// the same padding pattern, memory space and mutability, no subviews, the same storage size.
// Inputs of our own, the same as memdesc-reinterpret-3.6-3.7.mlir's, compared with the 3.8.0 wheel
// (tools/triton_lit_check.py).  Triton 3.9.0 checks footprints instead (memdesc-reinterpret-3.9.mlir).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @storage_size(%a: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>) {
  // expected-error @+1 {{source and result must have the same logical storage size (32768 vs 65536)}}
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @mutability(%a: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>) {
  // expected-error @+1 {{source and result must have the same mutability}}
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory>
  tt.return
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @subview(%a: !ttg.memdesc<16x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable, 32x64>) {
  // expected-error @+1 {{source and result must not be subviews; reinterpret the parent descriptor and then take a subview}}
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<16x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable, 32x64> -> !ttg.memdesc<16x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @padded_to_plain(%a: !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable>) {
  // expected-error @+1 {{cannot reinterpret between padded and non-padded layouts}}
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @other_padding(%a: !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable>) {
  // expected-error @+1 {{cannot reinterpret with different padding pattern}}
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+8] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @same_bits(%a: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x32xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}
