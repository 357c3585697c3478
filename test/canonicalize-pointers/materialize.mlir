// RUN: pyopt %s -canonicalize-pointers | FileCheck %s

// canonicalize-pointers: the variadic materialisations (tt.call, tt.extern_elementwise,
// tt.elementwise_inline_asm, tt.print), ttg.async_copy_global_to_local, amdg.extract_slice,
// an unused pointer argument and a function with ub.poison (left alone).
// CHECK lines: real Triton 3.6.0 (tools/lit_checks_from_triton.py).
// CHECK-LABEL: tt.func private @callee(
// CHECK-NEXT: %0 = tt.load %arg0 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return %0 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @variadic(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = tt.call @callee(%2) : (tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked>
// CHECK-NEXT: %4 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %6 = tt.extern_elementwise %5 {libname = "", libpath = "", pure = true, symbol = "ptr_fn"} : (tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked>
// CHECK-NEXT: %7 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %8 = tt.addptr %7, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: tt.print "p: " {hex = false, isSigned = array<i32: 0>} : %8 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %9 = arith.addf %3, %6 : tensor<1024xf32, #blocked>
// CHECK-NEXT: tt.return %9 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @async_copy(
// CHECK-NEXT: %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = ttg.async_copy_global_to_local %2, %arg1 : tensor<1024x!tt.ptr<f32>, #blocked> -> <1024xf32, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @extract_slice(
// CHECK-NEXT: %0 = amdg.extract_slice %arg1 [64, 0] : tensor<128x64xi32, #blocked1> to tensor<64x64xi32, #blocked1>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: %2 = tt.addptr %1, %0 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
// CHECK-NEXT: %3 = tt.load %2 : tensor<64x64x!tt.ptr<f16>, #blocked1>
// CHECK-NEXT: tt.return %3 : tensor<64x64xf16, #blocked1>
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @unused_arg(
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = tt.addptr %arg1, %c0_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: %1 = tt.load %0 : !tt.ptr<f32>
// CHECK-NEXT: %2 = tt.addptr %arg1, %c0_i32 : !tt.ptr<f32>, i32
// CHECK-NEXT: tt.store %2, %1 : !tt.ptr<f32>
// CHECK-NEXT: tt.return
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @with_poison(
// CHECK-NEXT: %0 = ub.poison : tensor<1024xi32, #blocked>
// CHECK-NEXT: %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// CHECK-NEXT: %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
// CHECK-NEXT: tt.return %3 : tensor<1024xf32, #blocked>
// CHECK-NEXT: }

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func private @callee(%p: tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked> {
    %0 = tt.load %p : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %0 : tensor<1024xf32, #blocked>
  }
  tt.func @variadic(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.call @callee(%2) : (tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked>
    %4 = tt.extern_elementwise %2 {libname = "", libpath = "", pure = true, symbol = "ptr_fn"} : (tensor<1024x!tt.ptr<f32>, #blocked>) -> tensor<1024xf32, #blocked>
    %5 = tt.elementwise_inline_asm "mov $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %2 : tensor<1024x!tt.ptr<f32>, #blocked> -> tensor<1024xi64, #blocked>
    tt.print "p: " {hex = false, isSigned = array<i32: 0>} : %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %6 = arith.addf %3, %4 : tensor<1024xf32, #blocked>
    tt.return %6 : tensor<1024xf32, #blocked>
  }
  tt.func @async_copy(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %buf: !ttg.memdesc<1024xf32, #shared, #smem, mutable>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = ttg.async_copy_global_to_local %2, %buf : tensor<1024x!tt.ptr<f32>, #blocked> -> <1024xf32, #shared, #smem, mutable>
    tt.return
  }
  tt.func @extract_slice(%arg0: !tt.ptr<f16> {tt.pointer_range = 32 : i32}, %off: tensor<128x64xi32, #blocked2>) -> tensor<64x64xf16, #blocked2> {
    %0 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<128x64x!tt.ptr<f16>, #blocked2>
    %1 = tt.addptr %0, %off : tensor<128x64x!tt.ptr<f16>, #blocked2>, tensor<128x64xi32, #blocked2>
    %2 = amdg.extract_slice %1 [64, 0] : tensor<128x64x!tt.ptr<f16>, #blocked2> to tensor<64x64x!tt.ptr<f16>, #blocked2>
    %3 = tt.load %2 : tensor<64x64x!tt.ptr<f16>, #blocked2>
    tt.return %3 : tensor<64x64xf16, #blocked2>
  }
  tt.func @unused_arg(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) {
    %0 = tt.load %arg1 : !tt.ptr<f32>
    tt.store %arg1, %0 : !tt.ptr<f32>
    tt.return
  }
  tt.func @with_poison(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}) -> tensor<1024xf32, #blocked> {
    %0 = ub.poison : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return %3 : tensor<1024xf32, #blocked>
  }
}
