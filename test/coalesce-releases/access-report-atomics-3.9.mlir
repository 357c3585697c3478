// RUN: pyopt --triton-version=3.9 %s -access-report=format=remarks -o /dev/null 2>&1 | filecheck %s
// -access-report under Triton 3.9 costs tt.atomic_load and tt.atomic_store (triton-lang/triton#11591)
// as the 3.9.0 wheel's NVIDIA lowering issues them (its convert-triton-gpu-to-llvm on this input, sm_90):
// a tensor one as a plain vector access, ld.relaxed.gpu.global.v4.b32 / st.relaxed.gpu.global.v4.b32
// for four f32 a thread (plus a fence for acquire/release), on the non-redundant threads; a scalar
// atomic load by one thread, its result broadcast through shared memory (broadcastScalarAtomicResult).
// The sector counts follow from those accesses under the report's model.

// CHECK: access-report-atomics-3.9.mlir:18:10: remark: access-report: atomic load, vector 4 x f32 (128 bits; pointer alignment 4, 128-bit cap 4), 1 instruction(s) per thread, 1 request(s) per warp (4 in all), 16.00 sectors and 4.00 lines per request (64 sectors, 16 lines in all), efficiency 100.0%
// CHECK: access-report-atomics-3.9.mlir:21:5: remark: access-report: atomic store, vector 4 x f32 (128 bits; pointer alignment 4, 128-bit cap 4), 1 instruction(s) per thread, 1 request(s) per warp (4 in all), 16.00 sectors and 4.00 lines per request (64 sectors, 16 lines in all), efficiency 100.0%
// CHECK: access-report-atomics-3.9.mlir:22:10: remark: access-report: atomic load, vector 1 x f32 (32 bits; scalar), 1 instruction(s) per thread, 0-1 request(s) per warp (1 in all), 1.00 sectors and 1.00 lines per request (1 sectors, 1 lines in all), efficiency 12.5% [scalar atomic load: issued by thread 0 alone]
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    %3 = tt.atomic_load acquire, gpu, %2 : (tensor<512x!tt.ptr<f32>, #blocked>) -> tensor<512xf32, #blocked>
    %4 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #blocked>
    %5 = tt.addptr %4, %0 : tensor<512x!tt.ptr<f32>, #blocked>, tensor<512xi32, #blocked>
    tt.atomic_store release, gpu, %5, %3 : tensor<512x!tt.ptr<f32>, #blocked>
    %6 = tt.atomic_load relaxed, gpu, %arg0 : (!tt.ptr<f32>) -> f32
    tt.return
  }
}
