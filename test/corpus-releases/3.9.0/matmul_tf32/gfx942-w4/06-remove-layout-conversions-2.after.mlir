#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 4], isTransposed = true}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @matmul_tf32(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %17 = tt.expand_dims %8 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %19 = arith.cmpi slt, %17, %18 : tensor<64x1xi32, #blocked1>
    %20 = tt.splat %arg5 : i32 -> tensor<1x16xi32, #blocked1>
    %21 = tt.broadcast %19 : tensor<64x1xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
    %22 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked1>
    %23 = arith.muli %17, %22 : tensor<64x1xi32, #blocked1>
    %24 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked1>
    %25 = tt.addptr %24, %23 : tensor<64x1x!tt.ptr<f32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %26 = tt.broadcast %25 : tensor<64x1x!tt.ptr<f32>, #blocked1> -> tensor<64x16x!tt.ptr<f32>, #blocked1>
    %27 = tt.splat %arg5 : i32 -> tensor<16x1xi32, #blocked>
    %28 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %29 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %30 = arith.cmpi slt, %28, %29 : tensor<1x64xi32, #blocked>
    %31 = tt.broadcast %30 : tensor<1x64xi1, #blocked> -> tensor<16x64xi1, #blocked>
    %32 = tt.splat %arg7 : i32 -> tensor<16x1xi32, #blocked>
    %33 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<16x1x!tt.ptr<f32>, #blocked>
    %34 = tt.broadcast %28 : tensor<1x64xi32, #blocked> -> tensor<16x64xi32, #blocked>
    %35 = scf.for %arg9 = %c0_i32 to %16 step %c1_i32 iter_args(%arg10 = %cst_1) -> (tensor<64x64xf32, #mma>)  : i32 {
      %53 = arith.muli %arg9, %c16_i32 : i32
      %54 = tt.splat %53 : i32 -> tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %55 = tt.splat %53 : i32 -> tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %56 = arith.addi %54, %13 : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
      %57 = arith.addi %55, %14 : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
      %58 = tt.expand_dims %56 {axis = 0 : i32} : tensor<16xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x16xi32, #blocked1>
      %59 = arith.cmpi slt, %58, %20 : tensor<1x16xi32, #blocked1>
      %60 = tt.broadcast %59 : tensor<1x16xi1, #blocked1> -> tensor<64x16xi1, #blocked1>
      %61 = arith.andi %21, %60 : tensor<64x16xi1, #blocked1>
      %62 = tt.broadcast %58 : tensor<1x16xi32, #blocked1> -> tensor<64x16xi32, #blocked1>
      %63 = tt.addptr %26, %62 : tensor<64x16x!tt.ptr<f32>, #blocked1>, tensor<64x16xi32, #blocked1>
      %64 = tt.load %63, %61, %cst_0 : tensor<64x16x!tt.ptr<f32>, #blocked1>
      %65 = tt.expand_dims %57 {axis = 1 : i32} : tensor<16xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<16x1xi32, #blocked>
      %66 = arith.cmpi slt, %65, %27 : tensor<16x1xi32, #blocked>
      %67 = tt.broadcast %66 : tensor<16x1xi1, #blocked> -> tensor<16x64xi1, #blocked>
      %68 = arith.andi %67, %31 : tensor<16x64xi1, #blocked>
      %69 = arith.muli %65, %32 : tensor<16x1xi32, #blocked>
      %70 = tt.addptr %33, %69 : tensor<16x1x!tt.ptr<f32>, #blocked>, tensor<16x1xi32, #blocked>
      %71 = tt.broadcast %70 : tensor<16x1x!tt.ptr<f32>, #blocked> -> tensor<16x64x!tt.ptr<f32>, #blocked>
      %72 = tt.addptr %71, %34 : tensor<16x64x!tt.ptr<f32>, #blocked>, tensor<16x64xi32, #blocked>
      %73 = tt.load %72, %68, %cst : tensor<16x64x!tt.ptr<f32>, #blocked>
      %74 = ttg.convert_layout %64 : tensor<64x16xf32, #blocked1> -> tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>>
      %75 = ttg.convert_layout %73 : tensor<16x64xf32, #blocked> -> tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>>
      %76 = tt.dot %74, %75, %arg10, inputPrecision = tf32 : tensor<64x16xf32, #ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>> * tensor<16x64xf32, #ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 2}>> -> tensor<64x64xf32, #mma>
      scf.yield %76 : tensor<64x64xf32, #mma>
    }
    %36 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %37 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %38 = arith.cmpi slt, %36, %37 : tensor<64x1xi32, #blocked>
    %39 = tt.expand_dims %12 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %40 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %41 = arith.cmpi slt, %39, %40 : tensor<1x64xi32, #blocked>
    %42 = tt.broadcast %38 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %43 = tt.broadcast %41 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %44 = arith.andi %42, %43 : tensor<64x64xi1, #blocked>
    %45 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked>
    %46 = arith.muli %36, %45 : tensor<64x1xi32, #blocked>
    %47 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<64x1x!tt.ptr<f32>, #blocked>
    %48 = tt.addptr %47, %46 : tensor<64x1x!tt.ptr<f32>, #blocked>, tensor<64x1xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<64x1x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %50 = tt.broadcast %39 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %51 = tt.addptr %49, %50 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi32, #blocked>
    %52 = ttg.convert_layout %35 : tensor<64x64xf32, #mma> -> tensor<64x64xf32, #blocked>
    tt.store %51, %52, %44 : tensor<64x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
