#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked7 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked8 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
#blocked9 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [4, 8, 1], warpsPerCTA = [1, 1, 1], order = [2, 1, 0]}>
#blocked10 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked11 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [1, 1, 1], order = [0, 1, 2]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %24 = ttg.convert_layout %23 : tensor<1x1x32xi32, #blocked11> -> tensor<1x1x32xi32, #blocked>
    %25 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32, #blocked5>
    %26 = arith.cmpi slt, %12, %25 : tensor<4x1x1xi32, #blocked5>
    %27 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32, #blocked9>
    %28 = arith.cmpi slt, %18, %27 : tensor<1x8x1xi32, #blocked9>
    %29 = tt.broadcast %26 : tensor<4x1x1xi1, #blocked5> -> tensor<4x8x1xi1, #blocked5>
    %30 = ttg.convert_layout %29 : tensor<4x8x1xi1, #blocked5> -> tensor<4x8x1xi1, #blocked9>
    %31 = tt.broadcast %28 : tensor<1x8x1xi1, #blocked9> -> tensor<4x8x1xi1, #blocked9>
    %32 = arith.andi %30, %31 : tensor<4x8x1xi1, #blocked9>
    %33 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32, #blocked>
    %34 = arith.cmpi slt, %24, %33 : tensor<1x1x32xi32, #blocked>
    %35 = tt.broadcast %32 : tensor<4x8x1xi1, #blocked9> -> tensor<4x8x32xi1, #blocked9>
    %36 = ttg.convert_layout %35 : tensor<4x8x32xi1, #blocked9> -> tensor<4x8x32xi1, #blocked>
    %37 = tt.broadcast %34 : tensor<1x1x32xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %38 = arith.andi %36, %37 : tensor<4x8x32xi1, #blocked>
    %39 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32, #blocked5>
    %40 = arith.muli %12, %39 : tensor<4x1x1xi32, #blocked5>
    %41 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked5>
    %42 = tt.addptr %41, %40 : tensor<4x1x1x!tt.ptr<f32>, #blocked5>, tensor<4x1x1xi32, #blocked5>
    %43 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32, #blocked9>
    %44 = arith.muli %18, %43 : tensor<1x8x1xi32, #blocked9>
    %45 = tt.broadcast %42 : tensor<4x1x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked5>
    %46 = ttg.convert_layout %45 : tensor<4x8x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked9>
    %47 = tt.broadcast %44 : tensor<1x8x1xi32, #blocked9> -> tensor<4x8x1xi32, #blocked9>
    %48 = tt.addptr %46, %47 : tensor<4x8x1x!tt.ptr<f32>, #blocked9>, tensor<4x8x1xi32, #blocked9>
    %49 = tt.broadcast %48 : tensor<4x8x1x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked9>
    %50 = ttg.convert_layout %49 : tensor<4x8x32x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %51 = tt.broadcast %24 : tensor<1x1x32xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %52 = tt.addptr %50, %51 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %53 = ttg.convert_layout %52 : tensor<4x8x32x!tt.ptr<f32>, #blocked> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %54 = ttg.convert_layout %38 : tensor<4x8x32xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %55 = ttg.convert_layout %cst_0 : tensor<4x8x32xf32, #blocked> -> tensor<4x8x32xf32, #blocked>
    %56 = tt.load %53, %54, %55 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %57 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32, #blocked5>
    %58 = arith.muli %12, %57 : tensor<4x1x1xi32, #blocked5>
    %59 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<4x1x1x!tt.ptr<f32>, #blocked5>
    %60 = tt.addptr %59, %58 : tensor<4x1x1x!tt.ptr<f32>, #blocked5>, tensor<4x1x1xi32, #blocked5>
    %61 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32, #blocked9>
    %62 = arith.muli %18, %61 : tensor<1x8x1xi32, #blocked9>
    %63 = tt.broadcast %60 : tensor<4x1x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked5>
    %64 = ttg.convert_layout %63 : tensor<4x8x1x!tt.ptr<f32>, #blocked5> -> tensor<4x8x1x!tt.ptr<f32>, #blocked9>
    %65 = tt.broadcast %62 : tensor<1x8x1xi32, #blocked9> -> tensor<4x8x1xi32, #blocked9>
    %66 = tt.addptr %64, %65 : tensor<4x8x1x!tt.ptr<f32>, #blocked9>, tensor<4x8x1xi32, #blocked9>
    %67 = tt.broadcast %66 : tensor<4x8x1x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked9>
    %68 = ttg.convert_layout %67 : tensor<4x8x32x!tt.ptr<f32>, #blocked9> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %69 = tt.addptr %68, %51 : tensor<4x8x32x!tt.ptr<f32>, #blocked>, tensor<4x8x32xi32, #blocked>
    %70 = arith.mulf %56, %cst : tensor<4x8x32xf32, #blocked>
    %71 = ttg.convert_layout %69 : tensor<4x8x32x!tt.ptr<f32>, #blocked> -> tensor<4x8x32x!tt.ptr<f32>, #blocked>
    %72 = ttg.convert_layout %70 : tensor<4x8x32xf32, #blocked> -> tensor<4x8x32xf32, #blocked>
    %73 = ttg.convert_layout %38 : tensor<4x8x32xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    tt.store %71, %72, %73 : tensor<4x8x32x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
