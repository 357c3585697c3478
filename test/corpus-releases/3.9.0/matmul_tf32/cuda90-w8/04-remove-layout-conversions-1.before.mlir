#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 8], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
      %40 = arith.muli %arg9, %c16_i32 : i32
      %41 = tt.splat %40 : i32 -> tensor<16xi32, #blocked2>
      %42 = arith.addi %41, %9 : tensor<16xi32, #blocked2>
      %43 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %44 = tt.expand_dims %43 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %45 = ttg.convert_layout %44 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %46 = ttg.convert_layout %44 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %47 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
      %48 = arith.cmpi slt, %46, %47 : tensor<64x1xi32, #blocked4>
      %49 = ttg.convert_layout %42 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %50 = tt.expand_dims %49 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %51 = ttg.convert_layout %50 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %52 = ttg.convert_layout %50 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %53 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
      %54 = arith.cmpi slt, %52, %53 : tensor<1x16xi32, #blocked1>
      %55 = tt.broadcast %48 : tensor<64x1xi1, #blocked4> -> tensor<64x16xi1, #blocked4>
      %56 = ttg.convert_layout %55 : tensor<64x16xi1, #blocked4> -> tensor<64x16xi1, #blocked1>
      %57 = tt.broadcast %54 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %58 = arith.andi %56, %57 : tensor<64x16xi1, #blocked1>
      %59 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
      %60 = arith.muli %45, %59 : tensor<64x1xi32, #blocked4>
      %61 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
      %62 = tt.addptr %61, %60 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
      %63 = tt.broadcast %62 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked4>
      %64 = ttg.convert_layout %63 : tensor<64x16x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %65 = tt.broadcast %51 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %66 = tt.addptr %64, %65 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %67 = ttg.convert_layout %66 : tensor<64x16x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked6>
      %68 = ttg.convert_layout %58 : tensor<64x16xi1, #blocked1> -> tensor<64x16xi1, #blocked6>
      %69 = ttg.convert_layout %cst_1 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #blocked6>
      %70 = tt.load %67, %68, %69 : tensor<64x16x!tt.ptr<f32>, #blocked6>
      %71 = ttg.convert_layout %70 : tensor<64x16xf32, #blocked6> -> tensor<64x16xf32, #blocked1>
      %72 = ttg.convert_layout %42 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %73 = tt.expand_dims %72 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %74 = ttg.convert_layout %73 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %75 = ttg.convert_layout %73 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %76 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked4>
      %77 = arith.cmpi slt, %75, %76 : tensor<16x1xi32, #blocked4>
      %78 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %79 = tt.expand_dims %78 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
      %80 = ttg.convert_layout %79 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
      %81 = ttg.convert_layout %79 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
      %82 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %83 = arith.cmpi slt, %81, %82 : tensor<1x64xi32, #blocked>
      %84 = tt.broadcast %77 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %85 = ttg.convert_layout %84 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %86 = tt.broadcast %83 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %87 = arith.andi %85, %86 : tensor<16x64xi1, #blocked>
      %88 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked4>
      %89 = arith.muli %74, %88 : tensor<16x1xi32, #blocked4>
      %90 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
      %91 = tt.addptr %90, %89 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %92 = tt.broadcast %91 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %93 = ttg.convert_layout %92 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %94 = tt.broadcast %80 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %95 = tt.addptr %93, %94 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %96 = ttg.convert_layout %95 : tensor<16x64x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked7>
      %97 = ttg.convert_layout %87 : tensor<16x64xi1, #blocked> -> tensor<16x64xi1, #blocked7>
      %98 = ttg.convert_layout %cst_0 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #blocked7>
      %99 = tt.load %96, %97, %98 : tensor<16x64x!tt.ptr<f32>, #blocked7>
      %100 = ttg.convert_layout %99 : tensor<16x64xf32, #blocked7> -> tensor<16x64xf32, #blocked>
      %101 = ttg.convert_layout %71 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %102 = ttg.convert_layout %100 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %103 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %104 = tt.dot %101, %102, %103, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %105 = ttg.convert_layout %104 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      scf.yield %105 : tensor<64x64xf32, #blocked>
    }
    %13 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %14 = tt.expand_dims %13 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %15 = ttg.convert_layout %14 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %16 = ttg.convert_layout %14 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %17 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %18 = arith.cmpi slt, %16, %17 : tensor<64x1xi32, #blocked4>
    %19 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %21 = ttg.convert_layout %20 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %22 = ttg.convert_layout %20 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %23 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %24 = arith.cmpi slt, %22, %23 : tensor<1x64xi32, #blocked>
    %25 = tt.broadcast %18 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %26 = ttg.convert_layout %25 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %27 = tt.broadcast %24 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %28 = arith.andi %26, %27 : tensor<64x64xi1, #blocked>
    %29 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %30 = arith.muli %15, %29 : tensor<64x1xi32, #blocked4>
    %31 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %32 = tt.addptr %31, %30 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %33 = tt.broadcast %32 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked4>
    %34 = ttg.convert_layout %33 : tensor<64x64x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %35 = tt.broadcast %21 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %36 = tt.addptr %34, %35 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %37 = ttg.convert_layout %36 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked7>
    %38 = ttg.convert_layout %12 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
    %39 = ttg.convert_layout %28 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %37, %38, %39 : tensor<64x64x!tt.ptr<f32>, #blocked7>
    tt.return
  }
}
