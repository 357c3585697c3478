// RUN: not pyopt --triton-version=3.6 %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// RUN: not pyopt --triton-version=3.7 %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// RUN: not pyopt --triton-version=3.8 %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// Before 3.9 Triton's tt dialect registers no attribute: any #tt.* attribute is the error
// Triton 3.6.0, 3.7.1 and 3.8.0 report (triton._C.libtriton.ir.parse_mlir_module in each
// venv: same message and column); #ttng.cache_policy is their ttng's "unknown attribute".
// The note naming the release that has the attribute is pyopt's.

// CHECK: cache-policy-3.6-3.8.mlir:[[# @LINE + 6]]:40: error: dialect 'tt' provides no attribute parsing hook
// CHECK-NEXT: {{.*}}cachePolicy = #tt.cache_policy
// CHECK-NEXT: ^
// CHECK-NEXT: cache-policy-3.6-3.8.mlir:[[# @LINE + 3]]:40: note: '#tt.cache_policy' is a Triton 3.9 attribute: --triton-version=3.9
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = cg, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-3.6-3.8.mlir:[[# @LINE + 6]]:40: error: dialect 'tt' provides no attribute parsing hook
// CHECK-NEXT: {{.*}}cachePolicy = #tt.foo
// CHECK-NEXT: ^
// CHECK-NOT: note
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.foo<x = 1>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-3.6-3.8.mlir:[[# @LINE + 6]]:42: error: unknown attribute `cache_policy` in dialect `ttng`
// CHECK-NEXT: {{.*}}cachePolicy = #ttng.cache_policy
// CHECK-NEXT: ^
// CHECK-NEXT: cache-policy-3.6-3.8.mlir:[[# @LINE + 3]]:42: note: '#ttng.cache_policy' is a Triton 3.9 attribute: --triton-version=3.9
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l1 = evict_last>} : !tt.ptr<f32>
    tt.return
  }
}
