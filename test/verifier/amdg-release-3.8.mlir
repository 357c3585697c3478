// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// AMD syntax that Triton 3.8 refuses.  Each error is Triton 3.8.0's for the
// same chunk (tools/oracle.py triton_roundtrip under the 3.8.0 venv's
// python); the notes are pyopt's, naming the releases that write the form.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cache_policy(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>, %d: !ttg.memdesc<256xf32, #shared, #smem, mutable>) {
    // (buffer_load_to_local's cachePolicy clause is 3.9's: triton-lang/triton#11482)
    // expected-error @+2 {{custom op 'amdg.buffer_load_to_local' expected 'into'}}
    // expected-note @+1 {{this 'amdg.buffer_load_to_local' is Triton 3.9 syntax: --triton-version=3.9}}
    %0 = amdg.buffer_load_to_local %p[%o] cachePolicy = 7 : i64 into %d : !tt.ptr<f32>[tensor<256xi32, #blocked>]  -> <256xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module {
  tt.func @sched_hint() {
    // expected-error @+2 {{custom op 'amdg.instruction_sched_hint' is unknown}}
    // expected-note @+1 {{'amdg.instruction_sched_hint' is a Triton 3.6 and 3.7 op: --triton-version=3.7}}
    amdg.instruction_sched_hint {variant = #amdg.SchedHintVariant<attention>}
    tt.return
  }
}

// -----

#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @new_name(%arg0: !ttg.memdesc<64x64xi8, #shared, #smem>) {
    // expected-error @+2 {{custom op 'amdg.local_load_packed_transposed' is unknown}}
    // expected-note @+1 {{'amdg.local_load_packed_transposed' is a Triton 3.9 op: --triton-version=3.9}}
    %1 = amdg.local_load_packed_transposed %arg0 : !ttg.memdesc<64x64xi8, #shared, #smem> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    tt.return
  }
}
