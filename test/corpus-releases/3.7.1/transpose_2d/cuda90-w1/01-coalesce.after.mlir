#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [1, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @transpose_2d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked>
    %4 = tt.splat %2 : i32 -> tensor<32xi32, #blocked>
    %5 = arith.addi %4, %3 : tensor<32xi32, #blocked>
    %6 = arith.muli %1, %c32_i32 : i32
    %7 = tt.splat %6 : i32 -> tensor<32xi32, #blocked>
    %8 = arith.addi %7, %3 : tensor<32xi32, #blocked>
    %9 = ttg.convert_layout %5 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %10 = tt.expand_dims %9 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %11 = ttg.convert_layout %10 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %12 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked2>
    %13 = arith.cmpi slt, %11, %12 : tensor<32x1xi32, #blocked2>
    %14 = ttg.convert_layout %8 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %15 = tt.expand_dims %14 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
    %16 = ttg.convert_layout %15 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %17 = tt.splat %arg3 : i32 -> tensor<1x32xi32, #blocked4>
    %18 = arith.cmpi slt, %16, %17 : tensor<1x32xi32, #blocked4>
    %19 = tt.broadcast %13 : tensor<32x1xi1, #blocked2> -> tensor<32x32xi1, #blocked2>
    %20 = ttg.convert_layout %19 : tensor<32x32xi1, #blocked2> -> tensor<32x32xi1, #blocked4>
    %21 = tt.broadcast %18 : tensor<1x32xi1, #blocked4> -> tensor<32x32xi1, #blocked4>
    %22 = arith.andi %20, %21 : tensor<32x32xi1, #blocked4>
    %23 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked2>
    %24 = arith.muli %11, %23 : tensor<32x1xi32, #blocked2>
    %25 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %26 = tt.addptr %25, %24 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %27 = tt.broadcast %26 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %28 = ttg.convert_layout %27 : tensor<32x32x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked4>
    %29 = tt.broadcast %16 : tensor<1x32xi32, #blocked4> -> tensor<32x32xi32, #blocked4>
    %30 = tt.addptr %28, %29 : tensor<32x32x!tt.ptr<f16>, #blocked4>, tensor<32x32xi32, #blocked4>
    %31 = ttg.convert_layout %30 : tensor<32x32x!tt.ptr<f16>, #blocked4> -> tensor<32x32x!tt.ptr<f16>, #blocked5>
    %32 = ttg.convert_layout %22 : tensor<32x32xi1, #blocked4> -> tensor<32x32xi1, #blocked5>
    %33 = tt.load %31, %32 : tensor<32x32x!tt.ptr<f16>, #blocked5>
    %34 = ttg.convert_layout %33 : tensor<32x32xf16, #blocked5> -> tensor<32x32xf16, #blocked4>
    %35 = tt.trans %34 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked4> -> tensor<32x32xf16, #blocked1>
    %36 = ttg.convert_layout %35 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked4>
    %37 = ttg.convert_layout %8 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %38 = tt.expand_dims %37 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %39 = ttg.convert_layout %38 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %40 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked2>
    %41 = arith.cmpi slt, %39, %40 : tensor<32x1xi32, #blocked2>
    %42 = ttg.convert_layout %5 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %43 = tt.expand_dims %42 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
    %44 = ttg.convert_layout %43 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %45 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked4>
    %46 = arith.cmpi slt, %44, %45 : tensor<1x32xi32, #blocked4>
    %47 = tt.broadcast %41 : tensor<32x1xi1, #blocked2> -> tensor<32x32xi1, #blocked2>
    %48 = ttg.convert_layout %47 : tensor<32x32xi1, #blocked2> -> tensor<32x32xi1, #blocked4>
    %49 = tt.broadcast %46 : tensor<1x32xi1, #blocked4> -> tensor<32x32xi1, #blocked4>
    %50 = arith.andi %48, %49 : tensor<32x32xi1, #blocked4>
    %51 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked2>
    %52 = arith.muli %39, %51 : tensor<32x1xi32, #blocked2>
    %53 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %54 = tt.addptr %53, %52 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %55 = tt.broadcast %54 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %56 = ttg.convert_layout %55 : tensor<32x32x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked4>
    %57 = tt.broadcast %44 : tensor<1x32xi32, #blocked4> -> tensor<32x32xi32, #blocked4>
    %58 = tt.addptr %56, %57 : tensor<32x32x!tt.ptr<f16>, #blocked4>, tensor<32x32xi32, #blocked4>
    %59 = ttg.convert_layout %58 : tensor<32x32x!tt.ptr<f16>, #blocked4> -> tensor<32x32x!tt.ptr<f16>, #blocked5>
    %60 = ttg.convert_layout %36 : tensor<32x32xf16, #blocked4> -> tensor<32x32xf16, #blocked5>
    %61 = ttg.convert_layout %50 : tensor<32x32xi1, #blocked4> -> tensor<32x32xi1, #blocked5>
    tt.store %59, %60, %61 : tensor<32x32x!tt.ptr<f16>, #blocked5>
    tt.return
  }
}
