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
      %35 = arith.muli %arg9, %c16_i32 : i32
      %36 = tt.splat %35 : i32 -> tensor<16xi32, #blocked2>
      %37 = arith.addi %36, %9 : tensor<16xi32, #blocked2>
      %38 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %39 = tt.expand_dims %38 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
      %40 = ttg.convert_layout %39 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
      %41 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
      %42 = arith.cmpi slt, %40, %41 : tensor<64x1xi32, #blocked4>
      %43 = ttg.convert_layout %37 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %44 = tt.expand_dims %43 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %45 = ttg.convert_layout %44 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %46 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
      %47 = arith.cmpi slt, %45, %46 : tensor<1x16xi32, #blocked1>
      %48 = tt.broadcast %42 : tensor<64x1xi1, #blocked4> -> tensor<64x16xi1, #blocked4>
      %49 = ttg.convert_layout %48 : tensor<64x16xi1, #blocked4> -> tensor<64x16xi1, #blocked1>
      %50 = tt.broadcast %47 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %51 = arith.andi %49, %50 : tensor<64x16xi1, #blocked1>
      %52 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
      %53 = arith.muli %40, %52 : tensor<64x1xi32, #blocked4>
      %54 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
      %55 = tt.addptr %54, %53 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
      %56 = tt.broadcast %55 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked4>
      %57 = ttg.convert_layout %56 : tensor<64x16x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %58 = tt.broadcast %45 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %59 = tt.addptr %57, %58 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %60 = tt.load %59, %51, %cst_1 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %61 = ttg.convert_layout %37 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %62 = tt.expand_dims %61 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %63 = ttg.convert_layout %62 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %64 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked4>
      %65 = arith.cmpi slt, %63, %64 : tensor<16x1xi32, #blocked4>
      %66 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %67 = tt.expand_dims %66 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
      %68 = ttg.convert_layout %67 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
      %69 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %70 = arith.cmpi slt, %68, %69 : tensor<1x64xi32, #blocked>
      %71 = tt.broadcast %65 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %72 = ttg.convert_layout %71 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %73 = tt.broadcast %70 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %74 = arith.andi %72, %73 : tensor<16x64xi1, #blocked>
      %75 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked4>
      %76 = arith.muli %63, %75 : tensor<16x1xi32, #blocked4>
      %77 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
      %78 = tt.addptr %77, %76 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %79 = tt.broadcast %78 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %80 = ttg.convert_layout %79 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %81 = tt.broadcast %68 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %82 = tt.addptr %80, %81 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %83 = tt.load %82, %74, %cst_0 : tensor<16x64x!tt.ptr<f32>, #blocked>
      %84 = ttg.convert_layout %60 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %85 = ttg.convert_layout %83 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %86 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %87 = tt.dot %84, %85, %86, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %88 = ttg.convert_layout %87 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %88 : tensor<64x64xf32, #blocked>
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
    tt.store %34, %12, %26 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
