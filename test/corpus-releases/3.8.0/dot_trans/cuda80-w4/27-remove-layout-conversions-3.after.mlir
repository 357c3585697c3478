#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[8, 0], [0, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #mma>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = arith.addi %5, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.muli %1, %c32_i32 : i32
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %12 = tt.splat %9 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = tt.splat %9 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %10 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %13, %11 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.expand_dims %7 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %19 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %20 = arith.cmpi slt, %16, %18 : tensor<64x1xi32, #blocked>
    %21 = arith.cmpi slt, %17, %19 : tensor<64x1xi32, #blocked1>
    %22 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked>
    %23 = arith.muli %16, %22 : tensor<64x1xi32, #blocked>
    %24 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked>
    %25 = tt.addptr %24, %23 : tensor<64x1x!tt.ptr<f16>, #blocked>, tensor<64x1xi32, #blocked>
    %26 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %27 = tt.expand_dims %26 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %28 = tt.broadcast %25 : tensor<64x1x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %29 = tt.broadcast %27 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %30 = tt.addptr %28, %29 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %31 = tt.broadcast %20 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %32 = tt.load %30, %31, %cst_1 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %33 = tt.expand_dims %14 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %34 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %35 = arith.cmpi slt, %33, %34 : tensor<32x1xi32, #blocked>
    %36 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked>
    %37 = arith.muli %33, %36 : tensor<32x1xi32, #blocked>
    %38 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %39 = tt.addptr %38, %37 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %40 = tt.broadcast %39 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %41 = tt.broadcast %27 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %42 = tt.addptr %40, %41 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %43 = tt.broadcast %35 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %44 = tt.load %42, %43, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked>
    %45 = ttg.convert_layout %44 : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #linear>
    %46 = tt.trans %45 {order = array<i32: 1, 0>} : tensor<32x64xf16, #linear> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
    %47 = ttg.convert_layout %32 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
    %48 = tt.dot %47, %46, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x32xf32, #mma>
    %49 = tt.expand_dims %15 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x32xi32, #blocked1>
    %50 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked1>
    %51 = arith.cmpi slt, %49, %50 : tensor<1x32xi32, #blocked1>
    %52 = tt.broadcast %21 : tensor<64x1xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %53 = tt.broadcast %51 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %54 = arith.andi %52, %53 : tensor<64x32xi1, #blocked1>
    %55 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked1>
    %56 = arith.muli %17, %55 : tensor<64x1xi32, #blocked1>
    %57 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %58 = tt.addptr %57, %56 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %59 = tt.broadcast %58 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x32x!tt.ptr<f32>, #blocked1>
    %60 = tt.broadcast %49 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %61 = tt.addptr %59, %60 : tensor<64x32x!tt.ptr<f32>, #blocked1>, tensor<64x32xi32, #blocked1>
    %62 = ttg.convert_layout %48 : tensor<64x32xf32, #mma> -> tensor<64x32xf32, #blocked1>
    tt.store %61, %62, %54 : tensor<64x32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
