#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
#blocked9 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#blocked10 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked11 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [0, 1, 2]}>
#blocked12 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copy_3d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<4x8x32xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<4x8x32xf32, #blocked>
    %c4_i32 = arith.constant 4 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c4_i32 : i32
    %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #blocked1>
    %3 = tt.splat %1 : i32 -> tensor<4xi32, #blocked1>
    %4 = arith.addi %3, %2 : tensor<4xi32, #blocked1>
    %5 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #blocked1>
    %6 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
    %7 = ttg.convert_layout %4 : tensor<4xi32, #blocked1> -> tensor<4xi32, #ttg.slice<{dim = 1, parent = #blocked2}>>
    %8 = tt.expand_dims %7 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #blocked2}>> -> tensor<4x1xi32, #blocked2>
    %9 = ttg.convert_layout %8 : tensor<4x1xi32, #blocked2> -> tensor<4x1xi32, #blocked3>
    %10 = ttg.convert_layout %9 : tensor<4x1xi32, #blocked3> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked4}>>
    %11 = tt.expand_dims %10 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked4}>> -> tensor<4x1x1xi32, #blocked4>
    %12 = ttg.convert_layout %11 : tensor<4x1x1xi32, #blocked4> -> tensor<4x1x1xi32, #blocked5>
    %13 = ttg.convert_layout %11 : tensor<4x1x1xi32, #blocked4> -> tensor<4x1x1xi32, #blocked5>
    %14 = ttg.convert_layout %11 : tensor<4x1x1xi32, #blocked4> -> tensor<4x1x1xi32, #blocked5>
    %15 = ttg.convert_layout %5 : tensor<8xi32, #blocked1> -> tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked6}>>
    %16 = tt.expand_dims %15 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked6}>> -> tensor<1x8xi32, #blocked6>
    %17 = ttg.convert_layout %16 : tensor<1x8xi32, #blocked6> -> tensor<1x8xi32, #blocked7>
    %18 = ttg.convert_layout %17 : tensor<1x8xi32, #blocked7> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked8}>>
    %19 = tt.expand_dims %18 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked8}>> -> tensor<1x8x1xi32, #blocked8>
    %20 = ttg.convert_layout %19 : tensor<1x8x1xi32, #blocked8> -> tensor<1x8x1xi32, #blocked9>
    %21 = ttg.convert_layout %19 : tensor<1x8x1xi32, #blocked8> -> tensor<1x8x1xi32, #blocked9>
    %22 = ttg.convert_layout %19 : tensor<1x8x1xi32, #blocked8> -> tensor<1x8x1xi32, #blocked9>
    %23 = ttg.convert_layout %6 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked6}>>
    %24 = tt.expand_dims %23 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked6}>> -> tensor<1x32xi32, #blocked6>
    %25 = ttg.convert_layout %24 : tensor<1x32xi32, #blocked6> -> tensor<1x32xi32, #blocked10>
    %26 = ttg.convert_layout %25 : tensor<1x32xi32, #blocked10> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked11}>>
    %27 = tt.expand_dims %26 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked11}>> -> tensor<1x1x32xi32, #blocked11>
    %28 = ttg.convert_layout %27 : tensor<1x1x32xi32, #blocked11> -> tensor<1x1x32xi32, #blocked12>
    %29 = ttg.convert_layout %27 : tensor<1x1x32xi32, #blocked11> -> tensor<1x1x32xi32, #blocked12>
    %30 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32, #blocked5>
    %31 = arith.cmpi slt, %14, %30 : tensor<4x1x1xi32, #blocked5>
    %32 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32, #blocked9>
    %33 = arith.cmpi slt, %22, %32 : tensor<1x8x1xi32, #blocked9>
    %34 = tt.broadcast %31 : tensor<4x1x1xi1, #blocked5> -> tensor<4x8x1xi1, #blocked5>
    %35 = ttg.convert_layout %34 : tensor<4x8x1xi1, #blocked5> -> tensor<4x8x1xi1, #blocked9>
    %36 = tt.broadcast %33 : tensor<1x8x1xi1, #blocked9> -> tensor<4x8x1xi1, #blocked9>
    %37 = arith.andi %35, %36 : tensor<4x8x1xi1, #blocked9>
    %38 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32, #blocked12>
    %39 = arith.cmpi slt, %29, %38 : tensor<1x1x32xi32, #blocked12>
    %40 = tt.broadcast %37 : tensor<4x8x1xi1, #blocked9> -> tensor<4x8x32xi1, #blocked9>
    %41 = ttg.convert_layout %40 : tensor<4x8x32xi1, #blocked9> -> tensor<4x8x32xi1, #blocked>
    %42 = tt.broadcast %39 : tensor<1x1x32xi1, #blocked12> -> tensor<4x8x32xi1, #blocked12>
    %43 = ttg.convert_layout %42 : tensor<4x8x32xi1, #blocked12> -> tensor<4x8x32xi1, #blocked>
    %44 = arith.andi %41, %43 : tensor<4x8x32xi1, #blocked>
    %45 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32, #blocked5>
    %46 = arith.muli %13, %45 : tensor<4x1x1xi32, #blocked5>
    %47 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked5>
    %48 = tt.addptr %47, %46 : tensor<4x1x1x!tt.ptr<f32>, #blocked5>, tensor<4x1x1xi32, #blocked5>
    %49 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32, #blocked9>
    %50 = arith.muli %21, %49 : tensor<1x8x1xi32, #blocked9>
    %51 = tt.broadcast %48 : tensor<4x1x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked5>
    %52 = ttg.convert_layout %51 : tensor<4x8x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked9>
    %53 = tt.broadcast %50 : tensor<1x8x1xi32, #blocked9> -> tensor<4x8x1xi32, #blocked9>
    %54 = tt.addptr %52, %53 : tensor<4x8x1x!tt.ptr<f32>, #blocked9>, tensor<4x8x1xi32, #blocked9>
    %55 = tt.broadcast %54 : tensor<4x8x1x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked9>
    %56 = ttg.convert_layout %55 : tensor<4x8x32x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %57 = tt.broadcast %28 : tensor<1x1x32xi32, #blocked12> -> tensor<4x8x32xi32, #blocked12>
    %58 = ttg.convert_layout %57 : tensor<4x8x32xi32, #blocked12> -> tensor<4x8x32xi32, #blocked>
    %59 = ttg.convert_layout %57 : tensor<4x8x32xi32, #blocked12> -> tensor<4x8x32xi32, #blocked>
    %60 = tt.addptr %56, %59 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %61 = ttg.convert_layout %60 : tensor<4x8x32x!tt.ptr<f32>, #blocked> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %62 = ttg.convert_layout %44 : tensor<4x8x32xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %63 = ttg.convert_layout %cst_0 : tensor<4x8x32xf32, #blocked> -> tensor<4x8x32xf32, #blocked>
    %64 = tt.load %61, %62, %63 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %65 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32, #blocked5>
    %66 = arith.muli %12, %65 : tensor<4x1x1xi32, #blocked5>
    %67 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked5>
    %68 = tt.addptr %67, %66 : tensor<4x1x1x!tt.ptr<f32>, #blocked5>, tensor<4x1x1xi32, #blocked5>
    %69 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32, #blocked9>
    %70 = arith.muli %20, %69 : tensor<1x8x1xi32, #blocked9>
    %71 = tt.broadcast %68 : tensor<4x1x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked5>
    %72 = ttg.convert_layout %71 : tensor<4x8x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked9>
    %73 = tt.broadcast %70 : tensor<1x8x1xi32, #blocked9> -> tensor<4x8x1xi32, #blocked9>
    %74 = tt.addptr %72, %73 : tensor<4x8x1x!tt.ptr<f32>, #blocked9>, tensor<4x8x1xi32, #blocked9>
    %75 = tt.broadcast %74 : tensor<4x8x1x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked9>
    %76 = ttg.convert_layout %75 : tensor<4x8x32x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %77 = tt.addptr %76, %58 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %78 = arith.mulf %64, %cst : tensor<4x8x32xf32, #blocked>
    %79 = ttg.convert_layout %77 : tensor<4x8x32x!tt.ptr<f32>, #blocked> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %80 = ttg.convert_layout %78 : tensor<4x8x32xf32, #blocked> -> tensor<4x8x32xf32, #blocked>
    %81 = ttg.convert_layout %44 : tensor<4x8x32xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    tt.store %79, %80, %81 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
