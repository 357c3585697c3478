#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #blocked>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #blocked1>
    %c16_i32 = arith.constant 16 : i32
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
    %9 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #blocked2>
    %10 = arith.addi %arg5, %c15_i32 : i32
    %11 = arith.divsi %10, %c16_i32 : i32
    %12 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %38 = arith.muli %arg9, %c16_i32 : i32
      %39 = tt.splat %38 : i32 -> tensor<16xi32, #blocked2>
      %40 = arith.addi %39, %9 : tensor<16xi32, #blocked2>
      %41 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %42 = tt.expand_dims %41 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %43 = ttg.convert_layout %42 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %44 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
      %45 = arith.cmpi slt, %43, %44 : tensor<64x1xi32, #blocked4>
      %46 = ttg.convert_layout %40 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %47 = tt.expand_dims %46 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %48 = ttg.convert_layout %47 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %49 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
      %50 = arith.cmpi slt, %48, %49 : tensor<1x16xi32, #blocked1>
      %51 = tt.broadcast %45 : tensor<64x1xi1, #blocked4> -> tensor<64x16xi1, #blocked4>
      %52 = ttg.convert_layout %51 : tensor<64x16xi1, #blocked4> -> tensor<64x16xi1, #blocked1>
      %53 = tt.broadcast %50 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %54 = arith.andi %52, %53 : tensor<64x16xi1, #blocked1>
      %55 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
      %56 = arith.muli %43, %55 : tensor<64x1xi32, #blocked4>
      %57 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
      %58 = tt.addptr %57, %56 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
      %59 = tt.broadcast %58 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked4>
      %60 = ttg.convert_layout %59 : tensor<64x16x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %61 = tt.broadcast %48 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %62 = tt.addptr %60, %61 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %63 = ttg.convert_layout %62 : tensor<64x16x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked6>
      %64 = ttg.convert_layout %54 : tensor<64x16xi1, #blocked1> -> tensor<64x16xi1, #blocked6>
      %65 = ttg.convert_layout %cst_1 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #blocked6>
      %66 = tt.load %63, %64, %65 : tensor<64x16x!tt.ptr<f32>, #blocked6>
      %67 = ttg.convert_layout %66 : tensor<64x16xf32, #blocked6> -> tensor<64x16xf32, #blocked1>
      %68 = ttg.convert_layout %40 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %69 = tt.expand_dims %68 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %70 = ttg.convert_layout %69 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %71 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked4>
      %72 = arith.cmpi slt, %70, %71 : tensor<16x1xi32, #blocked4>
      %73 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %74 = tt.expand_dims %73 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
      %75 = ttg.convert_layout %74 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
      %76 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %77 = arith.cmpi slt, %75, %76 : tensor<1x64xi32, #blocked>
      %78 = tt.broadcast %72 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %79 = ttg.convert_layout %78 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %80 = tt.broadcast %77 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %81 = arith.andi %79, %80 : tensor<16x64xi1, #blocked>
      %82 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked4>
      %83 = arith.muli %70, %82 : tensor<16x1xi32, #blocked4>
      %84 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
      %85 = tt.addptr %84, %83 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %86 = tt.broadcast %85 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %87 = ttg.convert_layout %86 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %88 = tt.broadcast %75 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %89 = tt.addptr %87, %88 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %90 = ttg.convert_layout %89 : tensor<16x64x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked7>
      %91 = ttg.convert_layout %81 : tensor<16x64xi1, #blocked> -> tensor<16x64xi1, #blocked7>
      %92 = ttg.convert_layout %cst_0 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #blocked7>
      %93 = tt.load %90, %91, %92 : tensor<16x64x!tt.ptr<f32>, #blocked7>
      %94 = ttg.convert_layout %93 : tensor<16x64xf32, #blocked7> -> tensor<16x64xf32, #blocked>
      %95 = ttg.convert_layout %67 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %96 = ttg.convert_layout %94 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %97 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %98 = tt.dot %95, %96, %97, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %99 = ttg.convert_layout %98 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      scf.yield %99 : tensor<64x64xf32, #blocked>
    }
    %13 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %14 = tt.expand_dims %13 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %15 = ttg.convert_layout %14 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %16 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %17 = arith.cmpi slt, %15, %16 : tensor<64x1xi32, #blocked4>
    %18 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %19 = tt.expand_dims %18 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %20 = ttg.convert_layout %19 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %21 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %22 = arith.cmpi slt, %20, %21 : tensor<1x64xi32, #blocked>
    %23 = tt.broadcast %17 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %24 = ttg.convert_layout %23 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %25 = tt.broadcast %22 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %26 = arith.andi %24, %25 : tensor<64x64xi1, #blocked>
    %27 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %28 = arith.muli %15, %27 : tensor<64x1xi32, #blocked4>
    %29 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %30 = tt.addptr %29, %28 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %31 = tt.broadcast %30 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked4>
    %32 = ttg.convert_layout %31 : tensor<64x64x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %33 = tt.broadcast %20 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %34 = tt.addptr %32, %33 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %35 = ttg.convert_layout %34 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked7>
    %36 = ttg.convert_layout %12 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
    %37 = ttg.convert_layout %26 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %35, %36, %37 : tensor<64x64x!tt.ptr<f32>, #blocked7>
    tt.return
  }
}
