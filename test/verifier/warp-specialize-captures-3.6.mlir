// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.6: ttg.warp_specialize checks its partition regions' arguments against its captures
// (3.7 moves the check to ttg.warp_specialize.partitions: warp-specialize-captures-3.7-3.9.mlir).
// Inputs of our own, compared with the 3.6.0 wheel (tools/triton_lit_check.py).

module attributes {"ttg.num-warps" = 4 : i32} {
tt.func @count(%x: i32, %y: f32) {
  // expected-error @+1 {{'ttg.warp_specialize' op partition region #0 has 1 arguments but expected 2}}
  ttg.warp_specialize(%x, %y)
  default {
    ttg.warp_yield
  }
  partition0(%a: i32) num_warps(4) {
    ttg.warp_return
  } : (i32, f32) -> ()
  tt.return
}
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
tt.func @type(%x: i32, %y: f32) {
  // expected-error @+1 {{'ttg.warp_specialize' op partition region #1 argument #1 has type 'f16' but corresponding capture has type 'f32'}}
  ttg.warp_specialize(%x, %y)
  default {
    ttg.warp_yield
  }
  partition0(%a: i32, %b: f32) num_warps(4) {
    ttg.warp_return
  }
  partition1(%a: i32, %b: f16) num_warps(4) {
    ttg.warp_return
  } : (i32, f32) -> ()
  tt.return
}
}
