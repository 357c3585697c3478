// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6: a #ttg.linear's bases move in at most one dimension each; nothing more.
// Inputs of our own, the same in linear-encoding-3.6/3.7/3.8-3.9.mlir; expectations compared with
// each release's wheel (tools/triton_lit_check.py, the RUN line read as triton-opt).

#l = #ttg.linear<{register = [[0, 1], [0, 1]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 2], [0, 4]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @repeated_register_basis(%a: tensor<32x16xf32, #l>) {
    tt.return
  }
}

// -----

// expected-error @+1 {{In a distributed layout, each base must move in at most one dimension.}}
#l = #ttg.linear<{register = [[1, 1]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], warp = [[2, 0], [4, 0]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @basis_in_two_dims(%a: tensor<32x32xf32, #l>) {
    tt.return
  }
}

// -----

#l = #ttg.linear<{register = [[0, 1]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[0, 2], [0, 4]], block = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @broadcast_block(%a: tensor<32x8xf32, #l>) {
    tt.return
  }
}
