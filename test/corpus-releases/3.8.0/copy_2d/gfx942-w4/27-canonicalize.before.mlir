#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.splat %2 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = arith.addi %4, %3 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %8 = tt.splat %6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = arith.addi %8, %7 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %11 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked>
    %12 = arith.cmpi slt, %10, %11 : tensor<32x1xi32, #blocked>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked>
    %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32, #blocked>
    %16 = tt.broadcast %12 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %17 = tt.broadcast %15 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %18 = arith.andi %16, %17 : tensor<32x64xi1, #blocked>
    %19 = arith.muli %2, %arg4 : i32
    %c0_i32 = arith.constant 0 : i32
    %20 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c0_i32_0 = arith.constant 0 : i32
    %cst = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %21 = arith.muli %c0_i32, %c0_i32_0 : i32
    %22 = tt.splat %c0_i32 : i32 -> tensor<32x1xi32, #blocked>
    %23 = tt.splat %c0_i32_0 : i32 -> tensor<32x1xi32, #blocked>
    %24 = arith.muli %20, %cst : tensor<32x1xi32, #blocked>
    %25 = arith.muli %22, %cst : tensor<32x1xi32, #blocked>
    %26 = arith.muli %20, %23 : tensor<32x1xi32, #blocked>
    %27 = arith.addi %24, %25 : tensor<32x1xi32, #blocked>
    %28 = arith.addi %27, %26 : tensor<32x1xi32, #blocked>
    %cst_1 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %c0_i32_2 = arith.constant 0 : i32
    %cst_3 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %29 = arith.muli %2, %c0_i32_2 : i32
    %30 = tt.splat %2 : i32 -> tensor<32x1xi32, #blocked>
    %31 = tt.splat %c0_i32_2 : i32 -> tensor<32x1xi32, #blocked>
    %32 = arith.muli %cst_1, %cst_3 : tensor<32x1xi32, #blocked>
    %33 = arith.muli %30, %cst_3 : tensor<32x1xi32, #blocked>
    %34 = arith.muli %cst_1, %31 : tensor<32x1xi32, #blocked>
    %35 = arith.addi %32, %33 : tensor<32x1xi32, #blocked>
    %36 = arith.addi %35, %34 : tensor<32x1xi32, #blocked>
    %37 = arith.addi %21, %29 : i32
    %38 = arith.addi %28, %36 : tensor<32x1xi32, #blocked>
    %c0_i32_4 = arith.constant 0 : i32
    %39 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %cst_5 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %40 = arith.muli %c0_i32_4, %arg4 : i32
    %41 = tt.splat %c0_i32_4 : i32 -> tensor<32x1xi32, #blocked>
    %42 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %43 = arith.muli %39, %cst_5 : tensor<32x1xi32, #blocked>
    %44 = arith.muli %41, %cst_5 : tensor<32x1xi32, #blocked>
    %45 = arith.muli %39, %42 : tensor<32x1xi32, #blocked>
    %46 = arith.addi %43, %44 : tensor<32x1xi32, #blocked>
    %47 = arith.addi %46, %45 : tensor<32x1xi32, #blocked>
    %48 = arith.addi %37, %40 : i32
    %49 = arith.addi %38, %47 : tensor<32x1xi32, #blocked>
    %50 = arith.addi %19, %48 : i32
    %51 = tt.broadcast %49 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %52 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %53 = tt.broadcast %52 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %54 = arith.addi %50, %6 : i32
    %55 = arith.addi %51, %53 : tensor<32x64xi32, #blocked>
    %56 = tt.splat %54 : i32 -> tensor<32x64xi32, #blocked>
    %57 = arith.addi %56, %55 : tensor<32x64xi32, #blocked>
    %58 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %59 = tt.addptr %58, %57 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    %60 = tt.load %59, %18 : tensor<32x64x!tt.ptr<f32>, #blocked>
    %61 = arith.muli %2, %arg5 : i32
    %c0_i32_6 = arith.constant 0 : i32
    %62 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %c0_i32_7 = arith.constant 0 : i32
    %cst_8 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %63 = arith.muli %c0_i32_6, %c0_i32_7 : i32
    %64 = tt.splat %c0_i32_6 : i32 -> tensor<32x1xi32, #blocked>
    %65 = tt.splat %c0_i32_7 : i32 -> tensor<32x1xi32, #blocked>
    %66 = arith.muli %62, %cst_8 : tensor<32x1xi32, #blocked>
    %67 = arith.muli %64, %cst_8 : tensor<32x1xi32, #blocked>
    %68 = arith.muli %62, %65 : tensor<32x1xi32, #blocked>
    %69 = arith.addi %66, %67 : tensor<32x1xi32, #blocked>
    %70 = arith.addi %69, %68 : tensor<32x1xi32, #blocked>
    %cst_9 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %c0_i32_10 = arith.constant 0 : i32
    %cst_11 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %71 = arith.muli %2, %c0_i32_10 : i32
    %72 = tt.splat %2 : i32 -> tensor<32x1xi32, #blocked>
    %73 = tt.splat %c0_i32_10 : i32 -> tensor<32x1xi32, #blocked>
    %74 = arith.muli %cst_9, %cst_11 : tensor<32x1xi32, #blocked>
    %75 = arith.muli %72, %cst_11 : tensor<32x1xi32, #blocked>
    %76 = arith.muli %cst_9, %73 : tensor<32x1xi32, #blocked>
    %77 = arith.addi %74, %75 : tensor<32x1xi32, #blocked>
    %78 = arith.addi %77, %76 : tensor<32x1xi32, #blocked>
    %79 = arith.addi %63, %71 : i32
    %80 = arith.addi %70, %78 : tensor<32x1xi32, #blocked>
    %c0_i32_12 = arith.constant 0 : i32
    %81 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %cst_13 = arith.constant dense<0> : tensor<32x1xi32, #blocked>
    %82 = arith.muli %c0_i32_12, %arg5 : i32
    %83 = tt.splat %c0_i32_12 : i32 -> tensor<32x1xi32, #blocked>
    %84 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %85 = arith.muli %81, %cst_13 : tensor<32x1xi32, #blocked>
    %86 = arith.muli %83, %cst_13 : tensor<32x1xi32, #blocked>
    %87 = arith.muli %81, %84 : tensor<32x1xi32, #blocked>
    %88 = arith.addi %85, %86 : tensor<32x1xi32, #blocked>
    %89 = arith.addi %88, %87 : tensor<32x1xi32, #blocked>
    %90 = arith.addi %79, %82 : i32
    %91 = arith.addi %80, %89 : tensor<32x1xi32, #blocked>
    %92 = arith.addi %61, %90 : i32
    %93 = tt.broadcast %91 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %94 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %95 = tt.broadcast %94 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %96 = arith.addi %92, %6 : i32
    %97 = arith.addi %93, %95 : tensor<32x64xi32, #blocked>
    %98 = tt.splat %96 : i32 -> tensor<32x64xi32, #blocked>
    %99 = arith.addi %98, %97 : tensor<32x64xi32, #blocked>
    %100 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<32x64x!tt.ptr<f32>, #blocked>
    %101 = tt.addptr %100, %99 : tensor<32x64x!tt.ptr<f32>, #blocked>, tensor<32x64xi32, #blocked>
    tt.store %101, %60, %18 : tensor<32x64x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
