// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// The verifier's checks, with the messages MLIR and Triton 3.6.0 give.

tt.func @use_before_def(%arg0: i32) {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %arg0 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.addi %arg0, %arg0 : i32
  tt.return
}

// -----

tt.func @undeclared(%arg0: i32) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %arg0, %x : i32
  tt.return
}

// -----

tt.func @no_terminator(%arg0: i32) {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.addi"(%arg0, %arg0)}}
  %0 = arith.addi %arg0, %arg0 : i32
}

// -----

tt.func @operand_type(%arg0: !tt.ptr<f32>) {
  // expected-error @+1 {{'tt.addptr' op operand #1 must be integer or ranked tensor of integer values, but got '!tt.ptr<f32>'}}
  %0 = tt.addptr %arg0, %arg0 : !tt.ptr<f32>, !tt.ptr<f32>
  tt.return
}

// -----

tt.func @operand_count(%arg0: i32) {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%arg0) : (i32) -> i32
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @threads_per_warp() {
    // expected-error @+1 {{Result has an invalid layout: #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>.}}
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @warps_per_cta(%arg0: tensor<128xi32, #blocked>) {
    // expected-error @+1 {{Operand 0 (<block argument> of type 'tensor<128xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>' at index: 0) has an invalid layout}}
    %0 = tt.splat %arg0 : tensor<128xi32, #blocked> -> tensor<128xi32, #blocked>
    tt.return
  }
}

// -----

// The number of warps comes from the nearest function or module that says
// (maybeLookupNumWarps): a function's own ttg.num-warps wins.
#blocked8 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func @function_warps() attributes {"ttg.num-warps" = 8 : i32} {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked8>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module {
  tt.func @no_warps_context() {
    // expected-error @+1 {{Result has an invalid layout: Could not determine the number of warps per CTA. Operation is not in a context with `ttg.num-warps`.}}
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    tt.return
  }
}
