module {
  tt.func public @matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<32> : tensor<64x32xi32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    %4 = tt.splat %2 : i32 -> tensor<64xi32>
    %5 = arith.addi %4, %3 : tensor<64xi32>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<64xi32>
    %8 = arith.addi %7, %3 : tensor<64xi32>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<64xi32> -> tensor<64x1xi32>
    %11 = tt.splat %arg6 : i32 -> tensor<64x1xi32>
    %12 = arith.muli %10, %11 : tensor<64x1xi32>
    %13 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %14 = tt.addptr %13, %12 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %15 = tt.expand_dims %9 {axis = 0 : i32} : tensor<32xi32> -> tensor<1x32xi32>
    %16 = tt.broadcast %14 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x32x!tt.ptr<f16>>
    %17 = tt.broadcast %15 : tensor<1x32xi32> -> tensor<64x32xi32>
    %18 = tt.addptr %16, %17 : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
    %19 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    %20 = tt.splat %arg7 : i32 -> tensor<32x1xi32>
    %21 = arith.muli %19, %20 : tensor<32x1xi32>
    %22 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>>
    %23 = tt.addptr %22, %21 : tensor<32x1x!tt.ptr<f16>>, tensor<32x1xi32>
    %24 = tt.expand_dims %8 {axis = 0 : i32} : tensor<64xi32> -> tensor<1x64xi32>
    %25 = tt.broadcast %23 : tensor<32x1x!tt.ptr<f16>> -> tensor<32x64x!tt.ptr<f16>>
    %26 = tt.broadcast %24 : tensor<1x64xi32> -> tensor<32x64xi32>
    %27 = tt.addptr %25, %26 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
    %28:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg10 = %18, %arg11 = %27, %arg12 = %cst_0) -> (tensor<64x32x!tt.ptr<f16>>, tensor<32x64x!tt.ptr<f16>>, tensor<64x64xf32>)  : i32 {
      %37 = tt.load %arg10 : tensor<64x32x!tt.ptr<f16>>
      %38 = tt.load %arg11 : tensor<32x64x!tt.ptr<f16>>
      %39 = tt.dot %37, %38, %arg12, inputPrecision = tf32 : tensor<64x32xf16> * tensor<32x64xf16> -> tensor<64x64xf32>
      %40 = tt.addptr %arg10, %cst : tensor<64x32x!tt.ptr<f16>>, tensor<64x32xi32>
      %41 = arith.muli %arg7, %c32_i32 : i32
      %42 = tt.splat %41 : i32 -> tensor<32x64xi32>
      %43 = tt.addptr %arg11, %42 : tensor<32x64x!tt.ptr<f16>>, tensor<32x64xi32>
      scf.yield %40, %43, %39 : tensor<64x32x!tt.ptr<f16>>, tensor<32x64x!tt.ptr<f16>>, tensor<64x64xf32>
    }
    %29 = tt.splat %arg8 : i32 -> tensor<64x1xi32>
    %30 = arith.muli %10, %29 : tensor<64x1xi32>
    %31 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f16>>, tensor<64x1xi32>
    %33 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f16>> -> tensor<64x64x!tt.ptr<f16>>
    %34 = tt.broadcast %24 : tensor<1x64xi32> -> tensor<64x64xi32>
    %35 = tt.addptr %33, %34 : tensor<64x64x!tt.ptr<f16>>, tensor<64x64xi32>
    %36 = arith.truncf %28#2 : tensor<64x64xf32> to tensor<64x64xf16>
    tt.store %35, %36 : tensor<64x64x!tt.ptr<f16>>
    tt.return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(any(convert-triton-to-tritongpu{enable-source-remat=false num-ctas=1 num-warps=4 target=cuda:90 threads-per-warp=32},tritongpu-coalesce,tritongpu-F32DotTC{emu-tf32=true},triton-nvidia-gpu-plan-cta,tritongpu-remove-layout-conversions,tritongpu-optimize-thread-locality,tritongpu-accelerate-matmul,tritongpu-remove-layout-conversions,tritongpu-optimize-dot-operands{hoist-layout-conversion=true},triton-nvidia-optimize-descriptor-encoding,triton-loop-aware-cse,tritongpu-fuse-nested-loops,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},triton-licm,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritongpu-combine-tensor-select-and-if,nvgpu-warp-specialization{dump-intermediate-steps=false num-stages=3},tritongpu-assign-latencies{num-stages=3},tritongpu-schedule-loops,tritongpu-pipeline{dump-intermediate-steps=false num-stages=3},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},triton-loop-aware-cse,tritongpu-prefetch,tritongpu-optimize-dot-operands{hoist-layout-conversion=true},tritongpu-coalesce-async-copy,triton-nvidia-optimize-tmem-layouts,triton-nvidia-tma-lowering,tritongpu-remove-layout-conversions,triton-nvidia-interleave-tmem,tritongpu-reduce-data-duplication,tritongpu-reorder-instructions,triton-loop-aware-cse,symbol-dce,triton-nvidia-gpu-fence-insertion{compute-capability=90},triton-nvidia-mma-lowering,sccp,cse,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}))",
      disable_threading: false,
      verify_each: false
    }
  }
#-}
