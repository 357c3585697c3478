#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [64, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [0, 1]}>
#blocked4 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [2, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked5 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @transpose_2d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %33 = tt.load %32, %24 : tensor<32x32x!tt.ptr<f16>, #blocked4>
    %34 = tt.trans %33 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked4> -> tensor<32x32xf16, #blocked5>
    %35 = ttg.convert_layout %34 : tensor<32x32xf16, #blocked5> -> tensor<32x32xf16, #blocked4>
    %36 = ttg.convert_layout %8 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %37 = tt.expand_dims %36 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %38 = ttg.convert_layout %37 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %39 = ttg.convert_layout %37 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %40 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked2>
    %41 = arith.cmpi slt, %39, %40 : tensor<32x1xi32, #blocked2>
    %42 = ttg.convert_layout %5 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %43 = tt.expand_dims %42 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
    %44 = ttg.convert_layout %43 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %45 = ttg.convert_layout %43 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %46 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked4>
    %47 = arith.cmpi slt, %45, %46 : tensor<1x32xi32, #blocked4>
    %48 = tt.broadcast %41 : tensor<32x1xi1, #blocked2> -> tensor<32x32xi1, #blocked2>
    %49 = ttg.convert_layout %48 : tensor<32x32xi1, #blocked2> -> tensor<32x32xi1, #blocked4>
    %50 = tt.broadcast %47 : tensor<1x32xi1, #blocked4> -> tensor<32x32xi1, #blocked4>
    %51 = arith.andi %49, %50 : tensor<32x32xi1, #blocked4>
    %52 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked2>
    %53 = arith.muli %38, %52 : tensor<32x1xi32, #blocked2>
    %54 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %55 = tt.addptr %54, %53 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %56 = tt.broadcast %55 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %57 = ttg.convert_layout %56 : tensor<32x32x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked4>
    %58 = tt.broadcast %44 : tensor<1x32xi32, #blocked4> -> tensor<32x32xi32, #blocked4>
    %59 = tt.addptr %57, %58 : tensor<32x32x!tt.ptr<f16>, #blocked4>, tensor<32x32xi32, #blocked4>
    tt.store %59, %35, %51 : tensor<32x32x!tt.ptr<f16>, #blocked4>
    tt.return
  }
}
