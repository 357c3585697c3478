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
    %c0_i32 = arith.constant 0 : i32
    %24 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c0_i32_0 = arith.constant 0 : i32
    %cst = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %25 = arith.muli %c0_i32, %c0_i32_0 : i32
    %26 = tt.splat %c0_i32 : i32 -> tensor<32x1xi32, #blocked>
    %27 = tt.splat %c0_i32_0 : i32 -> tensor<32x1xi32, #blocked>
    %28 = arith.muli %24, %cst : tensor<32x1xi32, #blocked>
    %29 = arith.muli %26, %cst : tensor<32x1xi32, #blocked>
    %30 = arith.muli %24, %27 : tensor<32x1xi32, #blocked>
    %31 = arith.addi %28, %29 : tensor<32x1xi32, #blocked>
    %32 = arith.addi %31, %30 : tensor<32x1xi32, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %c0_i32_2 = arith.constant 0 : i32
    %cst_3 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %33 = arith.muli %2, %c0_i32_2 : i32
    %34 = tt.splat %2 : i32 -> tensor<32x1xi32, #blocked>
    %35 = tt.splat %c0_i32_2 : i32 -> tensor<32x1xi32, #blocked>
    %36 = arith.muli %cst_1, %cst_3 : tensor<32x1xi32, #blocked>
    %37 = arith.muli %34, %cst_3 : tensor<32x1xi32, #blocked>
    %38 = arith.muli %cst_1, %35 : tensor<32x1xi32, #blocked>
    %39 = arith.addi %36, %37 : tensor<32x1xi32, #blocked>
    %40 = arith.addi %39, %38 : tensor<32x1xi32, #blocked>
    %41 = arith.addi %25, %33 : i32
    %42 = arith.addi %32, %40 : tensor<32x1xi32, #blocked>
    %c0_i32_4 = arith.constant 0 : i32
    %43 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %cst_5 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %44 = arith.muli %c0_i32_4, %arg4 : i32
    %45 = tt.splat %c0_i32_4 : i32 -> tensor<32x1xi32, #blocked>
    %46 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %47 = arith.muli %43, %cst_5 : tensor<32x1xi32, #blocked>
    %48 = arith.muli %45, %cst_5 : tensor<32x1xi32, #blocked>
    %49 = arith.muli %43, %46 : tensor<32x1xi32, #blocked>
    %50 = arith.addi %47, %48 : tensor<32x1xi32, #blocked>
    %51 = arith.addi %50, %49 : tensor<32x1xi32, #blocked>
    %52 = arith.addi %41, %44 : i32
    %53 = arith.addi %42, %51 : tensor<32x1xi32, #blocked>
    %54 = arith.addi %23, %52 : i32
    %55 = tt.broadcast %53 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %56 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %57 = tt.broadcast %56 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %58 = arith.addi %54, %9 : i32
    %59 = arith.addi %55, %57 : tensor<32x32xi32, #blocked>
    %60 = tt.splat %58 : i32 -> tensor<32x32xi32, #blocked>
    %61 = arith.addi %60, %59 : tensor<32x32xi32, #blocked>
    %62 = tt.splat %arg0 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %63 = tt.addptr %62, %61 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    %64 = tt.load %63, %22 : tensor<32x32x!tt.ptr<f16>, #blocked>
    %65 = tt.trans %64 {order = array<i32: 1, 0>} : tensor<32x32xf16, #blocked> -> tensor<32x32xf16, #blocked1>
    %66 = tt.expand_dims %13 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %67 = tt.splat %arg3 : i32 -> tensor<32x1xi32, #blocked>
    %68 = arith.cmpi slt, %66, %67 : tensor<32x1xi32, #blocked>
    %69 = tt.expand_dims %8 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %70 = tt.splat %arg2 : i32 -> tensor<1x32xi32, #blocked>
    %71 = arith.cmpi slt, %69, %70 : tensor<1x32xi32, #blocked>
    %72 = tt.broadcast %68 : tensor<32x1xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %73 = tt.broadcast %71 : tensor<1x32xi1, #blocked> -> tensor<32x32xi1, #blocked>
    %74 = arith.andi %72, %73 : tensor<32x32xi1, #blocked>
    %75 = arith.muli %9, %arg5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %76 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c0_i32_7 = arith.constant 0 : i32
    %cst_8 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %77 = arith.muli %c0_i32_6, %c0_i32_7 : i32
    %78 = tt.splat %c0_i32_6 : i32 -> tensor<32x1xi32, #blocked>
    %79 = tt.splat %c0_i32_7 : i32 -> tensor<32x1xi32, #blocked>
    %80 = arith.muli %76, %cst_8 : tensor<32x1xi32, #blocked>
    %81 = arith.muli %78, %cst_8 : tensor<32x1xi32, #blocked>
    %82 = arith.muli %76, %79 : tensor<32x1xi32, #blocked>
    %83 = arith.addi %80, %81 : tensor<32x1xi32, #blocked>
    %84 = arith.addi %83, %82 : tensor<32x1xi32, #blocked>
    %cst_9 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %cst_11 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %85 = arith.muli %9, %c0_i32_10 : i32
    %86 = tt.splat %9 : i32 -> tensor<32x1xi32, #blocked>
    %87 = tt.splat %c0_i32_10 : i32 -> tensor<32x1xi32, #blocked>
    %88 = arith.muli %cst_9, %cst_11 : tensor<32x1xi32, #blocked>
    %89 = arith.muli %86, %cst_11 : tensor<32x1xi32, #blocked>
    %90 = arith.muli %cst_9, %87 : tensor<32x1xi32, #blocked>
    %91 = arith.addi %88, %89 : tensor<32x1xi32, #blocked>
    %92 = arith.addi %91, %90 : tensor<32x1xi32, #blocked>
    %93 = arith.addi %77, %85 : i32
    %94 = arith.addi %84, %92 : tensor<32x1xi32, #blocked>
    %c0_i32_12 = arith.constant 0 : i32
    %95 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %cst_13 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %96 = arith.muli %c0_i32_12, %arg5 : i32
    %97 = tt.splat %c0_i32_12 : i32 -> tensor<32x1xi32, #blocked>
    %98 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %99 = arith.muli %95, %cst_13 : tensor<32x1xi32, #blocked>
    %100 = arith.muli %97, %cst_13 : tensor<32x1xi32, #blocked>
    %101 = arith.muli %95, %98 : tensor<32x1xi32, #blocked>
    %102 = arith.addi %99, %100 : tensor<32x1xi32, #blocked>
    %103 = arith.addi %102, %101 : tensor<32x1xi32, #blocked>
    %104 = arith.addi %93, %96 : i32
    %105 = arith.addi %94, %103 : tensor<32x1xi32, #blocked>
    %106 = arith.addi %75, %104 : i32
    %107 = tt.broadcast %105 : tensor<32x1xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %108 = tt.expand_dims %4 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi32, #blocked>
    %109 = tt.broadcast %108 : tensor<1x32xi32, #blocked> -> tensor<32x32xi32, #blocked>
    %110 = arith.addi %106, %2 : i32
    %111 = arith.addi %107, %109 : tensor<32x32xi32, #blocked>
    %112 = tt.splat %110 : i32 -> tensor<32x32xi32, #blocked>
    %113 = arith.addi %112, %111 : tensor<32x32xi32, #blocked>
    %114 = ttg.convert_layout %65 : tensor<32x32xf16, #blocked1> -> tensor<32x32xf16, #blocked>
    %115 = tt.splat %arg1 : !tt.ptr<f16> -> tensor<32x32x!tt.ptr<f16>, #blocked>
    %116 = tt.addptr %115, %113 : tensor<32x32x!tt.ptr<f16>, #blocked>, tensor<32x32xi32, #blocked>
    tt.store %116, %114, %74 : tensor<32x32x!tt.ptr<f16>, #blocked>
    tt.return
  }
}
