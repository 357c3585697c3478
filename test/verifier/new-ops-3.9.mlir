// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Messages of the ops Triton 3.9 adds besides tt's (ttng.tmem_wait's kind outside its cases,
// ttg.inline_asm's layouts, attributes and operand count, nvg.warp_group_barrier_id's result).  Each is what the Triton 3.9.0
// wheel reports for its chunk (libtriton's parse_mlir_module, which verifies).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f0() {
    // expected-error @+1 {{'ttng.tmem_wait' op attribute 'kind' failed to satisfy constraint: tensor memory wait kind}}
    "ttng.tmem_wait"() {kind = 2 : i32} : () -> ()
    tt.return
  }
}

// -----

module {
  tt.func @f1(%x: i32, %t: tensor<8xi32>) {
    // expected-error @+1 {{'ttg.inline_asm' op requires explicit distributed tensor layouts}}
    %0 = "ttg.inline_asm"(%x, %t) {asm_string = "x", constraints = "=r,r,r", pure = false} : (i32, tensor<8xi32>) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f2(%x: i32) {
    // expected-error @+1 {{'ttg.inline_asm' op requires explicit distributed tensor layouts}}
    %0 = ttg.inline_asm "x" {constraints = "=r,r", pure = false} %x : (i32) -> tensor<8xf32>
    tt.return
  }
}

// -----

module {
  tt.func @f3(%x: i32) {
    // expected-error @+1 {{'ttg.inline_asm' op requires attribute 'pure'}}
    %0 = "ttg.inline_asm"(%x) {asm_string = "a", constraints = "=r,r"} : (i32) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f4(%x: i32) {
    // expected-error @+1 {{'ttg.inline_asm' op attribute 'pure' failed to satisfy constraint: bool attribute}}
    %0 = "ttg.inline_asm"(%x) {asm_string = "a", constraints = "=r,r", pure = 1 : i32} : (i32) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @f5(%x: i32) {
    // expected-error @+1 {{custom op 'ttg.inline_asm' number of operands and types do not match: got 0 operands and 1 types}}
    %0 = ttg.inline_asm "a" {constraints = "=r,r", pure = true} : (i32) -> i32
    tt.return
  }
}

// -----

tt.func @f() {
  // expected-error @+1 {{'nvg.warp_group_barrier_id' op result #0 must be 32-bit signless integer, but got 'i64'}}
  %0 = "nvg.warp_group_barrier_id"() : () -> i64
  tt.return
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f0() {
    // expected-error @+1 {{custom op 'ttng.tmem_wait' expected string or keyword containing one of the following enum values for attribute 'kind' [load, store]}}
    ttng.tmem_wait both
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f1() {
    // expected-error @+1 {{invalid properties {kind = 2 : i32} for op ttng.tmem_wait: Invalid attribute `kind` in property conversion: 2 : i32}}
    "ttng.tmem_wait"() <{kind = 2 : i32}> : () -> ()
    tt.return
  }
}
