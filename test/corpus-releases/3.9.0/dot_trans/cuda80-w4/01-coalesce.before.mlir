#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [2, 2], order = [0, 1]}>
#blocked7 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
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
    %31 = tt.load %28, %30, %cst_0 : tensor<64x64x!tt.ptr<f16>, #blocked>
    %32 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %33 = tt.expand_dims %32 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %34 = ttg.convert_layout %33 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %35 = ttg.convert_layout %33 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %36 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked4>
    %37 = arith.cmpi slt, %35, %36 : tensor<32x1xi32, #blocked4>
    %38 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked4>
    %39 = arith.muli %34, %38 : tensor<32x1xi32, #blocked4>
    %40 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %41 = tt.addptr %40, %39 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %42 = tt.broadcast %41 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %43 = ttg.convert_layout %42 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %44 = tt.broadcast %23 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %45 = tt.addptr %43, %44 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %46 = tt.broadcast %37 : tensor<32x1xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
    %47 = ttg.convert_layout %46 : tensor<32x64xi1, #blocked4> -> tensor<32x64xi1, #blocked>
    %48 = tt.load %45, %47, %cst : tensor<32x64x!tt.ptr<f16>, #blocked>
    %49 = tt.trans %48 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked> -> tensor<64x32xf16, #blocked6>
    %50 = ttg.convert_layout %49 : tensor<64x32xf16, #blocked6> -> tensor<64x32xf16, #blocked1>
    %51 = ttg.convert_layout %31 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>>
    %52 = ttg.convert_layout %50 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>>
    %53 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #blocked7>
    %54 = tt.dot %51, %52, %53, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked7}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked7}>> -> tensor<64x32xf32, #blocked7>
    %55 = ttg.convert_layout %54 : tensor<64x32xf32, #blocked7> -> tensor<64x32xf32, #blocked1>
    %56 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %57 = tt.expand_dims %56 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %58 = ttg.convert_layout %57 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %59 = ttg.convert_layout %57 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %60 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked1>
    %61 = arith.cmpi slt, %59, %60 : tensor<1x32xi32, #blocked1>
    %62 = tt.broadcast %16 : tensor<64x1xi1, #blocked4> -> tensor<64x32xi1, #blocked4>
    %63 = ttg.convert_layout %62 : tensor<64x32xi1, #blocked4> -> tensor<64x32xi1, #blocked1>
    %64 = tt.broadcast %61 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %65 = arith.andi %63, %64 : tensor<64x32xi1, #blocked1>
    %66 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked4>
    %67 = arith.muli %12, %66 : tensor<64x1xi32, #blocked4>
    %68 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %69 = tt.addptr %68, %67 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %70 = tt.broadcast %69 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x32x!tt.ptr<f32>, #blocked4>
    %71 = ttg.convert_layout %70 : tensor<64x32x!tt.ptr<f32>, #blocked4> -> tensor<64x32x!tt.ptr<f32>, #blocked1>
    %72 = tt.broadcast %58 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %73 = tt.addptr %71, %72 : tensor<64x32x!tt.ptr<f32>, #blocked1>, tensor<64x32xi32, #blocked1>
    tt.store %73, %55, %65 : tensor<64x32x!tt.ptr<f32>, #blocked1>
    tt.return
  }
}
