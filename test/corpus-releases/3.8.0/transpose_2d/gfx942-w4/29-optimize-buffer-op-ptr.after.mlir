#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
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
    %34 = amdg.buffer_load %arg0[%33], %22 {contiguity = 4 : i32} : tensor<32x32xf16, #blocked>
    %35 = tt.trans %34 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %36 = tt.expand_dims %13 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %37 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked>
    %38 = arith.cmpi slt, %36, %37 : tensor<32x1xi32, #blocked>
    %39 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %40 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked>
    %41 = arith.cmpi slt, %39, %40 : tensor<1x32xi32, #blocked>
    %42 = tt.broadcast %38 : tensor<32x1xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %43 = tt.broadcast %41 : tensor<1x32xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %44 = arith.andi %42, %43 : tensor<32x32xi1, #blocked>
    %45 = arith.muli %9, %arg5 : i32
    %46 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %47 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %48 = arith.muli %46, %47 : tensor<32x1xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %50 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %51 = tt.broadcast %50 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %52 = arith.addi %45, %2 : i32
    %53 = arith.addi %49, %51 : tensor<32x32xi32, #blocked>
    %54 = tt.splat %52 : i32 -> tensor<32x32xi32, #blocked>
    %55 = arith.addi %54, %53 : tensor<32x32xi32, #blocked>
    %56 = ttg.convert_layout %35 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked>
    amdg.buffer_store %56, %arg1[%55], %44 {contiguity = 4 : i32} : tensor<32x32xf16, #blocked>
    tt.return
  }
}
