// RUN: pyopt --triton-version=3.8 %s | filecheck %s
// RUN: not pyopt --triton-version=3.7 %s 2>&1 | filecheck %s --check-prefix=OLD
// #ttg.generic_linear from Triton 3.8 (triton-lang/triton#9765), printed under its own alias as
// the 3.8.0 wheel prints it; 3.7.1 does not know it (its message).

// CHECK: #generic_linear = #ttg.generic_linear<{register = [[0, 1]], lane = [[0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = [[4, 0], [4, 1]], block = []}>
// CHECK: tt.func @f(%arg0: tensor<8x16xf32, #generic_linear>)
// OLD: error: unknown attribute `generic_linear` in dialect `ttg`
#gl = #ttg.generic_linear<{register = [[0, 1]], lane = [[0, 2], [0, 4], [0, 8], [1, 0], [2, 0]], warp = [[4, 0], [4, 1]], block = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<8x16xf32, #gl>) {
    tt.return
  }
}
