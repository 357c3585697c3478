// LLVM's debug output: --debug-only=TYPE writes a pass's LDBG lines as Triton
// does under TRITON_LLVM_DEBUG_ONLY=TYPE (test_instrument.py compares them
// with real Triton on corpus kernels).

// RUN: pyopt %s -coalesce --debug-only=tritongpu-coalesce -o %t 2>&1 | filecheck %s
// CHECK:      [tritongpu-coalesce]: Considering op: %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT: [tritongpu-coalesce]: axis info of pointer: contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>
// CHECK-NEXT: [tritongpu-coalesce]: order=[0]
// CHECK-NEXT: [tritongpu-coalesce]: multi-root-slice: insert to memAccessesSameOrder tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// CHECK-NEXT: [tritongpu-coalesce]: shapePerCTA=[128]
// CHECK-NEXT: [tritongpu-coalesce]: perThread for op: 4
// CHECK-NEXT: [tritongpu-coalesce]: perThread for opSameOrder: 4
// CHECK-NEXT: [tritongpu-coalesce]: perThread: 1
// CHECK-NEXT: [tritongpu-coalesce]: Considering op: tt.store

// Several types, comma-separated; --debug turns on every type.
// RUN: pyopt %s -coalesce --debug-only=tritongpu-coalesce,ttg-utility -o %t 2>&1 | filecheck %s --check-prefix=UTIL
// RUN: pyopt %s -coalesce --debug -o %t 2>&1 | filecheck %s --check-prefix=UTIL
// UTIL:      [tritongpu-coalesce]: shapePerCTA=[128]
// UTIL-NEXT: [ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 128, alignment: 4
// UTIL-NEXT: [tritongpu-coalesce]: perThread for op: 4
// UTIL-NEXT: [ttg-utility]: elemNumBytes: 4, divisibility: 16, contig: 128, alignment: 4
// UTIL-NEXT: [tritongpu-coalesce]: perThread for opSameOrder: 4
// Another type: no log lines, one warning saying pyopt logs nothing under it
// (LLVM and Triton accept any name silently; test/unit/test_debuglog.py).
// RUN: pyopt %s -coalesce --debug-only=some-other-type -o %t 2>&1 | filecheck %s --check-prefix=OFF
// OFF:      pyopt: warning: --debug-only: unknown debug type 'some-other-type' (neither Triton 3.6.0's nor pyopt's); pyopt emits tritonamdgpu-canonicalize-pointers, tritonamdgpu-convert-buffer-ops, tritongpu-coalesce, tritongpu-remove-layout-conversions, ttg-utility
// OFF-NOT: {{.}}
// RUN: pyopt %s -coalesce --debug-only=tritongpu-prefetch -o %t 2>&1 | filecheck %s --check-prefix=PREFETCH
// PREFETCH:      pyopt: warning: --debug-only: pyopt does not emit Triton's debug type 'tritongpu-prefetch'; pyopt emits {{.*}}, ttg-utility
// PREFETCH-NOT: {{.}}

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @kernel(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
