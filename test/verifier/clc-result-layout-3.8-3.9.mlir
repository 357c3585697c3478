// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics -o /dev/null
// The CLC response buffer of ttng.clc_try_cancel / clc_load_result (Triton 3.8 on) is broadcast to
// every CTA of the cluster (its cga_layout bases all zero), and the barrier is checked after it.
// Inputs of our own, expected messages compared with the 3.8.0 and 3.9.0 wheels.

#clc = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @split_response(%r: !ttg.memdesc<2xi64, #clc, #smem, mutable>, %b: !ttg.memdesc<2xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer cga_layout bases to be all zeros. Got [[1]]}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<2xi64, #clc, #smem, mutable>, !ttg.memdesc<2xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#clc = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @load_split_response(%r: !ttg.memdesc<2xi64, #clc, #smem, mutable>) {
    // expected-error @+1 {{Expected CLC result buffer cga_layout bases to be all zeros. Got [[1]]}}
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #clc, #smem, mutable> -> i128
    tt.return
  }
}

// -----

#clc = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @broadcast_barrier(%r: !ttg.memdesc<2xi64, #clc, #smem, mutable>, %b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    // expected-error @+1 {{'ttng.clc_try_cancel' op completion barrier cga_layout must be [[1]], got [[0]]}}
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<2xi64, #clc, #smem, mutable>, !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

#clc = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
  tt.func @valid(%r: !ttg.memdesc<2xi64, #clc, #smem, mutable>, %b: !ttg.memdesc<2xi64, #bar, #smem, mutable>) {
    ttng.clc_try_cancel %r, %b : !ttg.memdesc<2xi64, #clc, #smem, mutable>, !ttg.memdesc<2xi64, #bar, #smem, mutable>
    %0 = ttng.clc_load_result %r : !ttg.memdesc<2xi64, #clc, #smem, mutable> -> i128
    tt.return
  }
}
