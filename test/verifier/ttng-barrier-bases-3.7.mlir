// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.7 does not check the block bases of a barrier's layout (3.8 and 3.9 do, each its
// own way: ttng-barrier-bases-3.8.mlir, -3.9.mlir, the same inputs).  Inputs of our own,
// compared with the 3.7.1 wheel (tools/triton_lit_check.py --triton-python).

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1], [0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @second_cta_first(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
    ttng.wait_barrier %b, %phase : !ttg.memdesc<4xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0], [1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 4 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @pairs_spread(%b: !ttg.memdesc<4xi64, #bar, #smem, mutable>, %phase: i32) {
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
