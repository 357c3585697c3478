// RUN: pyopt --triton-version=3.7 %s | filecheck %s
// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// From Triton 3.7 a #ttg.shared_linear's rank is its layout's number of dims (upstream change
// not found), so a layout whose block basis lies beyond the per-CTA shape stands (3.6.0 aborts
// building its CGA layout).  Verdict: the 3.7.1, 3.8.0 and 3.9.0 wheels' (tools/oracle.py roundtrip).

// CHECK: tt.func @f(%arg0: !ttg.memdesc<8x4xf32, #shared, #smem>)
#shared = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0], [4, 0]], block = [[2, 0]]}, alignment = 16>
#smem = #ttg.shared_memory
module attributes {"ttg.target" = "cuda:0", "ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 1 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: !ttg.memdesc<8x4xf32, #shared, #smem>) {
    tt.return
  }
}
