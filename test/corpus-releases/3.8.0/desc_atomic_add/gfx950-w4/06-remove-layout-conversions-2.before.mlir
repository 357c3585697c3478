#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked1>
    %cst_1 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c32_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.splat %6 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %12 = arith.extsi %10 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %13 = arith.extsi %11 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %14 = arith.addi %8, %12 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %15 = arith.addi %9, %13 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %16 = tt.expand_dims %14 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %17 = tt.expand_dims %15 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi64, #blocked1>
    %18 = tt.splat %7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %19 = tt.splat %7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %20 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %21 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %22 = arith.extsi %20 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = arith.extsi %21 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %24 = arith.addi %18, %22 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %25 = arith.addi %19, %23 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %26 = tt.expand_dims %24 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %27 = tt.expand_dims %25 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi64, #blocked1>
    %28 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %29 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %30 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %31 = arith.muli %16, %29 : tensor<32x1xi64, #blocked>
    %32 = arith.muli %17, %30 : tensor<32x1xi64, #blocked1>
    %33 = tt.broadcast %31 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %34 = tt.broadcast %32 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %35 = tt.broadcast %26 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %36 = tt.broadcast %27 : tensor<1x64xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %37 = arith.addi %33, %35 : tensor<32x64xi64, #blocked>
    %38 = arith.addi %34, %36 : tensor<32x64xi64, #blocked1>
    %39 = tt.addptr %28, %37 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi64, #blocked>
    %40 = arith.cmpi sge, %16, %cst_2 : tensor<32x1xi64, #blocked>
    %41 = arith.cmpi sge, %17, %cst_3 : tensor<32x1xi64, #blocked1>
    %42 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked>
    %43 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked1>
    %44 = arith.cmpi slt, %16, %42 : tensor<32x1xi64, #blocked>
    %45 = arith.cmpi slt, %17, %43 : tensor<32x1xi64, #blocked1>
    %46 = arith.andi %40, %44 : tensor<32x1xi1, #blocked>
    %47 = arith.andi %41, %45 : tensor<32x1xi1, #blocked1>
    %48 = tt.broadcast %46 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %49 = tt.broadcast %47 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %50 = arith.cmpi sge, %26, %cst_1 : tensor<1x64xi64, #blocked>
    %51 = arith.cmpi sge, %27, %cst_0 : tensor<1x64xi64, #blocked1>
    %52 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %53 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked1>
    %54 = arith.cmpi slt, %26, %52 : tensor<1x64xi64, #blocked>
    %55 = arith.cmpi slt, %27, %53 : tensor<1x64xi64, #blocked1>
    %56 = arith.andi %50, %54 : tensor<1x64xi1, #blocked>
    %57 = arith.andi %51, %55 : tensor<1x64xi1, #blocked1>
    %58 = tt.broadcast %56 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %59 = tt.broadcast %57 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %60 = arith.andi %48, %58 : tensor<32x64xi1, #blocked>
    %61 = arith.andi %49, %59 : tensor<32x64xi1, #blocked1>
    %62 = tt.load %39, %60, %cst : tensor<32x64x!tt.ptr<f32>, #blocked>
    %63 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked1>
    %64 = tt.addptr %63, %38 : tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xi64, #blocked1>
    %65 = ttg.convert_layout %62 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %66 = tt.atomic_rmw fadd, release, gpu, %64, %65, %61 : (tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xf32, #blocked1>, tensor<32x64xi1, #blocked1>) -> tensor<32x64xf32, #blocked1>
    tt.return
  }
}
