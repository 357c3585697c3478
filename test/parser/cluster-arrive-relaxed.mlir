// RUN: pyopt --triton-version=3.7 %s | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.8 %s --mlir-print-op-generic | filecheck %s --check-prefix=GEN38
// ttng.cluster_arrive's `relaxed`: an I1Attr every op states up to Triton 3.7, from 3.8 a
// DefaultValuedAttr<BoolAttr, "false"> printed only when true (triton-lang/triton#9456; the rule
// CLUSTER_SYNC_38).  Input of our own; the output compared with the 3.7.1 and 3.8.0 wheels.

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @f() {
    // V37: ttng.cluster_arrive {relaxed = false}
    // V37-NEXT: ttng.cluster_arrive {relaxed = true}
    // V38: ttng.cluster_arrive{{$}}
    // V38-NEXT: ttng.cluster_arrive {relaxed = true}
    // GEN38: "ttng.cluster_arrive"() <{relaxed = false}> : () -> ()
    // GEN38-NEXT: "ttng.cluster_arrive"() <{relaxed = true}> : () -> ()
    ttng.cluster_arrive {relaxed = false}
    ttng.cluster_arrive {relaxed = true}
    tt.return
  }
}
