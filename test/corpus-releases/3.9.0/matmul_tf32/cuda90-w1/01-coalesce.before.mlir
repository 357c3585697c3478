#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
      %37 = arith.muli %arg9, %c16_i32 : i32
      %38 = tt.splat %37 : i32 -> tensor<16xi32, #blocked2>
      %39 = arith.addi %38, %9 : tensor<16xi32, #blocked2>
      %40 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %41 = tt.expand_dims %40 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %42 = ttg.convert_layout %41 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %43 = ttg.convert_layout %41 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %44 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
      %45 = arith.cmpi slt, %43, %44 : tensor<64x1xi32, #blocked4>
      %46 = ttg.convert_layout %39 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %47 = tt.expand_dims %46 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %48 = ttg.convert_layout %47 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %49 = ttg.convert_layout %47 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %50 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
      %51 = arith.cmpi slt, %49, %50 : tensor<1x16xi32, #blocked1>
      %52 = tt.broadcast %45 : tensor<64x1xi1, #blocked4> -> tensor<64x16xi1, #blocked4>
      %53 = ttg.convert_layout %52 : tensor<64x16xi1, #blocked4> -> tensor<64x16xi1, #blocked1>
      %54 = tt.broadcast %51 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %55 = arith.andi %53, %54 : tensor<64x16xi1, #blocked1>
      %56 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
      %57 = arith.muli %42, %56 : tensor<64x1xi32, #blocked4>
      %58 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
      %59 = tt.addptr %58, %57 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
      %60 = tt.broadcast %59 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked4>
      %61 = ttg.convert_layout %60 : tensor<64x16x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %62 = tt.broadcast %48 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %63 = tt.addptr %61, %62 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %64 = tt.load %63, %55, %cst_1 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %65 = ttg.convert_layout %39 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %66 = tt.expand_dims %65 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %67 = ttg.convert_layout %66 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %68 = ttg.convert_layout %66 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %69 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked4>
      %70 = arith.cmpi slt, %68, %69 : tensor<16x1xi32, #blocked4>
      %71 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %72 = tt.expand_dims %71 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
      %73 = ttg.convert_layout %72 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
      %74 = ttg.convert_layout %72 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
      %75 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %76 = arith.cmpi slt, %74, %75 : tensor<1x64xi32, #blocked>
      %77 = tt.broadcast %70 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %78 = ttg.convert_layout %77 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %79 = tt.broadcast %76 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %80 = arith.andi %78, %79 : tensor<16x64xi1, #blocked>
      %81 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked4>
      %82 = arith.muli %67, %81 : tensor<16x1xi32, #blocked4>
      %83 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
      %84 = tt.addptr %83, %82 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %85 = tt.broadcast %84 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %86 = ttg.convert_layout %85 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %87 = tt.broadcast %73 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %88 = tt.addptr %86, %87 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %89 = tt.load %88, %80, %cst_0 : tensor<16x64x!tt.ptr<f32>, #blocked>
      %90 = ttg.convert_layout %64 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %91 = ttg.convert_layout %89 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %92 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %93 = tt.dot %90, %91, %92, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %94 = ttg.convert_layout %93 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %94 : tensor<64x64xf32, #blocked>
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
    tt.store %36, %12, %28 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
