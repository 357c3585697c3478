// RUN: pyopt --triton-version=3.7 %s --split-input-file | filecheck %s
// RUN: pyopt --triton-version=3.6 %s --split-input-file | filecheck %s
// Up to Triton 3.7 ttg.memdesc_reinterpret has no verifier: each of these stands (3.8 rejects all but
// the last: memdesc-reinterpret-3.8.mlir).  Inputs of our own, compared with the 3.6.0 and
// 3.7.1 wheels (tools/triton_lit_check.py).

// CHECK-LABEL: tt.func @storage_size
// CHECK-NEXT: ttg.memdesc_reinterpret
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @storage_size(%a: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

// CHECK-LABEL: tt.func @mutability
// CHECK-NEXT: ttg.memdesc_reinterpret
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @mutability(%a: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory>
  tt.return
}
}

// -----

// CHECK-LABEL: tt.func @subview
// CHECK-NEXT: ttg.memdesc_reinterpret
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @subview(%a: !ttg.memdesc<16x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable, 32x64>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<16x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable, 32x64> -> !ttg.memdesc<16x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

// CHECK-LABEL: tt.func @padded_to_plain
// CHECK-NEXT: ttg.memdesc_reinterpret
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @padded_to_plain(%a: !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

// CHECK-LABEL: tt.func @other_padding
// CHECK-NEXT: ttg.memdesc_reinterpret
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @other_padding(%a: !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+4] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x64xf16, #ttg.padded_shared<[64:+8] {order = [1, 0], shape = [32, 64]}>, #ttg.shared_memory, mutable>
  tt.return
}
}

// -----

// CHECK-LABEL: tt.func @same_bits
// CHECK-NEXT: ttg.memdesc_reinterpret
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @same_bits(%a: !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>) {
  %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<32x64xf16, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable> -> !ttg.memdesc<32x32xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>, #ttg.shared_memory, mutable>
  tt.return
}
}
