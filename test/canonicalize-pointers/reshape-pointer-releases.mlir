// A tt.reshape of a fat pointer under -canonicalize-pointers: from Triton 3.9 the pass keeps the
// scalar base and reshapes the offset (as for tt.expand_dims); up to 3.8 no pattern converts it and
// the conversion fails. Expected output and message: the Triton 3.8.0 and 3.9.0 wheels on this input
// (tools/oracle.py run FILE --pass=canonicalize-pointers with /work/venvs/triton-3.X.0/bin/python).

// RUN: not pyopt --triton-version=3.8 %s -canonicalize-pointers 2>&1 | filecheck %s --check-prefix=T38
// T38: {{.*}}reshape-pointer-releases.mlir:19:10: error: failed to legalize operation 'tt.reshape' that was explicitly marked illegal

// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T39 --match-full-lines --strict-whitespace

#b1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @ptrreshape(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) {
    %9 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b1>
    %p = tt.addptr %arg0, %arg2 : !tt.ptr<f32>, i32
    %18 = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b1>
    %24 = tt.addptr %18, %9 : tensor<1024x!tt.ptr<f32>, #b1>, tensor<1024xi32, #b1>
    %r = tt.reshape %24 : tensor<1024x!tt.ptr<f32>, #b1> -> tensor<1x1024x!tt.ptr<f32>, #b2>
    %o = tt.splat %arg2 : i32 -> tensor<1x1024xi32, #b2>
    %r2 = tt.addptr %r, %o : tensor<1x1024x!tt.ptr<f32>, #b2>, tensor<1x1024xi32, #b2>
    %36 = tt.load %r2 : tensor<1x1024x!tt.ptr<f32>, #b2>
    %b = tt.reshape %r2 : tensor<1x1024x!tt.ptr<f32>, #b2> -> tensor<1024x!tt.ptr<f32>, #b1>
    %v = tt.reshape %36 : tensor<1x1024xf32, #b2> -> tensor<1024xf32, #b1>
    tt.store %b, %v : tensor<1024x!tt.ptr<f32>, #b1>
    tt.return
  }
}

// T39:#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// T39-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
// T39-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// T39-NEXT:  tt.func public @ptrreshape(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: i32) {
// T39-NEXT:    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// T39-NEXT:    %1 = tt.splat %arg1 : i32 -> tensor<1x1024xi32, #blocked1>
// T39-NEXT:    %2 = tt.reshape %0 : tensor<1024xi32, #blocked> -> tensor<1x1024xi32, #blocked1>
// T39-NEXT:    %3 = arith.addi %2, %1 : tensor<1x1024xi32, #blocked1>
// T39-NEXT:    %4 = arith.addi %1, %3 : tensor<1x1024xi32, #blocked1>
// T39-NEXT:    %5 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1x1024x!tt.ptr<f32>, #blocked1>
// T39-NEXT:    %6 = tt.addptr %5, %4 : tensor<1x1024x!tt.ptr<f32>, #blocked1>, tensor<1x1024xi32, #blocked1>
// T39-NEXT:    %7 = tt.load %6 : tensor<1x1024x!tt.ptr<f32>, #blocked1>
// T39-NEXT:    %8 = tt.reshape %4 : tensor<1x1024xi32, #blocked1> -> tensor<1024xi32, #blocked>
// T39-NEXT:    %9 = tt.reshape %7 : tensor<1x1024xf32, #blocked1> -> tensor<1024xf32, #blocked>
// T39-NEXT:    %10 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// T39-NEXT:    %11 = tt.addptr %10, %8 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// T39-NEXT:    tt.store %11, %9 : tensor<1024x!tt.ptr<f32>, #blocked>
// T39-NEXT:    tt.return
// T39-NEXT:  }
// T39-NEXT:}
// T39-EMPTY:
