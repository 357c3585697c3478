// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.7 ttng.cluster_arrive and ttng.cluster_wait ask for a module of several CTAs
// (triton-lang/triton#9076; 3.9 drops both ops).  Inputs of our own, the same as in
// cluster-ops-ctas-3.6.mlir, compared with the 3.7.1 and 3.8.0 wheels (tools/triton_lit_check.py).

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @arrive_one_cta() {
    // expected-error @+1 {{'ttng.cluster_arrive' op requires ttg.num-ctas > 1}}
    ttng.cluster_arrive {relaxed = false}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wait_no_ctas_attribute() {
    // expected-error @+1 {{'ttng.cluster_wait' op requires ttg.num-ctas > 1}}
    ttng.cluster_wait
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @two_ctas() {
    ttng.cluster_arrive {relaxed = true}
    ttng.cluster_wait
    tt.return
  }
}
