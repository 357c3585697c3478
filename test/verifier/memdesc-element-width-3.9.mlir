// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Triton 3.9's !ttg.memdesc elements (triton-lang/triton#11422): 1 bit or at least 8 (checked
// first), whole bytes in shared memory, at least a byte in tensor memory; ttg.local_alloc no
// longer checks.  Messages and verdicts: the 3.9.0 wheel's (tools/oracle.py roundtrip).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @local_alloc_i1() {
    // expected-error @+1 {{shared-memory element type bit width must be a multiple of 8; got 1}}
    %0 = ttg.local_alloc : () -> !ttg.memdesc<8xi1, #shared, #smem, mutable>
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shared-memory element type bit width must be a multiple of 8; got 1}}
tt.func public @arg_i1(%a: !ttg.memdesc<8xi1, #shared, #smem, mutable>) {
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @local_alloc_i4(%x: tensor<8xi4>) {
    // expected-error @+1 {{element type bit width must be 1 or at least 8; got 4}}
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
// expected-error @+1 {{element type bit width must be 1 or at least 8; got 2}}
tt.func public @arg_i2(%a: !ttg.memdesc<8xi2, #shared, #smem, mutable>) {
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shared-memory element type bit width must be a multiple of 8; got 12}}
tt.func public @arg_i12(%a: !ttg.memdesc<8xi12, #shared, #smem, mutable>) {
    tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{element type bit width must be 1 or at least 8; got 4}}
tt.func public @arg_f4(%a: !ttg.memdesc<8xf4E2M1FN, #shared, #smem, mutable>) {
    tt.return
}
// -----
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
// expected-error @+1 {{tensor-memory element type bit width must be at least 8; got 1}}
tt.func public @t1(%a: !ttg.memdesc<128x32xi1, #tmem, #ttng.tensor_memory, mutable>) {
    tt.return
}
}

// -----
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 32, colStride = 1>
module attributes {"ttg.num-warps" = 4 : i32} {
tt.func public @t12(%a: !ttg.memdesc<128x32xi12, #tmem, #ttng.tensor_memory, mutable>) {
    tt.return
}
}

// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{element type bit width must be 1 or at least 8; got 4}}
tt.func public @a(%a: !ttg.memdesc<8x3xi4, #shared, #smem, mutable>) {
    tt.return
}

// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{shape must have power-of-2 and non-zero dimensions; got 8, 3}}
tt.func public @b(%a: !ttg.memdesc<8x3xi12, #shared, #smem, mutable>) {
    tt.return
}

// -----
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1, 2]}>
#smem = #ttg.shared_memory
// expected-error @+1 {{rank must be equal to or one less than the shape size. Got 3 and 1}}
tt.func public @d(%a: !ttg.memdesc<8xi12, #shared, #smem, mutable>) {
    tt.return
}
