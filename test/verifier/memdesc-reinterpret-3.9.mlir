// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Triton 3.9's ttg.memdesc_reinterpret (PR not found): 3.8's padding, memory-space and
// mutability checks first, then the result may not be a subview and its shared-memory
// footprint may not exceed the source view's; a smaller result, a reshape and a source subview
// stand (3.8 wants equal storage sizes and no subviews: memdesc-reinterpret-3.8.mlir).  A
// source subview's footprint check is not modelled.  Messages and verdicts: the 3.9.0 wheel's
// (tools/oracle.py roundtrip).

#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @grow(%a: !ttg.memdesc<8x16xf16, #s, #smem>) {
    // expected-error @+1 {{result shared-memory footprint (512 bytes) exceeds the source view (256 bytes)}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem> -> !ttg.memdesc<8x16xf32, #s, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @shrink(%a: !ttg.memdesc<8x16xf32, #s, #smem>) {
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<8x16xf16, #s, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @src_subview(%a: !ttg.memdesc<8x16xf16, #s, #smem, 16x16>) {
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem, 16x16> -> !ttg.memdesc<8x16xf16, #s, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @dst_subview(%a: !ttg.memdesc<8x16xf16, #s, #smem>) {
    // expected-error @+1 {{result must not be a subview}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem> -> !ttg.memdesc<8x16xf16, #s, #smem, 16x16>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @reshape(%a: !ttg.memdesc<8x16xf16, #s, #smem>) {
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem> -> !ttg.memdesc<4x32xf16, #s, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @multibuf(%a: !ttg.memdesc<2x8x16xf16, #s, #smem>) {
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<2x8x16xf16, #s, #smem> -> !ttg.memdesc<8x16xf32, #s, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @mut(%a: !ttg.memdesc<8x16xf16, #s, #smem>) {
    // expected-error @+1 {{source and result must have the same mutability}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem> -> !ttg.memdesc<8x16xf16, #s, #smem, mutable>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @grow3(%a: !ttg.memdesc<2x8x16xf16, #s, #smem>) {
    // expected-error @+1 {{result shared-memory footprint (1024 bytes) exceeds the source view (512 bytes)}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<2x8x16xf16, #s, #smem> -> !ttg.memdesc<4x8x16xf16, #s, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @dst_subview_grow(%a: !ttg.memdesc<8x16xf16, #s, #smem>) {
    // expected-error @+1 {{result must not be a subview}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem> -> !ttg.memdesc<8x16xf32, #s, #smem, 16x16>
    tt.return
}
// -----
#s = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#s2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @nvmma_grow(%a: !ttg.memdesc<64x64xf16, #s, #smem>) {
    // expected-error @+1 {{result shared-memory footprint (16384 bytes) exceeds the source view (8192 bytes)}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<64x64xf16, #s, #smem> -> !ttg.memdesc<64x64xf32, #s2, #smem>
    tt.return
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @mem_space_first(%a: !ttg.memdesc<8x16xf16, #s, #smem>) {
    // expected-error @+1 {{source and result must have the same mutability}}
    %b = ttg.memdesc_reinterpret %a : !ttg.memdesc<8x16xf16, #s, #smem> -> !ttg.memdesc<8x16xf32, #s, #smem, mutable, 16x16>
    tt.return
}
