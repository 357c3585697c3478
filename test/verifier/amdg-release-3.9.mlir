// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// AMD and ROCDL syntax that Triton 3.9 refuses.  Each error is Triton 3.9.0's
// for the same chunk (tools/oracle.py triton_roundtrip under the 3.9.0 venv's
// python); the notes are pyopt's, naming the releases that write the form.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cache_modifier(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>) {
    // (3.9 has no cacheModifier: triton-lang/triton#11482)
    // expected-error @+2 {{expected ':'}}
    // expected-note @+1 {{this 'amdg.buffer_load' is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8}}
    %0 = amdg.buffer_load %p[%o] cacheModifier = cg : tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @pointee(%p: !tt.ptr<i32>, %o: tensor<256xi32, #blocked>) {
    // expected-error @+1 {{'amdg.buffer_load' op failed to verify that result element type matches the pointed type of ptr}}
    %0 = amdg.buffer_load %p[%o] : !tt.ptr<i32> -> tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

module {
  tt.func @mask_bits() {
    // expected-error @+2 {{custom op 'rocdl.sched.barrier' expected keyword for instruction type mask for scheduling barriers}}
    // expected-note @+1 {{an integer mask is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8}}
    rocdl.sched.barrier -1
    tt.return
  }
}

// -----

module {
  tt.func @mask_keyword() {
    // expected-error @+1 {{custom op 'rocdl.sched.barrier' expected one of [none, non_mem_non_sideeffect, valu, salu, mfma_wmma, all_vmem, vmem_read, vmem_write, all_ds, ds_read, ds_write, transcendental, ldsdma, all] for instruction type mask for scheduling barriers, got: foo}}
    rocdl.sched.barrier valu|foo
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

module {
  tt.func @sched_hint_generic() {
    // expected-error @+2 {{unregistered operation 'amdg.instruction_sched_hint' found in dialect ('amdg') that does not allow unknown operations}}
    // expected-note @+1 {{'amdg.instruction_sched_hint' is a Triton 3.6 and 3.7 op: --triton-version=3.7}}
    "amdg.instruction_sched_hint"() : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @counter_wait() {
    // expected-error @+2 {{custom op 'amdg.memory_counter_wait' is unknown}}
    // expected-note @+1 {{'amdg.memory_counter_wait' is a Triton 3.6, 3.7 and 3.8 op: --triton-version=3.8}}
    amdg.memory_counter_wait load(0)
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @upcast(%x: tensor<32x32xi8, #blocked>, %s: tensor<32x2xi8, #blocked>) {
    // expected-error @+2 {{custom op 'amdg.upcast_mxfp' is unknown}}
    // expected-note @+1 {{'amdg.upcast_mxfp' is a Triton 3.6 and 3.7 op: --triton-version=3.7}}
    %0 = amdg.upcast_mxfp %x, %s fp_type = e2m1 {fastMath = false} : tensor<32x32xi8, #blocked>, tensor<32x2xi8, #blocked> -> tensor<32x64xbf16, #blocked>
    tt.return
  }
}

// -----

#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @old_name(%arg0: !ttg.memdesc<64x64xi8, #shared, #smem>) {
    // expected-error @+2 {{custom op 'amdg.local_load_packed_tranposed' is unknown}}
    // expected-note @+1 {{'amdg.local_load_packed_tranposed' is a Triton 3.6, 3.7 and 3.8 op: --triton-version=3.8}}
    %1 = amdg.local_load_packed_tranposed %arg0 : !ttg.memdesc<64x64xi8, #shared, #smem> -> tensor<128x32xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    tt.return
  }
}

// -----

#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [4, 1], instrShape = [32, 32, 16], isTransposed = true}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @new_name(%arg0: !ttg.memdesc<64x64xi8, #shared, #smem>) {
    // expected-error @+1 {{'amdg.local_load_packed_transposed' op Input and output dimensions don't match after packing changes}}
    %1 = amdg.local_load_packed_transposed %arg0 : !ttg.memdesc<64x64xi8, #shared, #smem> -> tensor<32x128xi8, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 16}>>
    tt.return
  }
}
