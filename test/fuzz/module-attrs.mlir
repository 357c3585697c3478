// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Module attributes as Triton 3.6.0 reads them (all found by tools/fuzz):
// `ttg.num-warps`, `ttg.num-ctas` and `ttg.threads-per-warp` are read with
// getAttrOfType<IntegerAttr>(...).getInt(), so an i1 `1` is -1 and an
// attribute of another kind is as if absent; a module's attributes need a
// dialect prefix.  Each message is Triton's (tools/crosscheck).

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i1, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    // expected-error @+1 {{Layout has 1 warps per CTA, but the context requires -1 warps per CTA.}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// An array where an integer belongs: one CTA, as when the attribute is absent.
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = array<i32: 1>, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f() {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    // expected-error @+1 {{block with no terminator}}
    %1 = arith.constant 0 : i32
  }
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'cuda:'}}
module attributes {"ttg.num-warps" = 4 : i32, "cuda:" = 32 : i32} {
}
