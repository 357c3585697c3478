// RUN: pyopt %s --split-input-file --verify-diagnostics
// Under Triton 3.6 (the suite's release): the ops and syntax later releases
// add are refused with a note naming them.  Each error is Triton 3.6.0's for
// the same chunk (tools/oracle.py triton_roundtrip); the notes are pyopt's.

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

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cache_policy(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>, %d: !ttg.memdesc<256xf32, #shared, #smem, mutable>) {
    // expected-error @+2 {{custom op 'amdg.buffer_load_to_local' expected 'into'}}
    // expected-note @+1 {{this 'amdg.buffer_load_to_local' is Triton 3.9 syntax: --triton-version=3.9}}
    %0 = amdg.buffer_load_to_local %p[%o] cachePolicy = 7 : i64 into %d : !tt.ptr<f32>[tensor<256xi32, #blocked>]  -> <256xf32, #shared, #smem, mutable>
    tt.return
  }
}

// -----

module {
  tt.func @mask_keyword() {
    // (not Triton 3.6.0's error, which is "expected attribute value" at `valu`:
    // pyopt reads 3.9's keyword masks under every release, so it stops at `foo`
    // with Triton 3.9.0's message for this line, and says whose syntax it is)
    // expected-error @+2 {{custom op 'rocdl.sched.barrier' expected one of [none, non_mem_non_sideeffect, valu, salu, mfma_wmma, all_vmem, vmem_read, vmem_write, all_ds, ds_read, ds_write, transcendental, ldsdma, all] for instruction type mask for scheduling barriers, got: foo}}
    // expected-note @+1 {{a keyword mask is Triton 3.9 syntax: --triton-version=3.9}}
    rocdl.sched.barrier valu|foo
    tt.return
  }
}

// -----

module {
  tt.func @no_properties(%c: i1) {
    // expected-error @+1 {{invalid properties {foo = 1 : i32} for op amdg.cond_barrier: this operation does not support properties}}
    "amdg.cond_barrier"(%c) <{foo = 1 : i32}> : (i1) -> ()
    tt.return
  }
}
