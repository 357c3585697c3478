#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [8, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @transpose_2d(%arg0: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
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
    %23 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %24 = arith.muli %14, %23 : tensor<32x1xi32, #blocked>
    %25 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %26 = tt.addptr %25, %24 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %27 = tt.broadcast %26 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %28 = tt.broadcast %17 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %29 = tt.addptr %27, %28 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %30 = tt.load %29, %22 : tensor<32x32x!tt.ptr<f16>, #blocked>
    %31 = tt.trans %30 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %32 = tt.expand_dims %13 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %33 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked>
    %34 = arith.cmpi slt, %32, %33 : tensor<32x1xi32, #blocked>
    %35 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %36 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked>
    %37 = arith.cmpi slt, %35, %36 : tensor<1x32xi32, #blocked>
    %38 = tt.broadcast %34 : tensor<32x1xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %39 = tt.broadcast %37 : tensor<1x32xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %40 = arith.andi %38, %39 : tensor<32x32xi1, #blocked>
    %41 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %42 = arith.muli %32, %41 : tensor<32x1xi32, #blocked>
    %43 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x1x!tt.ptr<f16>, #blocked>
    %44 = tt.addptr %43, %42 : tensor<32x1x!tt.ptr<f16>, #blocked>, tensor<32x1xi32, #blocked>
    %45 = tt.broadcast %44 : tensor<32x1x!tt.ptr<f16>, #blocked> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %46 = tt.broadcast %35 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %47 = tt.addptr %45, %46 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %48 = ttg.convert_layout %31 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked>
    tt.store %47, %48, %40 : tensor<32x32x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
