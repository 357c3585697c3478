// RUN: pyopt --triton-version=3.7 %s --split-input-file -coalesce | filecheck %s --check-prefix=V37
// RUN: not pyopt --triton-version=3.8 %s --split-input-file -coalesce 2>&1 | filecheck %s --check-prefix=V38
// Triton 3.8's atomic cap (triton-lang/triton#10059) reads the compute capability of a cuda target
// for an fadd on floats other than f64 (getNVIDIAComputeCapability); a target whose capability is
// not an integer ("cuda:90a") fails its assertion "invalid compute capability string in target
// attribute" and the 3.8.0 wheel aborts: pyopt reports that as an error at the atomic.  Other
// atomics decide before reading it (an integer RMW is 1 a thread), and 3.7 never reads it.
// Compared with the 3.7.1 and 3.8.0 wheels (tools/oracle.py run FILE --pass=coalesce).

// V37: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// V38: atomic-width-errors.mlir:[[# @LINE + 7]]:10: error: invalid compute capability string in target attribute
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90a", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %v: tensor<1024xf32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw fadd, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xf32, #blocked>) -> tensor<1024xf32, #blocked>
    tt.return
  }
}

// -----

// V37: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// V38-NOT: error
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90a", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %v: tensor<1024xi32, #blocked>) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<i32> -> tensor<1024x!tt.ptr<i32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>
    %3 = tt.atomic_rmw add, acq_rel, gpu, %2, %v : (tensor<1024x!tt.ptr<i32>, #blocked>, tensor<1024xi32, #blocked>) -> tensor<1024xi32, #blocked>
    tt.return
  }
}
