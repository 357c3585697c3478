// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// ODS region constraints (SizedRegion, MaxSizedRegion, MinSizedRegion) and scf.execute_region's verifier.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

tt.func @f(%a: i32, %c: i1) -> i32 {
  // expected-error @+1 {{'scf.while' op region #1 ('after') failed to verify constraint: region with 1 blocks}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  // expected-error @+1 {{'scf.while' op expects a non-empty block}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  tt.return
}

// -----

tt.func @f(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%a, %a, %a) ({
  }) : (i32, i32, i32) -> ()
  tt.return
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  %r = scf.execute_region -> i32 {
  }
  tt.return
}

// -----

tt.func @f(%a: tensor<4xi32>) -> i32 {
  // expected-error @+1 {{'tt.reduce' op region #0 ('combineOp') failed to verify constraint: region with 1 blocks}}
  %r = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  }) : (tensor<4xi32>) -> i32
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'ttg.warp_specialize' op region #0 ('defaultRegion') failed to verify constraint: region with at least 1 blocks}}
  ttg.warp_specialize()
  default {
  }
  partition0() num_warps(1) {
    ttg.warp_return
  } : () -> ()
  tt.return
}
