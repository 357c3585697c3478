#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
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
    %16 = tt.reshape %14 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %17 = tt.reshape %15 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi64, #blocked1>
    %18 = tt.splat %7 : i64 -> tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %19 = tt.splat %7 : i64 -> tensor<64xi64, #blocked2>
    %20 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %21 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #blocked2>
    %22 = arith.extsi %20 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %23 = arith.extsi %21 : tensor<64xi32, #blocked2> to tensor<64xi64, #blocked2>
    %24 = arith.addi %18, %22 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
    %25 = arith.addi %19, %23 : tensor<64xi64, #blocked2>
    %26 = tt.reshape %24 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %27 = tt.reshape %25 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked1>
    %28 = tt.reshape %12 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi64, #blocked>
    %cst_4 = arith.constant dense<0> : tensor<32x1xi64, #blocked>
    %29 = arith.muli %6, %2 : i64
    %30 = tt.splat %6 : i64 -> tensor<32x1xi64, #blocked>
    %31 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked>
    %32 = arith.muli %28, %cst_4 : tensor<32x1xi64, #blocked>
    %33 = arith.muli %30, %cst_4 : tensor<32x1xi64, #blocked>
    %34 = arith.muli %28, %31 : tensor<32x1xi64, #blocked>
    %35 = arith.addi %32, %33 : tensor<32x1xi64, #blocked>
    %36 = arith.addi %35, %34 : tensor<32x1xi64, #blocked>
    %37 = tt.broadcast %36 : tensor<32x1xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %38 = tt.reshape %22 : tensor<64xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi64, #blocked>
    %39 = tt.broadcast %38 : tensor<1x64xi64, #blocked> -> tensor<32x64xi64, #blocked>
    %40 = arith.addi %29, %7 : i64
    %41 = arith.addi %37, %39 : tensor<32x64xi64, #blocked>
    %42 = tt.splat %40 : i64 -> tensor<32x64xi64, #blocked>
    %43 = arith.addi %42, %41 : tensor<32x64xi64, #blocked>
    %44 = arith.trunci %43 : tensor<32x64xi64, #blocked> to tensor<32x64xi32, #blocked>
    %45 = arith.cmpi sge, %16, %cst_2 : tensor<32x1xi64, #blocked>
    %46 = arith.cmpi sge, %17, %cst_3 : tensor<32x1xi64, #blocked1>
    %47 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked>
    %48 = tt.splat %3 : i64 -> tensor<32x1xi64, #blocked1>
    %49 = arith.cmpi slt, %16, %47 : tensor<32x1xi64, #blocked>
    %50 = arith.cmpi slt, %17, %48 : tensor<32x1xi64, #blocked1>
    %51 = arith.andi %45, %49 : tensor<32x1xi1, #blocked>
    %52 = arith.andi %46, %50 : tensor<32x1xi1, #blocked1>
    %53 = tt.broadcast %51 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %54 = tt.broadcast %52 : tensor<32x1xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %55 = arith.cmpi sge, %26, %cst_1 : tensor<1x64xi64, #blocked>
    %56 = arith.cmpi sge, %27, %cst_0 : tensor<1x64xi64, #blocked1>
    %57 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked>
    %58 = tt.splat %2 : i64 -> tensor<1x64xi64, #blocked1>
    %59 = arith.cmpi slt, %26, %57 : tensor<1x64xi64, #blocked>
    %60 = arith.cmpi slt, %27, %58 : tensor<1x64xi64, #blocked1>
    %61 = arith.andi %55, %59 : tensor<1x64xi1, #blocked>
    %62 = arith.andi %56, %60 : tensor<1x64xi1, #blocked1>
    %63 = tt.broadcast %61 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %64 = tt.broadcast %62 : tensor<1x64xi1, #blocked1> -> tensor<32x64xi1, #blocked1>
    %65 = arith.andi %53, %63 : tensor<32x64xi1, #blocked>
    %66 = arith.andi %54, %64 : tensor<32x64xi1, #blocked1>
    %67 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %68 = tt.addptr %67, %44 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %69 = tt.load %68, %65, %cst : tensor<32x64x!tt.ptr<f32>, #blocked>
    %70 = tt.reshape %13 : tensor<32xi64, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi64, #blocked1>
    %cst_5 = arith.constant dense<0> : tensor<32x1xi64, #blocked1>
    %71 = arith.muli %6, %2 : i64
    %72 = tt.splat %6 : i64 -> tensor<32x1xi64, #blocked1>
    %73 = tt.splat %2 : i64 -> tensor<32x1xi64, #blocked1>
    %74 = arith.muli %70, %cst_5 : tensor<32x1xi64, #blocked1>
    %75 = arith.muli %72, %cst_5 : tensor<32x1xi64, #blocked1>
    %76 = arith.muli %70, %73 : tensor<32x1xi64, #blocked1>
    %77 = arith.addi %74, %75 : tensor<32x1xi64, #blocked1>
    %78 = arith.addi %77, %76 : tensor<32x1xi64, #blocked1>
    %79 = tt.broadcast %78 : tensor<32x1xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %80 = tt.reshape %23 : tensor<64xi64, #blocked2> -> tensor<1x64xi64, #blocked1>
    %81 = tt.broadcast %80 : tensor<1x64xi64, #blocked1> -> tensor<32x64xi64, #blocked1>
    %82 = arith.addi %71, %7 : i64
    %83 = arith.addi %79, %81 : tensor<32x64xi64, #blocked1>
    %84 = tt.splat %82 : i64 -> tensor<32x64xi64, #blocked1>
    %85 = arith.addi %84, %83 : tensor<32x64xi64, #blocked1>
    %86 = arith.trunci %85 : tensor<32x64xi64, #blocked1> to tensor<32x64xi32, #blocked1>
    %87 = ttg.convert_layout %69 : tensor<32x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    %88 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked1>
    %89 = tt.addptr %88, %86 : tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xi32, #blocked1>
    %90 = tt.atomic_rmw fadd, release, gpu, %89, %87, %66 : (tensor<32x64x!tt.ptr<f32>, #blocked1>, tensor<32x64xf32, #blocked1>, tensor<32x64xi1, #blocked1>) -> tensor<32x64xf32, #blocked1>
    tt.return
  }
}
