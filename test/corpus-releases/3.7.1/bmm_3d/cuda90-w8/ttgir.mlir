#blocked = #ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [1, 8, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1, 8], threadsPerWarp = [1, 8, 4], warpsPerCTA = [2, 4, 1], order = [2, 1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [8, 1, 1], instrShape = [1, 16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 8, perPhase = 2, maxPhase = 4, order = [2, 0, 1]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @bmm_3d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked>
    %cst_0 = arith.constant dense<1024> : tensor<4x1x1xi32, #blocked1>
    %cst_1 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked>
    %cst_2 = arith.constant dense<32> : tensor<1x32x1xi32, #blocked1>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<4x32x32xf32, #mma>
    %0 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %1 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %2 = tt.expand_dims %0 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %3 = tt.expand_dims %1 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %4 = tt.expand_dims %2 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<4x1x1xi32, #blocked1>
    %5 = tt.expand_dims %3 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %6 = arith.muli %4, %cst_0 : tensor<4x1x1xi32, #blocked1>
    %7 = arith.muli %5, %cst : tensor<4x1x1xi32, #blocked>
    %8 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked1>
    %9 = tt.addptr %8, %6 : tensor<4x1x1x!tt.ptr<f16>, #blocked1>, tensor<4x1x1xi32, #blocked1>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>>
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %12 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>>
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %14 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>>
    %15 = tt.expand_dims %11 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %16 = tt.expand_dims %12 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked1}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %17 = tt.expand_dims %13 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %18 = tt.expand_dims %14 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked1}>> -> tensor<1x32x1xi32, #blocked1>
    %19 = tt.expand_dims %15 {axis = 2 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x32x1xi32, #blocked>
    %20 = arith.muli %18, %cst_2 : tensor<1x32x1xi32, #blocked1>
    %21 = arith.muli %19, %cst_1 : tensor<1x32x1xi32, #blocked>
    %22 = tt.broadcast %9 : tensor<4x1x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %23 = tt.broadcast %20 : tensor<1x32x1xi32, #blocked1> -> tensor<4x32x1xi32, #blocked1>
    %24 = tt.broadcast %21 : tensor<1x32x1xi32, #blocked> -> tensor<4x32x1xi32, #blocked>
    %25 = tt.addptr %22, %23 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %26 = tt.expand_dims %16 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<1x1x32xi32, #blocked1>
    %27 = tt.expand_dims %17 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %28 = tt.broadcast %25 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %29 = tt.broadcast %26 : tensor<1x1x32xi32, #blocked1> -> tensor<4x32x32xi32, #blocked1>
    %30 = tt.broadcast %27 : tensor<1x1x32xi32, #blocked> -> tensor<4x32x32xi32, #blocked>
    %31 = tt.addptr %28, %29 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %32 = tt.load %31 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %33 = ttg.local_alloc %32 : (tensor<4x32x32xf16, #blocked1>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %34 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<4x1x1x!tt.ptr<f16>, #blocked1>
    %35 = tt.addptr %34, %6 : tensor<4x1x1x!tt.ptr<f16>, #blocked1>, tensor<4x1x1xi32, #blocked1>
    %36 = tt.broadcast %35 : tensor<4x1x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x1x!tt.ptr<f16>, #blocked1>
    %37 = tt.addptr %36, %23 : tensor<4x32x1x!tt.ptr<f16>, #blocked1>, tensor<4x32x1xi32, #blocked1>
    %38 = tt.broadcast %37 : tensor<4x32x1x!tt.ptr<f16>, #blocked1> -> tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %39 = tt.addptr %38, %29 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>, tensor<4x32x32xi32, #blocked1>
    %40 = tt.load %39 : tensor<4x32x32x!tt.ptr<f16>, #blocked1>
    %41 = ttg.local_alloc %40 : (tensor<4x32x32xf16, #blocked1>) -> !ttg.memdesc<4x32x32xf16, #shared, #smem>
    %42 = ttg.local_load %33 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %43 = ttg.local_load %41 : !ttg.memdesc<4x32x32xf16, #shared, #smem> -> tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %44 = tt.dot %42, %43, %cst_3, inputPrecision = tf32 : tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<4x32x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<4x32x32xf32, #mma>
    %45 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked>
    %46 = tt.addptr %45, %7 : tensor<4x1x1x!tt.ptr<f32>, #blocked>, tensor<4x1x1xi32, #blocked>
    %47 = tt.broadcast %46 : tensor<4x1x1x!tt.ptr<f32>, #blocked> -> tensor<4x32x1x!tt.ptr<f32>, #blocked>
    %48 = tt.addptr %47, %24 : tensor<4x32x1x!tt.ptr<f32>, #blocked>, tensor<4x32x1xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<4x32x1x!tt.ptr<f32>, #blocked> -> tensor<4x32x32x!tt.ptr<f32>, #blocked>
    %50 = tt.addptr %49, %30 : tensor<4x32x32x!tt.ptr<f32>, #blocked>, tensor<4x32x32xi32, #blocked>
    %51 = ttg.convert_layout %44 : tensor<4x32x32xf32, #mma> -> tensor<4x32x32xf32, #blocked>
    tt.store %50, %51 : tensor<4x32x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
