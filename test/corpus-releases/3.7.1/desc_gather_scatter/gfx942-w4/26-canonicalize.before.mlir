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
    %c0_i64 = arith.constant 0 : i64
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %16 = arith.muli %c0_i64, %0 : i64
    %17 = tt.splat %c0_i64 : i64 -> tensor<32x1xi64, #blocked>
    %18 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked>
    %19 = arith.muli %10, %cst_3 : tensor<32x1xi64, #blocked>
    %20 = arith.muli %17, %cst_3 : tensor<32x1xi64, #blocked>
    %21 = arith.muli %10, %18 : tensor<32x1xi64, #blocked>
    %22 = arith.addi %19, %20 : tensor<32x1xi64, #blocked>
    %23 = arith.addi %22, %21 : tensor<32x1xi64, #blocked>
    %24 = tt.broadcast %23 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %25 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %26 = tt.broadcast %25 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %27 = arith.addi %16, %9 : i64
    %28 = arith.addi %24, %26 : tensor<32x64xi64, #blocked>
    %29 = tt.splat %27 : i64 -> tensor<32x64xi64, #blocked>
    %30 = arith.addi %29, %28 : tensor<32x64xi64, #blocked>
    %31 = arith.trunci %30 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %32 = arith.cmpi sge, %10, %cst_2 : tensor<32x1xi64, #blocked>
    %33 = tt.splat %1 : i64 -> tensor<32x1xi64, #blocked>
    %34 = arith.cmpi slt, %10, %33 : tensor<32x1xi64, #blocked>
    %35 = arith.andi %32, %34 : tensor<32x1xi1, #blocked>
    %36 = tt.broadcast %35 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %37 = arith.cmpi sge, %15, %cst_1 : tensor<1x64xi64, #blocked>
    %38 = tt.splat %0 : i64 -> tensor<1x64xi64, #blocked>
    %39 = arith.cmpi slt, %15, %38 : tensor<1x64xi64, #blocked>
    %40 = arith.andi %37, %39 : tensor<1x64xi1, #blocked>
    %41 = tt.broadcast %40 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %42 = arith.andi %36, %41 : tensor<32x64xi1, #blocked>
    %43 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %44 = tt.addptr %43, %31 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %45 = tt.load %44, %42, %cst_0 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %46 = arith.mulf %45, %cst : tensor<32x64xf32, #blocked>
    %c0_i64_4 = arith.constant 0 : i64
    %cst_5 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %47 = arith.muli %c0_i64_4, %0 : i64
    %48 = tt.splat %c0_i64_4 : i64 -> tensor<32x1xi64, #blocked>
    %49 = tt.splat %0 : i64 -> tensor<32x1xi64, #blocked>
    %50 = arith.muli %10, %cst_5 : tensor<32x1xi64, #blocked>
    %51 = arith.muli %48, %cst_5 : tensor<32x1xi64, #blocked>
    %52 = arith.muli %10, %49 : tensor<32x1xi64, #blocked>
    %53 = arith.addi %50, %51 : tensor<32x1xi64, #blocked>
    %54 = arith.addi %53, %52 : tensor<32x1xi64, #blocked>
    %55 = tt.broadcast %54 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %56 = tt.expand_dims %13 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %57 = tt.broadcast %56 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %58 = arith.addi %47, %9 : i64
    %59 = arith.addi %55, %57 : tensor<32x64xi64, #blocked>
    %60 = tt.splat %58 : i64 -> tensor<32x64xi64, #blocked>
    %61 = arith.addi %60, %59 : tensor<32x64xi64, #blocked>
    %62 = arith.trunci %61 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %63 = tt.splat %arg2 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %64 = tt.addptr %63, %62 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    tt.store %64, %46, %42 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
