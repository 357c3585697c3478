// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.7 the captures belong to ttg.warp_specialize.partitions (triton-lang/triton#9133),
// which checks the partition regions' arguments; it is located where the parser is after the
// default region.  Inputs of our own, the same as warp-specialize-captures-3.6.mlir's, compared
// with the 3.7.1, 3.8.0 and 3.9.0 wheels (tools/triton_lit_check.py).

module attributes {"ttg.num-warps" = 4 : i32} {
tt.func @count(%x: i32, %y: f32) {
  ttg.warp_specialize(%x, %y)
  default {
    ttg.warp_yield
  }
  // expected-error @+1 {{'ttg.warp_specialize.partitions' op partition region #0 has 1 arguments but expected 2}}
  partition0(%a: i32) num_warps(4) {
    ttg.warp_return
  } : (i32, f32) -> ()
  tt.return
}
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
tt.func @type(%x: i32, %y: f32) {
  ttg.warp_specialize(%x, %y)
  default {
    ttg.warp_yield
  }
  // expected-error @+1 {{'ttg.warp_specialize.partitions' op partition region #1 argument #1 has type 'f16' but corresponding capture has type 'f32'}}
  partition0(%a: i32, %b: f32) num_warps(4) {
    ttg.warp_return
  }
  partition1(%a: i32, %b: f16) num_warps(4) {
    ttg.warp_return
  } : (i32, f32) -> ()
  tt.return
}
}
