#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked6 = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
      %63 = arith.muli %arg9, %c16_i32 : i32
      %64 = tt.splat %63 : i32 -> tensor<16xi32, #blocked2>
      %65 = arith.addi %64, %9 : tensor<16xi32, #blocked2>
      %66 = ttg.convert_layout %65 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>>
      %67 = tt.expand_dims %66 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked5}>> -> tensor<1x16xi32, #blocked5>
      %68 = ttg.convert_layout %67 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %69 = ttg.convert_layout %67 : tensor<1x16xi32, #blocked5> -> tensor<1x16xi32, #blocked1>
      %70 = arith.cmpi slt, %69, %18 : tensor<1x16xi32, #blocked1>
      %71 = tt.broadcast %70 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %72 = arith.andi %20, %71 : tensor<64x16xi1, #blocked1>
      %73 = tt.broadcast %68 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %74 = tt.addptr %26, %73 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %75 = tt.load %74, %72, %cst_1 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %76 = ttg.convert_layout %65 : tensor<16xi32, #blocked2> -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
      %77 = tt.expand_dims %76 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<16x1xi32, #blocked3>
      %78 = ttg.convert_layout %77 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %79 = ttg.convert_layout %77 : tensor<16x1xi32, #blocked3> -> tensor<16x1xi32, #blocked4>
      %80 = arith.cmpi slt, %79, %27 : tensor<16x1xi32, #blocked4>
      %81 = tt.broadcast %80 : tensor<16x1xi1, #blocked4> -> tensor<16x64xi1, #blocked4>
      %82 = ttg.convert_layout %81 : tensor<16x64xi1, #blocked4> -> tensor<16x64xi1, #blocked>
      %83 = arith.andi %82, %34 : tensor<16x64xi1, #blocked>
      %84 = arith.muli %78, %35 : tensor<16x1xi32, #blocked4>
      %85 = tt.addptr %36, %84 : tensor<16x1x!tt.ptr<f32>, #blocked4>, tensor<16x1xi32, #blocked4>
      %86 = tt.broadcast %85 : tensor<16x1x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked4>
      %87 = ttg.convert_layout %86 : tensor<16x64x!tt.ptr<f32>, #blocked4> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %88 = tt.addptr %87, %37 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %89 = tt.load %88, %83, %cst_0 : tensor<16x64x!tt.ptr<f32>, #blocked>
      %90 = ttg.convert_layout %75 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>>
      %91 = ttg.convert_layout %89 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>>
      %92 = ttg.convert_layout %arg10 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked6>
      %93 = tt.dot %90, %91, %92, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #blocked6}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #blocked6}>> -> tensor<64x64xf32, #blocked6>
      %94 = ttg.convert_layout %93 : tensor<64x64xf32, #blocked6> -> tensor<64x64xf32, #blocked>
      scf.yield %94 : tensor<64x64xf32, #blocked>
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
    tt.store %62, %38, %54 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
