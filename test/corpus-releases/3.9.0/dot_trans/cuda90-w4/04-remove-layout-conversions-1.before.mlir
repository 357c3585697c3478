#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked9 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked1>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %4 = tt.splat %2 : i32 -> tensor<64xi32, #blocked2>
    %5 = arith.addi %4, %3 : tensor<64xi32, #blocked2>
    %6 = arith.muli %1, %c32_i32 : i32
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %8 = tt.splat %6 : i32 -> tensor<32xi32, #blocked2>
    %9 = arith.addi %8, %7 : tensor<32xi32, #blocked2>
    %10 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %12 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %13 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %14 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %15 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %16 = arith.cmpi slt, %14, %15 : tensor<64x1xi32, #blocked4>
    %17 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked4>
    %18 = arith.muli %13, %17 : tensor<64x1xi32, #blocked4>
    %19 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %20 = tt.addptr %19, %18 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %21 = ttg.convert_layout %3 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %22 = tt.expand_dims %21 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %23 = ttg.convert_layout %22 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %24 = ttg.convert_layout %22 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %25 = tt.broadcast %20 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %26 = ttg.convert_layout %25 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %27 = tt.broadcast %24 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %28 = tt.addptr %26, %27 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %29 = tt.broadcast %16 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %30 = ttg.convert_layout %29 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %31 = ttg.convert_layout %28 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %32 = ttg.convert_layout %30 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked6>
    %33 = ttg.convert_layout %cst_0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked6>
    %34 = tt.load %31, %32, %33 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    %35 = ttg.convert_layout %34 : tensor<64x64xf16, #blocked6> -> tensor<64x64xf16, #blocked>
    %36 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %37 = tt.expand_dims %36 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %38 = ttg.convert_layout %37 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %39 = ttg.convert_layout %37 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %40 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked4>
    %41 = arith.cmpi slt, %39, %40 : tensor<32x1xi32, #blocked4>
    %42 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked4>
    %43 = arith.muli %38, %42 : tensor<32x1xi32, #blocked4>
    %44 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %45 = tt.addptr %44, %43 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %46 = tt.broadcast %45 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %47 = ttg.convert_layout %46 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %48 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %49 = tt.addptr %47, %48 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %50 = tt.broadcast %41 : tensor<32x1xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
    %51 = ttg.convert_layout %50 : tensor<32x64xi1, #blocked4> -> tensor<32x64xi1, #blocked>
    %52 = ttg.convert_layout %49 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked6>
    %53 = ttg.convert_layout %51 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked6>
    %54 = ttg.convert_layout %cst : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked6>
    %55 = tt.load %52, %53, %54 : tensor<32x64x!tt.ptr<f16>, #blocked6>
    %56 = ttg.convert_layout %55 : tensor<32x64xf16, #blocked6> -> tensor<32x64xf16, #blocked>
    %57 = tt.trans %56 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked> -> tensor<64x32xf16, #blocked7>
    %58 = ttg.convert_layout %57 : tensor<64x32xf16, #blocked7> -> tensor<64x32xf16, #blocked1>
    %59 = ttg.convert_layout %35 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
    %60 = ttg.convert_layout %58 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
    %61 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #blocked8>
    %62 = tt.dot %59, %60, %61, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x32xf32, #blocked8>
    %63 = ttg.convert_layout %62 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked1>
    %64 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %65 = tt.expand_dims %64 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %66 = ttg.convert_layout %65 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %67 = ttg.convert_layout %65 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %68 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked1>
    %69 = arith.cmpi slt, %67, %68 : tensor<1x32xi32, #blocked1>
    %70 = tt.broadcast %16 : tensor<64x1xi1, #blocked4> -> tensor<64x32xi1, #blocked4>
    %71 = ttg.convert_layout %70 : tensor<64x32xi1, #blocked4> -> tensor<64x32xi1, #blocked1>
    %72 = tt.broadcast %69 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %73 = arith.andi %71, %72 : tensor<64x32xi1, #blocked1>
    %74 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked4>
    %75 = arith.muli %12, %74 : tensor<64x1xi32, #blocked4>
    %76 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %77 = tt.addptr %76, %75 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %78 = tt.broadcast %77 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x32x!tt.ptr<f32>, #blocked4>
    %79 = ttg.convert_layout %78 : tensor<64x32x!tt.ptr<f32>, #blocked4> -> tensor<64x32x!tt.ptr<f32>, #blocked1>
    %80 = tt.broadcast %66 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %81 = tt.addptr %79, %80 : tensor<64x32x!tt.ptr<f32>, #blocked1>, tensor<64x32xi32, #blocked1>
    %82 = ttg.convert_layout %81 : tensor<64x32x!tt.ptr<f32>, #blocked1> -> tensor<64x32x!tt.ptr<f32>, #blocked9>
    %83 = ttg.convert_layout %63 : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #blocked9>
    %84 = ttg.convert_layout %73 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked9>
    tt.store %82, %83, %84 : tensor<64x32x!tt.ptr<f32>, #blocked9>
    tt.return
  }
}
