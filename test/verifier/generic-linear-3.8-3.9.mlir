// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// #ttg.generic_linear (triton-lang/triton#9765, Triton 3.8 on): warp bases may move in several
// dims (the first chunk), register/lane/block bases may not.  3.7 has no such attribute
// (../parser/generic-linear-3.7.mlir).  Verdicts and messages: the 3.8.0 and 3.9.0 wheels'
// (tools/oracle.py roundtrip).

#gl = #ttg.generic_linear<{register = [[0, 1]], lane = [[0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = [[4, 0], [4, 1]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<8x16xf32, #gl>) {
    tt.return
  }
}
// -----
// expected-error @+1 {{In a generic linear layout, register, lane, and block bases must move in at most one dimension. Swizzled bases found in 'register'.}}
#gl = #ttg.generic_linear<{register = [[1, 1]], lane = [[0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = [[4, 0], [0, 1]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<8x16xf32, #gl>) {
    tt.return
  }
}
// -----
#gl = #ttg.generic_linear<{register = [[0, 1]], lane = [[0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = [[4, 0], [4, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<8x16xf32, #gl>) {
    tt.return
  }
}
