// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// Triton 3.7 declares `contiguity` on amdg.buffer_load and amdg.buffer_store
// (triton-lang/triton#9089): an I32Attr, so another integer type is refused
// (3.6 keeps it as a discardable attribute).  Each error is Triton 3.7.1's
// for the same chunk (tools/oracle.py triton_roundtrip under the 3.7.1 venv's python).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @load(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>) {
    // expected-error @+1 {{custom op 'amdg.buffer_load' 'amdg.buffer_load' op attribute 'contiguity' failed to satisfy constraint: 32-bit signless integer attribute}}
    %0 = amdg.buffer_load %p[%o] {contiguity = 4 : i64} : tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @store(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>, %v: tensor<256xf32, #blocked>) {
    // expected-error @+1 {{custom op 'amdg.buffer_store' 'amdg.buffer_store' op attribute 'contiguity' failed to satisfy constraint: 32-bit signless integer attribute}}
    amdg.buffer_store %v, %p[%o] {contiguity = "4"} : tensor<256xf32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @generic(%p: !tt.ptr<f32>, %o: tensor<256xi32, #blocked>) {
    // expected-error @+1 {{invalid properties {contiguity = "4", operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>} for op amdg.buffer_load: Invalid attribute `contiguity` in property conversion: "4"}}
    %0 = "amdg.buffer_load"(%p, %o) <{contiguity = "4", operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!tt.ptr<f32>, tensor<256xi32, #blocked>) -> tensor<256xf32, #blocked>
    tt.return
  }
}
