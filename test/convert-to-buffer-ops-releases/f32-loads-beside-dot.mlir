// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V39

// Up to Triton 3.6 an f32 tt.load in a function that holds a tt.dot stays a tt.load
// (toDodgeBug, an LLVM backend bug's workaround); from 3.7.1 it becomes a buffer load like
// any other (the 3.7.1 wheel has no toDodgeBug; the upstream PR was not identified).  The f16
// load and the stores beside it, and an f32 load in a function without a dot, convert in
// every release.  Input of pyopt's own; CHECK lines from the 3.6.0, 3.7.1 and 3.9.0 wheels
// (tools/oracle.py run FILE -p 'convert-to-buffer-ops{arch-generation-name=gfx942}').

// V36-LABEL: tt.func public @f32_beside_dot(
// V36: %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #blocked1>
// V36: amdg.buffer_store %3, %arg0[%0] : tensor<1024xf32, #blocked1>
// V36: %4 = amdg.buffer_load %arg1[%0] : tensor<1024xf16, #blocked1>
// V36: amdg.buffer_store %4, %arg1[%0] : tensor<1024xf16, #blocked1>
// V36-LABEL: tt.func public @f32_alone(
// V36: %1 = amdg.buffer_load %arg0[%0] : tensor<1024xf32, #blocked1>
// V36: amdg.buffer_store %1, %arg0[%0] : tensor<1024xf32, #blocked1>

// V37-LABEL: tt.func public @f32_beside_dot(
// V37-NOT: tt.load
// V37: %1 = amdg.buffer_load %arg0[%0] {contiguity = 4 : i32} : tensor<1024xf32, #blocked1>
// V37: amdg.buffer_store %1, %arg0[%0] {contiguity = 4 : i32} : tensor<1024xf32, #blocked1>
// V37: %2 = amdg.buffer_load %arg1[%0] {contiguity = 4 : i32} : tensor<1024xf16, #blocked1>
// V37: amdg.buffer_store %2, %arg1[%0] {contiguity = 4 : i32} : tensor<1024xf16, #blocked1>
// V37-LABEL: tt.func public @f32_alone(
// V37-NOT: tt.load
// V37: %1 = amdg.buffer_load %arg0[%0] {contiguity = 4 : i32} : tensor<1024xf32, #blocked1>
// V37: amdg.buffer_store %1, %arg0[%0] {contiguity = 4 : i32} : tensor<1024xf32, #blocked1>

// V39-LABEL: tt.func public @f32_beside_dot(
// V39: %1 = amdg.buffer_load %arg0[%0] {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<1024xf32, #blocked1>
// V39: amdg.buffer_store %1, %arg0[%0] {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<1024xf32, #blocked1>
// V39: %2 = amdg.buffer_load %arg1[%0] {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<1024xf16, #blocked1>
// V39: amdg.buffer_store %2, %arg1[%0] {contiguity = 4 : i32} : !tt.ptr<f16> -> tensor<1024xf16, #blocked1>
// V39-LABEL: tt.func public @f32_alone(
// V39: %1 = amdg.buffer_load %arg0[%0] {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<1024xf32, #blocked1>
// V39: amdg.buffer_store %1, %arg0[%0] {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<1024xf32, #blocked1>

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @f32_beside_dot(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %q: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %a: tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>, %b: tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>, %c: tensor<32x32xf32, #blocked>) -> tensor<32x32xf32, #blocked> {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #b1>, tensor<1024xi32, #b1>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #b1>
    tt.store %2, %3 : tensor<1024x!tt.ptr<f32>, #b1>
    %4 = tt.splat %q : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #b1>
    %5 = tt.addptr %4, %0 : tensor<1024x!tt.ptr<f16>, #b1>, tensor<1024xi32, #b1>
    %6 = tt.load %5 : tensor<1024x!tt.ptr<f16>, #b1>
    tt.store %5, %6 : tensor<1024x!tt.ptr<f16>, #b1>
    %7 = tt.dot %a, %b, %c : tensor<32x32xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<32x32xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<32x32xf32, #blocked>
    tt.return %7 : tensor<32x32xf32, #blocked>
  }
  tt.func public @f32_alone(%p: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #b1>, tensor<1024xi32, #b1>
    %3 = tt.load %2 : tensor<1024x!tt.ptr<f32>, #b1>
    tt.store %2, %3 : tensor<1024x!tt.ptr<f32>, #b1>
    tt.return
  }
}
