// remove-layout-conversions through an allow_reorder tt.reshape: from Triton 3.8 the layout
// inference gives such a reshape's source and result encodings too (triton-lang/triton#9997: the
// encoding the other side has where the reshape moves no data, else the inferred one), so the
// backward rematerialisation from the final convert goes through it; up to 3.7 it stops there.
// From 3.9 such a reshape is no longer an anchor of the forward propagation unless it is marked
// efficient_layout (triton-lang/triton#11275, pyopt's rule RESHAPE_ANCHOR): the load's layout flows
// through the convert and the reshape, whose result takes the inferred #ttg.linear.  Expected
// outputs: the Triton 3.7.1 wheel (3.6.0 prints the same), the 3.8.0 and the 3.9.0 wheels on this
// input (tools/oracle.py run FILE --pass=remove-layout-conversions), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -tritongpu-remove-layout-conversions | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -tritongpu-remove-layout-conversions | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -tritongpu-remove-layout-conversions | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -tritongpu-remove-layout-conversions | filecheck %s --check-prefix=T39 --match-full-lines --strict-whitespace

#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<16x16x!tt.ptr<f32>, #b2>, %q: tensor<256x!tt.ptr<f32>, #b1>) {
    %x = tt.load %p : tensor<16x16x!tt.ptr<f32>, #b2>
    %y = arith.addf %x, %x : tensor<16x16xf32, #b2>
    %c = ttg.convert_layout %y : tensor<16x16xf32, #b2> -> tensor<16x16xf32, #mma>
    %r = tt.reshape %c allow_reorder : tensor<16x16xf32, #mma> -> tensor<256xf32, #b4>
    %z = arith.mulf %r, %r : tensor<256xf32, #b4>
    %r2 = ttg.convert_layout %z : tensor<256xf32, #b4> -> tensor<256xf32, #b1>
    tt.store %q, %r2 : tensor<256x!tt.ptr<f32>, #b1>
    tt.return
  }
}

// T37:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// T37-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T37-NEXT:#blocked2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T37-NEXT:#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// T37-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// T37-NEXT:  tt.func @f(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// T37-NEXT:    %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #mma>
// T37-NEXT:    %3 = tt.reshape %2 allow_reorder : tensor<16x16xf32, #mma> -> tensor<256xf32, #blocked2>
// T37-NEXT:    %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked2>
// T37-NEXT:    %5 = ttg.convert_layout %4 : tensor<256xf32, #blocked2> -> tensor<256xf32, #blocked1>
// T37-NEXT:    tt.store %arg1, %5 : tensor<256x!tt.ptr<f32>, #blocked1>
// T37-NEXT:    tt.return
// T37-NEXT:  }
// T37-NEXT:}
// T37-EMPTY:

// T38:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// T38-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T38-NEXT:#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// T38-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// T38-NEXT:  tt.func @f(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// T38-NEXT:    %2 = ttg.convert_layout %1 : tensor<16x16xf32, #blocked> -> tensor<16x16xf32, #blocked2>
// T38-NEXT:    %3 = tt.reshape %2 allow_reorder : tensor<16x16xf32, #blocked2> -> tensor<256xf32, #blocked1>
// T38-NEXT:    %4 = arith.mulf %3, %3 : tensor<256xf32, #blocked1>
// T38-NEXT:    tt.store %arg1, %4 : tensor<256x!tt.ptr<f32>, #blocked1>
// T38-NEXT:    tt.return
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:

// T39:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// T39-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T39-NEXT:#linear = #ttg.linear<{register = [[1], [2]], lane = [[4], [8], [0], [16], [32]], warp = [[64], [128]], block = []}>
// T39-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
// T39-NEXT:  tt.func @f(%arg0: tensor<16x16x!tt.ptr<f32>, #blocked>, %arg1: tensor<256x!tt.ptr<f32>, #blocked1>) {
// T39-NEXT:    %0 = tt.load %arg0 : tensor<16x16x!tt.ptr<f32>, #blocked>
// T39-NEXT:    %1 = arith.addf %0, %0 : tensor<16x16xf32, #blocked>
// T39-NEXT:    %2 = tt.reshape %1 allow_reorder : tensor<16x16xf32, #blocked> -> tensor<256xf32, #linear>
// T39-NEXT:    %3 = arith.mulf %2, %2 : tensor<256xf32, #linear>
// T39-NEXT:    %4 = ttg.convert_layout %3 : tensor<256xf32, #linear> -> tensor<256xf32, #blocked1>
// T39-NEXT:    tt.store %arg1, %4 : tensor<256x!tt.ptr<f32>, #blocked1>
// T39-NEXT:    tt.return
// T39-NEXT:  }
// T39-NEXT:}
