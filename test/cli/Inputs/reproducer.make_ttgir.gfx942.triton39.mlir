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
    %13 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %14 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %15 = arith.muli %13, %14 : tensor<64x1xi32, #blocked4>
    %16 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %17 = tt.addptr %16, %15 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %18 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %19 = tt.expand_dims %18 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %20 = ttg.convert_layout %19 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked>
    %21 = tt.broadcast %17 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked4>
    %22 = ttg.convert_layout %21 : tensor<64x32x!tt.ptr<f16>, #blocked4> -> tensor<64x32x!tt.ptr<f16>, #blocked>
    %23 = tt.broadcast %20 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %24 = tt.addptr %22, %23 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
    %25 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %26 = tt.expand_dims %25 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %27 = ttg.convert_layout %26 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %28 = tt.splat %arg7 : i32 -> tensor<32x1xi32, #blocked4>
    %29 = arith.muli %27, %28 : tensor<32x1xi32, #blocked4>
    %30 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %31 = tt.addptr %30, %29 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %32 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %33 = tt.expand_dims %32 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %34 = ttg.convert_layout %33 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked1>
    %35 = ttg.convert_layout %33 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked1>
    %36 = tt.broadcast %31 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %37 = ttg.convert_layout %36 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %38 = tt.broadcast %35 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %39 = tt.addptr %37, %38 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %40 = arith.muli %arg7, %c32_i32 : i32
    %41 = tt.splat %40 : i32 -> tensor<32x64xi32, #blocked1>
    %42:3 = scf.for %arg9 = %c0_i32 to %arg5 step %c32_i32 iter_args(%arg10 = %24, %arg11 = %39, %arg12 = %cst_0) -> (tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xf32, #blocked1>)  : i32 {
      %52 = tt.load %arg10 : tensor<64x32x!tt.ptr<f16>, #blocked>
      %53 = tt.load %arg11 : tensor<32x64x!tt.ptr<f16>, #blocked1>
      %54 = ttg.convert_layout %52 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %55 = ttg.convert_layout %53 : tensor<32x64xf16, #blocked1> -> tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %56 = ttg.convert_layout %arg12 : tensor<64x64xf32, #blocked1> -> tensor<64x64xf32, #blocked6>
      %57 = tt.dot %54, %55, %56, inputPrecision = tf32 : tensor<64x32xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<32x64xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %58 = ttg.convert_layout %57 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked1>
      %59 = tt.addptr %arg10, %cst : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<64x32xi32, #blocked>
      %60 = tt.addptr %arg11, %41 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
      scf.yield %59, %60, %58 : tensor<64x32x!tt.ptr<f16>, #blocked>, tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xf32, #blocked1>
    }
    %43 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %44 = arith.muli %12, %43 : tensor<64x1xi32, #blocked4>
    %45 = tt.splat %arg2 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %46 = tt.addptr %45, %44 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %47 = tt.broadcast %46 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %48 = ttg.convert_layout %47 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %49 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %50 = tt.addptr %48, %49 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %51 = arith.truncf %42#2 : tensor<64x64xf32, #blocked1> to tensor<64x64xf16, #blocked1>
    tt.store %50, %51 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}

{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "any(tritongpu-coalesce,tritongpu-F32DotTC{emu-tf32=false},tritongpu-remove-layout-conversions{disable-remat-splitting=false},tritongpu-optimize-thread-locality,tritonamdgpu-accelerate-matmul{gfx-arch=gfx942 kPack=1 matrix-instruction-size=0},tritongpu-remove-layout-conversions{disable-remat-splitting=false},tritonamdgpu-optimize-epilogue,tritonamdgpu-optimize-dot-operands{gfx-arch=gfx942},tt.func(tritonamdgpu-hoist-layout-conversions),tt.func(tritonamdgpu-sink-layout-conversions),tritongpu-fuse-nested-loops,canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},triton-licm,canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritonamdgpu-optimize-descriptor-encoding,tritonamdgpu-schedule-loops{num_stages=3},tritonamdgpu-pipeline{use_async_copy=false use_pingpong=true},tritonamdgpu-convert-tensor-ops,canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritongpu-remove-layout-conversions{disable-remat-splitting=false},tritongpu-reduce-data-duplication,tt.func(tritonamdgpu-in-thread-transpose),tritongpu-remove-layout-conversions{disable-remat-splitting=false},tt.func(tritonamdgpu-move-up-prologue-loads),tritonamdgpu-block-pingpong{num-stages=3},tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}),canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tritonamdgpu-convert-buffer-ops{allow-buffer-atomics=true analyze-small-tensor-ofst=false gfx-arch=gfx942},tt.func(tritonamdgpu-optimize-buffer-op-ptr),tritonamdgpu-fold-true-cmpi,tt.func(tritonamdgpu-prepare-if-combining),canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},cse,symbol-dce)",
      disable_threading: false,
      verify_each: false
    }
  }
#-}
