// RUN: pyopt --triton-version=3.9 %s | filecheck %s --strict-whitespace --match-full-lines
// Triton 3.9's #tt.cache_policy<cache_modifier = X, eviction_policy = Y> (the memory ops'
// one cache-policy attribute): every cache modifier and eviction policy, the parameters in
// either order (printed in declaration order), none/evict_normal kept as given.  The CHECK
// lines are what Triton 3.9.0 prints for this input (triton._C.libtriton.ir.parse_mlir_module
// in the 3.9.0 venv, printed), line for line.  Its errors: cache-policy-errors-3.9.mlir;
// earlier releases refuse it: cache-policy-3.6-3.8.mlir.

// CHECK:module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT:  tt.func @f(%arg0: !tt.ptr<f32>, %arg1: !tt.ptr<f32>) {
// CHECK-NEXT:    %0 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = none, eviction_policy = evict_normal>} : !tt.ptr<f32>
// CHECK-NEXT:    %1 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = ca, eviction_policy = evict_first>} : !tt.ptr<f32>
// CHECK-NEXT:    %2 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    %3 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = cv, eviction_policy = evict_normal>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg1, %0 {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_normal>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg1, %1 {cachePolicy = #tt.cache_policy<cache_modifier = cs, eviction_policy = evict_first>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg1, %2 {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg1, %3 {cachePolicy = #tt.cache_policy<cache_modifier = none, eviction_policy = evict_normal>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %q: !tt.ptr<f32>) {
    %a = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = none, eviction_policy = evict_normal>} : !tt.ptr<f32>
    %b = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = ca, eviction_policy = evict_first>} : !tt.ptr<f32>
    %c = tt.load %p {cachePolicy = #tt.cache_policy<eviction_policy = evict_last, cache_modifier = cg>} : !tt.ptr<f32>
    %d = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = cv, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.store %q, %a {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.store %q, %b {cachePolicy = #tt.cache_policy<cache_modifier = cs, eviction_policy = evict_first>} : !tt.ptr<f32>
    tt.store %q, %c {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_last>} : !tt.ptr<f32>
    tt.store %q, %d {cachePolicy = #tt.cache_policy<cache_modifier = none, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}
