// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics -o /dev/null
// From Triton 3.8 cluster_arrive's `relaxed` defaults to false, cluster_arrive/cluster_wait and a
// barrier shared across CTAs may not be used inside ttg.warp_specialize, and init_barrier's count
// is at least 1 (triton-lang/triton#9456, #9591, #9615: CLUSTER_SYNC_38, INIT_BARRIER_38; 3.9 drops
// cluster_arrive/cluster_wait).  Inputs of our own, the same as in cluster-sync-3.7.mlir, expected
// messages compared with the 3.8.0 wheel (tools/triton_lit_check.py --triton-python).

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @arrive_in_default_region() {
    ttg.warp_specialize()
    default {
      // expected-error @+1 {{'ttng.cluster_arrive' op cannot be used inside `ttg.warp_specialize`}}
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
      // expected-error @+1 {{'ttng.cluster_wait' op cannot be used inside `ttg.warp_specialize`}}
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
      // expected-error @+1 {{'ttng.init_barrier' op cannot be used inside `ttg.warp_specialize`}}
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
    // expected-error @+1 {{'ttng.init_barrier' op count must be greater than or equal to 1}}
    ttng.init_barrier %b, 0 : !ttg.memdesc<1xi64, #bar, #smem, mutable>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90"} {
  tt.func @arrive_without_relaxed() {
    ttng.cluster_arrive
    ttng.cluster_wait
    tt.return
  }
}
