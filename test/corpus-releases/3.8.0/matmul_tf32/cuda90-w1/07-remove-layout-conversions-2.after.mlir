#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0.000000e+00> : tensor<16x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<64x16xf32, #blocked1>
    %c64_i32 = arith.constant 64 : i32
    %c16_i32 = arith.constant 16 : i32
    %c15_i32 = arith.constant 15 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %5 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.muli %1, %c64_i32 : i32
    %11 = tt.splat %10 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = arith.addi %11, %4 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %arg5, %c15_i32 : i32
    %16 = arith.divsi %15, %c16_i32 : i32
    %17 = scf.for %arg9 = %c0_i32 to %16 step %c1_i32 iter_args(%arg10 = %cst_1) -> (tensor<64x64xf32, #mma>)  : i32 {
      %35 = arith.muli %arg9, %c16_i32 : i32
      %36 = tt.splat %35 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %37 = tt.splat %35 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %38 = arith.addi %36, %13 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %39 = arith.addi %37, %14 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %40 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
      %41 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
      %42 = arith.cmpi slt, %40, %41 : tensor<64x1xi32, #blocked1>
      %43 = tt.expand_dims %38 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %44 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
      %45 = arith.cmpi slt, %43, %44 : tensor<1x16xi32, #blocked1>
      %46 = tt.broadcast %42 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %47 = tt.broadcast %45 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %48 = arith.andi %46, %47 : tensor<64x16xi1, #blocked1>
      %49 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
      %50 = arith.muli %40, %49 : tensor<64x1xi32, #blocked1>
      %51 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
      %52 = tt.addptr %51, %50 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
      %53 = tt.broadcast %52 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
      %54 = tt.broadcast %43 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %55 = tt.addptr %53, %54 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %56 = tt.load %55, %48, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %57 = tt.expand_dims %39 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %58 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
      %59 = arith.cmpi slt, %57, %58 : tensor<16x1xi32, #blocked>
      %60 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
      %61 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
      %62 = arith.cmpi slt, %60, %61 : tensor<1x64xi32, #blocked>
      %63 = tt.broadcast %59 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %64 = tt.broadcast %62 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %65 = arith.andi %63, %64 : tensor<16x64xi1, #blocked>
      %66 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
      %67 = arith.muli %57, %66 : tensor<16x1xi32, #blocked>
      %68 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
      %69 = tt.addptr %68, %67 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %70 = tt.broadcast %69 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %71 = tt.broadcast %60 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
      %72 = tt.addptr %70, %71 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %73 = tt.load %72, %65, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      %74 = ttg.convert_layout %56 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>>
      %75 = ttg.convert_layout %73 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>>
      %76 = tt.dot %74, %75, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 1}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 1}>> -> tensor<64x64xf32, #mma>
      scf.yield %76 : tensor<64x64xf32, #mma>
    }
    %18 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %19 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %20 = arith.cmpi slt, %18, %19 : tensor<64x1xi32, #blocked>
    %21 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %22 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %23 = arith.cmpi slt, %21, %22 : tensor<1x64xi32, #blocked>
    %24 = tt.broadcast %20 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %25 = tt.broadcast %23 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %26 = arith.andi %24, %25 : tensor<64x64xi1, #blocked>
    %27 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked>
    %28 = arith.muli %18, %27 : tensor<64x1xi32, #blocked>
    %29 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %30 = tt.addptr %29, %28 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %32 = tt.broadcast %21 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %33 = tt.addptr %31, %32 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %34 = ttg.convert_layout %17 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %33, %34, %26 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
