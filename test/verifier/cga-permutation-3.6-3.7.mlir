// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics
// Triton 3.6 and 3.7 take a CGALayout that repeats a basis (3.8 refuses it:
// cga-permutation-3.8-3.9.mlir).  Verdicts: the 3.6.0 and 3.7.1 wheels' (tools/oracle.py roundtrip).

#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1], CGALayout = [[1, 0], [1, 0]]}>
module {
  tt.func public @f(%arg0: tensor<1x1xf32, #b>) {
    tt.return
  }
}
// -----
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1], CGALayout = [[0, 0], [1, 0]]}>
module {
  tt.func public @f(%arg0: tensor<2x2xf32, #b>) {
    tt.return
  }
}
// -----
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[2, 0], [1, 0]]}>
module {
  tt.func public @f(%arg0: !ttg.memdesc<8x8xf32, #s, #ttg.shared_memory>) {
    tt.return
  }
}
