// RUN: pyopt %s --split-input-file -canonicalize-pointers -verify-diagnostics

// The remarks real Triton 3.6.0 emits (its own amd-canonicalize-pointers.mlir expects both):
// a function holding ub.poison is left alone; a pointer argument without uses has its
// initial cast unused.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @with_poison(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    // expected-remark @below {{skipping canonicalize-pointers due to ub.poison}}
    %0 = ub.poison : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
  // expected-remark @below {{expected at least 1 use of unrealized_cast}}
  tt.func @unused_arg(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) {
    tt.return
  }
}

// -----

// Inputs on which Triton 3.6.0's pass crashes (an assertion in the triton wheel) get an
// error instead: an addptr whose pointer offset and added offset are both splats...

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @splat_plus_splat(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    %cst = arith.constant dense<4> : tensor<1024xi32, #blocked>
    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    // expected-error @below {{canonicalize-pointers cannot handle a tt.addptr whose pointer offset and added offset are both splats (Triton 3.6.0 crashes here)}}
    %1 = tt.addptr %0, %cst : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %2 = tt.load %1 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %2 : tensor<1024xf32, #blocked>
  }
}

// -----

// ... and a block that two branches pass fat pointers to.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @diamond(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %c: i1) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    cf.cond_br %c, ^bb1(%2 : tensor<1024x!tt.ptr<f32>, #blocked>), ^bb2(%2 : tensor<1024x!tt.ptr<f32>, #blocked>)
  ^bb1(%p: tensor<1024x!tt.ptr<f32>, #blocked>):
    %3 = tt.addptr %p, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    // expected-error @below {{canonicalize-pointers cannot convert a block that more than one branch passes fat pointers to (Triton crashes here up to 3.7)}}
    cf.br ^bb2(%3 : tensor<1024x!tt.ptr<f32>, #blocked>)
  ^bb2(%q: tensor<1024x!tt.ptr<f32>, #blocked>):
    %4 = tt.load %q : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %4 : tensor<1024xf32, #blocked>
  }
}

// -----

// A function that returns a pointer: Triton's pass returns both halves, which the
// verifier after the pass rejects, with the same message in both tools.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @returns_ptr(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %k: i32) -> !tt.ptr<f32> {
    %0 = tt.addptr %arg0, %k : !tt.ptr<f32>, i32
    // expected-error @below {{'tt.return' op has 2 operands, but enclosing function (@returns_ptr) returns 1}}
    tt.return %0 : !tt.ptr<f32>
  }
}
