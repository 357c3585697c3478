// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// Sub-byte elements in shared memory: Triton 3.6 and 3.7 accept them (3.8 refuses them in
// ttg.local_alloc, 3.9 in !ttg.memdesc itself: memdesc-element-width-3.8.mlir, -3.9.mlir).
// Verdicts: the 3.6.0 and 3.7.1 wheels' (tools/oracle.py roundtrip).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @local_alloc_i1() {
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
