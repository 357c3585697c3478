// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// #ttg.padded_shared and #ttg.shared_linear rules (PaddedSharedEncodingAttr::parse and ::verify,
// SharedLinearEncodingAttr::verify, lib/Dialect/TritonGPU/IR/Dialect.cpp) wherever the layout
// appears: in a tensor descriptor type, as a plain attribute. Cases without an expected error are
// near misses both accept. Each expected message and line was compared with Triton 3.6.0's
// parser and verifier (tools/oracle.py roundtrip).

// expected-error @+1 {{padding values must all be power of two}}
#pad = #ttg.padded_shared<[32:+3] {order = [1, 0], shape = [64, 64]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%d: !tt.tensordesc<tensor<64x64xf16, #pad>>) {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{padding values must all be power of two}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+3] {order = [1, 0], shape = [64, 64]}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Expected basis of 'block' not found}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2]]}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{alignment must be a positive power of two}}
  tt.func @f() attributes {foo = #ttg.shared_linear<{offset = [[0, 1], [0, 2]]}, alignment = 3>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4, 64:+4] {offset = [[0, 1], [0, 2]], block = []}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{interval values cannot have duplicates}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4, 32:+8] {order = [0], shape = [64]}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Broadcasting is not supported.}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 1]], block = []}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Each offset basis must be 0 or a power of two.}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4] {offset = [[0, 3], [0, 2]], block = []}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Unexpected attribute "foo" found}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4] {order = [0], shape = [64], foo = 1}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Mismatch of shape and order ranks in padded layout}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4] {order = [0, 1], shape = [64]}>} {
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-error @+1 {{Unexpected attribute "bar" found}}
  tt.func @f() attributes {foo = #ttg.padded_shared<[32:+4] {offset = [[0, 1], [0, 2]], bar = []}>} {
    tt.return
  }
}
