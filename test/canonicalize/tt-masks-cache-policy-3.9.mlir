// A load or store rebuilt by the mask canonicalization keeps Triton 3.9's `cachePolicy`
// (StoreOp::build(ptr, value, cachePolicy); the load keeps isVolatile too), as it keeps `cache`
// and `evict` up to 3.8; discardable attributes go.  Expected output: the Triton 3.9.0 wheel on
// this input (tools/oracle.py run FILE --pass=canonicalize), byte for byte.

// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --match-full-lines --strict-whitespace

module {
  tt.func @ls(%p: !tt.ptr<f32>, %v: f32, %tp: tensor<4x!tt.ptr<f32>>, %tv: tensor<4xf32>) -> (f32, tensor<4xf32>) {
    %true = arith.constant true
    %ts = arith.constant dense<true> : tensor<4xi1>
    %a = tt.load %p, %true {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>, isVolatile = true} : !tt.ptr<f32>
    %d = tt.load %tp, %ts {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : tensor<4x!tt.ptr<f32>>
    tt.store %p, %v, %true {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
    tt.store %tp, %tv, %ts {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_first>, foo = 1 : i32} : tensor<4x!tt.ptr<f32>>
    tt.return %a, %d : f32, tensor<4xf32>
  }
}

// CHECK:module {
// CHECK-NEXT:  tt.func @ls(%arg0: !tt.ptr<f32>, %arg1: f32, %arg2: tensor<4x!tt.ptr<f32>>, %arg3: tensor<4xf32>) -> (f32, tensor<4xf32>) {
// CHECK-NEXT:    %0 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>, isVolatile = true} : !tt.ptr<f32>
// CHECK-NEXT:    %1 = tt.load %arg2 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT:    tt.store %arg0, %arg1 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg2, %arg3 {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_first>} : tensor<4x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return %0, %1 : f32, tensor<4xf32>
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-EMPTY:
