#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
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
    %12 = ttg.convert_layout %10 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %13 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked2>
    %14 = arith.cmpi slt, %12, %13 : tensor<32x1xi32, #blocked2>
    %15 = ttg.convert_layout %8 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %16 = tt.expand_dims %15 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
    %17 = ttg.convert_layout %16 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %18 = ttg.convert_layout %16 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %19 = tt.splat %arg3 : i32 -> tensor<1x32xi32, #blocked4>
    %20 = arith.cmpi slt, %18, %19 : tensor<1x32xi32, #blocked4>
    %21 = tt.broadcast %14 : tensor<32x1xi1, #blocked2> -> tensor<32x32xi1, #blocked2>
    %22 = ttg.convert_layout %21 : tensor<32x32xi1, #blocked2> -> tensor<32x32xi1, #blocked4>
    %23 = tt.broadcast %20 : tensor<1x32xi1, #blocked4> -> tensor<32x32xi1, #blocked4>
    %24 = arith.andi %22, %23 : tensor<32x32xi1, #blocked4>
    %25 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked2>
    %26 = arith.muli %11, %25 : tensor<32x1xi32, #blocked2>
    %27 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %28 = tt.addptr %27, %26 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %29 = tt.broadcast %28 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %30 = ttg.convert_layout %29 : tensor<32x32x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked4>
    %31 = tt.broadcast %17 : tensor<1x32xi32, #blocked4> -> tensor<32x32xi32, #blocked4>
    %32 = tt.addptr %30, %31 : tensor<32x32x!tt.ptr<f16>, #blocked4>, tensor<32x32xi32, #blocked4>
    %33 = ttg.convert_layout %32 : tensor<32x32x!tt.ptr<f16>, #blocked4> -> tensor<32x32x!tt.ptr<f16>, #blocked5>
    %34 = ttg.convert_layout %24 : tensor<32x32xi1, #blocked4> -> tensor<32x32xi1, #blocked5>
    %35 = tt.load %33, %34 : tensor<32x32x!tt.ptr<f16>, #blocked5>
    %36 = ttg.convert_layout %35 : tensor<32x32xf16, #blocked5> -> tensor<32x32xf16, #blocked4>
    %37 = tt.trans %36 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked4> -> tensor<32x32xf16, #blocked6>
    %38 = ttg.convert_layout %37 : tensor<32x32xf16, #blocked6> -> tensor<32x32xf16, #blocked4>
    %39 = ttg.convert_layout %8 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %40 = tt.expand_dims %39 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %41 = ttg.convert_layout %40 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %42 = ttg.convert_layout %40 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %43 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked2>
    %44 = arith.cmpi slt, %42, %43 : tensor<32x1xi32, #blocked2>
    %45 = ttg.convert_layout %5 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %46 = tt.expand_dims %45 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
    %47 = ttg.convert_layout %46 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %48 = ttg.convert_layout %46 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %49 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked4>
    %50 = arith.cmpi slt, %48, %49 : tensor<1x32xi32, #blocked4>
    %51 = tt.broadcast %44 : tensor<32x1xi1, #blocked2> -> tensor<32x32xi1, #blocked2>
    %52 = ttg.convert_layout %51 : tensor<32x32xi1, #blocked2> -> tensor<32x32xi1, #blocked4>
    %53 = tt.broadcast %50 : tensor<1x32xi1, #blocked4> -> tensor<32x32xi1, #blocked4>
    %54 = arith.andi %52, %53 : tensor<32x32xi1, #blocked4>
    %55 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked2>
    %56 = arith.muli %41, %55 : tensor<32x1xi32, #blocked2>
    %57 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %58 = tt.addptr %57, %56 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %59 = tt.broadcast %58 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %60 = ttg.convert_layout %59 : tensor<32x32x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked4>
    %61 = tt.broadcast %47 : tensor<1x32xi32, #blocked4> -> tensor<32x32xi32, #blocked4>
    %62 = tt.addptr %60, %61 : tensor<32x32x!tt.ptr<f16>, #blocked4>, tensor<32x32xi32, #blocked4>
    %63 = ttg.convert_layout %62 : tensor<32x32x!tt.ptr<f16>, #blocked4> -> tensor<32x32x!tt.ptr<f16>, #blocked5>
    %64 = ttg.convert_layout %38 : tensor<32x32xf16, #blocked4> -> tensor<32x32xf16, #blocked5>
    %65 = ttg.convert_layout %54 : tensor<32x32xi1, #blocked4> -> tensor<32x32xi1, #blocked5>
    tt.store %63, %64, %65 : tensor<32x32x!tt.ptr<f16>, #blocked5>
    tt.return
  }
}
