// RUN: pyopt --triton-version=3.9 %s -convert-to-buffer-ops=gfx-arch=gfx942 | filecheck %s
// Triton 3.9: the pass carries a memory op's cachePolicy (#tt.cache_policy, #ttng.cache_policy) over
// to the ops it builds.  The CHECK lines are Triton 3.9.0's output for this input
// (tools/oracle.py run -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' under the 3.9.0 venv).

// CHECK-LABEL: tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
// CHECK: %1 = amdg.buffer_load %arg0[%0] {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK: amdg.buffer_store %1, %arg1[%0] {cachePolicy = #tt.cache_policy<cache_modifier = cs, eviction_policy = evict_first>} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK: %2 = amdg.buffer_load %arg0[%0] {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : !tt.ptr<f32> -> tensor<256xf32, #blocked>
// CHECK: amdg.buffer_store %2, %arg1[%0] : !tt.ptr<f32> -> tensor<256xf32, #blocked>

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %p = tt.splat %arg0 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %pp = tt.addptr %p, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    %v = tt.load %pp {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : tensor<256x!tt.ptr<f32>, #blocked>
    %q = tt.splat %arg1 : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked>
    %qq = tt.addptr %q, %r : tensor<256x!tt.ptr<f32>, #blocked>, tensor<256xi32, #blocked>
    tt.store %qq, %v {cachePolicy = #tt.cache_policy<cache_modifier = cs, eviction_policy = evict_first>} : tensor<256x!tt.ptr<f32>, #blocked>
    %w = tt.load %pp {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : tensor<256x!tt.ptr<f32>, #blocked>
    tt.store %qq, %w : tensor<256x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
