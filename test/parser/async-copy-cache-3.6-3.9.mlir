// RUN: pyopt --triton-version=3.6 %s | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.8 %s | filecheck %s --check-prefix=OLD
// RUN: pyopt --triton-version=3.9 %s | filecheck %s --check-prefix=V39

// ttg.async_copy_global_to_local's cache attributes per release (rule "ttg.async_copy_global_to_local
// format", with tt's MEMORY_CACHE_POLICY): up to Triton 3.8 `cache` and `evict` are the op's own,
// printed as `cacheModifier = cg evictionPolicy = evict_first` (an `evict` at its default not at
// all); from 3.9 the op declares an optional cachePolicy instead, and `cache`/`evict` are plain
// dictionary attributes.  Input of pyopt's own; CHECK lines are what the 3.6.0, 3.8.0 (the same)
// and 3.9.0 wheels print (tools/oracle.py run FILE in each release's venv).

// OLD-LABEL: tt.func @cache_attrs(
// OLD-NEXT: %0 = ttg.async_copy_global_to_local %arg0, %arg2 mask %arg1 cacheModifier = cg evictionPolicy = evict_first {isVolatile = true} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// OLD-NEXT: %1 = ttg.async_copy_global_to_local %arg0, %arg2 {cachePolicy = 5 : i32, contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// OLD-NEXT: %2 = ttg.async_copy_global_to_local %arg0, %arg2 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>

// V39-LABEL: tt.func @cache_attrs(
// V39-NEXT: %0 = ttg.async_copy_global_to_local %arg0, %arg2 mask %arg1 {cache = 3 : i32, evict = 2 : i32, isVolatile = true} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V39-NEXT: %1 = ttg.async_copy_global_to_local %arg0, %arg2 {cachePolicy = 5 : i32, contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// V39-NEXT: %2 = ttg.async_copy_global_to_local %arg0, %arg2 {evict = 1 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @cache_attrs(%p: tensor<32x64x!tt.ptr<f16>, #blocked>, %m: tensor<32x64xi1, #blocked>, %d: !ttg.memdesc<32x64xf16, #shared, #smem, mutable>) {
    %0 = ttg.async_copy_global_to_local %p, %d mask %m {cache = 3 : i32, evict = 2 : i32, isVolatile = true} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %1 = ttg.async_copy_global_to_local %p, %d {cachePolicy = 5 : i32, contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %2 = ttg.async_copy_global_to_local %p, %d {evict = 1 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
