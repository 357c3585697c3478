#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c32_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<32xi64, #blocked2>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked2>
    %10 = arith.extsi %9 : tensor<32xi32, #blocked2> to tensor<32xi64, #blocked2>
    %11 = arith.addi %8, %10 : tensor<32xi64, #blocked2>
    %12 = ttg.convert_layout %11 : tensor<32xi64, #blocked2> -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>>
    %13 = tt.expand_dims %12 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked3}>> -> tensor<32x1xi64, #blocked3>
    %14 = ttg.convert_layout %13 : tensor<32x1xi64, #blocked3> -> tensor<32x1xi64, #blocked1>
    %15 = tt.splat %7 : i64 -> tensor<64xi64, #blocked2>
    %16 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %17 = arith.extsi %16 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %18 = arith.addi %15, %17 : tensor<64xi64, #blocked2>
    %19 = ttg.convert_layout %18 : tensor<64xi64, #blocked2> -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>>
    %20 = tt.expand_dims %19 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked4}>> -> tensor<1x64xi64, #blocked4>
    %21 = ttg.convert_layout %20 : tensor<1x64xi64, #blocked4> -> tensor<1x64xi64, #blocked>
    %22 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %23 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %24 = arith.muli %14, %23 : tensor<32x1xi64, #blocked1>
    %25 = tt.broadcast %24 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %26 = ttg.convert_layout %25 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %27 = tt.broadcast %21 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %28 = arith.addi %26, %27 : tensor<32x64xi64, #blocked>
    %29 = tt.addptr %22, %28 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %30 = arith.cmpi sge, %14, %cst_0 : tensor<32x1xi64, #blocked1>
    %31 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked1>
    %32 = arith.cmpi slt, %14, %31 : tensor<32x1xi64, #blocked1>
    %33 = arith.andi %30, %32 : tensor<32x1xi1, #blocked1>
    %34 = tt.broadcast %33 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %35 = ttg.convert_layout %34 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %36 = arith.cmpi sge, %21, %cst : tensor<1x64xi64, #blocked>
    %37 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %38 = arith.cmpi slt, %21, %37 : tensor<1x64xi64, #blocked>
    %39 = arith.andi %36, %38 : tensor<1x64xi1, #blocked>
    %40 = tt.broadcast %39 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %41 = arith.andi %35, %40 : tensor<32x64xi1, #blocked>
    %42 = ttg.convert_layout %29 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked5>
    %43 = ttg.convert_layout %41 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
    %44 = ttg.convert_layout %cst_1 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked5>
    %45 = tt.load %42, %43, %44 : tensor<32x64x!tt.ptr<f32>, #blocked5>
    %46 = ttg.convert_layout %45 : tensor<32x64xf32, #blocked5> -> tensor<32x64xf32, #blocked>
    %47 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %48 = tt.addptr %47, %28 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %49 = ttg.convert_layout %48 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked5>
    %50 = ttg.convert_layout %46 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked5>
    %51 = ttg.convert_layout %41 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked5>
    %52 = tt.atomic_rmw fadd, release, gpu, %49, %50, %51 : (tensor<32x64x!tt.ptr<f32>, #blocked5>, tensor<32x64xf32, #blocked5>, tensor<32x64xi1, #blocked5>) -> tensor<32x64xf32, #blocked5>
    %53 = ttg.convert_layout %52 : tensor<32x64xf32, #blocked5> -> tensor<32x64xf32, #blocked>
    tt.return
  }
}
