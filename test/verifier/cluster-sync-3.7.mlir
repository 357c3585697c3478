// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// Triton 3.7's cluster sync ops and ttng.init_barrier: cluster_arrive needs `relaxed`, and
// neither they nor init_barrier care about ttg.warp_specialize (3.8 differs: cluster-sync-3.8.mlir,
// the same inputs; CLUSTER_SYNC_38, INIT_BARRIER_38).  Inputs of our own, compared with the 3.7.1
// wheel (tools/triton_lit_check.py --triton-python).

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @arrive_in_default_region() {
    ttg.warp_specialize()
    default {
      ttng.cluster_arrive {relaxed = true}
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @wait_in_partition() {
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttng.cluster_wait
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @init_shared_barrier_in_partition(%bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttg.warp_specialize(%bar)
    default {
      ttg.warp_yield
    }
    partition0(%b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) num_warps(4) {
      ttng.init_barrier %b, 1 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
      ttg.warp_return
    } : (!ttg.memdesc<1xi64, #bar, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[1]]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @init_per_cta_barrier_in_partition(%bar: !ttg.memdesc<2xi64, #bar, #smem, mutable>) {
    ttg.warp_specialize(%bar)
    default {
      ttg.warp_yield
    }
    partition0(%b: !ttg.memdesc<2xi64, #bar, #smem, mutable>) num_warps(4) {
      ttng.init_barrier %b, 1 : !ttg.memdesc<2xi64, #bar, #smem, mutable>
      ttg.warp_return
    } : (!ttg.memdesc<2xi64, #bar, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @zero_arrivals(%b: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    ttng.init_barrier %b, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @arrive_without_relaxed() {
    // expected-error @+1 {{'ttng.cluster_arrive' op requires attribute 'relaxed'}}
    ttng.cluster_arrive
    ttng.cluster_wait
    tt.return
  }
}
