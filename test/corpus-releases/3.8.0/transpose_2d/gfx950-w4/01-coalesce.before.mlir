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
    %31 = tt.load %30, %22 : tensor<32x32x!tt.ptr<f16>, #blocked4>
    %32 = tt.trans %31 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked4> -> tensor<32x32xf16, #blocked5>
    %33 = ttg.convert_layout %32 : tensor<32x32xf16, #blocked5> -> tensor<32x32xf16, #blocked4>
    %34 = ttg.convert_layout %8 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %35 = tt.expand_dims %34 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<32x1xi32, #blocked1>
    %36 = ttg.convert_layout %35 : tensor<32x1xi32, #blocked1> -> tensor<32x1xi32, #blocked2>
    %37 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked2>
    %38 = arith.cmpi slt, %36, %37 : tensor<32x1xi32, #blocked2>
    %39 = ttg.convert_layout %5 : tensor<32xi32, #blocked> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>>
    %40 = tt.expand_dims %39 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked3}>> -> tensor<1x32xi32, #blocked3>
    %41 = ttg.convert_layout %40 : tensor<1x32xi32, #blocked3> -> tensor<1x32xi32, #blocked4>
    %42 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked4>
    %43 = arith.cmpi slt, %41, %42 : tensor<1x32xi32, #blocked4>
    %44 = tt.broadcast %38 : tensor<32x1xi1, #blocked2> -> tensor<32x32xi1, #blocked2>
    %45 = ttg.convert_layout %44 : tensor<32x32xi1, #blocked2> -> tensor<32x32xi1, #blocked4>
    %46 = tt.broadcast %43 : tensor<1x32xi1, #blocked4> -> tensor<32x32xi1, #blocked4>
    %47 = arith.andi %45, %46 : tensor<32x32xi1, #blocked4>
    %48 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked2>
    %49 = arith.muli %36, %48 : tensor<32x1xi32, #blocked2>
    %50 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked2>
    %51 = tt.addptr %50, %49 : tensor<32x1x!tt.ptr<f16>, #blocked2>, tensor<32x1xi32, #blocked2>
    %52 = tt.broadcast %51 : tensor<32x1x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked2>
    %53 = ttg.convert_layout %52 : tensor<32x32x!tt.ptr<f16>, #blocked2> -> tensor<32x32x!tt.ptr<f16>, #blocked4>
    %54 = tt.broadcast %41 : tensor<1x32xi32, #blocked4> -> tensor<32x32xi32, #blocked4>
    %55 = tt.addptr %53, %54 : tensor<32x32x!tt.ptr<f16>, #blocked4>, tensor<32x32xi32, #blocked4>
    tt.store %55, %33, %47 : tensor<32x32x!tt.ptr<f16>, #blocked4>
    tt.return
  }
}
