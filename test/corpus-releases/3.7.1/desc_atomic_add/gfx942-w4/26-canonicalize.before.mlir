#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @desc_atomic_add(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %cst = arith.constant dense<0.000000e+00> : tensor<32x64xf32, #blocked>
    %cst_0 = arith.constant dense<0> : tensor<1x64xi64, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = arith.extsi %arg2 : i32 to i64
    %4 = arith.muli %0, %c32_i32 : i32
    %5 = arith.muli %1, %c64_i32 : i32
    %6 = arith.extsi %4 : i32 to i64
    %7 = arith.extsi %5 : i32 to i64
    %8 = tt.splat %6 : i64 -> tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %9 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.extsi %9 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %11 = arith.addi %8, %10 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %13 = tt.splat %7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %14 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.extsi %14 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %16 = arith.addi %13, %15 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %17 = tt.expand_dims %16 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %18 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %cst_2 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %19 = arith.muli %6, %2 : i64
    %20 = tt.splat %6 : i64 -> tensor<32x1xi64, #blocked>
    %21 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %22 = arith.muli %18, %cst_2 : tensor<32x1xi64, #blocked>
    %23 = arith.muli %20, %cst_2 : tensor<32x1xi64, #blocked>
    %24 = arith.muli %18, %21 : tensor<32x1xi64, #blocked>
    %25 = arith.addi %22, %23 : tensor<32x1xi64, #blocked>
    %26 = arith.addi %25, %24 : tensor<32x1xi64, #blocked>
    %27 = tt.broadcast %26 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %28 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %29 = tt.broadcast %28 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %30 = arith.addi %19, %7 : i64
    %31 = arith.addi %27, %29 : tensor<32x64xi64, #blocked>
    %32 = tt.splat %30 : i64 -> tensor<32x64xi64, #blocked>
    %33 = arith.addi %32, %31 : tensor<32x64xi64, #blocked>
    %34 = arith.trunci %33 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %35 = arith.cmpi sge, %12, %cst_1 : tensor<32x1xi64, #blocked>
    %36 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked>
    %37 = arith.cmpi slt, %12, %36 : tensor<32x1xi64, #blocked>
    %38 = arith.andi %35, %37 : tensor<32x1xi1, #blocked>
    %39 = tt.broadcast %38 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %40 = arith.cmpi sge, %17, %cst_0 : tensor<1x64xi64, #blocked>
    %41 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %42 = arith.cmpi slt, %17, %41 : tensor<1x64xi64, #blocked>
    %43 = arith.andi %40, %42 : tensor<1x64xi1, #blocked>
    %44 = tt.broadcast %43 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %45 = arith.andi %39, %44 : tensor<32x64xi1, #blocked>
    %46 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %47 = tt.addptr %46, %34 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %48 = tt.load %47, %45, %cst : tensor<32x64x!tt.ptr<f32>, #blocked>
    %49 = tt.expand_dims %10 {axis = 1 : i32} : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %cst_3 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %50 = arith.muli %6, %2 : i64
    %51 = tt.splat %6 : i64 -> tensor<32x1xi64, #blocked>
    %52 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %53 = arith.muli %49, %cst_3 : tensor<32x1xi64, #blocked>
    %54 = arith.muli %51, %cst_3 : tensor<32x1xi64, #blocked>
    %55 = arith.muli %49, %52 : tensor<32x1xi64, #blocked>
    %56 = arith.addi %53, %54 : tensor<32x1xi64, #blocked>
    %57 = arith.addi %56, %55 : tensor<32x1xi64, #blocked>
    %58 = tt.broadcast %57 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %59 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %60 = tt.broadcast %59 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %61 = arith.addi %50, %7 : i64
    %62 = arith.addi %58, %60 : tensor<32x64xi64, #blocked>
    %63 = tt.splat %61 : i64 -> tensor<32x64xi64, #blocked>
    %64 = arith.addi %63, %62 : tensor<32x64xi64, #blocked>
    %65 = arith.trunci %64 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %66 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %67 = tt.addptr %66, %65 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %68 = tt.atomic_rmw fadd, release, gpu, %67, %48, %45 : (tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xf32, #blocked>, tensor<32x64xi1, #blocked>) -> tensor<32x64xf32, #blocked>
    tt.return
  }
}
