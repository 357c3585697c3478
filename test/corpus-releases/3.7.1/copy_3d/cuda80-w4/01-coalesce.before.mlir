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
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
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
    %13 = ttg.convert_layout %5 : tensor<8xi32, #blocked1> -> tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked6}>>
    %14 = tt.expand_dims %13 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #blocked6}>> -> tensor<1x8xi32, #blocked6>
    %15 = ttg.convert_layout %14 : tensor<1x8xi32, #blocked6> -> tensor<1x8xi32, #blocked7>
    %16 = ttg.convert_layout %15 : tensor<1x8xi32, #blocked7> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked8}>>
    %17 = tt.expand_dims %16 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked8}>> -> tensor<1x8x1xi32, #blocked8>
    %18 = ttg.convert_layout %17 : tensor<1x8x1xi32, #blocked8> -> tensor<1x8x1xi32, #blocked9>
    %19 = ttg.convert_layout %6 : tensor<32xi32, #blocked1> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked6}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked6}>> -> tensor<1x32xi32, #blocked6>
    %21 = ttg.convert_layout %20 : tensor<1x32xi32, #blocked6> -> tensor<1x32xi32, #blocked10>
    %22 = ttg.convert_layout %21 : tensor<1x32xi32, #blocked10> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked11}>>
    %23 = tt.expand_dims %22 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked11}>> -> tensor<1x1x32xi32, #blocked11>
    %24 = ttg.convert_layout %23 : tensor<1x1x32xi32, #blocked11> -> tensor<1x1x32xi32, #blocked12>
    %25 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32, #blocked5>
    %26 = arith.cmpi slt, %12, %25 : tensor<4x1x1xi32, #blocked5>
    %27 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32, #blocked9>
    %28 = arith.cmpi slt, %18, %27 : tensor<1x8x1xi32, #blocked9>
    %29 = tt.broadcast %26 : tensor<4x1x1xi1, #blocked5> -> tensor<4x8x1xi1, #blocked5>
    %30 = ttg.convert_layout %29 : tensor<4x8x1xi1, #blocked5> -> tensor<4x8x1xi1, #blocked9>
    %31 = tt.broadcast %28 : tensor<1x8x1xi1, #blocked9> -> tensor<4x8x1xi1, #blocked9>
    %32 = arith.andi %30, %31 : tensor<4x8x1xi1, #blocked9>
    %33 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32, #blocked12>
    %34 = arith.cmpi slt, %24, %33 : tensor<1x1x32xi32, #blocked12>
    %35 = tt.broadcast %32 : tensor<4x8x1xi1, #blocked9> -> tensor<4x8x32xi1, #blocked9>
    %36 = ttg.convert_layout %35 : tensor<4x8x32xi1, #blocked9> -> tensor<4x8x32xi1, #blocked>
    %37 = tt.broadcast %34 : tensor<1x1x32xi1, #blocked12> -> tensor<4x8x32xi1, #blocked12>
    %38 = ttg.convert_layout %37 : tensor<4x8x32xi1, #blocked12> -> tensor<4x8x32xi1, #blocked>
    %39 = arith.andi %36, %38 : tensor<4x8x32xi1, #blocked>
    %40 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32, #blocked5>
    %41 = arith.muli %12, %40 : tensor<4x1x1xi32, #blocked5>
    %42 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked5>
    %43 = tt.addptr %42, %41 : tensor<4x1x1x!tt.ptr<f32>, #blocked5>, tensor<4x1x1xi32, #blocked5>
    %44 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32, #blocked9>
    %45 = arith.muli %18, %44 : tensor<1x8x1xi32, #blocked9>
    %46 = tt.broadcast %43 : tensor<4x1x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked5>
    %47 = ttg.convert_layout %46 : tensor<4x8x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked9>
    %48 = tt.broadcast %45 : tensor<1x8x1xi32, #blocked9> -> tensor<4x8x1xi32, #blocked9>
    %49 = tt.addptr %47, %48 : tensor<4x8x1x!tt.ptr<f32>, #blocked9>, tensor<4x8x1xi32, #blocked9>
    %50 = tt.broadcast %49 : tensor<4x8x1x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked9>
    %51 = ttg.convert_layout %50 : tensor<4x8x32x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %52 = tt.broadcast %24 : tensor<1x1x32xi32, #blocked12> -> tensor<4x8x32xi32, #blocked12>
    %53 = ttg.convert_layout %52 : tensor<4x8x32xi32, #blocked12> -> tensor<4x8x32xi32, #blocked>
    %54 = tt.addptr %51, %53 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %55 = tt.load %54, %39, %cst_0 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %56 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32, #blocked5>
    %57 = arith.muli %12, %56 : tensor<4x1x1xi32, #blocked5>
    %58 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked5>
    %59 = tt.addptr %58, %57 : tensor<4x1x1x!tt.ptr<f32>, #blocked5>, tensor<4x1x1xi32, #blocked5>
    %60 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32, #blocked9>
    %61 = arith.muli %18, %60 : tensor<1x8x1xi32, #blocked9>
    %62 = tt.broadcast %59 : tensor<4x1x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked5>
    %63 = ttg.convert_layout %62 : tensor<4x8x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked9>
    %64 = tt.broadcast %61 : tensor<1x8x1xi32, #blocked9> -> tensor<4x8x1xi32, #blocked9>
    %65 = tt.addptr %63, %64 : tensor<4x8x1x!tt.ptr<f32>, #blocked9>, tensor<4x8x1xi32, #blocked9>
    %66 = tt.broadcast %65 : tensor<4x8x1x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked9>
    %67 = ttg.convert_layout %66 : tensor<4x8x32x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %68 = tt.addptr %67, %53 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %69 = arith.mulf %55, %cst : tensor<4x8x32xf32, #blocked>
    tt.store %68, %69, %39 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
