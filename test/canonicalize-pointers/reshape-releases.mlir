// tt.reshape under -canonicalize-pointers. From Triton 3.9 the pass decomposes an offset through a
// reshape as through tt.expand_dims (its source's uniform part goes into the scalar offset, the rest
// is reshaped with the original result type and its allow_reorder/efficient_layout, discardable
// attributes dropped); up to 3.8 a reshape is an opaque offset. 3.9's frontend writes expand_dims as
// tt.reshape (likely triton-lang/triton#10797; the pass's own change was not found), which made the 3.9.0 corpus's desc_* kernels on gfx942/950
// differ (105/113 before). Expected outputs: the Triton 3.8.0 and 3.9.0 wheels on this input
// (tools/oracle.py run FILE --pass=canonicalize-pointers with /work/venvs/triton-3.X.0/bin/python), byte for byte.

// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers | filecheck %s --check-prefix=T39 --match-full-lines --strict-whitespace

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#b1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @squeeze(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) {
    %s = arith.extsi %arg2 : i32 to i64
    %8 = tt.splat %s : i64 -> tensor<1x1024xi64, #b2>
    %9 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b1>
    %11 = arith.extsi %9 : tensor<1024xi32, #b1> to tensor<1024xi64, #b1>
    %r = tt.reshape %11 allow_reorder : tensor<1024xi64, #b1> -> tensor<1x1024xi64, #b2>
    %13 = arith.addi %8, %r : tensor<1x1024xi64, #b2>
    %14 = tt.reshape %13 efficient_layout {foo = 1 : i32} : tensor<1x1024xi64, #b2> -> tensor<1024xi64, #b1>
    %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b1>
    %24 = tt.addptr %18, %14 : tensor<1024x!tt.ptr<f32>, #b1>, tensor<1024xi64, #b1>
    %36 = tt.load %24 : tensor<1024x!tt.ptr<f32>, #b1>
    tt.store %24, %36 : tensor<1024x!tt.ptr<f32>, #b1>
    tt.return
  }
}

// T38:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
// T38-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// T38-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// T38-NEXT:  tt.func public @squeeze(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: i32) {
// T38-NEXT:    %0 = arith.extsi %arg1 : i32 to i64
// T38-NEXT:    %1 = tt.splat %0 : i64 -> tensor<1x1024xi64, #blocked>
// T38-NEXT:    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked1>
// T38-NEXT:    %3 = arith.extsi %2 : tensor<1024xi32, #blocked1> to tensor<1024xi64, #blocked1>
// T38-NEXT:    %4 = tt.reshape %3 allow_reorder : tensor<1024xi64, #blocked1> -> tensor<1x1024xi64, #blocked>
// T38-NEXT:    %5 = arith.addi %1, %4 : tensor<1x1024xi64, #blocked>
// T38-NEXT:    %6 = tt.reshape %5 efficient_layout {foo = 1 : i32} : tensor<1x1024xi64, #blocked> -> tensor<1024xi64, #blocked1>
// T38-NEXT:    %7 = arith.trunci %6 : tensor<1024xi64, #blocked1> to tensor<1024xi32, #blocked1>
// T38-NEXT:    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// T38-NEXT:    %9 = tt.addptr %8, %7 : tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xi32, #blocked1>
// T38-NEXT:    %10 = tt.load %9 : tensor<1024x!tt.ptr<f32>, #blocked1>
// T38-NEXT:    %11 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked1>
// T38-NEXT:    %12 = tt.addptr %11, %7 : tensor<1024x!tt.ptr<f32>, #blocked1>, tensor<1024xi32, #blocked1>
// T38-NEXT:    tt.store %12, %10 : tensor<1024x!tt.ptr<f32>, #blocked1>
// T38-NEXT:    tt.return
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:

// T39:#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
// T39-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
// T39-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// T39-NEXT:  tt.func public @squeeze(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: i32) {
// T39-NEXT:    %0 = arith.extsi %arg1 : i32 to i64
// T39-NEXT:    %1 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
// T39-NEXT:    %2 = arith.extsi %1 : tensor<1024xi32, #blocked> to tensor<1024xi64, #blocked>
// T39-NEXT:    %3 = tt.reshape %2 allow_reorder : tensor<1024xi64, #blocked> -> tensor<1x1024xi64, #blocked1>
// T39-NEXT:    %4 = tt.reshape %3 efficient_layout : tensor<1x1024xi64, #blocked1> -> tensor<1024xi64, #blocked>
// T39-NEXT:    %5 = tt.splat %0 : i64 -> tensor<1024xi64, #blocked>
// T39-NEXT:    %6 = arith.addi %5, %4 : tensor<1024xi64, #blocked>
// T39-NEXT:    %7 = arith.trunci %6 : tensor<1024xi64, #blocked> to tensor<1024xi32, #blocked>
// T39-NEXT:    %8 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// T39-NEXT:    %9 = tt.addptr %8, %7 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// T39-NEXT:    %10 = tt.load %9 : tensor<1024x!tt.ptr<f32>, #blocked>
// T39-NEXT:    %11 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
// T39-NEXT:    %12 = tt.addptr %11, %7 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
// T39-NEXT:    tt.store %12, %10 : tensor<1024x!tt.ptr<f32>, #blocked>
// T39-NEXT:    tt.return
// T39-NEXT:  }
// T39-NEXT:}
// T39-EMPTY:
