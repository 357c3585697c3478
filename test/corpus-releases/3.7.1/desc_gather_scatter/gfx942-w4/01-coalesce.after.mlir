#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_2 = arith.constant dense<2.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %0 = arith.extsi %arg4 : i32 to i64
    %1 = arith.extsi %arg3 : i32 to i64
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %3 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #blocked2>
    %4 = tt.addptr %3, %2 : tensor<32x!tt.ptr<i32>, #blocked2>, tensor<32xi32, #blocked2>
    %5 = ttg.convert_layout %4 : tensor<32x!tt.ptr<i32>, #blocked2> -> tensor<32x!tt.ptr<i32>, #blocked2>
    %6 = tt.load %5 : tensor<32x!tt.ptr<i32>, #blocked2>
    %7 = tt.get_program_id x : i32
    %8 = arith.muli %7, %c64_i32 : i32
    %9 = ttg.convert_layout %6 : tensor<32xi32, #blocked2> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %10 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi32, #blocked3>
    %11 = ttg.convert_layout %10 : tensor<32x1xi32, #blocked3> -> tensor<32x1xi32, #blocked1>
    %12 = arith.extsi %8 : i32 to i64
    %13 = arith.extsi %11 : tensor<32x1xi32, #blocked1> to tensor<32x1xi64, #blocked1>
    %14 = tt.splat %12 : i64 -> tensor<64xi64, #blocked2>
    %15 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %16 = arith.extsi %15 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %17 = arith.addi %14, %16 : tensor<64xi64, #blocked2>
    %18 = ttg.convert_layout %17 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %19 = tt.expand_dims %18 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
    %20 = ttg.convert_layout %19 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
    %21 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %22 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked1>
    %23 = arith.muli %13, %22 : tensor<32x1xi64, #blocked1>
    %24 = tt.broadcast %23 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %25 = ttg.convert_layout %24 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %26 = tt.broadcast %20 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %27 = arith.addi %25, %26 : tensor<32x64xi64, #blocked>
    %28 = tt.addptr %21, %27 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %29 = arith.cmpi sge, %13, %cst_0 : tensor<32x1xi64, #blocked1>
    %30 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked1>
    %31 = arith.cmpi slt, %13, %30 : tensor<32x1xi64, #blocked1>
    %32 = arith.andi %29, %31 : tensor<32x1xi1, #blocked1>
    %33 = tt.broadcast %32 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %34 = ttg.convert_layout %33 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %35 = arith.cmpi sge, %20, %cst : tensor<1x64xi64, #blocked>
    %36 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %37 = arith.cmpi slt, %20, %36 : tensor<1x64xi64, #blocked>
    %38 = arith.andi %35, %37 : tensor<1x64xi1, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %40 = arith.andi %34, %39 : tensor<32x64xi1, #blocked>
    %41 = ttg.convert_layout %28 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked5>
    %42 = ttg.convert_layout %40 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
    %43 = ttg.convert_layout %cst_1 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked5>
    %44 = tt.load %41, %42, %43 : tensor<32x64x!tt.ptr<f32>, #blocked5>
    %45 = ttg.convert_layout %44 : tensor<32x64xf32, #blocked5> -> tensor<32x64xf32, #blocked>
    %46 = arith.mulf %45, %cst_2 : tensor<32x64xf32, #blocked>
    %47 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %48 = tt.addptr %47, %27 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %49 = ttg.convert_layout %48 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked5>
    %50 = ttg.convert_layout %46 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked5>
    %51 = ttg.convert_layout %40 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
    tt.store %49, %50, %51 : tensor<32x64x!tt.ptr<f32>, #blocked5>
    tt.return
  }
}
