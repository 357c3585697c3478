// RUN: pyopt --triton-version=3.9 %s | filecheck %s --strict-whitespace --match-full-lines
// Triton 3.9's tt.load, tt.store and tt.descriptor_load: `cachePolicy` (a declared optional
// attribute, in the attribute dictionary) replaced `cacheModifier = ...`/`evictionPolicy = ...`;
// `cache`/`evict` are discardable attributes there.  The CHECK lines are what Triton 3.9.0
// prints for this input (triton._C.libtriton.ir.parse_mlir_module with the nvidia dialects
// loaded, in the 3.9.0 venv).  3.8's form under 3.9 and the verifier's messages:
// memory-ops-cache-policy-errors-3.9.mlir; the 3.6-3.8 forms: roundtrip-tt.mlir.

// CHECK:module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT:  tt.func @f(%arg0: !tt.ptr<f32>, %arg1: f32, %arg2: !tt.tensordesc<64x64xf16>, %arg3: i32, %arg4: tensor<64x64xf16>) {
// CHECK-NEXT:    %0 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    %1 = tt.load %arg0 {cachePolicy = #ttng.cache_policy<l1 = evict_last, l2_prefetch_size = 64 : i32>} : !tt.ptr<f32>
// CHECK-NEXT:    %2 = tt.load %arg0 {cache = 2 : i32, evict = 3 : i32} : !tt.ptr<f32>
// CHECK-NEXT:    %3 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    %4 = tt.load %arg0 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>, isVolatile = true} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg0, %arg1 {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg0, %arg1 {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_first>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg0, %arg1 {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : !tt.ptr<f32>
// CHECK-NEXT:    tt.store %arg0, %arg1 {cache = 2 : i32} : !tt.ptr<f32>
// CHECK-NEXT:    %5 = tt.descriptor_load %arg2[%arg3, %arg3] {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT:    %6 = tt.descriptor_load %arg2[%arg3, %arg3] {cachePolicy = 1 : i32} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT:    %7 = tt.descriptor_load %arg2[%arg3, %arg3] {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_last>} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT:    %8 = tt.descriptor_load %arg2[%arg3, %arg3] {cache = 2 : i32} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT:    %9 = tt.descriptor_load %arg2[%arg3, %arg3] {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    %a0 = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
    %a1 = tt.load %p {cachePolicy = #ttng.cache_policy<l1 = evict_last, l2_prefetch_size = 64 : i32>} : !tt.ptr<f32>
    %a2 = tt.load %p {cache = 2 : i32, evict = 3 : i32} : !tt.ptr<f32>
    %a3 = "tt.load"(%p) <{cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!tt.ptr<f32>) -> f32
    %a4 = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>, isVolatile = true} : !tt.ptr<f32>
    tt.store %p, %x {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.ptr<f32>
    tt.store %p, %x {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_first>} : !tt.ptr<f32>
    tt.store %p, %x {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : !tt.ptr<f32>
    tt.store %p, %x {cache = 2 : i32} : !tt.ptr<f32>
    %a9 = tt.descriptor_load %d[%i, %i] {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
    %a10 = tt.descriptor_load %d[%i, %i] {cachePolicy = 1 : i32} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
    %a11 = tt.descriptor_load %d[%i, %i] {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_last>} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
    %a12 = tt.descriptor_load %d[%i, %i] {cache = 2 : i32} : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
    %a13 = "tt.descriptor_load"(%d, %i, %i) <{cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_last>}> : (!tt.tensordesc<64x64xf16>, i32, i32) -> tensor<64x64xf16>
    tt.return
  }
}
