// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// ttg.memdesc_subslice per release (the same chunks in memdesc-subslice-3.*.mlir).
// Up to Triton 3.7 a layout with a block dimension cannot be sliced, and neither the encodings
// nor the offset's range are checked.
// Messages and verdicts: the 3.6.0 and 3.7.1 wheels' on each chunk (tools/oracle.py roundtrip).

#s01 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_non_cta_dim(%arg0: !ttg.memdesc<8x16xf32, #s01, #smem>) {
    // expected-error @+1 {{non-trivial block dimension not supported}}
    %0 = ttg.memdesc_subslice %arg0 [4, 0] : !ttg.memdesc<8x16xf32, #s01, #smem> -> !ttg.memdesc<4x16xf32, #s01, #smem>
    tt.return
  }
}
// -----
#s01 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_cta_dim(%arg0: !ttg.memdesc<8x16xf32, #s01, #smem>) {
    // expected-error @+1 {{non-trivial block dimension not supported}}
    %0 = ttg.memdesc_subslice %arg0 [0, 8] : !ttg.memdesc<8x16xf32, #s01, #smem> -> !ttg.memdesc<8x8xf32, #s01, #smem>
    tt.return
  }
}
// -----
#s00 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @broadcast_cga(%arg0: !ttg.memdesc<8x16xf32, #s00, #smem>) {
    // expected-error @+1 {{non-trivial block dimension not supported}}
    %0 = ttg.memdesc_subslice %arg0 [4, 0] : !ttg.memdesc<8x16xf32, #s00, #smem> -> !ttg.memdesc<4x16xf32, #s00, #smem>
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @exceed(%arg0: !ttg.memdesc<8x16xf32, #s, #smem>) {
    %0 = ttg.memdesc_subslice %arg0 [8, 0] : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<4x16xf32, #s, #smem>
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#s2 = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @enc(%arg0: !ttg.memdesc<8x16xf32, #s, #smem>) {
    %0 = ttg.memdesc_subslice %arg0 [4, 0] : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<4x16xf32, #s2, #smem>
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @rank_and_alloc(%arg0: !ttg.memdesc<8x16xf32, #s, #smem>) {
    // expected-error @+1 {{offsets must have the same rank as input}}
    %0 = ttg.memdesc_subslice %arg0 [4, 0, 0] : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<4x16xf32, #s, #smem>
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @elem_and_alloc(%arg0: !ttg.memdesc<8x16xf32, #s, #smem>) {
    // expected-error @+1 {{result element type must match desc element type}}
    %0 = ttg.memdesc_subslice %arg0 [4, 0] : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<4x16xf16, #s, #smem>
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @ok(%arg0: !ttg.memdesc<8x16xf32, #s, #smem>) {
    %0 = ttg.memdesc_subslice %arg0 [4, 0] : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<4x16xf32, #s, #smem, 8x16>
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @exceed(%arg0: !ttg.memdesc<8x16xf32, #s, #smem>) {
    %0 = ttg.memdesc_subslice %arg0 [8, 0] : !ttg.memdesc<8x16xf32, #s, #smem> -> !ttg.memdesc<4x16xf32, #s, #smem, 8x16>
    tt.return
  }
}
// -----
#s01 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_cta_dim(%arg0: !ttg.memdesc<8x16xf32, #s01, #smem>) {
    // expected-error @+1 {{non-trivial block dimension not supported}}
    %0 = ttg.memdesc_subslice %arg0 [0, 8] : !ttg.memdesc<8x16xf32, #s01, #smem> -> !ttg.memdesc<8x8xf32, #s01, #smem, 8x16>
    tt.return
  }
}
// -----
#s01 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @split_non_cta_dim(%arg0: !ttg.memdesc<8x16xf32, #s01, #smem>) {
    // expected-error @+1 {{non-trivial block dimension not supported}}
    %0 = ttg.memdesc_subslice %arg0 [4, 0] : !ttg.memdesc<8x16xf32, #s01, #smem> -> !ttg.memdesc<4x16xf32, #s01, #smem, 8x16>
    tt.return
  }
}
