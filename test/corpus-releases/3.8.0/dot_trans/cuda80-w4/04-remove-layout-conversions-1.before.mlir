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
    %13 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %14 = arith.cmpi slt, %12, %13 : tensor<64x1xi32, #blocked4>
    %15 = tt.splat %arg5 : i32 -> tensor<64x1xi32, #blocked4>
    %16 = arith.muli %12, %15 : tensor<64x1xi32, #blocked4>
    %17 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<64x1x!tt.ptr<f16>, #blocked4>
    %18 = tt.addptr %17, %16 : tensor<64x1x!tt.ptr<f16>, #blocked4>, tensor<64x1xi32, #blocked4>
    %19 = ttg.convert_layout %3 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %21 = ttg.convert_layout %20 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %22 = tt.broadcast %18 : tensor<64x1x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked4>
    %23 = ttg.convert_layout %22 : tensor<64x64x!tt.ptr<f16>, #blocked4> -> tensor<64x64x!tt.ptr<f16>, #blocked>
    %24 = tt.broadcast %21 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %25 = tt.addptr %23, %24 : tensor<64x64x!tt.ptr<f16>, #blocked>, tensor<64x64xi32, #blocked>
    %26 = tt.broadcast %14 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %27 = ttg.convert_layout %26 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %28 = ttg.convert_layout %25 : tensor<64x64x!tt.ptr<f16>, #blocked> -> tensor<64x64x!tt.ptr<f16>, #blocked6>
    %29 = ttg.convert_layout %27 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked6>
    %30 = ttg.convert_layout %cst_0 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #blocked6>
    %31 = tt.load %28, %29, %30 : tensor<64x64x!tt.ptr<f16>, #blocked6>
    %32 = ttg.convert_layout %31 : tensor<64x64xf16, #blocked6> -> tensor<64x64xf16, #blocked>
    %33 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %34 = tt.expand_dims %33 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %35 = ttg.convert_layout %34 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked4>
    %36 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked4>
    %37 = arith.cmpi slt, %35, %36 : tensor<32x1xi32, #blocked4>
    %38 = tt.splat %arg6 : i32 -> tensor<32x1xi32, #blocked4>
    %39 = arith.muli %35, %38 : tensor<32x1xi32, #blocked4>
    %40 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked4>
    %41 = tt.addptr %40, %39 : tensor<32x1x!tt.ptr<f16>, #blocked4>, tensor<32x1xi32, #blocked4>
    %42 = tt.broadcast %41 : tensor<32x1x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked4>
    %43 = ttg.convert_layout %42 : tensor<32x64x!tt.ptr<f16>, #blocked4> -> tensor<32x64x!tt.ptr<f16>, #blocked>
    %44 = tt.broadcast %21 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %45 = tt.addptr %43, %44 : tensor<32x64x!tt.ptr<f16>, #blocked>, tensor<32x64xi32, #blocked>
    %46 = tt.broadcast %37 : tensor<32x1xi1, #blocked4> -> tensor<32x64xi1, #blocked4>
    %47 = ttg.convert_layout %46 : tensor<32x64xi1, #blocked4> -> tensor<32x64xi1, #blocked>
    %48 = ttg.convert_layout %45 : tensor<32x64x!tt.ptr<f16>, #blocked> -> tensor<32x64x!tt.ptr<f16>, #blocked6>
    %49 = ttg.convert_layout %47 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked6>
    %50 = ttg.convert_layout %cst : tensor<32x64xf16, #blocked> -> tensor<32x64xf16, #blocked6>
    %51 = tt.load %48, %49, %50 : tensor<32x64x!tt.ptr<f16>, #blocked6>
    %52 = ttg.convert_layout %51 : tensor<32x64xf16, #blocked6> -> tensor<32x64xf16, #blocked>
    %53 = tt.trans %52 {order = array<i32: 1, 0>} : tensor<32x64xf16, #blocked> -> tensor<64x32xf16, #blocked7>
    %54 = ttg.convert_layout %53 : tensor<64x32xf16, #blocked7> -> tensor<64x32xf16, #blocked1>
    %55 = ttg.convert_layout %32 : tensor<64x64xf16, #blocked> -> tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
    %56 = ttg.convert_layout %54 : tensor<64x32xf16, #blocked1> -> tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
    %57 = ttg.convert_layout %cst_1 : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #blocked8>
    %58 = tt.dot %55, %56, %57, inputPrecision = tf32 : tensor<64x64xf16, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<64x32xf16, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x32xf32, #blocked8>
    %59 = ttg.convert_layout %58 : tensor<64x32xf32, #blocked8> -> tensor<64x32xf32, #blocked1>
    %60 = ttg.convert_layout %9 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %61 = tt.expand_dims %60 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x32xi32, #blocked5>
    %62 = ttg.convert_layout %61 : tensor<1x32xi32, #blocked5> -> tensor<1x32xi32, #blocked1>
    %63 = tt.splat %arg4 : i32 -> tensor<1x32xi32, #blocked1>
    %64 = arith.cmpi slt, %62, %63 : tensor<1x32xi32, #blocked1>
    %65 = tt.broadcast %14 : tensor<64x1xi1, #blocked4> -> tensor<64x32xi1, #blocked4>
    %66 = ttg.convert_layout %65 : tensor<64x32xi1, #blocked4> -> tensor<64x32xi1, #blocked1>
    %67 = tt.broadcast %64 : tensor<1x32xi1, #blocked1> -> tensor<64x32xi1, #blocked1>
    %68 = arith.andi %66, %67 : tensor<64x32xi1, #blocked1>
    %69 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked4>
    %70 = arith.muli %12, %69 : tensor<64x1xi32, #blocked4>
    %71 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %72 = tt.addptr %71, %70 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %73 = tt.broadcast %72 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x32x!tt.ptr<f32>, #blocked4>
    %74 = ttg.convert_layout %73 : tensor<64x32x!tt.ptr<f32>, #blocked4> -> tensor<64x32x!tt.ptr<f32>, #blocked1>
    %75 = tt.broadcast %62 : tensor<1x32xi32, #blocked1> -> tensor<64x32xi32, #blocked1>
    %76 = tt.addptr %74, %75 : tensor<64x32x!tt.ptr<f32>, #blocked1>, tensor<64x32xi32, #blocked1>
    %77 = ttg.convert_layout %76 : tensor<64x32x!tt.ptr<f32>, #blocked1> -> tensor<64x32x!tt.ptr<f32>, #blocked9>
    %78 = ttg.convert_layout %59 : tensor<64x32xf32, #blocked1> -> tensor<64x32xf32, #blocked9>
    %79 = ttg.convert_layout %68 : tensor<64x32xi1, #blocked1> -> tensor<64x32xi1, #blocked9>
    tt.store %77, %78, %79 : tensor<64x32x!tt.ptr<f32>, #blocked9>
    tt.return
  }
}
