// CSE's scan for writes between two equal reads, where one read is the start of several scans
// (pyopt indexes each block's writes once: _BlockWrites in pyopt/transforms/cse.py): %a2 and %a3
// find %a past a ttg.local_store (3.6: blocked; 3.8: another resource, not blocked), %x2 finds
// %x past the same store, %a4 and %x4 find them past a global tt.store (blocked in both).
// Expected outputs: the Triton 3.6.0 wheel and the 3.8.0 wheel on this input
// (tools/oracle.py run FILE --pass=cse), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -cse | filecheck %s --check-prefix=T36 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -cse | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#sh = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @f(%p: tensor<128x!tt.ptr<f32>, #b>, %q: tensor<128x!tt.ptr<f32>, #b>, %m: !ttg.memdesc<128xf32, #sh, #smem, mutable>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #b>
    %x = tt.load %q : tensor<128x!tt.ptr<f32>, #b>
    ttg.local_store %a, %m : tensor<128xf32, #b> -> !ttg.memdesc<128xf32, #sh, #smem, mutable>
    %a2 = tt.load %p : tensor<128x!tt.ptr<f32>, #b>
    %x2 = tt.load %q : tensor<128x!tt.ptr<f32>, #b>
    %s = arith.addf %a2, %x2 : tensor<128xf32, #b>
    %a3 = tt.load %p : tensor<128x!tt.ptr<f32>, #b>
    tt.store %q, %s : tensor<128x!tt.ptr<f32>, #b>
    %a4 = tt.load %p : tensor<128x!tt.ptr<f32>, #b>
    %x4 = tt.load %q : tensor<128x!tt.ptr<f32>, #b>
    %t = arith.addf %a3, %a4 : tensor<128xf32, #b>
    %u = arith.addf %t, %x4 : tensor<128xf32, #b>
    %v = arith.addf %u, %x : tensor<128xf32, #b>
    tt.store %p, %v : tensor<128x!tt.ptr<f32>, #b>
    tt.return
  }
}

// T36:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T36-NEXT:#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// T36-NEXT:#smem = #ttg.shared_memory
// T36-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// T36-NEXT:  tt.func public @f(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: tensor<128x!tt.ptr<f32>, #blocked>, %arg2: !ttg.memdesc<128xf32, #shared, #smem, mutable>) {
// T36-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    %1 = tt.load %arg1 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    ttg.local_store %0, %arg2 : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
// T36-NEXT:    %2 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    %3 = tt.load %arg1 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    %4 = arith.addf %2, %3 : tensor<128xf32, #blocked>
// T36-NEXT:    tt.store %arg1, %4 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    %5 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    %6 = tt.load %arg1 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    %7 = arith.addf %2, %5 : tensor<128xf32, #blocked>
// T36-NEXT:    %8 = arith.addf %7, %6 : tensor<128xf32, #blocked>
// T36-NEXT:    %9 = arith.addf %8, %1 : tensor<128xf32, #blocked>
// T36-NEXT:    tt.store %arg0, %9 : tensor<128x!tt.ptr<f32>, #blocked>
// T36-NEXT:    tt.return
// T36-NEXT:  }
// T36-NEXT:}

// T38:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T38-NEXT:#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// T38-NEXT:#smem = #ttg.shared_memory
// T38-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// T38-NEXT:  tt.func public @f(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: tensor<128x!tt.ptr<f32>, #blocked>, %arg2: !ttg.memdesc<128xf32, #shared, #smem, mutable>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %1 = tt.load %arg1 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    ttg.local_store %0, %arg2 : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
// T38-NEXT:    %2 = arith.addf %0, %1 : tensor<128xf32, #blocked>
// T38-NEXT:    tt.store %arg1, %2 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %3 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %4 = tt.load %arg1 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %5 = arith.addf %0, %3 : tensor<128xf32, #blocked>
// T38-NEXT:    %6 = arith.addf %5, %4 : tensor<128xf32, #blocked>
// T38-NEXT:    %7 = arith.addf %6, %1 : tensor<128xf32, #blocked>
// T38-NEXT:    tt.store %arg0, %7 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return
// T38-NEXT:  }
// T38-NEXT:}
