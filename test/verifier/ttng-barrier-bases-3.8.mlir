// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.8's verifyBarrierType asks the block bases of a barrier's linear layout to be
// 1, 2, 4, ... with zero bases interleaved (triton-lang/triton#9474; the rule BARRIER_BLOCK_BASES).
// Inputs of our own, the same as in ttng-barrier-bases-3.7.mlir and -3.9.mlir, expected
// messages compared with the 3.8.0 wheel (tools/triton_lit_check.py --triton-python).

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1], [0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @second_cta_first(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
    // expected-error @+1 {{'ttng.wait_barrier' op broadcasted cluster barriers require bases to be the sequence1, 2, 4, 8, ... perhaps with zero bases interleaved.}}
    ttng.wait_barrier %b, %phase : !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pairs_spread(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
    // expected-error @+1 {{'ttng.wait_barrier' op broadcasted cluster barriers require bases to be the sequence1, 2, 4, 8, ... perhaps with zero bases interleaved.}}
    ttng.wait_barrier %b, %phase : !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pairs_packed(%b: !ttg.memdesc<2xi64, #bar, #smem, mutable>, %phase: i32) {
    ttng.wait_barrier %b, %phase : !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1], [2]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @one_word_per_cta(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
    ttng.wait_barrier %b, %phase : !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[2], [1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @swapped(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
    // expected-error @+1 {{'ttng.wait_barrier' op broadcasted cluster barriers require bases to be the sequence1, 2, 4, 8, ... perhaps with zero bases interleaved.}}
    ttng.wait_barrier %b, %phase : !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @broadcast(%b: !ttg.memdesc<1xi64, #bar, #smem, mutable>, %phase: i32) {
    ttng.wait_barrier %b, %phase : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1], [0], [2]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 8 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @eight_ctas_gap(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
    ttng.wait_barrier %b, %phase : !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}
