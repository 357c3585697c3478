#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %12 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %14 = ttg.convert_layout %13 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %15 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %16 = arith.cmpi slt, %14, %15 : tensor<64x1xi32, #blocked4>
    %17 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %18 = tt.broadcast %16 : tensor<64x1xi1, #blocked4> -> tensor<64x16xi1, #blocked4>
    %19 = ttg.convert_layout %18 : tensor<64x16xi1, #blocked4> -> tensor<64x16xi1, #blocked1>
    %20 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %21 = arith.muli %14, %20 : tensor<64x1xi32, #blocked4>
    %22 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %23 = tt.addptr %22, %21 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %24 = tt.broadcast %23 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked4>
    %25 = ttg.convert_layout %24 : tensor<64x16x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %26 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked4>
    %27 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %28 = tt.expand_dims %27 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %29 = ttg.convert_layout %28 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %30 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %31 = arith.cmpi slt, %29, %30 : tensor<1x64xi32, #blocked>
    %32 = tt.broadcast %31 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %33 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked4>
    %34 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
    %35 = tt.broadcast %29 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %36 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %62 = arith.muli %arg9, %c16_i32 : i32
      %63 = tt.splat %62 : i32 -> tensor<16xi32, #blocked2>
      %64 = arith.addi %63, %9 : tensor<16xi32, #blocked2>
      %65 = ttg.convert_layout %64 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %66 = tt.expand_dims %65 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %67 = ttg.convert_layout %66 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %68 = arith.cmpi slt, %67, %17 : tensor<1x16xi32, #blocked1>
      %69 = tt.broadcast %68 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %70 = arith.andi %19, %69 : tensor<64x16xi1, #blocked1>
      %71 = tt.broadcast %67 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %72 = tt.addptr %25, %71 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %73 = ttg.convert_layout %72 : tensor<64x16x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked6>
      %74 = ttg.convert_layout %70 : tensor<64x16xi1, #blocked1> -> tensor<64x16xi1, #blocked6>
      %75 = ttg.convert_layout %cst_1 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #blocked6>
      %76 = tt.load %73, %74, %75 : tensor<64x16x!tt.ptr<f32>, #blocked6>
      %77 = ttg.convert_layout %76 : tensor<64x16xf32, #blocked6> -> tensor<64x16xf32, #blocked1>
      %78 = ttg.convert_layout %64 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %79 = tt.expand_dims %78 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %80 = ttg.convert_layout %79 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %81 = arith.cmpi slt, %80, %26 : tensor<16x1xi32, #blocked4>
      %82 = tt.broadcast %81 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %83 = ttg.convert_layout %82 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %84 = arith.andi %83, %32 : tensor<16x64xi1, #blocked>
      %85 = arith.muli %80, %33 : tensor<16x1xi32, #blocked4>
      %86 = tt.addptr %34, %85 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %87 = tt.broadcast %86 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %88 = ttg.convert_layout %87 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %89 = tt.addptr %88, %35 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %90 = ttg.convert_layout %89 : tensor<16x64x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked7>
      %91 = ttg.convert_layout %84 : tensor<16x64xi1, #blocked> -> tensor<16x64xi1, #blocked7>
      %92 = ttg.convert_layout %cst_0 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #blocked7>
      %93 = tt.load %90, %91, %92 : tensor<16x64x!tt.ptr<f32>, #blocked7>
      %94 = ttg.convert_layout %93 : tensor<16x64xf32, #blocked7> -> tensor<16x64xf32, #blocked>
      %95 = ttg.convert_layout %77 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %96 = ttg.convert_layout %94 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %97 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %98 = tt.dot %95, %96, %97, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %99 = ttg.convert_layout %98 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      scf.yield %99 : tensor<64x64xf32, #blocked>
    }
    %37 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %38 = tt.expand_dims %37 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %39 = ttg.convert_layout %38 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %40 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %41 = arith.cmpi slt, %39, %40 : tensor<64x1xi32, #blocked4>
    %42 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %43 = tt.expand_dims %42 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %44 = ttg.convert_layout %43 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %45 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %46 = arith.cmpi slt, %44, %45 : tensor<1x64xi32, #blocked>
    %47 = tt.broadcast %41 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %48 = ttg.convert_layout %47 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %49 = tt.broadcast %46 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %50 = arith.andi %48, %49 : tensor<64x64xi1, #blocked>
    %51 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %52 = arith.muli %39, %51 : tensor<64x1xi32, #blocked4>
    %53 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %54 = tt.addptr %53, %52 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %55 = tt.broadcast %54 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked4>
    %56 = ttg.convert_layout %55 : tensor<64x64x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %57 = tt.broadcast %44 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %58 = tt.addptr %56, %57 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %59 = ttg.convert_layout %58 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked7>
    %60 = ttg.convert_layout %36 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
    %61 = ttg.convert_layout %50 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %59, %60, %61 : tensor<64x64x!tt.ptr<f32>, #blocked7>
    tt.return
  }
}
