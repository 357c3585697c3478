// A RUN line as Triton's own tests write it: lit.cfg.py maps `triton-opt` (and `FileCheck`) to pyopt
// (filecheck), so tests copied from Triton's test/ run unchanged.  The CHECK lines are Triton
// 3.6.0's output (tools/oracle.py run FILE --pass=coalesce, case by case).
// RUN: triton-opt %s -split-input-file -tritongpu-coalesce | FileCheck %s

// 16-byte aligned: 2 x f16 per thread (256 elements over 128 threads).
// CHECK: #[[$V2:[a-z0-9]+]] = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-LABEL: tt.func public @aligned
// CHECK: tt.load {{.*}} : tensor<256x!tt.ptr<f16>, #[[$V2]]>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @aligned(%p: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f16>, #blocked>
    tt.return
  }
}

// -----

// No alignment known: the layout stays.
// CHECK-LABEL: tt.func public @unaligned
// CHECK: tt.load {{.*}} : tensor<256x!tt.ptr<f16>, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unaligned(%p: !tt.ptr<f16>) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %1 = tt.splat %p : !tt.ptr<f16> -> tensor<256x!tt.ptr<f16>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<256x!tt.ptr<f16>, #blocked>, tensor<256xi32, #blocked>
    %3 = tt.load %2 : tensor<256x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
