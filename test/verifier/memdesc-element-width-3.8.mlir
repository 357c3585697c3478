// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// Triton 3.8's ttg.local_alloc wants whole-byte elements (upstream change not found); a memdesc
// of them elsewhere is still accepted (3.9 refuses it in the type: memdesc-element-width-3.9.mlir).
// Messages and verdicts: the 3.8.0 wheel's (tools/oracle.py roundtrip).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @local_alloc_i1() {
    // expected-error @+1 {{'ttg.local_alloc' op element type bit width must be a multiple of 8}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<8xi1, #shared, #smem, mutable>
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @arg_i1(%a: !ttg.memdesc<8xi1, #shared, #smem, mutable>) {
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @local_alloc_i4(%x: tensor<8xi4>) {
    // expected-error @+1 {{'ttg.local_alloc' op element type bit width must be a multiple of 8}}
    %0 = ttg.local_alloc %x : (tensor<8xi4>) -> !ttg.memdesc<8xi4, #shared, #smem>
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @local_alloc_ptr() {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<8x!tt.ptr<f16>, #shared, #smem, mutable>
    tt.return
}

// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @arg_i4(%a: !ttg.memdesc<8xi4, #shared, #smem, mutable>) {
    tt.return
}
