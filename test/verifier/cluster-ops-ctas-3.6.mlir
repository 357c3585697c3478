// RUN: pyopt --triton-version=3.6 %s --split-input-file | filecheck %s
// Triton 3.6 lets ttng.cluster_arrive and ttng.cluster_wait stand in a module of one CTA (3.7 and 3.8
// ask for several: cluster-ops-ctas-3.7-3.8.mlir).  Inputs of our own, compared with the 3.6.0
// wheel (tools/triton_lit_check.py).

// CHECK-LABEL: tt.func @arrive_one_cta
// CHECK-NEXT: ttng.cluster_arrive {relaxed = false}
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @arrive_one_cta() {
    ttng.cluster_arrive {relaxed = false}
    tt.return
  }
}

// -----

// CHECK-LABEL: tt.func @wait_no_ctas_attribute
// CHECK-NEXT: ttng.cluster_wait
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @wait_no_ctas_attribute() {
    ttng.cluster_wait
    tt.return
  }
}
