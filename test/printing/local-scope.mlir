// --mlir-print-local-scope: attributes, types and locations inline, no alias definitions.
// CHECK lines: real MLIR's output (Triton 3.6.0 under this option).
// RUN: pyopt %s --mlir-print-local-scope | filecheck %s
// RUN: pyopt %s --mlir-print-local-scope --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | filecheck %s --check-prefix=LOC
// CHECK-NOT: #blocked =
// CHECK: module attributes {"ttg.num-warps" = 4 : i32} {
// CHECK-NEXT: tt.func public @k(%arg0: !tt.ptr<f32>) {
// CHECK-NEXT: %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// LOC-NOT: #loc
// LOC: tt.func public @k(%X: !tt.ptr<f32> loc("X"("k.py":3:0))) {
// LOC-NEXT: %X_0 = tt.splat %X : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> loc(callsite("X"("k.py":3:0) at "k.py":4:2))
// LOC-NEXT: tt.return loc(unknown)
// LOC-NEXT: } loc("k.py":3:0)
// LOC-NEXT: } loc("k.py":3:0){{$}}
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#loc = loc("k.py":3:0)
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func public @k(%X: !tt.ptr<f32> loc("X"(#loc))) {
    %0 = tt.splat %X : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked> loc(#loc2)
    tt.return loc(#loc1)
  } loc(#loc)
} loc(#loc)
#loc1 = loc(unknown)
#loc2 = loc(callsite("X"(#loc) at "k.py":4:2))
