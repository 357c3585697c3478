// RUN: pyopt --triton-version=3.7 %s --split-input-file -o /dev/null
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null

// From Triton 3.8 (triton-lang/triton#9512) amdg.buffer_load_to_local refuses a module whose
// ttg.target names an AMD processor outside CDNA3 and CDNA4 ("BufferLoadToLocal unsupported on
// target architecture", emitted without the op's name); a module with no target, a non-hip
// target passes, and so does an empty hip: one; a target that is not hip: fails an assertion.  The family comes from the gfx number (gfx0942 is CDNA3,
// gfx9999 no family).  Up to 3.7 every module passes.  Input of pyopt's own; the verdicts and
// the message are the 3.7.1, 3.8.0 and 3.9.0 wheels' (tools/oracle.py roundtrip FILE, one
// module at a time).

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:gfx1100", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    // expected-error @below {{BufferLoadToLocal unsupported on target architecture}}
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:gfx9999", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    // expected-error @below {{BufferLoadToLocal unsupported on target architecture}}
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:gfx90a", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    // expected-error @below {{BufferLoadToLocal unsupported on target architecture}}
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:gfx942", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:gfx950", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:gfx0942", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
// (Triton 3.8.0 and 3.9.0 abort on this assertion: pyopt reports it)
module attributes {ttg.target = "cuda:90", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    // expected-error @below {{expected target attribute to be prefixed with "hip:"}}
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "hip:", "ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load_to_local(%arg0: !tt.ptr<f16>, %arg1: tensor<32x64xi32, #blocked>) {
    %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %1 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
