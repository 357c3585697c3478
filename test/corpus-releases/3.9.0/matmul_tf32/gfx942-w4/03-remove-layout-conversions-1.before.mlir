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
    %15 = ttg.convert_layout %13 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %16 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %17 = arith.cmpi slt, %15, %16 : tensor<64x1xi32, #blocked4>
    %18 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %19 = tt.broadcast %17 : tensor<64x1xi1, #blocked4> -> tensor<64x16xi1, #blocked4>
    %20 = ttg.convert_layout %19 : tensor<64x16xi1, #blocked4> -> tensor<64x16xi1, #blocked1>
    %21 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked4>
    %22 = arith.muli %14, %21 : tensor<64x1xi32, #blocked4>
    %23 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %24 = tt.addptr %23, %22 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %25 = tt.broadcast %24 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked4>
    %26 = ttg.convert_layout %25 : tensor<64x16x!tt.ptr<f32>, #blocked4> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %27 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked4>
    %28 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %29 = tt.expand_dims %28 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %30 = ttg.convert_layout %29 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %31 = ttg.convert_layout %29 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %32 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %33 = arith.cmpi slt, %31, %32 : tensor<1x64xi32, #blocked>
    %34 = tt.broadcast %33 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %35 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked4>
    %36 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked4>
    %37 = tt.broadcast %30 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %38 = scf.for %arg9 = %c0_i32 to %11 step %c1_i32 iter_args(%arg10 = %cst) -> (tensor<64x64xf32, #blocked>)  : i32 {
      %66 = arith.muli %arg9, %c16_i32 : i32
      %67 = tt.splat %66 : i32 -> tensor<16xi32, #blocked2>
      %68 = arith.addi %67, %9 : tensor<16xi32, #blocked2>
      %69 = ttg.convert_layout %68 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %70 = tt.expand_dims %69 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %71 = ttg.convert_layout %70 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %72 = ttg.convert_layout %70 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %73 = arith.cmpi slt, %72, %18 : tensor<1x16xi32, #blocked1>
      %74 = tt.broadcast %73 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %75 = arith.andi %20, %74 : tensor<64x16xi1, #blocked1>
      %76 = tt.broadcast %71 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %77 = tt.addptr %26, %76 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %78 = ttg.convert_layout %77 : tensor<64x16x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked6>
      %79 = ttg.convert_layout %75 : tensor<64x16xi1, #blocked1> -> tensor<64x16xi1, #blocked6>
      %80 = ttg.convert_layout %cst_1 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #blocked6>
      %81 = tt.load %78, %79, %80 : tensor<64x16x!tt.ptr<f32>, #blocked6>
      %82 = ttg.convert_layout %81 : tensor<64x16xf32, #blocked6> -> tensor<64x16xf32, #blocked1>
      %83 = ttg.convert_layout %68 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %84 = tt.expand_dims %83 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %85 = ttg.convert_layout %84 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %86 = ttg.convert_layout %84 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %87 = arith.cmpi slt, %86, %27 : tensor<16x1xi32, #blocked4>
      %88 = tt.broadcast %87 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %89 = ttg.convert_layout %88 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %90 = arith.andi %89, %34 : tensor<16x64xi1, #blocked>
      %91 = arith.muli %85, %35 : tensor<16x1xi32, #blocked4>
      %92 = tt.addptr %36, %91 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %93 = tt.broadcast %92 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %94 = ttg.convert_layout %93 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %95 = tt.addptr %94, %37 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %96 = ttg.convert_layout %95 : tensor<16x64x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked7>
      %97 = ttg.convert_layout %90 : tensor<16x64xi1, #blocked> -> tensor<16x64xi1, #blocked7>
      %98 = ttg.convert_layout %cst_0 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #blocked7>
      %99 = tt.load %96, %97, %98 : tensor<16x64x!tt.ptr<f32>, #blocked7>
      %100 = ttg.convert_layout %99 : tensor<16x64xf32, #blocked7> -> tensor<16x64xf32, #blocked>
      %101 = ttg.convert_layout %82 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>>
      %102 = ttg.convert_layout %100 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>>
      %103 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked8>
      %104 = tt.dot %101, %102, %103, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked8}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked8}>> -> tensor<64x64xf32, #blocked8>
      %105 = ttg.convert_layout %104 : tensor<64x64xf32, #blocked8> -> tensor<64x64xf32, #blocked>
      scf.yield %105 : tensor<64x64xf32, #blocked>
    }
    %39 = ttg.convert_layout %5 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %40 = tt.expand_dims %39 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi32, #blocked3>
    %41 = ttg.convert_layout %40 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %42 = ttg.convert_layout %40 : tensor<64x1xi32, #blocked3> -> tensor<64x1xi32, #blocked4>
    %43 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked4>
    %44 = arith.cmpi slt, %42, %43 : tensor<64x1xi32, #blocked4>
    %45 = ttg.convert_layout %8 : tensor<64xi32, #blocked2> -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
    %46 = tt.expand_dims %45 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x64xi32, #blocked5>
    %47 = ttg.convert_layout %46 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %48 = ttg.convert_layout %46 : tensor<1x64xi32, #blocked5> -> tensor<1x64xi32, #blocked>
    %49 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %50 = arith.cmpi slt, %48, %49 : tensor<1x64xi32, #blocked>
    %51 = tt.broadcast %44 : tensor<64x1xi1, #blocked4> -> tensor<64x64xi1, #blocked4>
    %52 = ttg.convert_layout %51 : tensor<64x64xi1, #blocked4> -> tensor<64x64xi1, #blocked>
    %53 = tt.broadcast %50 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %54 = arith.andi %52, %53 : tensor<64x64xi1, #blocked>
    %55 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked4>
    %56 = arith.muli %41, %55 : tensor<64x1xi32, #blocked4>
    %57 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked4>
    %58 = tt.addptr %57, %56 : tensor<64x1x!tt.ptr<f32>, #blocked4>, tensor<64x1xi32, #blocked4>
    %59 = tt.broadcast %58 : tensor<64x1x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked4>
    %60 = ttg.convert_layout %59 : tensor<64x64x!tt.ptr<f32>, #blocked4> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %61 = tt.broadcast %47 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %62 = tt.addptr %60, %61 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %63 = ttg.convert_layout %62 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked7>
    %64 = ttg.convert_layout %38 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked7>
    %65 = ttg.convert_layout %54 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked7>
    tt.store %63, %64, %65 : tensor<64x64x!tt.ptr<f32>, #blocked7>
    tt.return
  }
}
