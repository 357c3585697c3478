#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<32> : tensor<64x32xi32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %4 = tt.splat %2 : i32 -> tensor<64xi32, #blocked2>
    %5 = arith.addi %4, %3 : tensor<64xi32, #blocked2>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<64xi32, #blocked2>
    %8 = arith.addi %7, %3 : tensor<64xi32, #blocked2>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %10 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %12 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %13 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %14 = arith.muli %12, %13 : tensor<64x1xi32, #blocked4>
    %15 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %16 = tt.addptr %15, %14 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %17 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %18 = tt.expand_dims %17 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %19 = ttg.convert_layout %18 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked>
    %20 = tt.broadcast %16 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
    %21 = ttg.convert_layout %20 : tensor<64x32x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %22 = tt.broadcast %19 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %23 = tt.addptr %21, %22 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %24 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %25 = tt.expand_dims %24 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %26 = ttg.convert_layout %25 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %27 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked4>
    %28 = arith.muli %26, %27 : tensor<32x1xi32, #blocked4>
    %29 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %30 = tt.addptr %29, %28 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %31 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %32 = tt.expand_dims %31 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %33 = ttg.convert_layout %32 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked1>
    %34 = tt.broadcast %30 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %35 = ttg.convert_layout %34 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %36 = tt.broadcast %33 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %37 = tt.addptr %35, %36 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %38 = arith.muli %arg7, %c32_i32 : i32
    %39 = tt.splat %38 : i32 -> tensor<32x64xi32, #blocked1>
    %40:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg10 = %23, %arg11 = %37, %arg12 = %cst_0) -> (tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xf32, #blocked1>)  : i32 {
      %50 = tt.load %arg10 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %51 = tt.load %arg11 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %52 = ttg.convert_layout %50 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %53 = ttg.convert_layout %51 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %54 = ttg.convert_layout %arg12 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked6>
      %55 = tt.dot %52, %53, %54, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %56 = ttg.convert_layout %55 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked1>
      %57 = tt.addptr %arg10, %cst : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %58 = tt.addptr %arg11, %39 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      scf.yield %57, %58, %56 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xf32, #blocked1>
    }
    %41 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %42 = arith.muli %12, %41 : tensor<64x1xi32, #blocked4>
    %43 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %44 = tt.addptr %43, %42 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %45 = tt.broadcast %44 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %46 = ttg.convert_layout %45 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %47 = tt.broadcast %33 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %48 = tt.addptr %46, %47 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %49 = arith.truncf %40#2 : tensor<64x64xf32, #blocked1> to tensor<64x64xf16, #blocked1>
    tt.store %48, %49 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(any(tritongpu-coalesce,tritongpu-F32DotTC{emu-tf32=false},tritongpu-remove-layout-conversions,tritongpu-optimize-thread-locality,tritonamdgpu-accelerate-matmul{arch-generation-name=gfx942 kPack=1 matrix-instruction-size=0},tritongpu-remove-layout-conversions,tritonamdgpu-optimize-epilogue,tritonamdgpu-optimize-dot-operands{arch-generation-name=gfx942},tt.func(tritonamdgpu-hoist-layout-conversions),tritongpu-fuse-nested-loops,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},triton-licm,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritonamdgpu-schedule-loops{num_stages=3},tritonamdgpu-pipeline{use_async_copy=false use_pingpong=true},canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritongpu-remove-layout-conversions,tritongpu-reduce-data-duplication,tt.func(tritonamdgpu-in-thread-transpose),tritongpu-remove-layout-conversions,tritonamdgpu-reorder-instructions,tritonamdgpu-block-pingpong{num-stages=3},tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}),canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritonamdgpu-convert-buffer-ops{allow-buffer-atomics=true analyze-small-tensor-ofst=false arch-generation-name=gfx942},tritonamdgpu-fold-true-cmpi,canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,symbol-dce))",
      disable_threading: false,
      verify_each: false
    }
  }
#-}
