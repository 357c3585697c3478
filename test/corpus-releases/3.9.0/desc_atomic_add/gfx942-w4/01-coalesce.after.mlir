#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
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
    %12 = tt.reshape %11 : tensor<32xi64, #blocked2> -> tensor<32x1xi64, #blocked1>
    %13 = tt.splat %7 : i64 -> tensor<64xi64, #blocked2>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %15 = arith.extsi %14 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %16 = arith.addi %13, %15 : tensor<64xi64, #blocked2>
    %17 = tt.reshape %16 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked>
    %18 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %19 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %20 = arith.muli %12, %19 : tensor<32x1xi64, #blocked1>
    %21 = tt.broadcast %20 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %22 = ttg.convert_layout %21 : tensor<32x64xi64, #blocked1> -> tensor<32x64xi64, #blocked>
    %23 = tt.broadcast %17 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %24 = arith.addi %22, %23 : tensor<32x64xi64, #blocked>
    %25 = tt.addptr %18, %24 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %26 = arith.cmpi sge, %12, %cst_0 : tensor<32x1xi64, #blocked1>
    %27 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked1>
    %28 = arith.cmpi slt, %12, %27 : tensor<32x1xi64, #blocked1>
    %29 = arith.andi %26, %28 : tensor<32x1xi1, #blocked1>
    %30 = tt.broadcast %29 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %31 = ttg.convert_layout %30 : tensor<32x64xi1, #blocked1> -> tensor<32x64xi1, #blocked>
    %32 = arith.cmpi sge, %17, %cst : tensor<1x64xi64, #blocked>
    %33 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %34 = arith.cmpi slt, %17, %33 : tensor<1x64xi64, #blocked>
    %35 = arith.andi %32, %34 : tensor<1x64xi1, #blocked>
    %36 = tt.broadcast %35 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %37 = arith.andi %31, %36 : tensor<32x64xi1, #blocked>
    %38 = ttg.convert_layout %25 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked3>
    %39 = ttg.convert_layout %37 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked3>
    %40 = ttg.convert_layout %cst_1 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked3>
    %41 = tt.load %38, %39, %40 : tensor<32x64x!tt.ptr<f32>, #blocked3>
    %42 = ttg.convert_layout %41 : tensor<32x64xf32, #blocked3> -> tensor<32x64xf32, #blocked>
    %43 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %44 = tt.addptr %43, %24 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %45 = ttg.convert_layout %44 : tensor<32x64x!tt.ptr<f32>, #blocked> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %46 = ttg.convert_layout %42 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked>
    %47 = ttg.convert_layout %37 : tensor<32x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %48 = tt.atomic_rmw fadd, release, gpu, %45, %46, %47 : (tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xi1, #blocked>) -> tensor<32x64xf32, #blocked>
    tt.return
  }
}
