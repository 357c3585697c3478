// RUN: pyopt --triton-version=3.9 %s | filecheck %s
// Triton 3.9's #ttng.cache_policy<...> (NVIDIA's detailed cache policy: every parameter
// optional, printed in declaration order where set, `none` elided).  The CHECK lines are what
// Triton 3.9.0 prints for each attribute (triton._C.libtriton.ir.parse_mlir_module with the
// nvidia dialects loaded, in the 3.9.0 venv).  Its errors: ttng-cache-policy-errors-3.9.mlir.

// CHECK-LABEL: tt.func @f
// CHECK-NEXT: %0 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<>} : !tt.ptr<f32>
// CHECK-NEXT: %1 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<cache_modifier = cg>} : !tt.ptr<f32>
// CHECK-NEXT: %2 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<>} : !tt.ptr<f32>
// CHECK-NEXT: %3 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT: %4 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<l1 = no_allocate, l2_prefetch_size = 256 : i32>} : !tt.ptr<f32>
// CHECK-NEXT: %5 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<cache_modifier = cs, l2_primary = evict_normal, l2_secondary = evict_first, l2_fraction = 5.000000e-01 : f32>} : !tt.ptr<f32>
// CHECK-NEXT: %6 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<l2_primary = evict_unchanged, l2_secondary = evict_unchanged, l2_fraction = 1.000000e+00 : f32>} : !tt.ptr<f32>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v0 = tt.load %p {cachePolicy = #ttng.cache_policy<>} : !tt.ptr<f32>
    %v1 = tt.load %p {cachePolicy = #ttng.cache_policy<cache_modifier = cg>} : !tt.ptr<f32>
    %v2 = tt.load %p {cachePolicy = #ttng.cache_policy<cache_modifier = none>} : !tt.ptr<f32>
    %v3 = tt.load %p {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : !tt.ptr<f32>
    %v4 = tt.load %p {cachePolicy = #ttng.cache_policy<l1 = no_allocate, l2_prefetch_size = 256 : i32>} : !tt.ptr<f32>
    %v5 = tt.load %p {cachePolicy = #ttng.cache_policy<l2_fraction = 5.000000e-01 : f32, l2_secondary = evict_first, l2_primary = evict_normal, cache_modifier = cs>} : !tt.ptr<f32>
    %v6 = tt.load %p {cachePolicy = #ttng.cache_policy<l2_primary = evict_unchanged, l2_secondary = evict_unchanged, l2_fraction = 1.0 : f32>} : !tt.ptr<f32>
    tt.return
  }
}
