#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @transpose_2d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %5 = tt.splat %2 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = tt.splat %2 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %7 = arith.addi %5, %3 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = arith.addi %6, %4 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = arith.muli %1, %c32_i32 : i32
    %10 = tt.splat %9 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %11 = tt.splat %9 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = arith.addi %10, %4 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = arith.addi %11, %3 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %14 = tt.expand_dims %7 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %15 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked>
    %16 = arith.cmpi slt, %14, %15 : tensor<32x1xi32, #blocked>
    %17 = tt.expand_dims %12 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %18 = tt.splat %arg3 : i32 -> tensor<1x32xi32, #blocked>
    %19 = arith.cmpi slt, %17, %18 : tensor<1x32xi32, #blocked>
    %20 = tt.broadcast %16 : tensor<32x1xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %21 = tt.broadcast %19 : tensor<1x32xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %22 = arith.andi %20, %21 : tensor<32x32xi1, #blocked>
    %23 = arith.muli %2, %arg4 : i32
    %24 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %25 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %26 = arith.muli %24, %25 : tensor<32x1xi32, #blocked>
    %27 = tt.broadcast %26 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %28 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %29 = tt.broadcast %28 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %30 = arith.addi %23, %9 : i32
    %31 = arith.addi %27, %29 : tensor<32x32xi32, #blocked>
    %32 = tt.splat %30 : i32 -> tensor<32x32xi32, #blocked>
    %33 = arith.addi %32, %31 : tensor<32x32xi32, #blocked>
    %34 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %35 = tt.addptr %34, %33 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %36 = tt.load %35, %22 : tensor<32x32x!tt.ptr<f16>, #blocked>
    %37 = tt.trans %36 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %38 = tt.expand_dims %13 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %39 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked>
    %40 = arith.cmpi slt, %38, %39 : tensor<32x1xi32, #blocked>
    %41 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %42 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked>
    %43 = arith.cmpi slt, %41, %42 : tensor<1x32xi32, #blocked>
    %44 = tt.broadcast %40 : tensor<32x1xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %45 = tt.broadcast %43 : tensor<1x32xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %46 = arith.andi %44, %45 : tensor<32x32xi1, #blocked>
    %47 = arith.muli %9, %arg5 : i32
    %48 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %49 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %50 = arith.muli %48, %49 : tensor<32x1xi32, #blocked>
    %51 = tt.broadcast %50 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %52 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %53 = tt.broadcast %52 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %54 = arith.addi %47, %2 : i32
    %55 = arith.addi %51, %53 : tensor<32x32xi32, #blocked>
    %56 = tt.splat %54 : i32 -> tensor<32x32xi32, #blocked>
    %57 = arith.addi %56, %55 : tensor<32x32xi32, #blocked>
    %58 = ttg.convert_layout %37 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked>
    %59 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %60 = tt.addptr %59, %57 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    tt.store %60, %58, %46 : tensor<32x32x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
