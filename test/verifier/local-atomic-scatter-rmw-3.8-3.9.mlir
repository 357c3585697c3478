// RUN: pyopt --triton-version=3.8 %s --split-input-file --verify-diagnostics
// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// ttg.local_atomic_scatter_rmw's verifier (Triton 3.8+), in its own order: element kinds,
// the memdesc rank, shapes, axis, layouts, element type.  Messages: the 3.8.0 and 3.9.0
// wheels' on each chunk (tools/oracle.py roundtrip).

#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @ptr_values(%v: tensor<32x!tt.ptr<i32>, #l>, %i: tensor<32xi32, #l>, %d: !ttg.memdesc<32x!tt.ptr<i32>, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{values must have integer or floating element type}}
    %0 = ttg.local_atomic_scatter_rmw add, %d[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x!tt.ptr<i32>, #s, #smem, mutable>, tensor<32x!tt.ptr<i32>, #l>, tensor<32xi32, #l>) -> tensor<32x!tt.ptr<i32>, #l>
    tt.return
}
// -----
#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @shape(%v: tensor<32xf32, #l>, %i: tensor<16xi32, #l>, %d: !ttg.memdesc<32xf32, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{values shape must match indices shape}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %d[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32xf32, #s, #smem, mutable>, tensor<32xf32, #l>, tensor<16xi32, #l>) -> tensor<32xf32, #l>
    tt.return
}
// -----
#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @layout(%v: tensor<32xf32, #l>, %i: tensor<32xi32, #b>, %d: !ttg.memdesc<32xf32, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{values must have the same layout as indices}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %d[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32xf32, #s, #smem, mutable>, tensor<32xf32, #l>, tensor<32xi32, #b>) -> tensor<32xf32, #l>
    tt.return
}
// -----
#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @axis(%v: tensor<32xf32, #l>, %i: tensor<32xi32, #l>, %d: !ttg.memdesc<32xf32, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{axis 1 is out of bounds for destination rank 1}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %d[%i], %v {axis = 1 : i32} : (!ttg.memdesc<32xf32, #s, #smem, mutable>, tensor<32xf32, #l>, tensor<32xi32, #l>) -> tensor<32xf32, #l>
    tt.return
}
// -----
#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @elem(%v: tensor<32xf32, #l>, %i: tensor<32xi32, #l>, %d: !ttg.memdesc<32xf16, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{values element type must match destination element type}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %d[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32xf16, #s, #smem, mutable>, tensor<32xf32, #l>, tensor<32xi32, #l>) -> tensor<32xf32, #l>
    tt.return
}
// -----
#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#l2 = #ttg.linear<{register = [], lane = [[0, 1], [1, 0], [2, 0], [4, 0], [8, 0]], warp = [], block = []}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
tt.func public @rank(%v: tensor<32xf32, #l>, %i: tensor<32xi32, #l>, %d: !ttg.memdesc<32x2xf32, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op values has rank 1 but memdesc encoding has rank 2}}
    %0 = ttg.local_atomic_scatter_rmw fadd, %d[%i], %v {axis = 0 : i32} : (!ttg.memdesc<32x2xf32, #s, #smem, mutable>, tensor<32xf32, #l>, tensor<32xi32, #l>) -> tensor<32xf32, #l>
    tt.return
}
// -----
#l = #ttg.linear<{register = [], lane = [[1], [2], [4], [8], [16]], warp = [], block = []}>
#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#s = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
tt.func public @mask_layout(%v: tensor<32xf32, #l>, %i: tensor<32xi32, #l>, %m: tensor<32xi1, #b>, %d: !ttg.memdesc<32xf32, #s, #smem, mutable>) attributes {"ttg.num-warps" = 1 : i32} {
    // expected-error @+1 {{'ttg.local_atomic_scatter_rmw' op failed to verify that mask type matches values type}}
    %0 = "ttg.local_atomic_scatter_rmw"(%d, %v, %i, %m) {atomic_rmw_op = 5 : i32, axis = 0 : i32} : (!ttg.memdesc<32xf32, #s, #smem, mutable>, tensor<32xf32, #l>, tensor<32xi32, #l>, tensor<32xi1, #b>) -> tensor<32xf32, #l>
    tt.return
}
