// RUN: pyopt %s --split-input-file -tritonamdgpu-convert-buffer-ops | FileCheck %s

// ttg.async_copy_global_to_local becomes amdg.buffer_load_to_local where the module's target
// (ttg.target, not arch-generation-name) is CDNA3 or CDNA4; the mask, `other` (unless they
// are constant true / zero splats), cache modifier and contiguity carry over.
// CHECK-LABEL: tt.func @async_copy(
// CHECK-NEXT: %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %1 = amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 cacheModifier = cg into %0 {contiguity = 4 : i32} : <f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %2 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %3 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @async_copy(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %o: tensor<32x64xf16, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %true = arith.constant dense<true> : tensor<32x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %t0 = ttg.async_copy_global_to_local %a, %buf mask %m other %o cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %a, %buf mask %true other %zero : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %a, %buf : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Target hip:gfx950.
// CHECK-LABEL: tt.func @async_copy_gfx950(
// CHECK-NEXT: %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %1 = amdg.buffer_load_to_local %arg0[%arg1] mask = %arg2 other = %arg3 cacheModifier = cg into %0 {contiguity = 4 : i32} : <f16>[tensor<32x64xi32, #blocked>] tensor<32x64xf16, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %2 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %3 = amdg.buffer_load_to_local %arg0[%arg1] into %0 : <f16>[tensor<32x64xi32, #blocked>]  -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @async_copy_gfx950(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %o: tensor<32x64xf16, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %true = arith.constant dense<true> : tensor<32x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %t0 = ttg.async_copy_global_to_local %a, %buf mask %m other %o cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %a, %buf mask %true other %zero : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %a, %buf : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// Target hip:gfx90a.
// CHECK-LABEL: tt.func @async_copy_gfx90a(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : tensor<32x64xi1, #blocked>
// CHECK-NEXT: %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %arg1 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
// CHECK-NEXT: %3 = ttg.async_copy_global_to_local %2, %0 mask %arg2 other %arg3 cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %4 = ttg.async_copy_global_to_local %2, %0 mask %cst_0 other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %5 = ttg.async_copy_global_to_local %2, %0 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx90a", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @async_copy_gfx90a(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %o: tensor<32x64xf16, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %true = arith.constant dense<true> : tensor<32x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %t0 = ttg.async_copy_global_to_local %a, %buf mask %m other %o cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %a, %buf mask %true other %zero : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %a, %buf : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}

// -----

// No ttg.target.
// CHECK-LABEL: tt.func @async_copy_no_target(
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
// CHECK-NEXT: %cst_0 = arith.constant dense<true> : tensor<32x64xi1, #blocked>
// CHECK-NEXT: %0 = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %arg1 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
// CHECK-NEXT: %3 = ttg.async_copy_global_to_local %2, %0 mask %arg2 other %arg3 cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %4 = ttg.async_copy_global_to_local %2, %0 mask %cst_0 other %cst : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: %5 = ttg.async_copy_global_to_local %2, %0 : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @async_copy_no_target(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %off: tensor<32x64xi32, #blocked>, %m: tensor<32x64xi1, #blocked>, %o: tensor<32x64xf16, #blocked>) {
    %zero = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %true = arith.constant dense<true> : tensor<32x64xi1, #blocked>
    %buf = ttg.local_alloc : () -> !ttg.memdesc<32x64xf16, #shared, #smem, mutable>
    %p = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %a = tt.addptr %p, %off : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %t0 = ttg.async_copy_global_to_local %a, %buf mask %m other %o cacheModifier = cg {contiguity = 4 : i32} : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t1 = ttg.async_copy_global_to_local %a, %buf mask %true other %zero : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    %t2 = ttg.async_copy_global_to_local %a, %buf : tensor<32x64x!tt.ptr<f16>, #blocked> -> <32x64xf16, #shared, #smem, mutable>
    tt.return
  }
}
