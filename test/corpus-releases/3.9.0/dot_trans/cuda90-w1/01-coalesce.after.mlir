#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @dot_trans(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32, %arg4: i32, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf16, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x64xf16, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x32xf32, #blocked>
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked1>
    %4 = tt.splat %2 : i32 -> tensor<64xi32, #blocked1>
    %5 = arith.addi %4, %3 : tensor<64xi32, #blocked1>
    %6 = arith.muli %1, %c32_i32 : i32
    %7 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %8 = tt.splat %6 : i32 -> tensor<32xi32, #blocked1>
    %9 = arith.addi %8, %7 : tensor<32xi32, #blocked1>
    %10 = ttg.convert_layout %5 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %11 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<64x1xi32, #blocked2>
    %12 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %13 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %14 = ttg.convert_layout %11 : tensor<64x1xi32, #blocked2> -> tensor<64x1xi32, #blocked3>
    %15 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked3>
    %16 = arith.cmpi slt, %14, %15 : tensor<64x1xi32, #blocked3>
    %17 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked3>
    %18 = arith.muli %13, %17 : tensor<64x1xi32, #blocked3>
    %19 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked3>
    %20 = tt.addptr %19, %18 : tensor<64x1x!tt.ptr<f16>, #blocked3>, tensor<64x1xi32, #blocked3>
    %21 = ttg.convert_layout %3 : tensor<64xi32, #blocked1> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %22 = tt.expand_dims %21 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi32, #blocked4>
    %23 = ttg.convert_layout %22 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %24 = ttg.convert_layout %22 : tensor<1x64xi32, #blocked4> -> tensor<1x64xi32, #blocked>
    %25 = tt.broadcast %20 : tensor<64x1x!tt.ptr<f16>, #blocked3> -> tensor<64x64x!tt.ptr<f16>, #blocked3>
    %26 = ttg.convert_layout %25 : tensor<64x64x!tt.ptr<f16>, #blocked3> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %27 = tt.broadcast %24 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %28 = tt.addptr %26, %27 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %29 = tt.broadcast %16 : tensor<64x1xi1, #blocked3> -> tensor<64x64xi1, #blocked3>
    %30 = ttg.convert_layout %29 : tensor<64x64xi1, #blocked3> -> tensor<64x64xi1, #blocked>
    %31 = ttg.convert_layout %28 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked5>
    %32 = ttg.convert_layout %30 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
    %33 = ttg.convert_layout %cst_0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked5>
    %34 = tt.load %31, %32, %33 : tensor<64x64x!tt.ptr<f16>, #blocked5>
    %35 = ttg.convert_layout %34 : tensor<64x64xf16, #blocked5> -> tensor<64x64xf16, #blocked>
    %36 = ttg.convert_layout %9 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %37 = tt.expand_dims %36 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<32x1xi32, #blocked2>
    %38 = ttg.convert_layout %37 : tensor<32x1xi32, #blocked2> -> tensor<32x1xi32, #blocked3>
    %39 = ttg.convert_layout %37 : tensor<32x1xi32, #blocked2> -> tensor<32x1xi32, #blocked3>
    %40 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked3>
    %41 = arith.cmpi slt, %39, %40 : tensor<32x1xi32, #blocked3>
    %42 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked3>
    %43 = arith.muli %38, %42 : tensor<32x1xi32, #blocked3>
    %44 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked3>
    %45 = tt.addptr %44, %43 : tensor<32x1x!tt.ptr<f16>, #blocked3>, tensor<32x1xi32, #blocked3>
    %46 = tt.broadcast %45 : tensor<32x1x!tt.ptr<f16>, #blocked3> -> tensor<32x64x!tt.ptr<f16>, #blocked3>
    %47 = ttg.convert_layout %46 : tensor<32x64x!tt.ptr<f16>, #blocked3> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %48 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %49 = tt.addptr %47, %48 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %50 = tt.broadcast %41 : tensor<32x1xi1, #blocked3> -> tensor<32x64xi1, #blocked3>
    %51 = ttg.convert_layout %50 : tensor<32x64xi1, #blocked3> -> tensor<32x64xi1, #blocked>
    %52 = ttg.convert_layout %49 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked5>
    %53 = ttg.convert_layout %51 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
    %54 = ttg.convert_layout %cst : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked5>
    %55 = tt.load %52, %53, %54 : tensor<32x64x!tt.ptr<f16>, #blocked5>
    %56 = ttg.convert_layout %55 : tensor<32x64xf16, #blocked5> -> tensor<32x64xf16, #blocked>
    %57 = tt.trans %56 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked> -> tensor<64x32xf16, #blocked2>
    %58 = ttg.convert_layout %57 : tensor<64x32xf16, #blocked2> -> tensor<64x32xf16, #blocked>
    %59 = ttg.convert_layout %35 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
    %60 = ttg.convert_layout %58 : tensor<64x32xf16, #blocked> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
    %61 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #blocked6>
    %62 = tt.dot %59, %60, %61, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x32xf32, #blocked6>
    %63 = ttg.convert_layout %62 : tensor<64x32xf32, #blocked6> -> tensor<64x32xf32, #blocked>
    %64 = ttg.convert_layout %9 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %65 = tt.expand_dims %64 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x32xi32, #blocked4>
    %66 = ttg.convert_layout %65 : tensor<1x32xi32, #blocked4> -> tensor<1x32xi32, #blocked>
    %67 = ttg.convert_layout %65 : tensor<1x32xi32, #blocked4> -> tensor<1x32xi32, #blocked>
    %68 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked>
    %69 = arith.cmpi slt, %67, %68 : tensor<1x32xi32, #blocked>
    %70 = tt.broadcast %16 : tensor<64x1xi1, #blocked3> -> tensor<64x32xi1, #blocked3>
    %71 = ttg.convert_layout %70 : tensor<64x32xi1, #blocked3> -> tensor<64x32xi1, #blocked>
    %72 = tt.broadcast %69 : tensor<1x32xi1, #blocked> -> tensor<64x32xi1, #blocked>
    %73 = arith.andi %71, %72 : tensor<64x32xi1, #blocked>
    %74 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked3>
    %75 = arith.muli %12, %74 : tensor<64x1xi32, #blocked3>
    %76 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked3>
    %77 = tt.addptr %76, %75 : tensor<64x1x!tt.ptr<f32>, #blocked3>, tensor<64x1xi32, #blocked3>
    %78 = tt.broadcast %77 : tensor<64x1x!tt.ptr<f32>, #blocked3> -> tensor<64x32x!tt.ptr<f32>, #blocked3>
    %79 = ttg.convert_layout %78 : tensor<64x32x!tt.ptr<f32>, #blocked3> -> tensor<64x32x!tt.ptr<f32>, #blocked>
    %80 = tt.broadcast %66 : tensor<1x32xi32, #blocked> -> tensor<64x32xi32, #blocked>
    %81 = tt.addptr %79, %80 : tensor<64x32x!tt.ptr<f32>, #blocked>, tensor<64x32xi32, #blocked>
    %82 = ttg.convert_layout %81 : tensor<64x32x!tt.ptr<f32>, #blocked> -> tensor<64x32x!tt.ptr<f32>, #blocked7>
    %83 = ttg.convert_layout %63 : tensor<64x32xf32, #blocked> -> tensor<64x32xf32, #blocked7>
    %84 = ttg.convert_layout %73 : tensor<64x32xi1, #blocked> -> tensor<64x32xi1, #blocked7>
    tt.store %82, %83, %84 : tensor<64x32x!tt.ptr<f32>, #blocked7>
    tt.return
  }
}
