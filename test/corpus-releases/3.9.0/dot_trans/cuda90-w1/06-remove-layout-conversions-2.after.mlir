#blocked = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = arith.addi %7, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = arith.addi %8, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = arith.muli %1, %c32_i32 : i32
    %13 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %15 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %16 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %17 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %18 = tt.splat %12 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %19 = arith.addi %16, %13 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %20 = arith.addi %17, %14 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %21 = arith.addi %18, %15 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>>
    %22 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %23 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %24 = tt.expand_dims %11 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %25 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %26 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked2>
    %27 = arith.cmpi slt, %24, %25 : tensor<64x1xi32, #blocked1>
    %28 = arith.cmpi slt, %23, %26 : tensor<64x1xi32, #blocked2>
    %29 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked1>
    %30 = arith.muli %22, %29 : tensor<64x1xi32, #blocked1>
    %31 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked1>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f16>, #blocked1>, tensor<64x1xi32, #blocked1>
    %33 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %34 = tt.expand_dims %33 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %35 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f16>, #blocked1> -> tensor<64x64x!tt.ptr<f16>, #blocked1>
    %36 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %37 = tt.addptr %35, %36 : tensor<64x64x!tt.ptr<f16>, #blocked1>, tensor<64x64xi32, #blocked1>
    %38 = tt.broadcast %27 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %39 = tt.load %37, %38, %cst_1 : tensor<64x64x!tt.ptr<f16>, #blocked1>
    %40 = tt.expand_dims %19 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %41 = tt.expand_dims %20 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %42 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked1>
    %43 = arith.cmpi slt, %41, %42 : tensor<32x1xi32, #blocked1>
    %44 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked1>
    %45 = arith.muli %40, %44 : tensor<32x1xi32, #blocked1>
    %46 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked1>
    %47 = tt.addptr %46, %45 : tensor<32x1x!tt.ptr<f16>, #blocked1>, tensor<32x1xi32, #blocked1>
    %48 = tt.broadcast %47 : tensor<32x1x!tt.ptr<f16>, #blocked1> -> tensor<32x64x!tt.ptr<f16>, #blocked1>
    %49 = tt.broadcast %34 : tensor<1x64xi32, #blocked1> -> tensor<32x64xi32, #blocked1>
    %50 = tt.addptr %48, %49 : tensor<32x64x!tt.ptr<f16>, #blocked1>, tensor<32x64xi32, #blocked1>
    %51 = tt.broadcast %43 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %52 = tt.load %50, %51, %cst_0 : tensor<32x64x!tt.ptr<f16>, #blocked1>
    %53 = tt.trans %52 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked1> -> tensor<64x32xf16, #blocked3>
    %54 = ttg.convert_layout %39 : tensor<64x64xf16, #blocked1> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>>
    %55 = ttg.convert_layout %53 : tensor<64x32xf16, #blocked3> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>>
    %56 = tt.dot %54, %55, %cst, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked}>> -> tensor<64x32xf32, #blocked>
    %57 = tt.expand_dims %21 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked2}>> -> tensor<1x32xi32, #blocked2>
    %58 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked2>
    %59 = arith.cmpi slt, %57, %58 : tensor<1x32xi32, #blocked2>
    %60 = tt.broadcast %28 : tensor<64x1xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
    %61 = tt.broadcast %59 : tensor<1x32xi1, #blocked2> -> tensor<64x32xi1, #blocked2>
    %62 = arith.andi %60, %61 : tensor<64x32xi1, #blocked2>
    %63 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked2>
    %64 = arith.muli %23, %63 : tensor<64x1xi32, #blocked2>
    %65 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked2>
    %66 = tt.addptr %65, %64 : tensor<64x1x!tt.ptr<f32>, #blocked2>, tensor<64x1xi32, #blocked2>
    %67 = tt.broadcast %66 : tensor<64x1x!tt.ptr<f32>, #blocked2> -> tensor<64x32x!tt.ptr<f32>, #blocked2>
    %68 = tt.broadcast %57 : tensor<1x32xi32, #blocked2> -> tensor<64x32xi32, #blocked2>
    %69 = tt.addptr %67, %68 : tensor<64x32x!tt.ptr<f32>, #blocked2>, tensor<64x32xi32, #blocked2>
    %70 = ttg.convert_layout %56 : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #blocked2>
    tt.store %69, %70, %62 : tensor<64x32x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
