#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_gather_scatter(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_1 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = arith.extsi %arg4 : i32 to i64
    %1 = arith.extsi %arg3 : i32 to i64
    %2 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %3 = tt.splat %arg1 : !tt.ptr<i32> -> tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.addptr %3, %2 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = tt.load %4 : tensor<32x!tt.ptr<i32>, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.get_program_id x : i32
    %7 = arith.muli %6, %c64_i32 : i32
    %8 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %9 = arith.extsi %7 : i32 to i64
    %10 = arith.extsi %8 : tensor<32x1xi32, #blocked> to tensor<32x1xi64, #blocked>
    %11 = tt.splat %9 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %12 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = arith.extsi %12 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = arith.addi %11, %13 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %16 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %17 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked>
    %18 = arith.muli %10, %17 : tensor<32x1xi64, #blocked>
    %19 = tt.broadcast %18 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %20 = tt.broadcast %15 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %21 = arith.addi %19, %20 : tensor<32x64xi64, #blocked>
    %22 = tt.addptr %16, %21 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %23 = arith.cmpi sge, %10, %cst_2 : tensor<32x1xi64, #blocked>
    %24 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked>
    %25 = arith.cmpi slt, %10, %24 : tensor<32x1xi64, #blocked>
    %26 = arith.andi %23, %25 : tensor<32x1xi1, #blocked>
    %27 = tt.broadcast %26 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %28 = arith.cmpi sge, %15, %cst_1 : tensor<1x64xi64, #blocked>
    %29 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %30 = arith.cmpi slt, %15, %29 : tensor<1x64xi64, #blocked>
    %31 = arith.andi %28, %30 : tensor<1x64xi1, #blocked>
    %32 = tt.broadcast %31 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %33 = arith.andi %27, %32 : tensor<32x64xi1, #blocked>
    %34 = tt.load %22, %33, %cst_0 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %35 = arith.mulf %34, %cst : tensor<32x64xf32, #blocked>
    %36 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %37 = tt.addptr %36, %21 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    tt.store %37, %35, %33 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
