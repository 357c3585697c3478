#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<64x1xi64, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<64x64xf32, #blocked>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<64x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c64_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<64xi64, #blocked2>
    %9 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %10 = arith.extsi %9 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %11 = arith.addi %8, %10 : tensor<64xi64, #blocked2>
    %12 = ttg.convert_layout %11 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<64xi64, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<64x1xi64, #blocked3>
    %14 = ttg.convert_layout %13 : tensor<64x1xi64, #blocked3> -> tensor<64x1xi64, #blocked1>
    %15 = tt.splat %7 : i64 -> tensor<64xi64, #blocked2>
    %16 = arith.addi %15, %10 : tensor<64xi64, #blocked2>
    %17 = ttg.convert_layout %16 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %18 = tt.expand_dims %17 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
    %19 = ttg.convert_layout %18 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %21 = tt.splat %2 : i64 -> tensor<64x1xi64, #blocked1>
    %22 = arith.muli %14, %21 : tensor<64x1xi64, #blocked1>
    %23 = tt.broadcast %22 : tensor<64x1xi64, #blocked1> -> tensor<64x64xi64, #blocked1>
    %24 = ttg.convert_layout %23 : tensor<64x64xi64, #blocked1> -> tensor<64x64xi64, #blocked>
    %25 = tt.broadcast %19 : tensor<1x64xi64, #blocked> -> tensor<64x64xi64, #blocked>
    %26 = arith.addi %24, %25 : tensor<64x64xi64, #blocked>
    %27 = tt.addptr %20, %26 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi64, #blocked>
    %28 = arith.cmpi sge, %14, %cst_0 : tensor<64x1xi64, #blocked1>
    %29 = tt.splat %3 : i64 -> tensor<64x1xi64, #blocked1>
    %30 = arith.cmpi slt, %14, %29 : tensor<64x1xi64, #blocked1>
    %31 = arith.andi %28, %30 : tensor<64x1xi1, #blocked1>
    %32 = tt.broadcast %31 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %33 = ttg.convert_layout %32 : tensor<64x64xi1, #blocked1> -> tensor<64x64xi1, #blocked>
    %34 = arith.cmpi sge, %19, %cst : tensor<1x64xi64, #blocked>
    %35 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %36 = arith.cmpi slt, %19, %35 : tensor<1x64xi64, #blocked>
    %37 = arith.andi %34, %36 : tensor<1x64xi1, #blocked>
    %38 = tt.broadcast %37 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %39 = arith.andi %33, %38 : tensor<64x64xi1, #blocked>
    %40 = ttg.convert_layout %27 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked5>
    %41 = ttg.convert_layout %39 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
    %42 = ttg.convert_layout %cst_1 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked5>
    %43 = tt.load %40, %41, %42 : tensor<64x64x!tt.ptr<f32>, #blocked5>
    %44 = ttg.convert_layout %43 : tensor<64x64xf32, #blocked5> -> tensor<64x64xf32, #blocked>
    %45 = arith.mulf %44, %cst_2 : tensor<64x64xf32, #blocked>
    %46 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<64x64x!tt.ptr<f32>, #blocked>
    %47 = tt.addptr %46, %26 : tensor<64x64x!tt.ptr<f32>, #blocked>, tensor<64x64xi64, #blocked>
    %48 = ttg.convert_layout %47 : tensor<64x64x!tt.ptr<f32>, #blocked> -> tensor<64x64x!tt.ptr<f32>, #blocked5>
    %49 = ttg.convert_layout %45 : tensor<64x64xf32, #blocked> -> tensor<64x64xf32, #blocked5>
    %50 = ttg.convert_layout %39 : tensor<64x64xi1, #blocked> -> tensor<64x64xi1, #blocked5>
    tt.store %48, %49, %50 : tensor<64x64x!tt.ptr<f32>, #blocked5>
    tt.return
  }
}
