// RUN: not pyopt %s -remove-layout-conversions 2>&1 | FileCheck %s
// TTIR (no ttg.num-warps anywhere) given to a TritonGPU pass: Triton emits
// this error on the load, then aborts; pyopt reports it and exits 1.

module {
  tt.func @ttir_load(%p: tensor<1024x!tt.ptr<f32>>) -> tensor<1024xf32> {
    // CHECK: no-warps-context.mlir:[[# @LINE + 1]]:10: error: 'tt.load' op is not contained within a context that specifies the number of warps
    %0 = tt.load %p : tensor<1024x!tt.ptr<f32>>
    tt.return %0 : tensor<1024xf32>
  }
}
