// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// From Triton 3.8 a CGALayout must be a permutation matrix once its zero (broadcast) bases
// are dropped (upstream change not found); a non-surjective one gets the same message (3.6
// and 3.7 abort on it).  Messages and verdicts: the 3.8.0 and 3.9.0 wheels' (tools/oracle.py
// roundtrip); 3.6/3.7 accept the repeated basis (cga-permutation-3.6-3.7.mlir).

// expected-error @+1 {{After removing broadcast bases the CGA encoding must be a permutation matrix}}
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1], CGALayout = [[1, 0], [1, 0]]}>
module {
  tt.func public @f(%arg0: tensor<1x1xf32, #b>) {
    tt.return
  }
}
// -----
// expected-error @+1 {{After removing broadcast bases the CGA encoding must be a permutation matrix}}
#b = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1], CGALayout = [[1, 1]]}>
module {
  tt.func public @f(%arg0: tensor<2x2xf32, #b>) {
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
// -----
// expected-error @+1 {{After removing broadcast bases the CGA encoding must be a permutation matrix}}
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[2, 0]]}>
module {
  tt.func public @f(%arg0: !ttg.memdesc<8x8xf32, #s, #ttg.shared_memory>) {
    tt.return
  }
}
