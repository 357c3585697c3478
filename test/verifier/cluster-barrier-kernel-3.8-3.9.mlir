// RUN: pyopt --triton-version=3.8 %s --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --verify-diagnostics -o /dev/null
// ttng.cluster_barrier (Triton 3.8 on) is used in a kernel (a public function) or in a Triton
// function the inliner will move into one.  Inputs of our own, expected messages compared with the
// 3.8.0 and 3.9.0 wheels (tools/triton_lit_check.py --triton-python).

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func public @kernel_noinline() attributes {noinline = true} {
    ttng.cluster_barrier
    tt.return
  }
  tt.func private @helper_inlined_later() {
    ttng.cluster_barrier {relaxed = true}
    tt.return
  }
  tt.func private @helper_noinline_false() attributes {noinline = false} {
    ttng.cluster_barrier
    tt.return
  }
  tt.func private @helper_noinline() attributes {noinline = true} {
    // expected-error @+1 {{'ttng.cluster_barrier' op must be inside a kernel function}}
    ttng.cluster_barrier
    tt.return
  }
  tt.func nested @nested_noinline() attributes {noinline = true} {
    // expected-error @+1 {{'ttng.cluster_barrier' op must be inside a kernel function}}
    ttng.cluster_barrier
    tt.return
  }
}
