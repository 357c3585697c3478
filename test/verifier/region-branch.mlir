// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// Region control flow: RegionBranchOpInterface edges, LoopLikeOpInterface, scf verifiers, terminators, implicit empty scf.yield.
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

tt.func @f(%a: i32, %c: i1, %f: f32) -> i32 {
  // expected-error @+1 {{'scf.if' op along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.if %c -> i32 {
    scf.yield %f : f32
  } else {
    scf.yield %a : i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %f: f32) -> i32 {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %a) -> (i32) : i32 {
    scf.yield %f : f32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %f: f32) -> i32 {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %a) -> (i32) : i32 {
    scf.yield %b, %b : i32, i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %c: i1, %f: f32) -> i32 {
  // expected-error @+1 {{'scf.while' op along control flow edge from Region #0 to parent results: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %f : f32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %c: i1, %f: f32) -> i32 {
  // expected-error @+1 {{'scf.while' op along control flow edge from Region #1 to Region #0: source type #0 'f32' should match input type #0 'i32'}}
  %r = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %f : f32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.if' op region control flow edge from Region #0 to parent results: source has 1 operands, but target successor needs 0}}
  scf.if %c {
    scf.yield %a : i32
  }
  tt.return
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: tensor<4xi32>) -> i32 {
  // expected-error @+1 {{'tt.reduce' op expected combine operation to return 1 values but got 2}}
  %r = "tt.reduce"(%a) <{axis = 0 : i32}> ({
  ^bb0(%x: i32, %y: i32):
    %s = arith.addi %x, %y : i32
    tt.reduce.return %s, %s : i32, i32
  }) : (tensor<4xi32>) -> i32
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'scf.execute_region' op region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.execute_region -> i32 {
    scf.yield
  }
  tt.return %r : i32
}

// -----

tt.func @f(%p: !tt.ptr<f32>, %v: f32) {
  // expected-error @+1 {{custom op 'tt.store' 'ptr' must be ptr or ranked tensor of ptr values or ptr, but got 'f32'}}
  tt.store %p, %v : f32
  tt.return
}

// -----

tt.func @f(%p: tensor<4xi32>, %v: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'tt.store' 'ptr' must be ptr or ranked tensor of ptr values or ptr, but got 'tensor<4xi32>'}}
  tt.store %p, %v : tensor<4xi32>
  tt.return
}

// -----

tt.func @f(%p: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'tt.load' 'ptr' must be ptr or ranked tensor of ptr values or ptr, but got 'tensor<4xi32>'}}
  %0 = tt.load %p : tensor<4xi32>
  tt.return
}

// -----

tt.func @f(%p: i32) {
  // expected-error @+1 {{custom op 'tt.load' 'ptr' must be ptr or ranked tensor of ptr values or ptr, but got 'i32'}}
  %0 = tt.load %p : i32
  tt.return
}

// -----

tt.func @f(%a: i32, %c: i1) -> i32 {
  // expected-error @+1 {{'scf.if' op region control flow edge from Region #0 to parent results: source has 0 operands, but target successor needs 1}}
  %r = scf.if %c -> i32 {
  } else {
    scf.yield %a : i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'scf.for' op region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %a) -> (i32) : i32 {
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'scf.for' op region control flow edge from Region #0 to Region #0: source has 0 operands, but target successor needs 1}}
  %r = scf.for %i = %a to %a step %a iter_args(%b = %a) -> (i32) : i32 {
    %x = arith.addi %b, %b : i32
  }
  tt.return %r : i32
}

// -----

tt.func @f(%a: i32) {
  // expected-error @+1 {{'tt.return' op must be the last operation in the parent block}}
  tt.return
  tt.return
}

// -----

// expected-error @+1 {{sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #blocked>) {
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [], threadsPerWarp = [], warpsPerCTA = [], order = []}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128xi32, #blocked>) {
    tt.return
  }
}

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1, 1], instrShape = [16, 64, 16]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%a: tensor<128x128xf32, #mma>) {
    tt.return
  }
}

// -----

tt.func @f() {
  // expected-error @+1 {{custom op 'tt.make_range' 'tt.make_range' op attribute 'end' failed to satisfy constraint: 32-bit signless integer attribute}}
  %0 = tt.make_range {end = 2.560000e+02 : f32, start = 0 : i32} : tensor<256xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4x8xi32>) {
  %0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<4x8xi32> -> tensor<8x4xi32>
  // expected-error @+1 {{invalid properties {order = array<f32: 1.000000e+00, 0.000000e+00>} for op tt.trans: Invalid attribute `order` in property conversion: array<f32: 1.000000e+00, 0.000000e+00>}}
  %1 = "tt.trans"(%a) <{order = array<f32: 1.0, 0.0>}> : (tensor<4x8xi32>) -> tensor<8x4xi32>
  tt.return
}

// -----

tt.func @f(%a: tensor<4x8xi32>) {
  // expected-error @+1 {{custom op 'tt.trans' 'tt.trans' op attribute 'order' failed to satisfy constraint: i32 dense array attribute}}
  %0 = tt.trans %a {order = 1.0 : f32} : tensor<4x8xi32> -> tensor<8x4xi32>
  tt.return
}
